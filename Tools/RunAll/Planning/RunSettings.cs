using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Planning;

/// <summary>
/// What a benchmark run executes, every choice made: the command line's run with its defaults filled in and its packages pinned
/// (<see cref="Cli.BenchmarkArguments.ToSettings"/>), or the run a results folder saved (<see cref="Running.RunOptionsFile.ToSettings"/>).
/// The plan, the budget, the children and the steps read these and nothing of the command line, so that a resumed, merged or analysed
/// run measures what the run that was started measured. A number left to its default stays null, as the folder saves it, and its
/// <c>Effective</c> property says what the run uses.
/// </summary>
public sealed record RunSettings
{
    public static readonly IReadOnlyList<string> AllRuntimes = ["net10.0", "net9.0", "net8.0"];
    public static readonly IReadOnlyList<Variant> AllVariants = [Variant.Jit, Variant.ReadyToRun, Variant.NativeAot];
    public static readonly IReadOnlyList<int> QuickCounts = [1, 10, 1000];

    /// <summary>The default run's object counts, one per decade: the classic sweep's thirteen (<c>--N classic</c>) cost each process
    /// of a unit twice the fixed time, which the budget cannot afford in several processes per unit (docs/history/calibration.md, "Cost").</summary>
    public static readonly IReadOnlyList<int> DecadeCounts = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

    /// <summary>--quick is a smoke run: its medians are known to ±2% rather than ±1%, and an operation gets at most half a
    /// second of timed runs beyond the fewest, which also caps the runs of allocating operations at 250 ms (docs/accuracy.md, cost).</summary>
    public const double QuickPrecisionPercent = 2;
    public const double QuickMaxSeconds = 0.5;

    /// <summary>Processes per steady-state unit: between-process variance dominates here (docs/history/reruns.md, "Where the variance
    /// is"). Two, since a cell's variance borrows from the run's other cells (Statistics/ModeratedVariance.cs): in three pairs of
    /// `--quick` runs the first two of three processes gave the same repeatability, coverage, resolving power and contradiction
    /// rate as all three, for two thirds of the steady state's cost (docs/history/reruns.md, "The same answers in less time").</summary>
    public const int DefaultProcesses = 2;

    /// <summary>Launches per first-call child, chosen from the curve of launches against repeatability and coverage (docs/accuracy.md,
    /// "First calls"): the fewest whose median over the rerun pairs keeps 90% of the first-call cells of every variant within ±10%
    /// with the intervals still holding in 75–95% of directions (7 left NativeAOT at 89%; 11 bought no more and narrowed the
    /// intervals below what a run-wide shift moves).</summary>
    public const int DefaultLaunches = 9;

    /// <summary>The longest wait for a quiet machine before the first-call launches (docs/methodology.md, "A quiet machine").</summary>
    public const int DefaultQuietWaitSeconds = 60;

    /// <summary>Measuring time the default budget allows beyond the run's floor (builds and the fixed cost of every child): at
    /// least two minutes, or a twentieth of the floor on a long run, so the budget absorbs a slow spell's extra fixed cost. No
    /// more: runs inside a process buy little against the spread between processes (docs/history/reruns.md, "Where the variance is").</summary>
    public const double MeasuringMinutes = 2;
    public const double MeasuringShareOfFloor = 0.05;

    /// <summary>Processes per steady-state unit of a side-by-side serializer unless --processes says otherwise: its verdict pairs the
    /// versions' processes round by round, and the spread between processes is most of a round's ratio: in A/A runs the 95% half-width at
    /// N = 1000 was 3.3–6.7% with four processes and 2.0–5.3% with eight, too wide for a `same` at 5% (docs/accuracy.md,
    /// "Side by side").</summary>
    public const int DefaultSideBySideProcesses = 16;

    /// <summary>Processes per steady-state unit with --runtime-verdicts: the rounds a runtime comparison's steady-state cells are paired
    /// over. Two left 70% of the reference run's cells at N ≥ 1000 `inconclusive` (a median 95% half-width of 6.6%); eight halve an
    /// interval (√(2/8)) for four times the steady state's fixed cost (docs/history/verdicts.md, "Runtime verdicts").</summary>
    public const int RuntimeVerdictProcesses = 8;

    /// <summary>Seconds a child may run before it is killed (--timeout).</summary>
    public const int DefaultTimeoutSeconds = 1800;

    public int PayloadBytes { get; init; }
    public bool Profile { get; init; }
    /// <summary>--no-hostile: leave out the hostile-input measurement.</summary>
    public bool NoHostile { get; init; }
    /// <summary>--no-footprint: leave out the NativeAOT footprint (Footprint.csv).</summary>
    public bool NoFootprint { get; init; }
    public bool Quick { get; init; }
    /// <summary>--serializers patterns; none: every serializer.</summary>
    public IReadOnlyList<string> Serializers { get; init; } = [];
    public IReadOnlyList<Variant> Variants { get; init; } = AllVariants;
    /// <summary>True when --variants was given: then the steady-state test runs in those variants too, not only JIT.</summary>
    public bool VariantsGiven { get; init; }
    public IReadOnlyList<string> Runtimes { get; init; } = AllRuntimes;
    public int? Runs { get; init; }
    public double? Precision { get; init; }
    public double? MaxSeconds { get; init; }
    /// <summary>--rebuild: build every variant even when a build with the same inputs exists. Always this invocation's: a resumed
    /// run reuses its builds unless asked again.</summary>
    public bool Rebuild { get; init; }
    /// <summary>Launches per first-call child; the combined CSV pools them (median and interval).</summary>
    public int Launches { get; init; } = DefaultLaunches;
    /// <summary>--quiet-wait: seconds to wait at most for a quiet machine before the first-call launches; 0 skips the check.</summary>
    public int QuietWaitSeconds { get; init; } = DefaultQuietWaitSeconds;
    public IReadOnlyList<int>? Counts { get; init; }
    /// <summary>Dataset names (TypesToSerialize.Datasets); every test runs once per dataset.</summary>
    public IReadOnlyList<string> Datasets { get; init; } = [TypesToSerialize.Datasets.Datasets.DefaultName];
    public int TimeoutSeconds { get; init; } = DefaultTimeoutSeconds;
    /// <summary>--processes: processes per steady-state unit.</summary>
    public int? Processes { get; init; }
    /// <summary>--runtime-verdicts: the steady state in <see cref="RuntimeVerdictProcesses"/> processes per unit (unless --processes says
    /// otherwise), for steady-state verdicts in the comparison of the run's runtimes.</summary>
    public bool RuntimeVerdicts { get; init; }
    /// <summary>--budget: minutes for everything the command does, builds included; null: the floor plus the default measuring time.</summary>
    public double? BudgetMinutes { get; init; }
    /// <summary>--shard k/n: this run is part k of n of the run these settings describe (<see cref="Planning.Shard"/>); null: all of it.</summary>
    public Shard? Shard { get; init; }
    /// <summary>The builds the --package requests resolved to (<see cref="PackageRequest.Resolve"/>): every serializer that uses one of
    /// their packages is measured once per pin, side by side in the same rounds.</summary>
    public IReadOnlyList<PackagePin> Packages { get; init; } = [];
    /// <summary>Seed of the steady-state processes' launch order; saved, so a resumed run keeps its order.</summary>
    public int Seed { get; init; }

    public int EffectiveProcesses => Processes ?? (RuntimeVerdicts ? RuntimeVerdictProcesses : DefaultProcesses);

    /// <summary>Processes of a steady-state unit measured side by side (a pinned build's serializer).</summary>
    public int SideBySideProcesses => Processes ?? Math.Max(DefaultProcesses, DefaultSideBySideProcesses);

    public int EffectiveRuns => Runs ?? MeasurementPolicy.DefaultRuns;

    public double EffectivePrecision => Precision ?? (Quick ? QuickPrecisionPercent : MeasurementPolicy.DefaultPrecisionPercent);

    public double EffectiveMaxSeconds => MaxSeconds ?? (Quick ? QuickMaxSeconds : MeasurementPolicy.DefaultMaxSeconds);

    public IReadOnlyList<int> EffectiveCounts => Counts ?? (Quick ? QuickCounts : DecadeCounts);

    /// <summary>Why these settings cannot run as asked, or null: a runtime this repository does not build, or --runtime-verdicts with
    /// fewer than two runtimes to compare.</summary>
    public string? RuntimesError() =>
        Runtimes.FirstOrDefault(r => !AllRuntimes.Contains(r)) is { } unknown
            ? $"--runtimes: {unknown} cannot be built here: this repository builds {string.Join(", ", AllRuntimes)} (Directory.Build.props)"
            : RuntimeVerdicts && Runtimes.Count < 2
                ? $"--runtime-verdicts: compares runtimes, and this run has one ({Runtimes.FirstOrDefault()}); give two or more with --runtimes "
                    + $"(the default without --quick is {string.Join(",", AllRuntimes)})"
                : null;
}
