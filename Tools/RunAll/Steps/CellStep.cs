using System.Diagnostics;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Progress;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.RunAll.Steps;

public abstract class CellStep : IRunStep
{
    public abstract string Name { get; }

    protected abstract string Children { get; }

    protected abstract bool Selects(Cell cell);

    public IReadOnlyList<string> Files(RunWork work) => [.. work.Plan.Where(Selects).Select(RunFolder.CellFileName)];

    public abstract FloorPart Floor(RunWork work);

    protected virtual double? Share(RunContext run, IReadOnlyCollection<Cell> childrenLeft) => null;

    protected virtual void Finished(RunContext run, Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan elapsed,
        double share) { }

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        var mine = run.Work.Pending.Where(Selects).Where(c => !run.Folder.IsDone(c)).ToList();
        foreach (var cell in mine.Where(c => !run.Hosts[c.Target].Succeeded))
            run.Folder.SaveCell(cell, await run.Runner.RunAsync(cell, run.Hosts[cell.Target], cancellation));
        var pending = mine.Where(c => !run.Folder.IsDone(c)).ToList();
        if (pending.Count == 0)
            return "0 children";

        async Task RunCells(IRunProgress progress)
        {
            var left = new Queue<Cell>(pending.Where(RunBudget.IsSteadyChild));
            foreach (var cell in pending)
            {
                progress.CellStarted(cell);
                run.Speed.ProbeIfDue(Name, cell.Key, always: RunBudget.IsSteadyChild(cell));
                double? share = null;
                if (RunBudget.IsSteadyChild(cell))
                {
                    share = Share(run, left);
                    left.Dequeue();
                }
                var watch = Stopwatch.StartNew();
                var rows = await run.Runner.RunAsync(cell, run.Hosts[cell.Target], cancellation, share);
                run.Folder.SaveCell(cell, rows);
                run.Time.CellFinished(cell, watch.Elapsed);
                if (share is { } given)
                    Finished(run, cell, rows, watch.Elapsed, given);
                progress.CellFinished(cell, rows, watch.Elapsed);
            }
        }
        run.Console.Say($"Running {pending.Count} {Children} ({run.Work.Plan.Count(Selects)} in the plan) …");
        if (run.Interactive)
            await LiveProgress.RunAsync(pending.Count, run.Console.File, RunCells);
        else
            await RunCells(new PlainProgress(run.Output, run.Console.File, pending.Count));
        if (run.Speed.Describe(Name) is { } speed)
        {
            run.Console.Say(speed);
            Environments.EnvironmentRecord.Append(run.Folder.EnvironmentPath, speed);
        }
        return $"{pending.Count} children";
    }
}

public sealed class FirstCallStep : CellStep
{
    public override string Name => "first-call launches";

    protected override string Children => "first-call launches";

    protected override bool Selects(Cell cell) => cell.Test == SerializerTests.Cli.TestKind.FirstCall;

    public override FloorPart Floor(RunWork work)
    {
        int launches = work.Pending.Count(RunBudget.IsFirstCallChild);
        return new($"{launches} first-call launches", launches * ReferenceMachine.FirstCallLaunch);
    }
}

public sealed class SteadyStateStep : CellStep
{
    public override string Name => "steady state";

    protected override string Children => "steady-state processes";

    protected override bool Selects(Cell cell) => cell.Test != SerializerTests.Cli.TestKind.FirstCall;

    public override FloorPart Floor(RunWork work)
    {
        var processes = work.Pending.Where(RunBudget.IsSteadyChild).ToList();
        return new($"{processes.Count} steady-state processes' fixed cost",
            TimeSpan.FromSeconds(processes.Sum(c =>
                RunBudget.FixedSeconds(work.Settings, c)))) { LearntAsItRuns = true };
    }

    protected override double? Share(RunContext run, IReadOnlyCollection<Cell> childrenLeft) =>
        run.Budget.SecondsPerOperation(childrenLeft);

    protected override void Finished(RunContext run, Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan elapsed,
        double share) =>
        run.Budget.ChildFinished(cell, rows, elapsed, share);
}
