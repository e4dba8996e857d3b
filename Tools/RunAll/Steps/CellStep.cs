using System.Diagnostics;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Progress;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Steps;

/// <summary>
/// Runs the plan's cells of one kind, each in a fresh child (<see cref="CellRunner"/>), saving each as it finishes, with live
/// progress on a terminal. A cell already done (a resumed run) is skipped; a cell of a variant that could not be built gets its
/// <c>unsupported</c> rows without a line of its own.
/// </summary>
public abstract class CellStep : IRunStep
{
    public abstract string Name { get; }

    /// <summary>"first-call launches": what the progress line calls this step's children.</summary>
    protected abstract string Children { get; }

    protected abstract bool Selects(Cell cell);

    /// <summary>Its cells' files (<c>cells/&lt;cell&gt;.tsv</c>), each written once the cell is done.</summary>
    public IReadOnlyList<string> Files(RunWork work) => [.. work.Plan.Where(Selects).Select(RunFolder.CellFileName)];

    public abstract FloorPart Floor(RunWork work);

    /// <summary>Before a child: seconds of timed runs per operation it gets (null: the settings' cap), given the children left, it
    /// first.</summary>
    protected virtual double? Share(RunContext run, IReadOnlyCollection<Cell> childrenLeft) => null;

    /// <summary>After a child that was given <paramref name="share"/>.</summary>
    protected virtual void Finished(RunContext run, Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan elapsed, double share) { }

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

/// <summary>First calls: every first-call child launched in rounds (<see cref="RunPlan.Cells"/>).</summary>
public sealed class FirstCallStep : CellStep
{
    public override string Name => "first-call launches";

    protected override string Children => "first-call launches";

    protected override bool Selects(Cell cell) => cell.Test == SerializerTests.Cli.TestKind.FirstCall;

    public override FloorPart Floor(RunWork work)
    {
        int launches = work.Pending.Count(RunBudget.IsFirstCallChild);
        return new($"{launches} first-call launches", launches * RunBudget.FirstCallLaunch);
    }
}

/// <summary>The steady state: every unit's processes, each given an equal share of what the budget has left (<see cref="RunBudget"/>).</summary>
public sealed class SteadyStateStep : CellStep
{
    public override string Name => "steady state";

    protected override string Children => "steady-state processes";

    protected override bool Selects(Cell cell) => cell.Test != SerializerTests.Cli.TestKind.FirstCall;

    public override FloorPart Floor(RunWork work)
    {
        var processes = work.Pending.Where(RunBudget.IsSteadyChild).ToList();
        return new($"{processes.Count} steady-state processes' fixed cost",
            TimeSpan.FromSeconds(processes.Sum(c => RunBudget.FixedSeconds(work.Settings, c)))) { LearntAsItRuns = true };
    }

    protected override double? Share(RunContext run, IReadOnlyCollection<Cell> childrenLeft) => run.Budget.SecondsPerOperation(childrenLeft);

    protected override void Finished(RunContext run, Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan elapsed, double share) =>
        run.Budget.ChildFinished(cell, rows, elapsed, share);
}
