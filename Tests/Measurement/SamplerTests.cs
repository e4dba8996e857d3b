using System.Diagnostics;
using SerializerTests.Measurement;

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
        int unstretched = new OperationSampler(policy with { CollectionsPerRun = 0 }).Measure(SpinAndCollect).Repetitions;
        int repetitions = new OperationSampler(policy).Measure(SpinAndCollect).Repetitions;
        Assert.True(repetitions < 4 * unstretched, $"{repetitions} repetitions against {unstretched} without stretching");
    }

    static object? s_graph;

    static void BuildGraph()
    {
        var nodes = new List<object>(4000);
        for (int i = 0; i < 4000; i++)
            nodes.Add(new int[4]);
        s_graph = nodes;
    }

    [Fact]
    public void SingleRunReportsThatRunEverywhere()
    {
        var summary = new OperationSampler(MeasurementPolicy.WithoutWarmup(1, TimeSpan.FromMilliseconds(1))).Measure(() => { });
        Assert.Equal(summary.First, summary.Median);
        Assert.Equal(1, summary.Repetitions);
    }

    [Fact]
    public void FastOperationsAreRepeatedUntilARunIsLongEnough()
    {
        int calls = 0;
        var summary = new OperationSampler(MeasurementPolicy.WithoutWarmup(3, TimeSpan.FromMilliseconds(5))).Measure(() => calls++);
        Assert.True(summary.Repetitions > 1000, $"repetitions {summary.Repetitions}");
        // cold call + pilot + two timed runs
        Assert.True(calls >= 1 + 2 * summary.Repetitions);
    }

    [Fact]
    public void WarmupRunsUntilTheJitIsQuietBeforeTiming()
    {
        // Each call JIT-compiles a fresh dynamic method for the first 60 ms, so the JIT is busy that long; the sampler
        // must keep warming up until it has been quiet for QuietJitTime, and no longer than MaxWarmup. At least 20
        // calls compile, so that a pause of this thread right after the cold call cannot end the busy spell before it
        // has begun (one fresh-clone CI saw the JIT "busy until 0 ms"; a collection of a test running in parallel, presumably).
        var policy = MeasurementPolicy.WithoutWarmup(2, TimeSpan.FromMilliseconds(1)) with { QuietJitTime = TimeSpan.FromMilliseconds(50), MaxWarmup = TimeSpan.FromSeconds(5) };
        var busyUntil = Stopwatch.GetTimestamp() + Stopwatch.Frequency * 60 / 1000;
        long lastJit = 0;
        int compiled = 0;
        var watch = Stopwatch.StartNew();
        new OperationSampler(policy).Measure(() =>
        {
            if (compiled < 20 || Stopwatch.GetTimestamp() < busyUntil)
            {
                CompileFreshMethod();
                compiled++;
                lastJit = watch.ElapsedMilliseconds;
            }
        });
        Assert.True(lastJit >= 50, $"the operation compiled methods until {lastJit} ms");
        Assert.True(watch.ElapsedMilliseconds >= lastJit + 50, $"measured at {watch.ElapsedMilliseconds} ms, JIT busy until {lastJit} ms");
        Assert.True(watch.ElapsedMilliseconds < 5000);
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

        static (double, double) Bounds(MedianInterval? interval) => (interval!.Low, interval.High);
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
    public void APrecisionReachedAtOnceStopsAtTheFewestRunsThatHaveAnInterval()
    {
        // Three runs asked for, but a precision target needs six timed runs for an interval to exist.
        var summary = new OperationSampler(Exact with { TargetPrecision = 1e9 }).Measure(Spin);
        Assert.Equal(1 + SampleSummary.MinRunsForInterval, summary.Runs);
        Assert.NotNull(summary.IntervalPercent);
        Assert.Equal(3, new OperationSampler(Exact).Measure(Spin).Runs);
    }

    [Fact]
    public void APrecisionNeverReachedStopsAtTheRunCapOrTheTimeCap()
    {
        var unreachable = Exact with { TargetPrecision = 1e-12 };
        Assert.Equal(12, new OperationSampler(unreachable with { MaxRuns = 12 }).Measure(Spin).Runs);

        // A run and the forced full GC before it cannot take less than 50 µs, so within 50 ms the 1001-run cap is out of reach:
        // the time cap stopped this one, and never before the runs asked for (the forced GCs count: in a test process
        // with a large heap three of them can take 50 ms).
        var timeCapped = new OperationSampler(unreachable with { MaxSamplingTime = TimeSpan.FromMilliseconds(50) }).Measure(Spin);
        Assert.InRange(timeCapped.Runs, Exact.Runs, Exact.MaxRuns - 1);
    }

    [Fact]
    public void ShortRunsAreAddedUntilTheyCoverTheMinimumSamplingTime()
    {
        // Runs of a few ms, the precision met at once, but the timed runs must span 200 ms (fewer runs when this machine is
        // busy and each run lasts longer, which is why only the bounds the rule guarantees are asserted).
        const double minMs = 200;
        var spanning = new OperationSampler(Exact with { TargetPrecision = 1e9, MinSamplingTime = TimeSpan.FromMilliseconds(minMs) }).Measure(Spin);
        Assert.InRange(spanning.Runs, 1 + SampleSummary.MinRunsForInterval, Exact.MaxRuns);
        // It stops as soon as the time is covered: every run but the last was needed, and each call spins at least 0.2 ms.
        double allButLastMs = (spanning.Runs - 2) * spanning.Repetitions * 0.2;
        Assert.True(spanning.Runs == 1 + SampleSummary.MinRunsForInterval || allButLastMs < minMs,
            $"{spanning.Runs} runs of {spanning.Repetitions} calls of at least 0.2 ms: kept going after {minMs} ms");
    }

    [Fact]
    public void RunsAreStretchedForCollectionsToAtMostHalfTheTimeCap()
    {
        var policy = Exact with { MaxRunTime = TimeSpan.FromMilliseconds(600), TargetPrecision = 0.02, MaxSamplingTime = TimeSpan.FromSeconds(0.5) };
        Assert.Equal(0.25, policy.MaxRunSeconds, 9);
        Assert.Equal(0.6, (policy with { MaxSamplingTime = TimeSpan.FromSeconds(1.2) }).MaxRunSeconds, 9);
        Assert.Equal(0.6, MeasurementPolicy.Default.MaxRunSeconds, 9);
    }

    static void Spin()
    {
        long until = Stopwatch.GetTimestamp() + Stopwatch.Frequency / 5000;
        while (Stopwatch.GetTimestamp() < until) { }
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
