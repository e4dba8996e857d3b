namespace SerializerTests.Tests.RunAll;

/// <summary>A CI that cancels a job sends SIGTERM (GitHub Actions: SIGINT, then SIGTERM): the run ends as Ctrl+C ends it, its
/// child killed with its tree, what finished merged, the resume line printed, nothing left behind. RunAll starts with SIGINT at its
/// default, as a CI job's does, however the suite itself was started.</summary>
[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class SignalTests
{
    [Theory]
    [InlineData("TERM", 1)]
    [InlineData("INT", 2)]
    public async Task ASignalWhileAChildRunsEndsTheRunAsCtrlCDoes(string signal, int times)
    {
        if (OperatingSystem.IsWindows())
            return; // signals by name are POSIX's; Windows ends a console program with Ctrl+C, which the in-process tests cover
        string temp = TempFolders.New("runall-signal-");
        int sent = 0;
        var run = await RunAllRun.AsProcess(
            ["--quick", "--serializers", "#BinaryWriter", "--runtimes", "net10.0", "--variants", "jit", "--launches", "1", "--processes", "2",
             "--out", RunAllRun.NewOutputRoot()],
            new Dictionary<string, string> { ["TMPDIR"] = temp },
            onOutputLine: (process, line) =>
            {
                // The steady state's first child has just been launched: it runs for seconds.
                if (sent == 0 && line.StartsWith("Running 2 steady-state processes", StringComparison.Ordinal))
                    for (; sent < times; sent++)
                        Kill(process.Id, signal);
            },
            defaultInterrupt: true);

        Assert.Equal(times, sent);
        Assert.True(run.ExitCode == 130, run.Error + run.Output);
        Assert.Contains(run.Lines, l => l.StartsWith("Interrupted: 1 of 3 cells done and merged. Continue with: RunAll --resume ", StringComparison.Ordinal));
        Assert.True(File.Exists(run.CombinedCsv), run.Output);
        // The child's rows file is in its command line and its temp folder: neither a process nor the file outlives the run.
        Assert.Empty(Directory.EnumerateFiles(temp, "serializertests-rows-*"));
        Assert.Empty(ProcessesNaming(temp));
    }

    static void Kill(int pid, string signal)
    {
        using var kill = Process.Start("kill", ["-" + signal, pid.ToString(System.Globalization.CultureInfo.InvariantCulture)]);
        kill.WaitForExit();
    }

    static IEnumerable<string> ProcessesNaming(string text) =>
        Directory.EnumerateDirectories("/proc").Where(d => int.TryParse(Path.GetFileName(d), out _))
            .Select(d => (Pid: Path.GetFileName(d), CommandLine: Read(Path.Combine(d, "cmdline"))))
            .Where(p => p.CommandLine.Contains(text, StringComparison.Ordinal)).Select(p => $"{p.Pid}: {p.CommandLine}");

    static string Read(string path)
    {
        try
        {
            return File.ReadAllText(path).Replace('\0', ' ');
        }
        catch (IOException)
        {
            return ""; // the process ended while it was read
        }
        catch (UnauthorizedAccessException)
        {
            return "";
        }
    }
}
