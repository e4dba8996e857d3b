using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// <c>RunAll</c> without a command, the benchmark run: decides the plan, then runs its steps (<see cref="Steps"/>): builds,
/// versioning, hostile input, the quiet check, first calls, steady state, export and report, each finished cell saved at once.
/// Exit 0 when the run completed (failed rows included), 2 on bad input, 130 when interrupted (everything finished is on disk and
/// merged; --resume continues).
/// </summary>
public static class BenchmarkCommand
{
    /// <summary>How the line of an interrupted run starts, after its time table (<c>publish</c> refuses such a folder).</summary>
    public const string InterruptedPrefix = "Interrupted: ";

    /// <summary>The benchmark run, step by step; the report writes what the export merged.</summary>
    public static IReadOnlyList<IRunStep> Steps()
    {
        var export = new ExportStep();
        var analysis = new AnalysisStep(export);
        return [new BuildStep(), new VersioningStep(), new HostileStep(), new FootprintStep(), new QuietStep(), new FirstCallStep(),
            new SteadyStateStep(), export, analysis, new ReportStep(export, analysis)];
    }

    public static async Task<int> RunAsync(RunAllOptions options, TextWriter output, TextWriter error, bool interactive,
        CancellationToken cancellation)
    {
        var (resumed, resumedOptions, resumeError) = OpenResumed(options);
        if (resumeError is not null)
            return RunAllApp.Fail(error, resumeError);
        options = resumedOptions;
        var (start, startError) = RunStart.Check("", options.Serializers, options.OutputRoot);
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        if (RunPlan.ShardError(options) is { } shardError)
            return RunAllApp.Fail(error, shardError);
        if (resumed is null && options.PackageRequests.Count > 0)
        {
            var (pins, pinError) = PackageRequest.Resolve(options.PackageRequests, start.Serializers, SerializerSelection.PackageOf);
            pinError ??= await PackageProbe.CheckAsync(pins, cancellation);
            if (pinError is not null)
                return RunAllApp.Fail(error, pinError);
            options = options with { Packages = pins };
        }
        var plan = RunPlan.Cells(options, RunPlan.Targets(options), start.Serializers);
        // A resumed run compares the checkout's commit with the folder's and records it: read once.
        var checkout = resumed is null ? null : await SourceRevision.ReadAsync(start.Root, cancellation);
        if (resumed is not null && CheckResumable(resumed, plan, checkout!, options) is { } notResumable)
            return RunAllApp.Fail(error, notResumable);

        // The budget is known before anything is built or written: a budget below the floor is refused like any bad input.
        var work = await PlanWorkAsync(options, start, plan, resumed);
        var steps = Steps();
        var (speed, floor, budget, budgetError) = await PlanBudgetAsync(options, steps, work);
        if (budgetError is not null)
            return RunAllApp.Fail(error, budgetError);
        // Created only once the input is known to be good: a rejected command line leaves no empty results folder.
        var folder = resumed ?? RunFolder.CreateNew(start.OutputRoot, options);
        using var console = new ConsoleLog(output, folder.ConsoleLogPath);
        // Not cancellable: even a run interrupted at once keeps the record of where it ran.
        if (options.Resume is null)
        {
            await EnvironmentRecord.WriteAsync(folder.EnvironmentPath, start.Root, options.CommandLine, CancellationToken.None);
            if (options.Shard is { } shard)
                EnvironmentRecord.Append(folder.EnvironmentPath, $"Shard: {shard.Index} of {shard.Count} (seed {options.Seed})");
        }
        else
            EnvironmentRecord.Append(folder.EnvironmentPath, $"Resumed: {DateTime.Now:yyyy-MM-dd HH:mm:ss zzz}, {checkout!.Line}");
        console.Say($"Results folder: {folder.Path}");
        if (Measurement.ThreadClock.Unavailable is { } noCpuTime)
            console.Say($"Machine speed: {noCpuTime}; TimedCpuPct and the canary's CPU time stay empty.");
        var run =
            new RunContext(work, folder, console, budget, new CellRunner(options, StartProfiler(folder, options, console)), interactive, output);
        SayWhatComes(run, floor, speed);
        await StepRunner.RunAsync(steps, run, cancellation);
        foreach (var line in run.Time.Lines())
            console.Say(line);
        console.Say(budget.UsedLine([.. steps.Zip(floor.Parts, (step, part) => (step.Name, part.Time, step is SteadyStateStep))], run.Time.Steps));
        if (run.Interrupted)
            console.Say($"{InterruptedPrefix}{plan.Count(folder.IsDone)} of {plan.Count} cells done and merged. Continue with: RunAll --resume \""
                + $"{folder.Path}\"");
        console.Say(Path.Combine(folder.Path, Exporters.CombinedCsvExporter.CombinedFileName(options)));
        return run.Interrupted ? RunAllApp.Interrupted : 0;
    }

    /// <summary>With --resume: the folder and the options it was started with (this command's --rebuild and --allow-other-commit kept),
    /// or why it cannot be resumed as asked; without: no folder and the options as they are.</summary>
    static (RunFolder? Folder, RunAllOptions Options, string? Error) OpenResumed(RunAllOptions options)
    {
        if (options.Resume is not { } resume)
            return (null, options, null);
        var (opened, saved, openError) = RunFolder.Open(resume, "--resume", writable: true);
        if (openError is not null)
            return (null, options, openError);
        if (options.PackageRequests.Count > 0
            && !options.PackageRequests.Select(r => r.ToString()).SequenceEqual(saved!.PackageRequests.Select(r => r.ToString())))
            return (null, options,
                $"--resume: {resume} measured {Describe(saved!.PackageRequests)}, this command asks for {Describe(options.PackageRequests)}; "
                + "resume without --package (the folder keeps its own), or start a new run");
        return (opened, saved! with { Resume = resume, Rebuild = options.Rebuild, AllowOtherCommit = options.AllowOtherCommit }, null);
    }

    static string Describe(IReadOnlyList<PackageRequest> requests) =>
        requests.Count == 0 ? "no --package" : string.Join(" ", requests.Select(r => $"--package {r}"));

    /// <summary>The run's work: the variants with cells still to run, and which of them have no build to reuse (not cancellable, one
    /// <c>dotnet --version</c>: an interruption this early must still reach the folder and its resume line).</summary>
    static async Task<RunWork> PlanWorkAsync(RunAllOptions options, RunStart start, IReadOnlyList<Cell> plan, RunFolder? resumed)
    {
        var pending = plan.Where(c => resumed?.IsDone(c) != true).ToList();
        // Runtimes compared side by side are deployed alike: the older ones can only be self-contained here.
        var toolchain = new HostToolchain(start.Root, RepositoryLayout.ArtifactsPath(start.Root), traceable: options.Profile,
            rebuild: options.Rebuild, selfContained: options.Runtimes.Count > 1);
        var targets = RunPlan.Targets(options).Where(t => pending.Any(c => c.Target == t)).ToList();
        var unbuilt = new List<RuntimeVariant>();
        foreach (var target in targets)
            if (!await toolchain.IsReusableAsync(target, CancellationToken.None))
                unbuilt.Add(target);
        return new RunWork(options, start.Root, start.Serializers, toolchain, targets, plan, pending, unbuilt);
    }

    /// <summary>The floor, counted at the speed a launch shows now (a slow machine stretches builds and launches; issue 59's step 4), and
    /// the budget, or why the budget asked for is below that floor. Not cancellable, like <see cref="PlanWorkAsync"/>: the probe takes
    /// a second or so.</summary>
    static async Task<(StartSpeed Speed, RunFloor Floor, RunBudget Budget, string? Error)> PlanBudgetAsync(RunAllOptions options,
        IReadOnlyList<IRunStep> steps, RunWork work)
    {
        var speed = await StartSpeed.MeasureAsync(CancellationToken.None);
        var floor = StepRunner.Floor(steps, work).AtSpeed(speed.Slowdown);
        var budget = new RunBudget(options, RunBudget.Choose(options, floor));
        string slow = speed.Slowdown > 1
            ? $" (builds and launches counted at {speed.Slowdown.ToString("F2", System.Globalization.CultureInfo.InvariantCulture)}x their usual "
                + "time: the machine is slow now)" : "";
        return (speed, floor, budget, budget.Budget >= floor.Total ? null
            : $"--budget {options.BudgetMinutes}: below this run's floor of {floor}{slow}; give at "
                + $"least {Math.Ceiling(floor.Total.TotalMinutes * 10) / 10} "
                + "or measure less (--quick, --serializers, --runtimes, --N)");
    }

    /// <summary>With -profile: every child runs in an EventPipe session, its trace in traces/.</summary>
    static EventPipeProfiler? StartProfiler(RunFolder folder, RunAllOptions options, ConsoleLog console)
    {
        if (!options.Profile)
            return null;
        Directory.CreateDirectory(folder.TracesPath);
        console.Say($"-profile: every child runs in an EventPipe session; traces in {folder.TracesPath}");
        return new EventPipeProfiler(folder);
    }

    static void SayWhatComes(RunContext run, RunFloor floor, StartSpeed speed)
    {
        var options = run.Work.Options;
        run.Console.Say(speed.Line);
        EnvironmentRecord.Append(run.Folder.EnvironmentPath, speed.Line);
        foreach (var missing in run.Work.Serializers.Select(SerializerCatalog.FindUnavailable).OfType<UnavailableSerializer>())
            run.Console.Say($"{missing.Name}: {missing.Reason}; its rows will say so.");
        if (options.Resume is not null)
            run.Console.Say($"Resuming: {run.Work.Plan.Count - run.Work.Pending.Count} of {run.Work.Plan.Count} cells already done.");
        run.Console.Say($"{RunBudget.LinePrefix}{RunFloor.Minutes(run.Budget.Budget)} min{(options.BudgetMinutes is null
            ? $" (the floor + {RunFloor.Minutes(RunBudget.DefaultMeasuring(floor))} min; --budget sets it)" : "")}; floor {floor}.");
    }

    /// <summary>Why a folder cannot be resumed as it is, or null: every cell file it has, and its Versioning.csv, must read (a damaged
    /// one would cost the merge), and it must come from this commit unless --allow-other-commit says to mix.</summary>
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
            return $"--resume: {folder.Path} was started by "
                + $"commit {SourceRevision.Short(recorded)}, this checkout is {SourceRevision.Short(current.Commit)}; "
                + "its cells would come from two builds. Add --allow-other-commit to go on anyway";
        return null;
    }
}
