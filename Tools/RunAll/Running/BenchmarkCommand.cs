using SerializerTests.Results;
using SerializerTests.RunAll.Adapters;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Running;

/// <summary><c>RunAll</c> without a command. Exit 0 when complete, 2 on bad input, 130 when interrupted.</summary>
public static class BenchmarkCommand
{
    /// <summary><c>publish</c> refuses a folder with this line.</summary>
    public const string InterruptedPrefix = "Interrupted: ";

    public static IReadOnlyList<IRunStep> Steps()
    {
        var export = new ExportStep();
        var analysis = new AnalysisStep(export);
        return [new BuildStep(), new VersioningStep(), new HostileStep(), new FootprintStep(), new QuietStep(),
            new FirstCallStep(),
            new SteadyStateStep(), new UntilDecidedStep(), export, analysis, new ReportStep(export, analysis)];
    }

    public static async Task<int> RunAsync(BenchmarkArguments arguments, TextWriter output, TextWriter error,
        bool interactive,
        CancellationToken cancellation)
    {
        var (settings, start, resumed, settingsError) = await SettingsAsync(arguments, output, cancellation);
        if (settings is null || start is null)
            return RunAllApp.Fail(error, settingsError!);
        var planned = RunPlan.Cells(settings, RunPlan.Targets(settings), start.Serializers);
        IReadOnlyList<Cell> plan = resumed is null ? planned
            : [.. planned, .. RunPlan.AddedRounds(settings, planned, resumed.IsDone)];
        var checkout = resumed is null ? null : await SourceRevision.ReadAsync(start.Root, cancellation);
        if (resumed is not null
            && CheckResumable(resumed, plan, checkout!, arguments.AllowOtherCommit) is { } notResumable)
            return RunAllApp.Fail(error, notResumable);

        // A budget below the floor is refused before anything is built.
        var work = await PlanWorkAsync(settings, start, plan, resumed);
        var steps = Steps();
        var (speed, floor, budget, budgetError) = await PlanBudgetAsync(settings, steps, work);
        if (budgetError is not null)
            return RunAllApp.Fail(error, budgetError);
        // A rejected command line leaves no empty folder.
        var folder = resumed ?? RunFolder.CreateNew(start.OutputRoot, RunOptionsFile.Of(settings, arguments));
        using var console = new ConsoleLog(output, folder.ConsoleLogPath);
        // Not cancellable: an interrupted run still records where it ran.
        if (resumed is null)
        {
            await EnvironmentRecord.WriteAsync(folder.EnvironmentPath, start.Root, arguments.CommandLine,
                CancellationToken.None);
            if (settings.Shard is { } shard)
                EnvironmentRecord.Append(folder.EnvironmentPath,
                    $"Shard: {shard.Index} of {shard.Count} (seed {settings.Seed})");
        }
        else
            EnvironmentRecord.Append(folder.EnvironmentPath,
                $"Resumed: {DateTime.Now:yyyy-MM-dd HH:mm:ss zzz}, {checkout!.Line}");
        console.Say($"Results folder: {folder.Path}");
        if (Measurement.ThreadClock.Unavailable is { } noCpuTime)
            console.Say($"Machine speed: {noCpuTime}; TimedCpuPct and the canary's CPU time stay empty.");
        var run =
            new RunContext(work, folder, console, budget,
                new CellRunner(settings, StartProfiler(folder, settings, console)), interactive, output);
        SayWhatComes(run, floor, speed, resumed is not null);
        if (resumed is null && RuntimeVerdictsCost.Line(steps, work, floor, speed.Slowdown) is { } cost)
            console.Say(cost);
        await StepRunner.RunAsync(steps, run, cancellation);
        foreach (var line in run.Time.Lines())
            console.Say(line);
        console.Say(budget.UsedLine([.. steps.Zip(floor.Parts, (step, part) =>
            (step.Name, part.Time, step is SteadyStateStep))], run.Time.Steps));
        if (run.Interrupted)
            console.Say($"{InterruptedPrefix}{plan.Count(folder.IsDone)} of {plan.Count} cells done and merged. "
                + "Continue with: RunAll --resume \""
                + $"{folder.Path}\"");
        console.Say(Path.Combine(folder.Path, Exporters.CombinedCsvExporter.CombinedFileName(settings)));
        return run.Interrupted ? RunAllApp.Interrupted : 0;
    }

    static async Task<(RunSettings? Settings, RunStart? Start, RunFolder? Resumed, string? Error)> SettingsAsync(
        BenchmarkArguments arguments, TextWriter output, CancellationToken cancellation)
    {
        var (resumed, saved, resumeError) = OpenResumed(arguments);
        resumeError ??= saved?.Adapters is { Count: > 0 } adapters
            ? await AddedAdapters.RestoreAsync(adapters, "--resume", output.WriteLine, cancellation) : null;
        if (resumeError is not null)
            return (null, null, null, resumeError);
        var settings = saved?.ToSettings(arguments.Rebuild) ?? arguments.ToSettings();
        var (start, startError) = RunStart.Check("", settings.Serializers, saved is null ? arguments.OutputRoot
            : saved.OutputRoot);
        if (start is null)
            return (null, null, null, startError);
        if ((RunPlan.ShardError(settings) ?? settings.RuntimesError() ?? UntilDecidedError(settings, arguments))
            is { } planError)
            return (null, null, null, planError);
        if (saved is not null || arguments.PackageRequests.Count == 0)
            return (settings, start, resumed, null);
        var (pins, pinError) = PackageRequest.Resolve(arguments.PackageRequests, start.Serializers,
            SerializerSelection.PackageOf);
        pinError ??= await PackageProbe.CheckAsync(pins, cancellation);
        return pinError is null ? (settings with { Packages = pins }, start, null, null) : (null, null, null, pinError);
    }

    /// <summary>Before the versions are probed, from the command line's requests.</summary>
    static string? UntilDecidedError(RunSettings settings, BenchmarkArguments arguments) =>
        settings.UntilDecidedMinutes is null ? null
        : settings.Shard is not null
            ? "--until-decided: a shard cannot add rounds to its comparison alone; run it whole"
        : settings.HasSideBySide || arguments.PackageRequests.Any(r => r.Versions.Count > 1) ? null
        : "--until-decided: adds rounds to a side by side, and this run has none; give --package id=v1,v2 "
            + "(or --runtime-verdicts with two runtimes or more)";

    static (RunFolder? Folder, RunOptionsFile? Saved, string? Error) OpenResumed(BenchmarkArguments arguments)
    {
        if (arguments.Resume is not { } resume)
            return (null, null, null);
        var (opened, saved, openError) = RunFolder.Open(resume, "--resume", writable: true);
        if (openError is not null)
            return (null, null, openError);
        if (arguments.PackageRequests.Count > 0
            && !arguments.PackageRequests.Select(r => r.ToString())
                .SequenceEqual(saved!.PackageRequests.Select(r => r.ToString())))
            return (null, null,
                $"--resume: {resume} measured {Describe(saved!.PackageRequests)}, this command asks for "
                    + $"{Describe(arguments.PackageRequests)}; "
                + "resume without --package (the folder keeps its own), or start a new run");
        return (opened, saved, null);
    }

    static string Describe(IReadOnlyList<PackageRequest> requests) =>
        requests.Count == 0 ? "no --package" : string.Join(" ", requests.Select(r => $"--package {r}"));

    /// <summary>Not cancellable: an early interruption must still reach the folder's resume line.</summary>
    static async Task<RunWork> PlanWorkAsync(RunSettings settings, RunStart start, IReadOnlyList<Cell> plan,
        RunFolder? resumed)
    {
        var pending = plan.Where(c => resumed?.IsDone(c) != true).ToList();
        // Older runtimes can only be self-contained here, so all are deployed alike.
        var toolchain = new HostToolchain(start.Root, RepositoryLayout.ArtifactsPath(start.Root),
            traceable: settings.Profile,
            rebuild: settings.Rebuild, selfContained: settings.Runtimes.Count > 1);
        // Rounds added until decided need the builds of every cell that takes them.
        var targets = RunPlan.Targets(settings).Where(t => pending.Any(c => c.Target == t)
            || settings.Design.AddsRounds && plan.Any(c => c.Target == t && RunPlan.TakesAddedRounds(settings, c)))
            .ToList();
        var unbuilt = new List<RuntimeVariant>();
        foreach (var target in targets)
            if (!await toolchain.IsReusableAsync(target, CancellationToken.None))
                unbuilt.Add(target);
        return new RunWork(settings, start.Root, start.Serializers, toolchain, targets, plan, pending, unbuilt);
    }

    /// <summary>A slow machine stretches builds and launches, so the floor is at the current speed. Not
    /// cancellable.</summary>
    static async Task<(StartSpeed Speed, RunFloor Floor, RunBudget Budget, string? Error)> PlanBudgetAsync(
        RunSettings settings, IReadOnlyList<IRunStep> steps, RunWork work)
    {
        var speed = await StartSpeed.MeasureAsync(CancellationToken.None);
        var floor = StepRunner.Floor(steps, work).AtSpeed(speed.Slowdown);
        var total = RunBudget.Choose(settings, floor);
        var budget = new RunBudget(settings, total, planned: RunBudget.Planned(settings, floor, total));
        string slow = speed.Slowdown > 1
            ? $" (builds and launches counted at "
                + $"{speed.Slowdown.ToString("F2", System.Globalization.CultureInfo.InvariantCulture)}x their usual "
                + "time: the machine is slow now)" : "";
        return (speed, floor, budget, budget.Budget >= floor.Total ? null
            : $"--budget {settings.BudgetMinutes}: below this run's floor of {floor}{slow}; give at "
                + $"least {Math.Ceiling(floor.Total.TotalMinutes * 10) / 10} "
                + "or measure less (--quick, --serializers, --runtimes, --N)");
    }

    static EventPipeProfiler? StartProfiler(RunFolder folder, RunSettings settings, ConsoleLog console)
    {
        if (!settings.Profile)
            return null;
        Directory.CreateDirectory(folder.TracesPath);
        console.Say($"-profile: every child runs in an EventPipe session; traces in {folder.TracesPath}");
        return new EventPipeProfiler(folder);
    }

    static void SayWhatComes(RunContext run, RunFloor floor, StartSpeed speed, bool resuming)
    {
        run.Console.Say(speed.Line);
        EnvironmentRecord.Append(run.Folder.EnvironmentPath, speed.Line);
        foreach (var missing in run.Work.Serializers.Select(SerializerCatalog.FindUnavailable)
            .OfType<UnavailableSerializer>())
            run.Console.Say($"{missing.Name}: {missing.Reason}; its rows will say so.");
        if (resuming)
            run.Console.Say($"Resuming: {run.Work.Plan.Count - run.Work.Pending.Count} of {run.Work.Plan.Count} cells "
                + "already done.");
        run.Console.Say($"{RunBudget.LinePrefix}{RunFloor.Minutes(run.Budget.Budget)} min"
            + $"{(run.Work.Settings.BudgetMinutes is null
                ? $" (the floor + {RunFloor.Minutes(RunBudget.DefaultMeasuring(floor))} min; --budget sets it)"
                : "")}; floor {floor}.");
    }

    /// <summary>A damaged cell file would cost the merge.</summary>
    static string? CheckResumable(RunFolder folder, IReadOnlyList<Cell> plan, SourceRevision current,
        bool allowOtherCommit)
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
        if (recorded is not null && current.Commit is not null && recorded != current.Commit && !allowOtherCommit)
            return $"--resume: {folder.Path} was started by "
                + $"commit {SourceRevision.Short(recorded)}, this checkout is {SourceRevision.Short(current.Commit)}; "
                + "its cells would come from two builds. Add --allow-other-commit to go on anyway";
        return null;
    }
}
