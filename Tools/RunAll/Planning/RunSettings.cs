using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Planning;

/// <summary>Everything reads these, not the command line, so a resumed run measures what the started run
/// measured.</summary>
public sealed record RunSettings
{
    public static readonly IReadOnlyList<string> AllRuntimes = ["net10.0", "net9.0", "net8.0"];
    public static readonly IReadOnlyList<Variant> AllVariants = [Variant.Jit, Variant.ReadyToRun, Variant.NativeAot];
    public static readonly IReadOnlyList<int> QuickCounts = [1, 10, 1000];

    /// <summary>(docs/history/calibration.md, "Cost").</summary>
    public static readonly IReadOnlyList<int> DecadeCounts = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

    /// <summary>(docs/accuracy.md, cost).</summary>
    public const double QuickPrecisionPercent = 2;
    public const double QuickMaxSeconds = 0.5;

    /// <summary>(docs/history/reruns.md).</summary>
    public const int DefaultProcesses = 2;

    /// <summary>(docs/accuracy.md, "First calls").</summary>
    public const int DefaultLaunches = 9;

    public const int DefaultQuietWaitSeconds = 60;

    /// <summary>(docs/history/reruns.md).</summary>
    public const double MeasuringMinutes = 2;
    public const double MeasuringShareOfFloor = 0.05;

    /// <summary>(docs/accuracy.md, "Side by side").</summary>
    public const int DefaultSideBySideProcesses = 16;

    /// <summary>(docs/history/verdicts.md, "Runtime verdicts").</summary>
    public const int RuntimeVerdictProcesses = 8;

    public const int DefaultTimeoutSeconds = 1800;

    public int PayloadBytes { get; init; }
    public bool Profile { get; init; }
    public bool NoHostile { get; init; }
    public bool NoFootprint { get; init; }
    public bool Quick { get; init; }
    public IReadOnlyList<string> Serializers { get; init; } = [];
    public IReadOnlyList<Variant> Variants { get; init; } = AllVariants;
    public bool VariantsGiven { get; init; }
    public IReadOnlyList<string> Runtimes { get; init; } = AllRuntimes;
    public int? Runs { get; init; }
    public double? Precision { get; init; }
    public double? MaxSeconds { get; init; }
    /// <summary>A resumed run reuses its builds unless asked again.</summary>
    public bool Rebuild { get; init; }
    public int Launches { get; init; } = DefaultLaunches;
    public int QuietWaitSeconds { get; init; } = DefaultQuietWaitSeconds;
    public IReadOnlyList<int>? Counts { get; init; }
    public IReadOnlyList<string> Datasets { get; init; } = [TypesToSerialize.Datasets.Datasets.DefaultName];
    public int TimeoutSeconds { get; init; } = DefaultTimeoutSeconds;
    public int? Processes { get; init; }
    public bool RuntimeVerdicts { get; init; }
    public double? BudgetMinutes { get; init; }
    /// <summary>--until-decided: minutes beyond the budget for rounds added to a side by side.</summary>
    public double? UntilDecidedMinutes { get; init; }
    public Shard? Shard { get; init; }
    public IReadOnlyList<PackagePin> Packages { get; init; } = [];
    /// <summary>Saved, so a resumed run keeps its order.</summary>
    public int Seed { get; init; }

    public int EffectiveProcesses => Processes ?? (RuntimeVerdicts ? RuntimeVerdictProcesses : DefaultProcesses);

    public int SideBySideProcesses => Processes ?? Math.Max(DefaultProcesses, DefaultSideBySideProcesses);

    public int EffectiveRuns => Runs ?? MeasurementPolicy.DefaultRuns;

    public double EffectivePrecision =>
        Precision ?? (Quick ? QuickPrecisionPercent : MeasurementPolicy.DefaultPrecisionPercent);

    public double EffectiveMaxSeconds => MaxSeconds ?? (Quick ? QuickMaxSeconds : MeasurementPolicy.DefaultMaxSeconds);

    public IReadOnlyList<int> EffectiveCounts => Counts ?? (Quick ? QuickCounts : DecadeCounts);

    /// <summary>A comparison that rounds can be added to: versions of a package, or the runtimes with
    /// --runtime-verdicts.</summary>
    public bool HasSideBySide => RuntimeVerdicts || Packages.GroupBy(p => p.Package).Any(g => g.Count() > 1);

    /// <summary>A side by side with a budget of its own adds rounds until decided, and judges every cell so; a shard
    /// sees only some rounds, so it adds none.</summary>
    public SideBySide.SequentialDesign Design =>
        Shard is null && HasSideBySide && (BudgetMinutes is not null || UntilDecidedMinutes is not null)
            ? SideBySide.SequentialDesign.UntilDecided : SideBySide.SequentialDesign.Fixed;

    public string? RuntimesError() =>
        Runtimes.FirstOrDefault(r => !AllRuntimes.Contains(r)) is { } unknown
            ? $"--runtimes: {unknown} cannot be built here: this repository builds {string.Join(", ", AllRuntimes)} "
                + "(Directory.Build.props)"
            : RuntimeVerdicts && Runtimes.Count < 2
                ? $"--runtime-verdicts: compares runtimes, and this run has one ({Runtimes.FirstOrDefault()}); give "
                    + "two or more with --runtimes "
                    + $"(the default without --quick is {string.Join(",", AllRuntimes)})"
                : null;
}
