using System.Diagnostics;
using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Preparation;
using SerializerTests.RunAll.Progress;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.RunAll.Versioning;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// <c>RunAll</c> without a command, the benchmark run: decides the matrix, builds each runtime variant once, runs every cell in
/// a fresh child, saves each finished cell at once, and merges. Exit 0 when the run completed (failed rows included), 2 on bad
/// input, 130 when interrupted (everything finished is on disk and merged; --resume continues).
/// </summary>
public static class BenchmarkCommand
{
    public static async Task<int> RunAsync(RunAllOptions options, TextWriter output, TextWriter error, bool interactive, CancellationToken cancellation)
    {
        var time = new TimeBreakdown();
        RunFolder? resumed = null;
        if (options.Resume is { } resume)
        {
            var (opened, saved, openError) = RunFolder.Open(resume, "--resume");
            if (openError is not null)
                return RunAllApp.Fail(error, openError);
            (resumed, options) = (opened!, saved! with { Resume = resume, Rebuild = options.Rebuild, AllowOtherCommit = options.AllowOtherCommit });
        }
        var (start, startError) = CommandStart.Check("", options.Serializers, options.OutputRoot);
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        var (root, serializers) = (start.Root, start.Serializers);
        var targets = RunPlan.Targets(options);
        var plan = RunPlan.Cells(options, targets, serializers);
        // A resumed run compares the checkout's commit with the folder's and records it: read once.
        var checkout = resumed is null ? null : await SourceRevision.ReadAsync(root, cancellation);
        if (resumed is not null && CheckResumable(resumed, plan, checkout!, options) is { } notResumable)
            return RunAllApp.Fail(error, notResumable);

        // The budget is known before anything is built or written: a budget below the floor is refused like any bad input.
        var pending = plan.Where(c => resumed?.IsDone(c) != true).ToList();
        var toolchain = new HostToolchain(root, RepositoryLayout.ArtifactsPath(root), traceable: options.Profile, rebuild: options.Rebuild);
        var unbuilt = new List<RuntimeVariant>();
        // Not cancellable (one `dotnet --version`): an interruption this early must still reach the folder and its resume line,
        // not end the command with an exception.
        foreach (var target in targets.Where(t => pending.Any(c => c.Target == t)))
            if (!await toolchain.IsReusableAsync(target, CancellationToken.None))
                unbuilt.Add(target);
        var floor = RunBudget.Floor(pending, unbuilt, options);
        var budget = new RunBudget(options, RunBudget.Choose(options, floor));
        if (budget.Budget < floor.Total)
            return RunAllApp.Fail(error, $"--budget {options.BudgetMinutes}: below this run's floor of {floor}; give at least {Math.Ceiling(floor.Total.TotalMinutes * 10) / 10} or measure less (--quick, --serializers, --runtimes, --N)");
        // Created only once the input is known to be good: a rejected command line leaves no empty results folder.
        var folder = resumed ?? RunFolder.CreateNew(start.OutputRoot, options);

        using var console = new ConsoleLog(output, folder.ConsoleLogPath);

        // Not cancellable: even a run interrupted at once keeps the record of where it ran.
        if (options.Resume is null)
            await EnvironmentRecord.WriteAsync(folder.EnvironmentPath, root, options.CommandLine, CancellationToken.None);
        else
            EnvironmentRecord.Append(folder.EnvironmentPath, $"Resumed: {DateTime.Now:yyyy-MM-dd HH:mm:ss zzz}, {checkout!.Line}");
        console.Say($"Results folder: {folder.Path}");
        EventPipeProfiler? profiler = null;
        if (options.Profile)
        {
            Directory.CreateDirectory(folder.TracesPath);
            profiler = new EventPipeProfiler(folder);
            console.Say($"-profile: every child runs in an EventPipe session; traces in {folder.TracesPath}");
        }

        foreach (var missing in serializers.Select(SerializerCatalog.FindUnavailable).OfType<UnavailableSerializer>())
            console.Say($"{missing.Name}: {missing.Reason}; its rows will say so.");
        if (options.Resume is not null)
            console.Say($"Resuming: {plan.Count - pending.Count} of {plan.Count} cells already done.");
        console.Say($"Budget: {RunFloor.Minutes(budget.Budget)} min{(options.BudgetMinutes is null ? $" (the floor + {RunFloor.Minutes(RunBudget.DefaultMeasuring(floor))} min; --budget sets it)" : "")}; floor {floor}.");

        var hosts = new Dictionary<RuntimeVariant, BuiltHost>();
        NativeToolchain.Log = console.Say;
        bool interrupted = false;
        try
        {
            foreach (var target in targets.Where(t => pending.Any(c => c.Target == t)))
            {
                console.Say($"Building {target} …");
                var watch = Stopwatch.StartNew();
                var built = await toolchain.BuildAsync(target, Path.Combine(folder.BuildsPath, target.Key + ".log"), cancellation);
                hosts[target] = built;
                time.Built(watch.Elapsed, built.Reused);
                string verdict = !built.Succeeded ? $"unavailable: {built.Failure}"
                    : built.Reused ? "reused: built earlier from the same inputs (--rebuild builds it again)"
                    : $"ok ({watch.Elapsed.TotalSeconds:F0} s)";
                console.Say($"  {target}: {verdict}");
                string inputs = built.InputsHash is { } hash ? $" [inputs sha256 {hash}]" : "";
                EnvironmentRecord.Append(folder.EnvironmentPath, $"Build {target}: {(built.Reused ? "reused" : verdict)}{inputs}");
            }

            await MeasureVersioningAsync(folder, hosts, serializers, VersioningTimeout(options), console, time, cancellation);
            if (!options.NoHostile)
                await MeasureHostileAsync(folder, hosts, serializers, options, console, time, cancellation);
            var runner = new CellRunner(options, profiler);
            // Cells of a variant that could not be built get their 'unsupported' rows now, without a line each.
            foreach (var cell in pending.Where(c => !hosts[c.Target].Succeeded))
                folder.SaveCell(cell, await runner.RunAsync(cell, hosts[cell.Target], cancellation));
            pending = pending.Where(c => !folder.IsDone(c)).ToList();
            if (pending.Any(c => c.Test == TestKind.FirstCall))
                await PrepareForFirstCallsAsync(folder, hosts, pending, options, console, time, cancellation);

            async Task RunCells(IRunProgress progress)
            {
                int steadyLeft = pending.Count(RunBudget.IsSteadyChild);
                foreach (var cell in pending)
                {
                    progress.CellStarted(cell);
                    bool steady = RunBudget.IsSteadyChild(cell);
                    double? share = steady ? budget.SecondsPerOperation(steadyLeft--) : null;
                    var watch = Stopwatch.StartNew();
                    var rows = await runner.RunAsync(cell, hosts[cell.Target], cancellation, share);
                    folder.SaveCell(cell, rows);
                    time.CellFinished(cell, watch.Elapsed);
                    if (share is { } given)
                        budget.ChildFinished(rows, watch.Elapsed, given);
                    progress.CellFinished(cell, rows, watch.Elapsed);
                }
            }
            console.Say($"Running {pending.Count} child processes ({plan.Count} cells in the plan) …");
            if (interactive)
                await LiveProgress.RunAsync(pending.Count, console.File, RunCells);
            else
                await RunCells(new PlainProgress(output, console.File, pending.Count));
        }
        catch (OperationCanceledException)
        {
            interrupted = true;
        }

        var reporting = Stopwatch.StartNew();
        var (combined, combinedRows) = CombinedCsvExporter.Export(folder, plan, options);
        if (options.Profile)
            console.Say($"Trace summary: {TraceSummaryExporter.Export(folder, plan)}");
        int done = plan.Count(folder.IsDone);
        console.Say(Summary(combinedRows));
        WriteReport(console, folder, combined, combinedRows);
        time.Reported(reporting.Elapsed);
        foreach (var line in time.Lines())
            console.Say(line);
        console.Say($"Budget: {RunFloor.Minutes(budget.Budget)} min, used {RunFloor.Minutes(budget.Elapsed)} min.");
        if (interrupted)
            console.Say($"Interrupted: {done} of {plan.Count} cells done and merged. Continue with: RunAll --resume \"{folder.Path}\"");
        console.Say(combined);
        return interrupted ? RunAllApp.Interrupted : 0;
    }

    /// <summary>Column 11 of the CSVs comes from <c>-test versioning</c> (one child per serializer, a few seconds a host), run once per
    /// results folder in every runtime variant that built, since a variant can change what a library does (Hyperion loses members under
    /// NativeAOT); a resumed run keeps the first measurement. versioning.md in the folder lists where the variants disagree.</summary>
    static async Task MeasureVersioningAsync(RunFolder folder, IReadOnlyDictionary<RuntimeVariant, BuiltHost> hosts, IReadOnlyList<string> serializers,
        TimeSpan childTimeout, ConsoleLog console, TimeBreakdown time, CancellationToken cancellation)
    {
        var built = hosts.Values.Where(h => h.Succeeded).OrderBy(h => h.Target.Runtime == HostToolchain.SdkRuntime ? 0 : 1).ThenBy(h => h.Target.Runtime, StringComparer.Ordinal)
            .ThenBy(h => h.Target.Variant).ToList();
        if (File.Exists(folder.VersioningPath) || built.Count == 0)
            return;
        var watch = Stopwatch.StartNew();
        var rows = new List<VersioningRow>();
        foreach (var host in built)
        foreach (var serializer in serializers)
            rows.AddRange(await VersioningRunner.RunAsync(host, serializer, childTimeout, cancellation));
        TsvFile.Write(folder.VersioningPath, rows);
        await File.WriteAllTextAsync(Path.Combine(folder.Path, RunFolder.Files.VersioningVariants), VersioningReport.VariantDisagreements(rows), CancellationToken.None);
        time.MeasuredVersioning(watch.Elapsed);
        console.Say($"Versioning measured for column 11 in {built.Count} runtime variants ({watch.Elapsed.TotalSeconds:F0} s): {folder.VersioningPath}");
    }

    /// <summary>Before the first measured launch (docs/methodology.md, "A quiet machine"): the build servers the builds left are shut
    /// down, every variant with first calls to come has its files read into the file cache and its probe launch, and the run waits,
    /// up to --quiet-wait seconds, for the rest of the machine to go quiet; console.log and environment.txt say what it saw.
    /// --quiet-wait 0 skips the shutdown and the wait, not the warm-up.</summary>
    static async Task PrepareForFirstCallsAsync(RunFolder folder, IReadOnlyDictionary<RuntimeVariant, BuiltHost> hosts, IReadOnlyList<Cell> pending,
        RunAllOptions options, ConsoleLog console, TimeBreakdown time, CancellationToken cancellation)
    {
        var watch = Stopwatch.StartNew();
        bool quietCheck = options.QuietWaitSeconds > 0;
        if (quietCheck)
            console.Say(await HostToolchain.ShutDownBuildServersAsync(cancellation));
        var warm = pending.Where(c => c.Test == TestKind.FirstCall).Select(c => hosts[c.Target]).Where(h => h.Succeeded).Distinct().ToList();
        long bytes = 0;
        foreach (var host in warm)
            bytes += await FileCacheWarmUp.RunAsync(host, TimeSpan.FromSeconds(options.TimeoutSeconds), cancellation);
        console.Say($"File cache warmed for {warm.Count} variants: {bytes / (1 << 20)} MB read, one probe launch each ({watch.Elapsed.TotalSeconds:F1} s).");
        var quiet = await QuietMachine.WaitAsync(new SystemActivityProbe(), TimeSpan.FromSeconds(options.QuietWaitSeconds), FlushAsync, cancellation);
        console.Say(quiet.Line);
        EnvironmentRecord.Append(folder.EnvironmentPath, quiet.Line);
        time.Prepared(watch.Elapsed);
    }

    /// <summary>Writes dirty pages back to disk (sync), where the system has the command.</summary>
    static async Task FlushAsync(CancellationToken cancellation)
    {
        if (!OperatingSystem.IsWindows() && File.Exists("/bin/sync"))
            await ChildProcess.RunAsync("/bin/sync", [], TimeSpan.FromMinutes(1), cancellation);
    }

    /// <summary>The hostile-input measurement in the SDK's runtime under JIT (as <c>RunAll hostile</c> measures it), so that the run's
    /// matrix is complete: the hostile datasets (bookshelf, person, organization; with <c>--quick</c> the first of the run's datasets
    /// alone), or the run's own datasets where it names them. A resumed run keeps the Hostile.csv it has; an interrupted one leaves
    /// none, so that --resume measures it again.</summary>
    static async Task MeasureHostileAsync(RunFolder folder, IReadOnlyDictionary<RuntimeVariant, BuiltHost> hosts, IReadOnlyList<string> serializers,
        RunAllOptions options, ConsoleLog console, TimeBreakdown time, CancellationToken cancellation)
    {
        if (File.Exists(folder.HostilePath))
            return;
        var host = hosts.Values.FirstOrDefault(h => h.Succeeded && h.Target.Runtime == HostToolchain.SdkRuntime && h.Target.Variant == Variant.Jit);
        if (host is null)
        {
            console.Say($"Hostile input: not measured, the run has no {HostToolchain.SdkRuntime} JIT host (its matrix cells say so).");
            return;
        }
        var watch = Stopwatch.StartNew();
        var (_, _, interrupted) = await HostileMeasurement.RunAsync(host.Executable!, HostileDatasets(options), serializers, folder.Path,
            RunFolder.Files.HostileGroups, console.Say, cancellation);
        time.MeasuredHostile(watch.Elapsed);
        if (interrupted)
        {
            File.Delete(folder.HostilePath);
            File.Delete(folder.HostileSummaryPath);
            throw new OperationCanceledException(cancellation);
        }
    }

    public static HostileRequest HostileDatasets(RunAllOptions options)
    {
        var datasets = options.Datasets.SequenceEqual([TypesToSerialize.Datasets.Datasets.DefaultName]) ? HostileRequest.DefaultDatasets : options.Datasets;
        return new HostileRequest([], options.Quick ? [datasets[0]] : datasets, HostileRequest.DefaultObjects, HostileRequest.DefaultCaseTimeoutSeconds,
            SerializerTests.Hostile.HostileCases.DefaultMaxPositions, SerializerTests.Hostile.HostileCases.DefaultSeed, null);
    }

    /// <summary>A versioning child's limit: its own, or --timeout when that is shorter.</summary>
    static TimeSpan VersioningTimeout(RunAllOptions options) =>
        TimeSpan.FromSeconds(Math.Min(options.TimeoutSeconds, VersioningRunner.ChildTimeout.TotalSeconds));

    /// <summary>Why a folder cannot be resumed as it is, or null: every cell file it has, and its Versioning.csv, must read (a damaged
    /// one would cost the merge),
    /// and it must come from this commit unless --allow-other-commit says to mix.</summary>
    static string? CheckResumable(RunFolder folder, IReadOnlyList<Cell> plan, SourceRevision current, RunAllOptions options)
    {
        try
        {
            foreach (var cell in plan.Where(folder.IsDone))
            {
                folder.LoadCell(cell);
                folder.LoadTraceMetrics(cell);
            }
        }
        catch (DamagedFileException ex)
        {
            return $"--resume: {ex.Message}; delete that file to run its cell again";
        }
        try
        {
            folder.LoadVersioning();
        }
        catch (DamagedFileException ex)
        {
            return $"--resume: {ex.Message}; delete it to measure versioning again";
        }
        string? recorded = SourceRevision.RecordedCommit(folder.EnvironmentPath);
        if (recorded is not null && current.Commit is not null && recorded != current.Commit && !options.AllowOtherCommit)
            return $"--resume: {folder.Path} was started by commit {recorded[..Math.Min(12, recorded.Length)]}, this checkout is {current.Commit[..Math.Min(12, current.Commit.Length)]}; "
                + "its cells would come from two builds. Add --allow-other-commit to go on anyway";
        return null;
    }

    /// <summary>A report that cannot be written costs the report, never the run: the CSV is already on disk, and
    /// <c>RunAll report DIR</c> can try again.</summary>
    static void WriteReport(ConsoleLog console, RunFolder folder, string combinedCsv, IReadOnlyList<ResultRow> rows)
    {
        try
        {
            foreach (var file in RunReport.Write(combinedCsv, rows))
                console.Say($"Report: {file}");
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or InvalidOperationException or ArgumentException or DamagedFileException)
        {
            console.Say($"Report: not written ({ex.GetType().Name}: {ex.Message}); retry with: RunAll report \"{folder.Path}\"");
        }
    }

    static string Summary(IReadOnlyList<ResultRow> rows)
    {
        var byStatus = rows.GroupBy(r => r.Status).OrderBy(g => g.Key).Select(g => $"{g.Count()} {g.Key}");
        return $"Combined CSV: {rows.Count} rows ({string.Join(", ", byStatus)})";
    }
}
