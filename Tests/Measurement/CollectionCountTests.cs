namespace SerializerTests.Tests.Measurement;

/// <summary>Collection counts are process-wide: a test of another class forcing a full collection meanwhile shows in them (one
/// such run counted 6 gen2 collections for an operation that allocates nothing). These tests therefore run alone.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class CollectionCountCollection
{
    public const string Name = "Process-wide collection counts";
}

[Collection(CollectionCountCollection.Name)]
public class CollectionCountTests
{
    [Fact]
    public void CollectionsPerThousandCountEachGenerationOverTheTimedRunsAsBenchmarkDotNetDoes()
    {
        // Each call of the first collects generation 1 once (which counts in Gen0 too); the second allocates nothing. The forced full
        // collection before each timed run is outside the count, so neither sees a gen2 collection.
        var sampler = new OperationSampler(MeasurementPolicy.WithoutWarmup(4, TimeSpan.FromMilliseconds(1)));
        var collecting = sampler.Prepare(() => GC.Collect(1, GCCollectionMode.Forced, blocking: true));
        var quiet = sampler.Prepare(() => { });
        // A call longer than a run: one call per run, so anything the count itself allocated would show in its bytes per call.
        var sleeping = sampler.Prepare(() => Thread.Sleep(2));
        sampler.TimeInterleaved([collecting, quiet, sleeping]);

        Assert.Equal(new CollectionsPerThousand(1000, 1000, 0, collecting.Summary.Repetitions), collecting.CollectionsPerThousand);
        AssertNoForcedCollectionCounted(quiet);
        Assert.Equal((1, 0L), (sleeping.Summary.Repetitions, sleeping.Summary.AllocatedBytesPerOp));
        Assert.Null(CollectionsPerThousand.Of((1, 0, 0), operations: 0));
        Assert.Equal(new CollectionsPerThousand(15, 0.5, 0), CollectionsPerThousand.Mean([new(10, 1, 0), null, new(20, 0, 0, 64)]));
        Assert.Equal(new CollectionsPerThousand(15, 0.5, 0, 96), CollectionsPerThousand.Mean([new(10, 1, 0, 128), null, new(20, 0, 0, 64)]));
    }

    [Theory]
    [InlineData(0.004, 128)] // System.Text.Json reading 10,000 books at 3.3-4.1 ms: its bdn.log pilot stopped at 128
    [InlineData(0.001, 512)]
    [InlineData(0.02, 32)]
    [InlineData(0.04, 16)] // never fewer than the unroll factor, however long a call
    [InlineData(0.5, 16)]
    public void BenchmarkDotNetsIterationDoublesSixteenCallsUntilItLastsHalfASecond(double secondsPerCall, long calls) =>
        Assert.Equal(calls, BenchmarkDotNetIteration.Calls(secondsPerCall));

    static byte[]? _kept;

    [Fact]
    public void CollectionsOfAnOperationThatAllocatesAreCountedOverAWindowOfBenchmarkDotNetsIterationLength()
    {
        // Each call allocates 32 KB and collects generation 1 once: the window's forced full collection is outside its count, so
        // exactly one gen1 (and gen0) collection per call, none of gen2, whatever the window's length.
        var policy = MeasurementPolicy.WithoutWarmup(4, TimeSpan.FromMilliseconds(1)) with { MaxCollectionWindow = TimeSpan.FromSeconds(5) };
        var sampler = new OperationSampler(policy);
        var allocating = sampler.Prepare(() =>
        {
            _kept = new byte[32 * 1024];
            GC.Collect(1, GCCollectionMode.Forced, blocking: true);
        });
        // Collects as often but allocates nothing: no window, its timed runs' count stands.
        var quiet = sampler.Prepare(() => GC.Collect(1, GCCollectionMode.Forced, blocking: true));
        sampler.TimeInterleaved([allocating, quiet]);

        var window = allocating.CollectionsPerThousand!;
        Assert.Equal(BenchmarkDotNetIteration.Calls(allocating.Summary.Median), window.WindowCalls);
        Assert.Equal(new CollectionsPerThousand(1000, 1000, 0, window.WindowCalls), window);
        Assert.Equal(new CollectionsPerThousand(1000, 1000, 0, quiet.Summary.Repetitions), quiet.CollectionsPerThousand);
    }

    [Fact]
    public void AProcessWhoseWindowsAnotherTakesLeavesTheirCountsEmptyAndCountsTheRest()
    {
        var policy = MeasurementPolicy.WithoutWarmup(4, TimeSpan.FromMilliseconds(1))
            with { MaxCollectionWindow = TimeSpan.FromSeconds(5), CollectionWindowElsewhere = true };
        var sampler = new OperationSampler(policy);
        var allocating = sampler.Prepare(() => _kept = new byte[32 * 1024]);
        var quiet = sampler.Prepare(() => { });
        sampler.TimeInterleaved([allocating, quiet]);
        Assert.Null(allocating.CollectionsPerThousand);
        AssertNoForcedCollectionCounted(quiet);
    }

    /// <summary>An operation that allocates nothing counts no collection of its own. The runtime's or the test runner's threads
    /// may still set one off, but not one per timed run, as the forced full collection before each run would if it were
    /// counted.</summary>
    static void AssertNoForcedCollectionCounted(PreparedOperation quiet)
    {
        var counts = quiet.CollectionsPerThousand!;
        int timedRuns = quiet.Summary.Runs - 1;
        Assert.True(counts.Gen2 * quiet.Summary.Repetitions * timedRuns / 1000 < timedRuns - 0.5, $"{counts}");
        Assert.Equal(quiet.Summary.Repetitions, counts.WindowCalls);
    }

    [Fact]
    public void AWindowLongerThanThePolicyAllowsLeavesTheTimedRunsCount()
    {
        // Sixteen calls of at least 40 ms each are past 0.3 s: the timed runs (one call each) are what is counted.
        var policy = MeasurementPolicy.WithoutWarmup(2, TimeSpan.FromMilliseconds(1)) with { MaxCollectionWindow = TimeSpan.FromSeconds(0.3) };
        var slow = new OperationSampler(policy).Prepare(() =>
        {
            _kept = new byte[32 * 1024];
            Thread.Sleep(40);
        });
        new OperationSampler(policy).TimeInterleaved([slow]);
        Assert.Equal((1, 1.0), (slow.Summary.Repetitions, slow.CollectionsPerThousand!.WindowCalls));
    }
}
