using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Steps;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Running;

/// <summary>What the run cannot do without, before it measures anything: each step's part.</summary>
public sealed record RunFloor(IReadOnlyList<FloorPart> Parts)
{
    public TimeSpan Total => Parts.Aggregate(TimeSpan.Zero, (sum, p) => sum + p.Time);

    /// <summary>The floor on a machine running <paramref name="slowdown"/> times slower than the estimates assume
    /// (<see cref="MachineSpeed.StartSpeed"/>): every part stretched but those learnt as the run goes.</summary>
    public RunFloor AtSpeed(double slowdown) =>
        new([.. Parts.Select(p => p.LearntAsItRuns ? p : p with { Time = p.Time * slowdown })]);

    public override string ToString() =>
        $"{Minutes(Total)} min: " + string.Join(", ", Parts.Select(p => $"{p.Label} {Minutes(p.Time)}"));

    public static string Minutes(TimeSpan time) => time.TotalMinutes.ToString("F1", CultureInfo.InvariantCulture);
}

/// <summary>Fits a run into its budget (docs/methodology.md, "Budget"): the floor from <see cref="ReferenceMachine"/>'s
/// estimates, then each steady-state child an equal share of what is left, re-planned from what finished children cost.
/// </summary>
public sealed class RunBudget
{
    /// <summary>How the run's lines about its budget start.</summary>
    public const string LinePrefix = "Budget: ";

    public const double MinSecondsPerOperation = 0.05;

    readonly RunSettings _settings;
    readonly TimeProvider _clock;
    readonly long _start;
    readonly TimeSpan _budget, _planned;
    double _observedFixed, _predictedFixed;

    /// <param name="planned">What the planned rounds may use (<see cref="Planned"/>); the whole budget if
    /// null.</param>
    public RunBudget(RunSettings settings, TimeSpan budget, TimeProvider? clock = null, TimeSpan? planned = null)
    {
        _settings = settings;
        _clock = clock ?? TimeProvider.System;
        _start = _clock.GetTimestamp();
        _budget = budget;
        _planned = planned ?? budget;
    }

    public TimeSpan Budget => _budget;
    public TimeSpan Elapsed => _clock.GetElapsedTime(_start);

    /// <summary>What is left of the budget, the reports' part kept back.</summary>
    public TimeSpan Left => _budget - Elapsed - ReferenceMachine.Reports;

    TimeSpan? _addingEnds;

    /// <summary>Added rounds get the rest of a --budget; --until-decided alone gives them its minutes from when they
    /// start, so a run whose planned rounds ended early does not spend the difference on them.</summary>
    public void AddingStarts() => _addingEnds = _settings is { BudgetMinutes: null, UntilDecidedMinutes: { } minutes }
        ? Elapsed + TimeSpan.FromMinutes(minutes) : null;

    /// <summary>What the added rounds may still use (<see cref="AddingStarts"/>).</summary>
    public TimeSpan LeftForAdding =>
        _addingEnds is { } end && end - Elapsed is var own && own < Left ? own : Left;

    /// <summary>The share the last planned steady-state child was given, which added rounds repeat.</summary>
    public double? LastShare { get; private set; }

    /// <summary>A steady-state cell that launches a child (an unavailable serializer's rows need none).</summary>
    public static bool IsSteadyChild(Cell cell) =>
        cell.Test != TestKind.FirstCall && SerializerCatalog.FindUnavailable(cell.Serializer.Adapter) is null;

    /// <summary>A first-call cell that launches a child.</summary>
    public static bool IsFirstCallChild(Cell cell) =>
        cell.Test == TestKind.FirstCall && SerializerCatalog.FindUnavailable(cell.Serializer.Adapter) is null;

    /// <summary>The budget a run gets: --budget, or the floor plus the default measuring time.</summary>
    public static TimeSpan Choose(RunSettings settings, RunFloor floor) =>
        (settings.BudgetMinutes is { } minutes ? TimeSpan.FromMinutes(minutes) : floor.Total + DefaultMeasuring(floor))
        + TimeSpan.FromMinutes(settings.UntilDecidedMinutes ?? 0);

    /// <summary>What the planned rounds may use: a side by side that adds rounds until decided gives them what a
    /// run without a budget would, and the rest of the budget to the added rounds.</summary>
    public static TimeSpan Planned(RunSettings settings, RunFloor floor, TimeSpan budget) =>
        settings.Design.AddsRounds && floor.Total + DefaultMeasuring(floor) is var usual && usual < budget
            ? usual : budget;

    /// <summary>Measuring time beyond the floor when no --budget was given (RunSettings.MeasuringMinutes).</summary>
    public static TimeSpan DefaultMeasuring(RunFloor floor) =>
        TimeSpan.FromMinutes(Math.Max(RunSettings.MeasuringMinutes,
            RunSettings.MeasuringShareOfFloor * floor.Total.TotalMinutes));

    /// <summary>Seconds of timed runs per operation for the next steady-state child, given those still
    /// to run.</summary>
    public double SecondsPerOperation(IReadOnlyCollection<Cell> childrenLeft)
    {
        double correction = _predictedFixed > 0 ? Math.Clamp(_observedFixed / _predictedFixed, 0.3, 5) : 1;
        double left = (_planned - Elapsed - ReferenceMachine.Reports).TotalSeconds;
        double sampling = left - childrenLeft.Sum(c => FixedSeconds(_settings, c)) * correction;
        int operations = childrenLeft.Count * OperationsPerChild(_settings);
        double share = operations > 0 ? sampling / operations : 0;
        LastShare = Math.Clamp(share, MinSecondsPerOperation,
            Math.Max(MinSecondsPerOperation, _settings.EffectiveMaxSeconds));
        return LastShare.Value;
    }

    /// <summary>Learns from a finished child: its wall time less the timed runs its share paid for is its fixed
    /// cost. Runs beyond the share count as fixed, as the floor counts them, or the shares come out too
    /// generous.</summary>
    /// <param name="secondsPerOperation">The share the child was given (<see cref="SecondsPerOperation"/>).</param>
    public void ChildFinished(Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan wall, double secondsPerOperation)
    {
        // One timed run is counted in the fixed cost; the runs after it, up to the share, are sampling.
        double Sampled(int? runs, int? repetitions, double? median) =>
            Math.Min(secondsPerOperation, ((runs ?? 1) - 1) * (repetitions ?? 0) * (median ?? 0));
        double sampling = rows.Where(r => r.Status == ResultStatus.Ok).Sum(r =>
            Sampled(r.SerializeRuns, r.SerializeRepetitions, r.SerializeMedianSeconds)
            + Sampled(r.DeserializeRuns, r.DeserializeRepetitions, r.DeserializeMedianSeconds));
        _observedFixed += Math.Max(0, wall.TotalSeconds - sampling);
        _predictedFixed += FixedSeconds(_settings, cell);
    }

    /// <summary>A fixed part that took this many times its floor is named when the run went over its budget.</summary>
    public const double OverrunFactor = 1.25;

    /// <summary>The closing line; a run over its budget names each fixed part that took at least
    /// <see cref="OverrunFactor"/> times its floor, the largest excess first. The steady state takes what the others
    /// leave, so it is never named.</summary>
    /// <param name="parts">Per step, in the run's order: its name, its floor and whether it fills the budget.</param>
    /// <param name="ran">The steps that ran and their times (<see cref="TimeBreakdown.Steps"/>).</param>
    public string UsedLine(IReadOnlyList<(string Name, TimeSpan Floor, bool FillsBudget)> parts,
        IEnumerable<(string Name, TimeSpan Elapsed)> ran)
    {
        string line = $"{LinePrefix}{RunFloor.Minutes(_budget)} min, used {RunFloor.Minutes(Elapsed)} min";
        if (Elapsed <= _budget)
            return line + ".";
        var took = ran.ToDictionary(s => s.Name, s => s.Elapsed);
        var over = parts
            .Where(p => !p.FillsBudget && p.Floor > TimeSpan.Zero
                && took.TryGetValue(p.Name, out var t) && t >= OverrunFactor * p.Floor)
            .Select(p => (p.Name, p.Floor, Took: took[p.Name])).OrderByDescending(p => p.Took - p.Floor)
            .Select(p => string.Create(CultureInfo.InvariantCulture,
                $"{p.Name} {RunFloor.Minutes(p.Took)} min against the floor's {RunFloor.Minutes(p.Floor)}, "
                + $"{p.Took / p.Floor:F1}x"))
            .ToList();
        return line + (over.Count == 0
            ? ": over it by the steady-state processes' fixed cost, which no share can shrink."
            : $": over it where a step took longer than the floor assumes: {string.Join("; ", over)}.");
    }

    static int OperationsPerChild(RunSettings settings) => 2 * settings.EffectiveCounts.Count;

    /// <summary>A steady-state child's fixed cost: its start, each operation's, and its unit's collection windows if it
    /// takes them.</summary>
    public static double FixedSeconds(RunSettings settings, Cell cell) => ReferenceMachine.ProcessStartSeconds
        + settings.EffectiveCounts.Sum(n => 2 * ReferenceMachine.FixedSecondsPerOperation(n)
            + (cell.MeasuresForItsUnit ? ReferenceMachine.CollectionWindowSeconds(n) : 0));
}
