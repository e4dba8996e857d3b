namespace SerializerTests.Tests.RunAll;

/// <summary>RunAll end-to-end tests build real variants into the shared artifacts folder: one at a time.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class RunAllCollection
{
    public const string Name = "RunAll end to end";
}

sealed record RunAllRun(int ExitCode, string Output, string Error)
{
    public IReadOnlyList<string> Lines => Output.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
    public string CombinedCsv => Lines[^1];
    public string Folder => Path.GetDirectoryName(CombinedCsv)!;

    public static IReadOnlyList<ResultRow> Read(string path) => ResultCsv.ReadFile(path);

    public static string NewOutputRoot() => TempFolders.New("runall-test-");

    static readonly string[] Commands = ["analyze", "calibrate", "compare", "report", "hostile", "versioning", "merge", "publish"];

    /// <summary>A benchmark run measures hostile input too (a minute with every serializer); a test asks for it with
    /// <paramref name="hostile"/>, every other test runs with --no-hostile. Nor does a test's run wait for a quiet machine (a test
    /// suite keeps the machine busy; the wait is tested with a probe of its own) unless it gives --quiet-wait.</summary>
    static string[] Arguments(string[] args, bool hostile)
    {
        if (args.Length > 0 && Commands.Contains(args[0]))
            return args;
        string[] quiet = args.Contains("--quiet-wait") ? [] : ["--quiet-wait", "0"];
        return hostile || args.Contains("--no-hostile") ? [.. args, .. quiet] : [.. args, "--no-hostile", .. quiet];
    }

    public static async Task<RunAllRun> InProcess(string[] args, CancellationToken cancellation = default, bool hostile = false)
    {
        var output = new StringWriter();
        var error = new StringWriter();
        int exitCode = await RunAllApp.RunAsync(Arguments(args, hostile), output, error, interactive: false, cancellation);
        return new RunAllRun(exitCode, output.ToString(), error.ToString());
    }

    /// <summary>As a separate process, so environment variables (fault injection) reach only that run and its children.</summary>
    /// <param name="onOutputLine">Sees each line the run prints, as it prints it, with the run's process (to send it a signal).</param>
    /// <param name="defaultInterrupt">Start RunAll with SIGINT at its default disposition (GNU env's <c>--default-signal</c>), as a CI
    /// job's shell starts it, whatever this test process inherited: a suite started in the background (<c>nohup … &amp;</c>) runs with
    /// SIGINT ignored, every child inherits that, and .NET keeps an ignored SIGINT ignored.</param>
    public static async Task<RunAllRun> AsProcess(string[] args, IReadOnlyDictionary<string, string>? environment = null, bool hostile = false,
        Action<Process, string>? onOutputLine = null, bool defaultInterrupt = false)
    {
        string[] command = ["dotnet", Path.Combine(AppContext.BaseDirectory, "RunAll.dll"), .. Arguments(args, hostile)];
        if (defaultInterrupt)
            command = ["env", "--default-signal=INT", .. command];
        var start = new ProcessStartInfo(command[0], command[1..])
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            WorkingDirectory = RepositoryLayout.FindRoot()!,
        };
        start.Environment["CI"] = "true";
        foreach (var (name, value) in environment ?? new Dictionary<string, string>())
            start.Environment[name] = value;
        using var process = new Process { StartInfo = start };
        var stdout = new System.Text.StringBuilder();
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is null)
                return;
            lock (stdout)
                stdout.Append(e.Data).Append('\n');
            onOutputLine?.Invoke(process, e.Data);
        };
        process.Start();
        process.BeginOutputReadLine();
        var stderr = process.StandardError.ReadToEndAsync();
        await process.WaitForExitAsync();
        // Without a timeout, WaitForExit also waits for the redirected output to drain.
        process.WaitForExit();
        string error = await stderr;
        lock (stdout)
            return new RunAllRun(process.ExitCode, stdout.ToString(), error);
    }
}
