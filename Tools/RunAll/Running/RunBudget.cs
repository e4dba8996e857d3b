using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Steps;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Running;

/// <summary>What the run cannot do without, before it measures anything: each step's part (builds not reused, the fixed cost of
/// every child, versioning, hostile input, warm-up and reports).</summary>
public sealed record RunFloor(IReadOnlyList<FloorPart> Parts)
{
    public TimeSpan Total => Parts.Aggregate(TimeSpan.Zero, (sum, p) => sum + p.Time);

    /// <summary>The floor on a machine running <paramref name="slowdown"/> times slower than the estimates assume
    /// (<see cref="MachineSpeed.StartSpeed"/>): every part stretched but those learnt as the run goes.</summary>
    public RunFloor AtSpeed(double slowdown) => new([.. Parts.Select(p => p.LearntAsItRuns ? p : p with { Time = p.Time * slowdown })]);

    public override string ToString() => $"{Minutes(Total)} min: " + string.Join(", ", Parts.Select(p => $"{p.Label} {Minutes(p.Time)}"));

    public static string Minutes(TimeSpan time) => time.TotalMinutes.ToString("F1", CultureInfo.InvariantCulture);
}

/// <summary>
/// Fits a run into its budget (docs/methodology.md, "Budget"). Before the run: the floor, from estimates measured on this
/// project's machine. During the steady state: each child gets, per operation, an equal share of what is left after the
/// fixed cost of the children still to come, re-planned after every child from what the finished ones actually cost.
/// A share never exceeds the precision cap (<see cref="RunSettings.EffectiveMaxSeconds"/>), so a run whose target is
/// met ends early; nor falls below <see cref="MinSecondsPerOperation"/>, a handful of runs.
/// </summary>
public sealed class RunBudget
{
    /// <summary>How the run's lines about its budget start: the budget and floor before it builds, the budget and what was used after
    /// the time table.</summary>
    public const string LinePrefix = "Budget: ";

    /// <summary>Build times seen here (docs/accuracy.md): JIT 14–28 s, ReadyToRun 28–54 s, NativeAOT 128–182 s.</summary>
    public static TimeSpan BuildEstimate(Variant variant) =>
        TimeSpan.FromSeconds(variant switch { Variant.Jit => 30, Variant.ReadyToRun => 55, _ => 170 });

    /// <summary>A first-call launch once the file cache is warm (a --quick run's launches average about 0.14 s; docs/accuracy.md).</summary>
    public static readonly TimeSpan FirstCallLaunch = TimeSpan.FromSeconds(0.15);

    /// <summary>A child's data creation, cold call, pilot, warm-up and verification, per operation: a floor of 0.5 s (the
    /// warm-up waits for 250 ms without JIT activity, and most operations bring new code; with call counting started at once,
    /// <see cref="SteadyStateRuntime"/>, a --quick child's fixed cost is about 3.1 s for six operations, docs/accuracy.md) plus about four
    /// untimed runs of 0.75 µs per object (0.1–0.8 µs for most serializers at large N, several µs for the slowest).</summary>
    public static double FixedSecondsPerOperation(int objects) => 0.5 + 4 * 0.75e-6 * objects;

    /// <summary>The collection windows at one N (BenchmarkDotNet's iteration length, 0.5–1 s each, after the timed runs; methodology.md,
    /// step 7), which the first process of a unit takes: deserialize allocates 16 KB a call from about 200 objects, serialize only for
    /// a few serializers, and at a million objects sixteen calls are past the window's cap.</summary>
    public static double CollectionWindowSeconds(int objects) => objects is >= 200 and <= 100_000 ? 0.9 : 0;

    /// <summary>Process start to the first measurement (0.42 s for a host measuring one N = 1 run).</summary>
    public const double ProcessStartSeconds = 0.4;
    public const double MinSecondsPerOperation = 0.05;
    /// <summary>Versioning takes a child per serializer in every runtime variant the run builds (about 9 s for 25 serializers in one
    /// variant); the reports a few seconds.</summary>
    public static readonly TimeSpan VersioningPerVariant = TimeSpan.FromSeconds(9), Reports = TimeSpan.FromSeconds(10);

    /// <summary>Before the first-call rounds, per variant: its files read into the file cache and one probe launch (a few seconds, most
    /// of it the NativeAOT and self-contained folders' hundred-odd MB); the quiet check waits only when the machine is busy, and what it
    /// waits is taken from the steady state's share like any other time spent.</summary>
    public static readonly TimeSpan WarmUpPerVariant = TimeSpan.FromSeconds(3);

    /// <summary>The hostile-input measurement: about 1.5 min for the three hostile datasets (RunAll hostile), a third of that per dataset.</summary>
    public static readonly TimeSpan HostilePerDataset = TimeSpan.FromSeconds(30);

    /// <summary>A footprint app's NativeAOT publish, at the least (25 apps in 469–488 s, 7–35 s each, docs/history/footprint.md "NativeAOT
    /// footprint"), and one launch of an app (5–15 ms, and the launcher's own time).</summary>
    public static readonly TimeSpan FootprintAppBuild = TimeSpan.FromSeconds(15), FootprintLaunch = TimeSpan.FromSeconds(0.02);

    readonly RunSettings _settings;
    readonly TimeProvider _clock;
    readonly long _start;
    readonly TimeSpan _budget;
    double _observedFixed, _predictedFixed;

    public RunBudget(RunSettings settings, TimeSpan budget, TimeProvider? clock = null)
    {
        _settings = settings;
        _clock = clock ?? TimeProvider.System;
        _start = _clock.GetTimestamp();
        _budget = budget;
    }

    public TimeSpan Budget => _budget;
    public TimeSpan Elapsed => _clock.GetElapsedTime(_start);

    /// <summary>A steady-state cell that launches a child (an unavailable serializer's rows are written without one).</summary>
    public static bool IsSteadyChild(Cell cell) =>
        cell.Test != TestKind.FirstCall && SerializerCatalog.FindUnavailable(cell.Serializer.Adapter) is null;

    /// <summary>A first-call cell that launches a child.</summary>
    public static bool IsFirstCallChild(Cell cell) =>
        cell.Test == TestKind.FirstCall && SerializerCatalog.FindUnavailable(cell.Serializer.Adapter) is null;

    /// <summary>The budget a run gets: --budget, or the floor plus the default measuring time.</summary>
    public static TimeSpan Choose(RunSettings settings, RunFloor floor) =>
        settings.BudgetMinutes is { } minutes ? TimeSpan.FromMinutes(minutes) : floor.Total + DefaultMeasuring(floor);

    /// <summary>Measuring time beyond the floor when no --budget was given (RunSettings.MeasuringMinutes).</summary>
    public static TimeSpan DefaultMeasuring(RunFloor floor) =>
        TimeSpan.FromMinutes(Math.Max(RunSettings.MeasuringMinutes, RunSettings.MeasuringShareOfFloor * floor.Total.TotalMinutes));

    /// <summary>Seconds of timed runs per operation for the next steady-state child, given the children still to run (it first).</summary>
    public double SecondsPerOperation(IReadOnlyCollection<Cell> childrenLeft)
    {
        double correction = _predictedFixed > 0 ? Math.Clamp(_observedFixed / _predictedFixed, 0.3, 5) : 1;
        double left = (_budget - Elapsed - Reports).TotalSeconds;
        double sampling = left - childrenLeft.Sum(c => FixedSeconds(_settings, c)) * correction;
        int operations = childrenLeft.Count * OperationsPerChild(_settings);
        double share = operations > 0 ? sampling / operations : 0;
        return Math.Clamp(share, MinSecondsPerOperation, Math.Max(MinSecondsPerOperation, _settings.EffectiveMaxSeconds));
    }

    /// <summary>Learns from a finished child: its wall time less the timed runs its share paid for is its fixed cost. Timed runs
    /// beyond the share (the fewest runs a long call takes whatever the share) count as fixed, as the floor counts them: left out,
    /// they made a full run's children look cheaper than predicted and their shares too generous (docs/history/reruns.md, "Two full default
    /// runs").</summary>
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

    /// <summary>A fixed part that took this many times what the floor gave it is named when the run went over its budget.</summary>
    public const double OverrunFactor = 1.25;

    /// <summary>The closing line, "Budget: 7.6 min, used 8.0 min." A run over its budget says where: each fixed part that took at least
    /// <see cref="OverrunFactor"/> times its part of the floor, the largest excess first ("first-call launches 3.7 min against the floor's
    /// 1.6, 2.3x"). The steady state is not among them: it takes what the others leave, and goes over only by its children's fixed cost.</summary>
    /// <param name="parts">Per step, in the run's order: its name, its part of the floor and whether it fills the budget (the steady state).</param>
    /// <param name="ran">The steps that ran and their times (<see cref="TimeBreakdown.Steps"/>).</param>
    public string UsedLine(IReadOnlyList<(string Name, TimeSpan Floor, bool FillsBudget)> parts, IEnumerable<(string Name, TimeSpan Elapsed)> ran)
    {
        string line = $"{LinePrefix}{RunFloor.Minutes(_budget)} min, used {RunFloor.Minutes(Elapsed)} min";
        if (Elapsed <= _budget)
            return line + ".";
        var took = ran.ToDictionary(s => s.Name, s => s.Elapsed);
        var over = parts.Where(p => !p.FillsBudget && p.Floor > TimeSpan.Zero && took.TryGetValue(p.Name, out var t) && t >= OverrunFactor * p.Floor)
            .Select(p => (p.Name, p.Floor, Took: took[p.Name])).OrderByDescending(p => p.Took - p.Floor)
            .Select(p => string.Create(CultureInfo.InvariantCulture,
                $"{p.Name} {RunFloor.Minutes(p.Took)} min against the floor's {RunFloor.Minutes(p.Floor)}, {p.Took / p.Floor:F1}x"))
            .ToList();
        return line + (over.Count == 0
            ? ": over it by the steady-state processes' fixed cost, which no share can shrink."
            : $": over it where a step took longer than the floor assumes: {string.Join("; ", over)}.");
    }

    static int OperationsPerChild(RunSettings settings) => 2 * settings.EffectiveCounts.Count;

    /// <summary>A steady-state child's fixed cost: its start, each operation's, and its unit's collection windows if it takes them
    /// (however many processes the unit has: side by side, sixteen).</summary>
    public static double FixedSeconds(RunSettings settings, Cell cell) => ProcessStartSeconds
        + settings.EffectiveCounts.Sum(n => 2 * FixedSecondsPerOperation(n) + (cell.MeasuresForItsUnit ? CollectionWindowSeconds(n) : 0));
}
