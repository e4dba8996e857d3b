using SerializerTests.Measurement;

namespace SerializerTests.Tests.Measurement;

public class SamplerTests
{
    [Fact]
    public void SummaryReportsFirstApartAndStatisticsOverTheRest()
    {
        var summary = SampleSummary.From(first: 10, steady: [4, 1, 3], repetitions: 8, allocatedBytesPerOp: 5);
        Assert.Equal((10.0, 8.0 / 3, 3.0, 1.0), (summary.First, summary.Mean, summary.Median, summary.Min));
    }

    [Fact]
    public void MedianOfAnEvenCountAveragesTheMiddlePair() => Assert.Equal(2.5, SampleSummary.MedianOf([4, 1, 2, 3]));

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
        // must keep warming up until it has been quiet for QuietJitTime, and no longer than MaxWarmup.
        var policy = new MeasurementPolicy(2, TimeSpan.FromMilliseconds(1), QuietJitTime: TimeSpan.FromMilliseconds(50), MaxWarmup: TimeSpan.FromSeconds(5));
        var busyUntil = System.Diagnostics.Stopwatch.GetTimestamp() + System.Diagnostics.Stopwatch.Frequency * 60 / 1000;
        long lastJit = 0;
        var watch = System.Diagnostics.Stopwatch.StartNew();
        new OperationSampler(policy).Measure(() =>
        {
            if (System.Diagnostics.Stopwatch.GetTimestamp() < busyUntil)
            {
                CompileFreshMethod();
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
    public void AllocationsAreCountedPerOperation()
    {
        byte[]? keep = null;
        var summary = new OperationSampler(MeasurementPolicy.WithoutWarmup(3, TimeSpan.FromMilliseconds(2))).Measure(() => keep = new byte[1000]);
        Assert.NotNull(keep);
        Assert.InRange(summary.AllocatedBytesPerOp, 1000, 1100);
    }
}
