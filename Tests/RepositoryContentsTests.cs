namespace SerializerTests.Tests;

/// <summary>git holds sources, never what a build makes: a project whose output folder lands outside bin/ or obj/ (a property
/// evaluated empty, say) would otherwise have its binaries committed with the next <c>git add</c>.</summary>
public class RepositoryContentsTests
{
    static readonly string[] BuildOutputExtensions = [".dll", ".pdb", ".exe", ".so", ".dbg", ".mstat", ".nupkg"];

    [Fact]
    public void TracksNoBuildOutput()
    {
        var tracked = TrackedFiles();
        Assert.NotEmpty(tracked);
        Assert.DoesNotContain(tracked, IsBuildOutput);
    }

    /// <summary>After a build of the solution, nothing git would add is a build output (bin/ and obj/ stay ignored wherever the
    /// project put them).</summary>
    [Fact]
    public void IgnoresTheBuildsOutput()
    {
        var untracked = Git("ls-files --others --exclude-standard");
        Assert.DoesNotContain(untracked, IsBuildOutput);
    }

    static bool IsBuildOutput(string file) => BuildOutputExtensions.Contains(Path.GetExtension(file), StringComparer.OrdinalIgnoreCase);

    static IReadOnlyList<string> TrackedFiles() => Git("ls-files");

    static IReadOnlyList<string> Git(string arguments)
    {
        var start = new ProcessStartInfo("git", $"-C \"{RepositoryLayout.FindRoot()}\" {arguments}") { RedirectStandardOutput = true };
        using var git = Process.Start(start)!;
        var lines = git.StandardOutput.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        git.WaitForExit();
        Assert.Equal(0, git.ExitCode);
        return lines;
    }
}
