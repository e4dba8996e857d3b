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

    /// <summary>Two runs of 2 ms after a short warm-up, which is where the sampler observes collections.</summary>
    static readonly MeasurementPolicy WarmingUp =
        MeasurementPolicy.WithoutWarmup(2, TimeSpan.FromMilliseconds(2)) with { QuietJitTime = TimeSpan.FromMilliseconds(50), MaxWarmup = TimeSpan.FromSeconds(2) };

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
    public void ShortRunsAreAddedUntilTheyCoverTheMinimumTimedTime()
    {
        // Runs of a few ms: three asked for, but the timed ones must span 200 ms, so more are taken (fewer when this
        // machine is busy and each run lasts longer, which is why only the bounds the rule guarantees are asserted).
        var exact = MeasurementPolicy.WithoutWarmup(3, TimeSpan.FromMilliseconds(2));
        Assert.Equal(3, new OperationSampler(exact).Measure(Spin).Runs);

        const double minTimedMs = 200;
        var spanning = new OperationSampler(exact with { MinTimedTime = TimeSpan.FromMilliseconds(minTimedMs) }).Measure(Spin);
        Assert.InRange(spanning.Runs, 4, exact.MaxRuns);
        // It stops as soon as the time is covered: every run but the last was needed, and each call spins at least 0.2 ms.
        double allButLastMs = (spanning.Runs - 2) * spanning.Repetitions * 0.2;
        Assert.True(allButLastMs < minTimedMs, $"{spanning.Runs} runs of {spanning.Repetitions} calls of at least 0.2 ms: kept going after {minTimedMs} ms");

        var capped = new OperationSampler(exact with { MinTimedTime = TimeSpan.FromSeconds(60), MaxRuns = 7 }).Measure(Spin);
        Assert.Equal(7, capped.Runs);

        static void Spin()
        {
            long until = Stopwatch.GetTimestamp() + Stopwatch.Frequency / 5000;
            while (Stopwatch.GetTimestamp() < until) { }
        }
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
