namespace SerializerTests.Tests;

/// <summary>A newcomer runs the tests with the one command README's Test section gives, and CI runs exactly that command.</summary>
public class TestCommandTests
{
    static readonly string Root = RepositoryLayout.FindRoot()!;

    [Fact]
    public void ReadmeGivesOneScriptThatCiRunsAsItIs()
    {
        var commands = Readme.Section("Test").Split("```")[1].Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Select(line => line.Split('#')[0].Trim()).ToList();
        Assert.Equal(["./test.sh", "./test.sh --unit"], commands);
        var ci = File.ReadAllLines(Path.Combine(Root, ".ci", "run")).Where(l => !l.StartsWith('#') && l.Trim().Length > 0).ToList();
        Assert.Equal("exec ./test.sh", ci[^1].Trim());
        Assert.DoesNotContain(ci, l => l.Contains("dotnet", StringComparison.Ordinal) || l.Contains("install-test-tools", StringComparison.Ordinal));
    }

    /// <summary>The script installs what the tests need before it runs them: a brand-new machine needs nothing else.</summary>
    [Fact]
    public void TheScriptInstallsBeforeItTests()
    {
        string script = File.ReadAllText(Path.Combine(Root, "test.sh"));
        int install = script.IndexOf("Tools/Setup/install-test-tools.sh", StringComparison.Ordinal);
        int test = script.IndexOf("dotnet test", StringComparison.Ordinal);
        Assert.True(install >= 0 && test > install, "test.sh must run Tools/Setup/install-test-tools.sh before dotnet test");
        Assert.Contains("Kind!=Launching", script, StringComparison.Ordinal);
    }
}
