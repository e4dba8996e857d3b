using System.Runtime;

namespace SerializerTests.Measurement;

/// <summary>Timed runs of several operations take turns in shuffled rounds, so that a slow spell of the machine touches
/// a few runs of many (docs/methodology.md).</summary>
public sealed class OperationSampler(
    MeasurementPolicy policy, TimeProvider? clock = null, int seed = 0, CanaryLog? canary = null)
{
    readonly TimeProvider _clock = clock ?? TimeProvider.System;

    public CanaryLog? Canary => canary;
    readonly Random _order = new(seed);
    long _compiledMethods = JitInfo.GetCompiledMethodCount(currentThread: false);
    long _jitQuietSince = (clock ?? TimeProvider.System).GetTimestamp();

    public SampleSummary Measure(Action operation)
    {
        var prepared = Prepare(operation);
        TimeInterleaved([prepared]);
        return prepared.Summary;
    }

    public PreparedOperation Prepare(Action operation)
    {
        ForceFullCollection();
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        double first = Time(operation, 1);
        long firstAllocated = GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
        NoteJitActivity();
        if (policy.Runs <= 1)
            return new PreparedOperation(operation, first, 1, firstAllocated, done: true);

        int repetitions = FindRepetitions(operation, first);
        NoteJitActivity();
        repetitions = CoverCollections(repetitions, WarmUp(operation, repetitions));
        return new PreparedOperation(operation, first, repetitions, firstAllocated, done: false);
    }

    public void TimeInterleaved(IReadOnlyList<PreparedOperation> operations)
    {
        TimeRuns(operations);
        CountCollections(operations);
    }

    /// <summary>An operation that throws ends there; the others go on.</summary>
    public void TimeRuns(IReadOnlyList<PreparedOperation> operations)
    {
        var running = operations.Where(o => !o.Done).ToList();
        while (running.Count > 0)
        {
            foreach (var operation in Shuffled(running))
            {
                try
                {
                    TimedRun(operation);
                }
                catch (Exception ex)
                {
                    operation.Fail(ex);
                }
            }
            running.RemoveAll(o => o.Done);
            canary?.TakeIfDue();
        }
    }

    /// <summary>Let go of what the operations do not own first: it changes the collector's budgets.</summary>
    public void CountCollections(IEnumerable<PreparedOperation> operations)
    {
        foreach (var operation in operations)
            CountCollections(operation);
    }

    void CountCollections(PreparedOperation operation)
    {
        if (operation.Failure is not null || CollectionWindowCalls(operation) is not { } calls)
            return;
        if (policy.CollectionWindowElsewhere)
        {
            operation.CountedElsewhere = true;
            return;
        }
        try
        {
            ForceFullCollection();
            var before = CollectionsPerThousand.Counts();
            for (long i = 0; i < calls; i++)
                operation.Operation();
            operation.Window = (CollectionsPerThousand.Since(before), calls);
        }
        catch (Exception ex)
        {
            operation.Fail(ex);
        }
    }

    long? CollectionWindowCalls(PreparedOperation operation)
    {
        if (policy.MaxCollectionWindow <= TimeSpan.Zero || operation.Steady.Count == 0
            || operation.Allocated < MinBytesPerCallForWindow * operation.TimedCalls)
            return null;
        double secondsPerCall = SampleSummary.MedianOf(operation.Steady);
        long calls = BenchmarkDotNetIteration.Calls(secondsPerCall);
        return calls * secondsPerCall <= policy.MaxCollectionWindow.TotalSeconds ? calls : null;
    }

    const long MinBytesPerCallForWindow = 16 * 1024;

    PreparedOperation[] Shuffled(List<PreparedOperation> running)
    {
        var order = running.ToArray();
        _order.Shuffle(order);
        return order;
    }

    void TimedRun(PreparedOperation operation)
    {
        long start = _clock.GetTimestamp();
        operation.FirstTimedRunStart ??= start;
        ForceFullCollection();
        var collectionsBefore = CollectionsPerThousand.Counts();
        int? processor = ThreadClock.Processor();
        double? cpuBefore = ThreadClock.CpuSeconds();
        // Only the calls between these two readings: the bookkeeping allocates too.
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        double elapsed = Time(operation.Operation, operation.Repetitions);
        operation.Allocated += GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
        operation.Threads.Add(elapsed, ThreadClock.CpuSeconds() - cpuBefore, processor);
        var (sum, run) = (operation.Collections, CollectionsPerThousand.Since(collectionsBefore));
        operation.Collections = (sum.Gen0 + run.Gen0, sum.Gen1 + run.Gen1, sum.Gen2 + run.Gen2);
        operation.Steady.Add(elapsed / operation.Repetitions);
        operation.SamplingSeconds += _clock.GetElapsedTime(start).TotalSeconds;
        if (Enough(operation.Steady, operation.Repetitions, TimeSpan.FromSeconds(operation.SamplingSeconds),
            _clock.GetElapsedTime(operation.FirstTimedRunStart.Value)))
            operation.Done = true;
    }

    /// <param name="span">Other operations' runs included, so one spell of the machine cannot hold all runs.</param>
    bool Enough(IReadOnlyList<double> steady, int repetitions, TimeSpan sampling, TimeSpan span)
    {
        if (policy.TargetPrecision <= 0)
            return steady.Count >= policy.FewestTimedRuns;
        bool longRunsOutOfTime = steady.Count >= FewestLongRuns && sampling >= policy.MaxSamplingTime
            && IsLongCall(repetitions, steady.Min());
        if (steady.Count < policy.FewestTimedRuns && !longRunsOutOfTime)
            return false;
        if (steady.Count + 1 >= policy.MaxRuns || sampling >= policy.MaxSamplingTime)
            return true;
        return policy.IsCheckpoint(steady.Count)
            && span >= policy.MinSamplingTime
            && SampleSummary.MedianInterval(steady, policy.StoppingConfidence) is { } interval
            && interval.RelativeHalfWidth <= policy.TargetPrecision;
    }

    /// <summary>Two runs of one long call end it once time is up: the row's interval needs the spread between
    /// processes.</summary>
    const int FewestLongRuns = 2;

    bool IsLongCall(int repetitions, double runSeconds) =>
        repetitions == 1 && runSeconds >= policy.MinSamplingTime.TotalSeconds;

    int FindRepetitions(Action operation, double firstSeconds)
    {
        double minSeconds = policy.MinRunTime.TotalSeconds;
        // The cold call pays the library's start-up, so a second, warm call decides whether a pilot is needed.
        if (firstSeconds >= 4 * minSeconds && Time(operation, 1) >= 4 * minSeconds)
            return 1;
        int repetitions = 1;
        while (repetitions < policy.MaxRepetitions && Time(operation, repetitions) < minSeconds)
            repetitions = (int)Math.Min(2L * repetitions, policy.MaxRepetitions);
        return repetitions;
    }

    WarmupObservation WarmUp(Action operation, int repetitions)
    {
        long start = _clock.GetTimestamp();
        int collectionsBefore = GC.CollectionCount(0);
        var pauseBefore = GC.GetTotalPauseDuration();
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        long operations = 0;
        double lastRun = 0;
        for (int run = 0; _clock.GetElapsedTime(start) < policy.MaxWarmup
            && (run < (IsLongCall(repetitions, lastRun) ? 1 : 2)
                || _clock.GetElapsedTime(_jitQuietSince) < policy.QuietJitTime); run++)
        {
            lastRun = Time(operation, repetitions);
            operations += repetitions;
            NoteJitActivity();
        }
        return new(_clock.GetElapsedTime(start), operations, GC.CollectionCount(0) - collectionsBefore,
            GC.GetTotalPauseDuration() - pauseBefore, GC.GetAllocatedBytesForCurrentThread() - allocatedBefore);
    }

    void NoteJitActivity()
    {
        long compiled = JitInfo.GetCompiledMethodCount(currentThread: false);
        if (compiled != _compiledMethods)
            (_compiledMethods, _jitQuietSince) = (compiled, _clock.GetTimestamp());
    }

    sealed record WarmupObservation(
        TimeSpan Elapsed, long Operations, int Collections, TimeSpan GcPause, long AllocatedBytes);

    /// <summary>A short run after a forced GC could end before its first collection and look fast.</summary>
    int CoverCollections(int repetitions, WarmupObservation warmup)
    {
        if (policy.CollectionsPerRun <= 0 || warmup.Operations == 0 || warmup.Collections == 0
            || warmup.AllocatedBytes < warmup.Collections * MinBytesPerCollection
            || warmup.GcPause < warmup.Elapsed * 0.01)
            return repetitions;
        double operationsPerCollection = (double)warmup.Operations / warmup.Collections;
        double secondsPerOperation = warmup.Elapsed.TotalSeconds / warmup.Operations;
        double wanted = Math.Min(Math.Ceiling(policy.CollectionsPerRun * operationsPerCollection),
            policy.MaxRunSeconds / secondsPerOperation);
        return (int)Math.Clamp(wanted, repetitions, policy.MaxRepetitions);
    }

    /// <summary>Not zero: the runtime attributes a few bytes to a thread that allocates nothing.</summary>
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

public sealed class PreparedOperation
{
    internal PreparedOperation(Action operation, double first, int repetitions, long firstAllocated, bool done)
    {
        (Operation, First, Repetitions, _firstAllocated, Done) = (operation, first, repetitions, firstAllocated, done);
    }

    readonly long _firstAllocated;

    internal Action Operation { get; }
    internal double First { get; }
    internal int Repetitions { get; }
    internal List<double> Steady { get; } = [];
    internal long Allocated { get; set; }
    internal (long Gen0, long Gen1, long Gen2) Collections { get; set; }
    public TimedRunThreads Threads { get; } = new();
    internal double SamplingSeconds { get; set; }
    internal long? FirstTimedRunStart { get; set; }
    internal bool Done { get; set; }

    public Exception? Failure { get; private set; }

    internal void Fail(Exception exception) => (Failure, Done) = (exception, true);

    internal long TimedCalls => (long)Repetitions * Steady.Count;

    internal ((long Gen0, long Gen1, long Gen2) Collections, long Calls)? Window { get; set; }

    internal bool CountedElsewhere { get; set; }

    public CollectionsPerThousand? CollectionsPerThousand => Window is { } window
        ? Measurement.CollectionsPerThousand.Of(window.Collections, window.Calls, window.Calls)
        : CountedElsewhere ? null : Measurement.CollectionsPerThousand.Of(Collections, TimedCalls, Repetitions);

    public SampleSummary Summary => Steady.Count == 0
        ? SampleSummary.From(First, [], Repetitions, _firstAllocated)
        : SampleSummary.From(First, Steady, Repetitions, Allocated / TimedCalls);
}
