using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Environments;

/// <summary>The git commit a run was made from, and whether tracked files had local changes.</summary>
/// <param name="Commit">Null when the repository is not a git checkout.</param>
public sealed record SourceRevision(string? Commit, bool LocalChanges)
{
    public const string Prefix = "Commit: ";

    public static async Task<SourceRevision> ReadAsync(string repositoryRoot, CancellationToken cancellation)
    {
        var head = await GitAsync(repositoryRoot, ["rev-parse", "HEAD"], cancellation);
        if (head is null || head.ExitCode != 0)
            return new SourceRevision(null, false);
        var status = await GitAsync(repositoryRoot, ["status", "--porcelain", "--untracked-files=no"], cancellation);
        return new SourceRevision(head.Stdout.Trim(), status is { ExitCode: 0, Stdout.Length: > 0 });
    }

    /// <summary>"Commit: 1a2b… (clean)", "Commit: 1a2b… (with local changes)" or "Commit: unknown (not a git
    /// checkout)".</summary>
    public string Line =>
        Commit is null ? Prefix + "unknown (not a git checkout)"
            : $"{Prefix}{Commit} ({(LocalChanges ? "with local changes" : "clean")})";

    /// <summary>A commit as a line names it: its first 12 characters.</summary>
    public static string Short(string commit) => commit[..Math.Min(12, commit.Length)];

    /// <summary>The commit recorded in an environment.txt, or null when it has none.</summary>
    public static string? RecordedCommit(string environmentPath)
    {
        if (!File.Exists(environmentPath))
            return null;
        var line = File.ReadLines(environmentPath).FirstOrDefault(l => l.StartsWith(Prefix, StringComparison.Ordinal));
        string? commit = line?[Prefix.Length..].Split(' ')[0];
        return commit is null or "unknown" ? null : commit;
    }

    static async Task<ChildOutcome?> GitAsync(string root, IReadOnlyList<string> arguments,
        CancellationToken cancellation)
    {
        try
        {
            return await ChildProcess.RunAsync("git", ["-C", root, .. arguments], TimeSpan.FromSeconds(30),
                cancellation);
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }
}
