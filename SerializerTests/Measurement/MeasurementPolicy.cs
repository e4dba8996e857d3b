namespace SerializerTests.Measurement;

/// <param name="Runs">Timed runs per operation at least, the cold one included. A <paramref name="TargetPrecision"/> can
/// only be met from <see cref="SampleSummary.MinRunsForInterval"/> runs after the cold one (the fewest that give a 95%
/// confidence interval of the median), so short operations get at least that many; an operation so slow that
/// <paramref name="MaxSamplingTime"/> ends first has fewer, and its row no interval.</param>
/// <param name="MinRunTime">A steady-state run repeats the operation until it lasts at least this long, so
/// that timer resolution and per-run overhead vanish for tiny N.</param>
/// <param name="QuietJitTime">Timing starts only once no method has been JIT-compiled (on any thread) for this long:
/// tiered compilation has then installed its final code. Longer than the runtime's 100 ms call-counting delay, so a
/// pending tier-up cannot slip through. Counted across operations: an operation whose code is already compiled does
/// not wait again.</param>
/// <param name="MaxWarmup">Warm-up stops after this long even if the JIT is still busy.</param>
/// <param name="CollectionsPerRun">An operation that allocates repeats until a run has used this many gen0 allocation
/// budgets, so each run pays its share of garbage collections as a long-running process would: a forced GC
/// before every run otherwise lets a short run finish before the first collection, and the first collections after
/// a forced GC (a blocking gen2 among them) cost more than later ones, a fixed cost per run that must be diluted.</param>
/// <param name="MaxRunTime">…but a run is not stretched beyond this for the sake of collections (about as long as
/// BenchmarkDotNet's iterations, which aim at 500 ms and land at 450–900 ms), nor beyond half of
/// <paramref name="MaxSamplingTime"/>.</param>
/// <param name="TargetPrecision">Timed runs are added until the 95% confidence interval of their median is within ±this
/// fraction of the median (0.01 = ±1%); 0 takes exactly <paramref name="Runs"/> runs.</param>
/// <param name="MinSamplingTime">The timed runs span at least this long together before the rule may stop, so that a spell of
/// the machine shorter than that cannot hold all of them.</param>
/// <param name="MaxSamplingTime">…and stop this long after the first timed run began (forced collections included) even
/// when the target precision is not reached; the row then says how precise it is.</param>
/// <param name="MaxRuns">…and after this many runs, cold one included.</param>
/// <param name="MaxRepetitions">Upper bound on repetitions per run, for operations too fast to matter.</param>
/// <param name="MaxCollectionWindow">After its timed runs, an operation that allocates enough to be collected for has its
/// collections counted over one untimed window of BenchmarkDotNet's iteration length (<see cref="BenchmarkDotNetIteration"/>), when
/// that window lasts at most this long; zero: never, the timed runs' own collections are counted.</param>
/// <param name="CollectionWindowElsewhere">Another process counts the windows: an operation that would get one is not counted here.</param>
public sealed record MeasurementPolicy(int Runs, TimeSpan MinRunTime, TimeSpan QuietJitTime, TimeSpan MaxWarmup,
    int CollectionsPerRun, TimeSpan MaxRunTime, double TargetPrecision, TimeSpan MinSamplingTime, TimeSpan MaxSamplingTime,
    int MaxRuns = 1001, int MaxRepetitions = 1 << 24, TimeSpan MaxCollectionWindow = default, bool CollectionWindowElsewhere = false)
{
    public const int DefaultRuns = 5;
    public const double DefaultPrecisionPercent = 1;
    public const double DefaultMaxSeconds = 1.2;

    public static readonly MeasurementPolicy Default =
        new(DefaultRuns, TimeSpan.FromMilliseconds(20), TimeSpan.FromMilliseconds(250), TimeSpan.FromSeconds(3),
        CollectionsPerRun: 24, MaxRunTime: TimeSpan.FromMilliseconds(600), TargetPrecision: DefaultPrecisionPercent / 100,
        MinSamplingTime: TimeSpan.FromMilliseconds(300), MaxSamplingTime: TimeSpan.FromSeconds(DefaultMaxSeconds),
        MaxCollectionWindow: TimeSpan.FromSeconds(1.5));

    /// <summary>For tests of the loop itself: no warm-up wait, no stretching for collections, no collection window, exactly
    /// <paramref name="runs"/> runs.</summary>
    public static MeasurementPolicy WithoutWarmup(int runs, TimeSpan minRunTime) =>
        new(runs, minRunTime, TimeSpan.Zero, TimeSpan.Zero, 0, minRunTime, 0, TimeSpan.Zero, TimeSpan.MaxValue);

    /// <summary>The longest a run may be stretched for collections: <see cref="MaxRunTime"/>, or half of
    /// <see cref="MaxSamplingTime"/> when that is less (the default 1.2 s keeps the 600 ms that calibrate was measured with).</summary>
    public double MaxRunSeconds => Math.Min(MaxRunTime.TotalSeconds, MaxSamplingTime.TotalSeconds / 2);

    /// <summary>Timed runs after the cold one that are always taken.</summary>
    public int FewestTimedRuns => Math.Max(Runs - 1, 1);

    /// <summary>The stopping rule looks at the interval at this level, stricter than the 95% the row reports: looking
    /// more than once would otherwise stop on a lucky stretch more often than the reported level admits.</summary>
    public double StoppingConfidence => StoppingConfidencePercent / 100.0;

    /// <summary><see cref="StoppingConfidence"/> in percent, as --help states it.</summary>
    public const int StoppingConfidencePercent = 99;

    /// <summary>Where the stopping rule may stop: the first run count that can have an interval at
    /// <see cref="StoppingConfidence"/> (and at least the runs asked for), then each doubling of it (e.g. 9, 18, 36, …).</summary>
    public bool IsCheckpoint(int timedRuns)
    {
        int checkpoint = Math.Max(FewestTimedRuns, FewestRunsForStoppingInterval);
        while (checkpoint < timedRuns)
            checkpoint *= 2;
        return checkpoint == timedRuns;
    }

    /// <summary>The most objects whose data (and messages) a process keeps alive at once so that its operations' timed runs can
    /// take turns (<see cref="OperationSampler.TimeInterleaved"/>): every forced collection before a run, and every collection
    /// inside one, would otherwise mark a graph of hundreds of thousands of objects that the operation being timed does not own.
    /// The decades 1 … 10,000 (11,111 objects) share one group; 100,000 and 1,000,000 are each a group of their own.</summary>
    public const int MaxInterleavedObjects = 20_000;

    /// <summary><paramref name="counts"/> in their order, cut into groups of consecutive counts whose sum stays within
    /// <see cref="MaxInterleavedObjects"/> (a larger count alone): the N's a process measures in turns.</summary>
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

    /// <summary>At 99% the extremes of 8 runs are the first interval of the median (2/2^8 = 0.8% ≤ 1%; 2/2^7 = 1.6% is not); 9 keeps
    /// one run inside for a calm-stretch check.</summary>
    const int FewestRunsForStoppingInterval = 9;
}
