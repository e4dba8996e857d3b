namespace SerializerTests.Measurement;

/// <param name="QuietJitTime">Longer than the runtime's call-counting delay, so a pending tier-up cannot slip
/// through.</param>
public sealed record MeasurementPolicy(int Runs, TimeSpan MinRunTime, TimeSpan QuietJitTime, TimeSpan MaxWarmup,
    int CollectionsPerRun, TimeSpan MaxRunTime, double TargetPrecision, TimeSpan MinSamplingTime,
    TimeSpan MaxSamplingTime, int MaxRuns = 1001, int MaxRepetitions = 1 << 24, TimeSpan MaxCollectionWindow = default,
    bool CollectionWindowElsewhere = false)
{
    public const int DefaultRuns = 5;
    public const double DefaultPrecisionPercent = 1;
    public const double DefaultMaxSeconds = 1.2;

    public static readonly MeasurementPolicy Default =
        new(DefaultRuns, TimeSpan.FromMilliseconds(20), TimeSpan.FromMilliseconds(250), TimeSpan.FromSeconds(3),
        CollectionsPerRun: 24, MaxRunTime: TimeSpan.FromMilliseconds(600),
        TargetPrecision: DefaultPrecisionPercent / 100,
        MinSamplingTime: TimeSpan.FromMilliseconds(300), MaxSamplingTime: TimeSpan.FromSeconds(DefaultMaxSeconds),
        MaxCollectionWindow: TimeSpan.FromSeconds(1.5));

    public static MeasurementPolicy WithoutWarmup(int runs, TimeSpan minRunTime) =>
        new(runs, minRunTime, TimeSpan.Zero, TimeSpan.Zero, 0, minRunTime, 0, TimeSpan.Zero, TimeSpan.MaxValue);

    public double MaxRunSeconds => Math.Min(MaxRunTime.TotalSeconds, MaxSamplingTime.TotalSeconds / 2);

    public int FewestTimedRuns => Math.Max(Runs - 1, 1);

    /// <summary>Stricter than the 95% the row reports: looking more than once would otherwise stop on a lucky
    /// stretch.</summary>
    public double StoppingConfidence => StoppingConfidencePercent / 100.0;

    public const int StoppingConfidencePercent = 99;

    public bool IsCheckpoint(int timedRuns)
    {
        int checkpoint = Math.Max(FewestTimedRuns, FewestRunsForStoppingInterval);
        while (checkpoint < timedRuns)
            checkpoint *= 2;
        return checkpoint == timedRuns;
    }

    /// <summary>Every collection would otherwise mark a large graph the operation being timed does not own.</summary>
    public const int MaxInterleavedObjects = 20_000;

    public static IEnumerable<IReadOnlyList<int>> InterleavedGroups(IEnumerable<int> counts)
    {
        var group = new List<int>();
        long objects = 0;
        foreach (int count in counts)
        {
            if (group.Count > 0 && objects + count > MaxInterleavedObjects)
            {
                yield return group;
                (group, objects) = ([], 0);
            }
            group.Add(count);
            objects += count;
        }
        if (group.Count > 0)
            yield return group;
    }

    /// <summary>At 99% the extremes of 8 runs are the first interval of the median; 9 keeps one run inside.</summary>
    const int FewestRunsForStoppingInterval = 9;
}
