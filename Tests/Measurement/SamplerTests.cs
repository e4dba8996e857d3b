namespace SerializerTests.Tests.Measurement;

public class SamplerTests
{
    [Fact]
    public void SummaryReportsFirstApartAndStatisticsOverTheRest()
    {
        var summary = SampleSummary.From(first: 10, steady: [4, 1, 3], repetitions: 8, allocatedBytesPerOp: 5);
        Assert.Equal((10.0, 8.0 / 3, 3.0, 1.0, 4), (summary.First, summary.Mean, summary.Median, summary.Min, summary.Runs));
    }

    [Fact]
    public void MedianOfAnEvenCountAveragesTheMiddlePair() => Assert.Equal(2.5, SampleSummary.MedianOf([4, 1, 2, 3]));

    [Fact]
    public void ARunAboveTheUpperFenceIsLeftOutOfTheMeanOnly()
    {
        var summary = SampleSummary.From(first: 50, steady: [1.0, 1.1, 0.9, 1.0, 10], repetitions: 1, allocatedBytesPerOp: 0);
        Assert.Equal(1, summary.Outliers);
        Assert.Equal(1.0, summary.Mean, 12);
        Assert.Equal((1.0, 0.9), (summary.Median, summary.Min));
    }

    [Fact]
    public void FastRunsBelowTheMedianAreNotOutliers()
    {
        var summary = SampleSummary.From(first: 50, steady: [1.0, 1.0, 1.0, 0.1], repetitions: 1, allocatedBytesPerOp: 0);
        Assert.Equal(0, summary.Outliers);
        Assert.Equal(3.1 / 4, summary.Mean, 12);
    }

    [Fact]
    public void DispersionIsTheMedianAbsoluteDeviationInPercentOfTheMedian()
    {
        // median 3, absolute deviations 2,1,0,1,2 → MAD 1
        Assert.Equal(100.0 / 3, SampleSummary.From(9, [1, 2, 3, 4, 5], 1, 0).MadPercent!.Value, 9);
        Assert.Null(SampleSummary.From(9, [], 1, 0).MadPercent);
    }

    /// <summary>Two runs of 2 ms after a warm-up of at least 200 ms, which is where the sampler observes collections (long
    /// enough to see several even when tests running in parallel pause this one; 50 ms once saw too few to stretch).</summary>
    static readonly MeasurementPolicy WarmingUp =
        MeasurementPolicy.WithoutWarmup(2, TimeSpan.FromMilliseconds(2)) with { QuietJitTime = TimeSpan.FromMilliseconds(200), MaxWarmup = TimeSpan.FromSeconds(2) };

    [Fact]
    public void RunsOfAnAllocatingOperationAreLengthenedToCoverCollections()
    {
        // Each call builds a graph that survives until the next call, so collections are frequent and costly enough
        // (well over 1% of the warm-up) for the sampler to lengthen the runs.
        var plain = WarmingUp;
        var covering = plain with { CollectionsPerRun = 8, MaxRunTime = TimeSpan.FromSeconds(2) };
        int shortRuns = new OperationSampler(plain).Measure(BuildGraph).Repetitions;
        int coveringRuns = new OperationSampler(covering).Measure(BuildGraph).Repetitions;
        Assert.True(coveringRuns > 2 * shortRuns, $"{coveringRuns} repetitions covering collections vs {shortRuns} without");
    }

    [Fact]
    public void CollectionsTheOperationDidNotAllocateForDoNotLengthenItsRuns()
    {
        // Costly collections the operation did not allocate for, as when another thread of the process makes garbage
        // (the host running inside a test process): here induced every 1000 calls, so that well over 1% of the warm-up
        // is GC pause and, were the collections taken as the operation's, its runs would be stretched to 32 of them.
        var policy = WarmingUp with { CollectionsPerRun = 32, MaxRunTime = TimeSpan.FromSeconds(2) };
        int calls = 0;
        void SpinAndCollect()
        {
            Thread.SpinWait(200);
            if (++calls % 1000 == 0)
                GC.Collect(0);
        }
        // Stretched, a run would hold 32 collections, one per 1000 calls: 32,000 calls at least. The bound is a count of calls, not
        // a ratio of two timed calibrations, so a slow spell between them cannot fail it (a run of 2 s at most would take over a
        // million of these calls, so the cap does not hide a stretch either).
        int repetitions = new OperationSampler(policy).Measure(SpinAndCollect).Repetitions;
        Assert.True(repetitions < 16 * 1000, $"{repetitions} repetitions: runs stretched toward 32 collections");
    }

    static object? _graph;

    static void BuildGraph()
    {
        var nodes = new List<object>(4000);
        for (int i = 0; i < 4000; i++)
            nodes.Add(new int[4]);
        _graph = nodes;
    }

    [Fact]
    public void SingleRunReportsThatRunEverywhere()
    {
        var clock = new ManualClock();
        var summary = new OperationSampler(MeasurementPolicy.WithoutWarmup(1, TimeSpan.FromMilliseconds(1)), clock).Measure(() => clock.Advance(0.003));
        Assert.Equal((0.003, 0.003, 1), (summary.First, summary.Median, summary.Repetitions));
    }

    [Fact]
    public void FastOperationsAreRepeatedUntilARunIsLongEnough()
    {
        // 10 µs a call and runs of at least 5 ms: the pilot doubles to 512 repetitions (5.12 ms).
        var clock = new ManualClock();
        int calls = 0;
        var summary = new OperationSampler(MeasurementPolicy.WithoutWarmup(3, TimeSpan.FromMilliseconds(5)), clock).Measure(() => { calls++; clock.Advance(10e-6); });
        Assert.Equal(512, summary.Repetitions);
        Assert.Equal(1e-5, summary.Median, 12);
        // cold call + pilot (1 + 2 + … + 512) + two timed runs of 512
        Assert.Equal(1 + 1023 + 2 * 512, calls);
    }

    [Fact]
    public void WarmupRunsUntilTheJitIsQuietBeforeTiming()
    {
        // Each call takes 1 ms of the clock, and the first 60 calls JIT-compile a fresh method: the sampler must keep warming up
        // until no method was compiled for QuietJitTime (50 ms), and start timing only then.
        var clock = new ManualClock();
        var policy = MeasurementPolicy.WithoutWarmup(2, TimeSpan.FromMilliseconds(1)) with { QuietJitTime = TimeSpan.FromMilliseconds(50), MaxWarmup = TimeSpan.FromSeconds(5) };
        int calls = 0;
        double lastCompile = 0;
        new OperationSampler(policy, clock).Measure(() =>
        {
            if (++calls <= 60)
            {
                CompileFreshMethod();
                lastCompile = clock.Seconds;
            }
            clock.Advance(0.001);
        });
        Assert.True(clock.Seconds >= lastCompile + 0.050, $"timing ended at {clock.Seconds} s of the clock, the JIT was busy until {lastCompile} s");
        Assert.True(clock.Seconds < 5.1, $"warm-up ran past MaxWarmup: {clock.Seconds} s");
    }

    static void CompileFreshMethod()
    {
        var method = new System.Reflection.Emit.DynamicMethod("fresh", typeof(int), Type.EmptyTypes);
        var il = method.GetILGenerator();
        il.Emit(System.Reflection.Emit.OpCodes.Ldc_I4_1);
        il.Emit(System.Reflection.Emit.OpCodes.Ret);
        method.Invoke(null, null);
    }

    [Fact]
    public void TheMediansIntervalIsTheOrderStatisticsTheBinomialGives()
    {
        Assert.Null(SampleSummary.MedianInterval([5, 4, 3, 2, 1]));
        // n = 6: P(all six on one side) = 2/64, so the extremes; n = 10: x(2)..x(9); n = 20: x(6)..x(15), since
        // P(Bin(20, ½) ≤ 5) = 2.07% ≤ 2.5% < P(≤ 6) = 5.77%.
        Assert.Equal((1.0, 6.0), Bounds(SampleSummary.MedianInterval([6, 1, 5, 2, 4, 3])));
        Assert.Equal((2.0, 9.0), Bounds(SampleSummary.MedianInterval([.. Enumerable.Range(1, 10).Reverse().Select(i => (double)i)])));
        Assert.Equal((6.0, 15.0), Bounds(SampleSummary.MedianInterval([.. Enumerable.Range(1, 20).Select(i => (double)i)])));
        // At 99%: 7 runs are too few (2/128 > 1%), 8 give the extremes.
        Assert.Null(SampleSummary.MedianInterval([.. Enumerable.Range(1, 7).Select(i => (double)i)], 0.99));
        Assert.Equal((1.0, 8.0), Bounds(SampleSummary.MedianInterval([.. Enumerable.Range(1, 8).Select(i => (double)i)], 0.99)));

        static (double, double) Bounds(MedianInterval? interval) => (interval!.Low, interval.High);
    }

    [Fact]
    public void TheIntervalOfThousandsOfRunsIsComputedWhere2PowerMinusNUnderflows()
    {
        // 2^-2000 is zero in a double; the normal approximation puts k near 1000 − 1.96·√2000/2 ≈ 956.
        var interval = SampleSummary.MedianInterval([.. Enumerable.Range(1, 2000).Select(i => (double)i)]);
        Assert.InRange(interval!.Low, 950, 960);
        Assert.Equal(2001 - interval.Low, interval.High);
    }

    [Fact]
    public void AMedianOfZeroHasNoInterval()
    {
        Assert.Null(SampleSummary.MedianInterval([0, 0, 0, 0, 0, 0, 0, 1]));
        Assert.Null(SampleSummary.From(0, [0, 0, 0, 0, 0, 0, 0, 0], 1, 0).IntervalPercent);
    }

    [Fact]
    public void AnOperationTheClockCannotSeeNeverStopsOnPrecisionReached()
    {
        // Every run reads zero: there is no relative precision to reach, so only the run cap ends it.
        var clock = new ManualClock();
        var policy = Exact with { TargetPrecision = 0.01, MaxRuns = 40, MaxRepetitions = 4 };
        var summary = new OperationSampler(policy, clock).Measure(() => { });
        Assert.Equal(40, summary.Runs);
        Assert.Null(summary.IntervalPercent);
    }

    [Fact]
    public void TheRowsPrecisionIsHalfTheIntervalInPercentOfTheMedian()
    {
        // 1..10: interval [2, 9], median 5.5.
        var summary = SampleSummary.From(first: 50, steady: [.. Enumerable.Range(1, 10).Select(i => (double)i)], repetitions: 1, allocatedBytesPerOp: 0);
        Assert.Equal(100 * 3.5 / 5.5, summary.IntervalPercent!.Value, 9);
        Assert.Null(SampleSummary.From(first: 50, steady: [1, 2, 3], repetitions: 1, allocatedBytesPerOp: 0).IntervalPercent);
    }

    static readonly MeasurementPolicy Exact = MeasurementPolicy.WithoutWarmup(3, TimeSpan.FromMilliseconds(1));

    [Fact]
    public void PrecisionZeroTakesExactlyTheRunsAskedFor()
    {
        // Runs of 1 ms where the minimum sampling time is a second: with no precision target that minimum adds nothing.
        var clock = new ManualClock();
        var summary = new OperationSampler(Exact with { Runs = 7, MinSamplingTime = TimeSpan.FromSeconds(1) }, clock).Measure(() => clock.Advance(0.001));
        Assert.Equal(7, summary.Runs);
        Assert.Equal(6, summary.Steady.Count);
    }

    [Fact]
    public void APrecisionReachedAtOnceStopsAtTheFirstCheckpoint()
    {
        // Three runs asked for; the first checkpoint is 9 timed runs, the fewest with a 99% interval and one run inside it.
        var clock = new ManualClock();
        var summary = new OperationSampler(Exact with { TargetPrecision = 1e9 }, clock).Measure(() => clock.Advance(0.001));
        Assert.Equal(1 + 9, summary.Runs);
        Assert.NotNull(summary.IntervalPercent);
    }

    [Fact]
    public void TheRuleStopsOnlyAtCheckpointsOnceTheRunsSpanTheMinimumTime()
    {
        // Runs of 1 ms, precision met at once, 30 ms to span: the checkpoints are 9, 18, 36, and 36 is the first at 30 ms or more.
        var clock = new ManualClock();
        var policy = Exact with { TargetPrecision = 1e9, MinSamplingTime = TimeSpan.FromMilliseconds(30) };
        Assert.Equal([9, 18, 36, 72], Enumerable.Range(1, 100).Where(policy.IsCheckpoint));
        var summary = new OperationSampler(policy, clock).Measure(() => clock.Advance(0.001));
        Assert.Equal(1 + 36, summary.Runs);
    }

    [Fact]
    public void APrecisionNeverReachedStopsAtTheRunCapOrTheTimeCap()
    {
        // Runs alternating 1 ms and 2 ms: the interval never narrows below ±33%.
        var unreachable = Exact with { TargetPrecision = 0.01 };
        var clock = new ManualClock();
        int calls = 0;
        void Alternating() => clock.Advance(++calls % 2 == 0 ? 0.001 : 0.002);
        Assert.Equal(12, new OperationSampler(unreachable with { MaxRuns = 12 }, clock).Measure(Alternating).Runs);
        // 50 ms of runs of 1–2 ms: the time cap ends it after about 33 timed runs, far below the run cap.
        var timeCapped = new OperationSampler(unreachable with { MaxSamplingTime = TimeSpan.FromMilliseconds(50) }, clock).Measure(Alternating);
        Assert.InRange(timeCapped.Runs, 1 + 25, 1 + 50);
    }

    [Theory]
    [InlineData(0.35, 1 + 1 + 1 + 2)] // a call longer than the 300 ms minimum sampling time: cold, warm, one warm-up run, two timed runs
    [InlineData(0.25, 1 + 1 + 2 + 4)] // shorter: cold, warm, two warm-up runs, the four timed runs -Runs 5 asks for
    public void LongRunsNeedOneWarmupRunAndTwoTimedRunsOnceTimeIsUp(double secondsPerCall, int expectedCalls)
    {
        // The defaults, except that the JIT counts as quiet at once (tests compiling in parallel would otherwise add warm-up runs)
        // and no collections are looked for; each call takes secondsPerCall of the clock, the time cap is half a second.
        var clock = new ManualClock();
        var policy = MeasurementPolicy.Default with { QuietJitTime = TimeSpan.Zero, CollectionsPerRun = 0, MaxSamplingTime = TimeSpan.FromSeconds(0.5) };
        int calls = 0;
        var summary = new OperationSampler(policy, clock).Measure(() => { calls++; clock.Advance(secondsPerCall); });
        Assert.Equal(expectedCalls, calls);
        Assert.Equal(1, summary.Repetitions);
    }

    [Fact]
    public void RunsAreStretchedForCollectionsToAtMostHalfTheTimeCap()
    {
        var policy = Exact with { MaxRunTime = TimeSpan.FromMilliseconds(600), TargetPrecision = 0.02, MaxSamplingTime = TimeSpan.FromSeconds(0.5) };
        Assert.Equal(0.25, policy.MaxRunSeconds, 9);
        Assert.Equal(0.6, (policy with { MaxSamplingTime = TimeSpan.FromSeconds(1.2) }).MaxRunSeconds, 9);
        Assert.Equal(0.6, MeasurementPolicy.Default.MaxRunSeconds, 9);
    }

    [Fact]
    public void TimedRunsOfSeveralOperationsTakeTurnsEveryRound()
    {
        // Two operations of 1 ms a call, four timed runs each: after both are readied, every round holds one run of each.
        var clock = new ManualClock();
        var sampler = new OperationSampler(Exact with { Runs = 5 }, clock, seed: 7);
        var calls = new List<char>();
        var a = sampler.Prepare(() => { calls.Add('a'); clock.Advance(0.001); });
        var b = sampler.Prepare(() => { calls.Add('b'); clock.Advance(0.001); });
        calls.Clear();
        sampler.TimeInterleaved([a, b]);
        Assert.Equal(8, calls.Count);
        Assert.All(calls.Chunk(2), round => Assert.Equal("ab", string.Concat(round.Order())));
        Assert.Equal((4, 4), (a.Summary.Steady.Count, b.Summary.Steady.Count));
    }

    [Fact]
    public void ASlowSpellCostsEachInterleavedOperationAFewRunsNotOneOperationAllOfThem()
    {
        // Three operations of 1 ms a call, six timed runs each; a spell that makes every call 3 ms long lasts as long as six
        // runs. Timed one after another, the spell would hold all six runs of one operation and move its median threefold; in
        // turns it holds two runs of each, and every median stays at 1 ms.
        var clock = new ManualClock();
        var sampler = new OperationSampler(Exact with { Runs = 7 }, clock, seed: 1);
        int timedCalls = 0;
        bool timing = false;
        void Call()
        {
            bool slow = timing && timedCalls++ is >= 3 and < 9;
            clock.Advance(slow ? 0.003 : 0.001);
        }
        var operations = Enumerable.Range(0, 3).Select(_ => sampler.Prepare(Call)).ToList();
        timing = true;
        sampler.TimeInterleaved(operations);
        Assert.All(operations, o => Assert.Equal(0.001, o.Summary.Median, 9));
        Assert.All(operations, o => Assert.Equal(2, o.Summary.Steady.Count(t => t > 0.002)));
    }

    [Fact]
    public void AnOperationThatThrowsInATimedRunEndsThereAndTheOthersGoOn()
    {
        var clock = new ManualClock();
        var sampler = new OperationSampler(Exact with { Runs = 5 }, clock);
        int calls = 0;
        bool timing = false;
        var failing = sampler.Prepare(() =>
        {
            if (timing && ++calls == 2)
                throw new InvalidOperationException("second timed run");
            clock.Advance(0.001);
        });
        var healthy = sampler.Prepare(() => clock.Advance(0.002));
        timing = true;
        sampler.TimeInterleaved([failing, healthy]);
        Assert.Equal("second timed run", failing.Failure?.Message);
        Assert.Single(failing.Summary.Steady);
        Assert.Null(healthy.Failure);
        Assert.Equal(4, healthy.Summary.Steady.Count);
    }

    [Fact]
    public void TheNsOfAProcessAreTimedInGroupsThatKeepAtMostTwentyThousandObjectsAlive()
    {
        Assert.Equal([[1, 10, 100, 1000, 10_000], [100_000], [1_000_000]],
            MeasurementPolicy.InterleavedGroups([1, 10, 100, 1000, 10_000, 100_000, 1_000_000]));
        Assert.Equal([[1, 10, 1000]], MeasurementPolicy.InterleavedGroups([1, 10, 1000]));
        Assert.Equal([[1, 1, 10, 100, 500, 1000, 10_000], [50_000], [100_000]], MeasurementPolicy.InterleavedGroups([1, 1, 10, 100, 500, 1000, 10_000, 50_000, 100_000]));
        Assert.Equal([[15_000], [15_000]], MeasurementPolicy.InterleavedGroups([15_000, 15_000]));
        Assert.Empty(MeasurementPolicy.InterleavedGroups([]));
    }

    /// <summary>A clock that moves only when told: the sampler's decisions become exact, whatever the machine's speed.</summary>
    sealed class ManualClock : TimeProvider
    {
        long _ticks;
        public override long TimestampFrequency => 1_000_000_000;
        public override long GetTimestamp() => _ticks;
        public void Advance(double seconds) => _ticks += (long)Math.Round(seconds * TimestampFrequency);
        public double Seconds => (double)_ticks / TimestampFrequency;
    }

    [Fact]
    public void AllocationsAreCountedPerOperation()
    {
        byte[]? keep = null;
        var summary = new OperationSampler(MeasurementPolicy.WithoutWarmup(3, TimeSpan.FromMilliseconds(2))).Measure(() => keep = new byte[1000]);
        Assert.NotNull(keep);
        Assert.InRange(summary.AllocatedBytesPerOp, 1000, 1100);
    }
}
