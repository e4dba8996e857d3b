using System.Runtime;

namespace SerializerTests.Measurement;

/// <summary>
/// Times one operation the way methodology.md describes: a forced GC before every timed run; run 1 is a
/// single cold call; then an untimed pilot doubles the repetitions until a run lasts
/// <see cref="MeasurementPolicy.MinRunTime"/>; then an untimed warm-up repeats such runs until tiered
/// compilation has settled; when the warm-up showed garbage collection to matter, runs are lengthened to span
/// several collections; then timed runs are taken, and the stopping rule is consulted only at fixed checkpoints
/// (<see cref="MeasurementPolicy.IsCheckpoint"/>): it stops once the runs span <see cref="MeasurementPolicy.MinSamplingTime"/>
/// and the median's interval at <see cref="MeasurementPolicy.StoppingConfidence"/> is within
/// <see cref="MeasurementPolicy.TargetPrecision"/>, or when a cap is hit. A target of zero takes exactly
/// <see cref="MeasurementPolicy.Runs"/> runs. Allocations are counted on this thread (serializers here do not hand work to
/// other threads). One sampler measures the operations of one process in turn, so it remembers when the JIT last compiled a method.
/// </summary>
/// <param name="clock">Time source of every decision and measurement; tests pass one they advance themselves.</param>
public sealed class OperationSampler(MeasurementPolicy policy, TimeProvider? clock = null)
{
    readonly TimeProvider _clock = clock ?? TimeProvider.System;
    long _compiledMethods = JitInfo.GetCompiledMethodCount(currentThread: false);
    long _jitQuietSince = (clock ?? TimeProvider.System).GetTimestamp();

    public SampleSummary Measure(Action operation)
    {
        ForceFullCollection();
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        double first = Time(operation, 1);
        long firstAllocated = GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
        NoteJitActivity();
        if (policy.Runs <= 1)
            return SampleSummary.From(first, [], 1, firstAllocated);

        int repetitions = FindRepetitions(operation, first);
        NoteJitActivity();
        repetitions = CoverCollections(repetitions, WarmUp(operation, repetitions));
        var steady = new List<double>(policy.FewestTimedRuns);
        long allocated = 0;
        long samplingStart = _clock.GetTimestamp();
        do
        {
            ForceFullCollection();
            allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
            double elapsed = Time(operation, repetitions);
            allocated += GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
            steady.Add(elapsed / repetitions);
        }
        while (!Enough(steady, repetitions, _clock.GetElapsedTime(samplingStart)));
        return SampleSummary.From(first, steady, repetitions, allocated / ((long)repetitions * steady.Count));
    }

    /// <summary>The stopping rule: exactly the runs asked for when there is no target; otherwise never before the fewest
    /// runs (<see cref="FewestLongRuns"/> of them once time is up, when each is a long run), then at a checkpoint once the minimum
    /// time and the target precision are both reached, or when a cap is hit.</summary>
    bool Enough(IReadOnlyList<double> steady, int repetitions, TimeSpan sampling)
    {
        if (policy.TargetPrecision <= 0)
            return steady.Count >= policy.FewestTimedRuns;
        bool longRunsOutOfTime = steady.Count >= FewestLongRuns && sampling >= policy.MaxSamplingTime && IsLongCall(repetitions, steady.Min());
        if (steady.Count < policy.FewestTimedRuns && !longRunsOutOfTime)
            return false;
        if (steady.Count + 1 >= policy.MaxRuns || sampling >= policy.MaxSamplingTime)
            return true;
        return policy.IsCheckpoint(steady.Count)
            && sampling >= policy.MinSamplingTime
            && SampleSummary.MedianInterval(steady, policy.StoppingConfidence) is { } interval && interval.RelativeHalfWidth <= policy.TargetPrecision;
    }

    /// <summary>A run of one call that alone spans <see cref="MeasurementPolicy.MinSamplingTime"/> (a call of a million objects with
    /// most serializers) is a long sample already; once the operation's time is up, two of them end it, where shorter runs need
    /// <see cref="MeasurementPolicy.FewestTimedRuns"/>. The spread between processes, not more runs of one, is what the row's
    /// interval needs there (docs/accuracy.md, "Where the variance is"). Runs made long by repeating a call keep their runs.</summary>
    const int FewestLongRuns = 2;

    bool IsLongCall(int repetitions, double runSeconds) => repetitions == 1 && runSeconds >= policy.MinSamplingTime.TotalSeconds;

    int FindRepetitions(Action operation, double firstSeconds)
    {
        double minSeconds = policy.MinRunTime.TotalSeconds;
        // A call several times the target: one call per run is plenty and a pilot would only add minutes at large N. The cold call
        // alone does not tell (it pays the library's start-up: 130 ms for MessagePack's first BookShelf, then 0.3 µs a call), so a
        // second, warm call decides.
        if (firstSeconds >= 4 * minSeconds && Time(operation, 1) >= 4 * minSeconds)
            return 1;
        int repetitions = 1;
        while (repetitions < policy.MaxRepetitions && Time(operation, repetitions) < minSeconds)
            repetitions = (int)Math.Min(2L * repetitions, policy.MaxRepetitions);
        return repetitions;
    }

    /// <summary>Until no method was JIT-compiled for <see cref="MeasurementPolicy.QuietJitTime"/> (tier-0 → instrumented
    /// → tier-1 promotions happen in the background and change the code being measured), or
    /// <see cref="MeasurementPolicy.MaxWarmup"/>; at least two runs, which are where collections are observed, or one that was a single long call
    /// (<see cref="IsLongCall"/>: stretching it for collections could add no call before the run cap of twice that).</summary>
    WarmupObservation WarmUp(Action operation, int repetitions)
    {
        long start = _clock.GetTimestamp();
        int collectionsBefore = GC.CollectionCount(0);
        var pauseBefore = GC.GetTotalPauseDuration();
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        long operations = 0;
        double lastRun = 0;
        for (int run = 0; _clock.GetElapsedTime(start) < policy.MaxWarmup && (run < (IsLongCall(repetitions, lastRun) ? 1 : 2) || _clock.GetElapsedTime(_jitQuietSince) < policy.QuietJitTime); run++)
        {
            lastRun = Time(operation, repetitions);
            operations += repetitions;
            NoteJitActivity();
        }
        return new(_clock.GetElapsedTime(start), operations, GC.CollectionCount(0) - collectionsBefore, GC.GetTotalPauseDuration() - pauseBefore,
            GC.GetAllocatedBytesForCurrentThread() - allocatedBefore);
    }

    void NoteJitActivity()
    {
        long compiled = JitInfo.GetCompiledMethodCount(currentThread: false);
        if (compiled != _compiledMethods)
            (_compiledMethods, _jitQuietSince) = (compiled, _clock.GetTimestamp());
    }

    /// <param name="Collections">Gen0 collections, which include every gen1 and gen2 collection.</param>
    /// <param name="AllocatedBytes">Allocated by the operation (this thread); the collection count is the whole process's.</param>
    sealed record WarmupObservation(TimeSpan Elapsed, long Operations, int Collections, TimeSpan GcPause, long AllocatedBytes);

    /// <summary>
    /// A timed run starts right after a forced full GC. When garbage collection took a noticeable share of the
    /// warm-up (1%), a short run could end before its first collection and look faster than a long-running process;
    /// such runs are lengthened to cover <see cref="MeasurementPolicy.CollectionsPerRun"/> collections, up to
    /// <see cref="MeasurementPolicy.MaxRunSeconds"/>. Collections during the warm-up of an operation that allocated (almost)
    /// nothing were caused by someone else (another thread, the process of an in-process test run) and stretch nothing.
    /// </summary>
    int CoverCollections(int repetitions, WarmupObservation warmup)
    {
        if (policy.CollectionsPerRun <= 0 || warmup.Operations == 0 || warmup.Collections == 0 || warmup.AllocatedBytes < warmup.Collections * MinBytesPerCollection || warmup.GcPause < warmup.Elapsed * 0.01)
            return repetitions;
        double operationsPerCollection = (double)warmup.Operations / warmup.Collections;
        double secondsPerOperation = warmup.Elapsed.TotalSeconds / warmup.Operations;
        double wanted = Math.Min(Math.Ceiling(policy.CollectionsPerRun * operationsPerCollection), policy.MaxRunSeconds / secondsPerOperation);
        return (int)Math.Clamp(wanted, repetitions, policy.MaxRepetitions);
    }

    /// <summary>Far below any gen0 budget (megabytes on current hardware): an operation that allocated less than this
    /// per collection did not cause them. Not zero: the runtime attributes a few bytes to a thread that allocates nothing.</summary>
    const long MinBytesPerCollection = 64 * 1024;

    double Time(Action operation, int repetitions)
    {
        long start = _clock.GetTimestamp();
        for (int i = 0; i < repetitions; i++)
            operation();
        return _clock.GetElapsedTime(start).TotalSeconds;
    }

    static void ForceFullCollection()
    {
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
    }
}
