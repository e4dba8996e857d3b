using System.Runtime;

namespace SerializerTests.Measurement;

/// <summary>
/// Times operations the way methodology.md describes. <see cref="Prepare"/> readies one: a forced GC, run 1 a single cold call;
/// then an untimed pilot doubles the repetitions until a run lasts <see cref="MeasurementPolicy.MinRunTime"/>; then an untimed
/// warm-up repeats such runs until tiered compilation has settled; when the warm-up showed garbage collection to matter, runs
/// are lengthened to span several collections. <see cref="TimeInterleaved"/> then takes the timed runs of several prepared
/// operations in rounds, one run of each operation still running per round, in an order shuffled each round, so that a slow
/// spell of the machine touches a few runs of many operations (which their medians reject) instead of every run of one. Each
/// operation's stopping rule is consulted only at fixed checkpoints (<see cref="MeasurementPolicy.IsCheckpoint"/>): it stops
/// once its runs span <see cref="MeasurementPolicy.MinSamplingTime"/> and its median's interval at
/// <see cref="MeasurementPolicy.StoppingConfidence"/> is within <see cref="MeasurementPolicy.TargetPrecision"/>, or when a cap
/// is hit (its own timed runs, forced collections included, past <see cref="MeasurementPolicy.MaxSamplingTime"/>). A target of
/// zero takes exactly <see cref="MeasurementPolicy.Runs"/> runs. Allocations are counted on this thread (serializers here do not
/// hand work to other threads). One sampler measures the operations of one process, so it remembers when the JIT last compiled a method.
/// </summary>
/// <param name="clock">Time source of every decision and measurement; tests pass one they advance themselves.</param>
/// <param name="seed">Seeds the order of each round of <see cref="TimeInterleaved"/>.</param>
/// <param name="canary">Where the machine's speed is sampled between rounds of timed runs (<see cref="CanaryLog.TakeIfDue"/>); none: not
/// sampled.</param>
public sealed class OperationSampler(MeasurementPolicy policy, TimeProvider? clock = null, int seed = 0, CanaryLog? canary = null)
{
    readonly TimeProvider _clock = clock ?? TimeProvider.System;

    /// <summary>The log of the machine's speed this sampler adds to between rounds; null: none.</summary>
    public CanaryLog? Canary => canary;
    readonly Random _order = new(seed);
    long _compiledMethods = JitInfo.GetCompiledMethodCount(currentThread: false);
    long _jitQuietSince = (clock ?? TimeProvider.System).GetTimestamp();

    /// <summary>One operation alone: <see cref="Prepare"/>, then its timed runs.</summary>
    public SampleSummary Measure(Action operation)
    {
        var prepared = Prepare(operation);
        TimeInterleaved([prepared]);
        return prepared.Summary;
    }

    /// <summary>The cold call, the pilot and the warm-up of one operation; an exception thrown by the operation propagates.</summary>
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

    /// <summary>The timed runs of <paramref name="operations"/> (<see cref="TimeRuns"/>), then each one's collection window
    /// (<see cref="CountCollections(IEnumerable{PreparedOperation})"/>).</summary>
    public void TimeInterleaved(IReadOnlyList<PreparedOperation> operations)
    {
        TimeRuns(operations);
        CountCollections(operations);
    }

    /// <summary>The timed runs of <paramref name="operations"/>, interleaved in rounds until each one's stopping rule ends it. An
    /// operation that throws in a timed run ends there with <see cref="PreparedOperation.Failure"/> set; the others go on.</summary>
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

    /// <summary>After their timed runs, each operation's collection window where it takes one (<see cref="CollectionWindowCalls"/>).
    /// Whatever the process keeps alive meanwhile changes the collector's budgets, so a caller lets go of what the operations
    /// do not own first (docs/methodology.md, "What a timed call keeps alive").</summary>
    public void CountCollections(IEnumerable<PreparedOperation> operations)
    {
        foreach (var operation in operations)
            CountCollections(operation);
    }

    /// <summary>Where <see cref="CollectionWindowCalls"/> asks for one, the untimed window counting the operation's collections; what it
    /// throws fails the operation as a timed run's would.</summary>
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

    /// <summary>The calls of the untimed window that counts <paramref name="operation"/>'s collections as BenchmarkDotNet does (its
    /// iteration length at the timed runs' median), or null where the timed runs' own count stands: no window in the policy, a call
    /// that allocates too little for a window to see collections worth the time, or a window longer than the policy allows.</summary>
    long? CollectionWindowCalls(PreparedOperation operation)
    {
        if (policy.MaxCollectionWindow <= TimeSpan.Zero || operation.Steady.Count == 0
            || operation.Allocated < MinBytesPerCallForWindow * operation.TimedCalls)
            return null;
        double secondsPerCall = SampleSummary.MedianOf(operation.Steady);
        long calls = BenchmarkDotNetIteration.Calls(secondsPerCall);
        return calls * secondsPerCall <= policy.MaxCollectionWindow.TotalSeconds ? calls : null;
    }

    /// <summary>Below this per call, a BenchmarkDotNet iteration's window sees under about one collection per 1,000 calls at this
    /// machine's gen0 budget of about 16 MB (docs/methodology.md, step 4), and the window's half second or more would buy little.</summary>
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
        // Only the calls between these two readings: what the bookkeeping around them allocates is not the operation's.
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

    /// <summary>The stopping rule: exactly the runs asked for when there is no target; otherwise never before the fewest
    /// runs (<see cref="FewestLongRuns"/> of them once time is up, when each is a long run), then at a checkpoint once the runs
    /// span the minimum time and the target precision is reached, or when a cap is hit.</summary>
    /// <param name="sampling">The operation's own timed runs with their forced collections: what the time cap counts.</param>
    /// <param name="span">From the start of its first timed run to now, other operations' runs included: what the minimum counts,
    /// since it is there so that one spell of the machine cannot hold all the runs.</param>
    bool Enough(IReadOnlyList<double> steady, int repetitions, TimeSpan sampling, TimeSpan span)
    {
        if (policy.TargetPrecision <= 0)
            return steady.Count >= policy.FewestTimedRuns;
        bool longRunsOutOfTime = steady.Count >= FewestLongRuns && sampling >= policy.MaxSamplingTime && IsLongCall(repetitions, steady.Min());
        if (steady.Count < policy.FewestTimedRuns && !longRunsOutOfTime)
            return false;
        if (steady.Count + 1 >= policy.MaxRuns || sampling >= policy.MaxSamplingTime)
            return true;
        return policy.IsCheckpoint(steady.Count)
            && span >= policy.MinSamplingTime
            && SampleSummary.MedianInterval(steady, policy.StoppingConfidence) is { } interval
            && interval.RelativeHalfWidth <= policy.TargetPrecision;
    }

    /// <summary>A run of one call that alone spans <see cref="MeasurementPolicy.MinSamplingTime"/> (a call of a million objects with
    /// most serializers) is a long sample already; once the operation's time is up, two of them end it, where shorter runs need
    /// <see cref="MeasurementPolicy.FewestTimedRuns"/>. The spread between processes, not more runs of one, is what the row's
    /// interval needs there (docs/history/reruns.md, "Where the variance is"). Runs made long by repeating a call keep their runs.</summary>
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
        for (int run = 0; _clock.GetElapsedTime(start) < policy.MaxWarmup
            && (run < (IsLongCall(repetitions, lastRun) ? 1 : 2) || _clock.GetElapsedTime(_jitQuietSince) < policy.QuietJitTime); run++)
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
        if (policy.CollectionsPerRun <= 0 || warmup.Operations == 0 || warmup.Collections == 0
            || warmup.AllocatedBytes < warmup.Collections * MinBytesPerCollection || warmup.GcPause < warmup.Elapsed * 0.01)
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

/// <summary>An operation after its cold call, pilot and warm-up, and the timed runs <see cref="OperationSampler.TimeInterleaved"/>
/// has taken of it so far.</summary>
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
    /// <summary>Collections of generations 0, 1 and 2 during the timed runs.</summary>
    internal (long Gen0, long Gen1, long Gen2) Collections { get; set; }
    /// <summary>Where and how fully the timed runs had their CPU.</summary>
    public TimedRunThreads Threads { get; } = new();
    internal double SamplingSeconds { get; set; }
    internal long? FirstTimedRunStart { get; set; }
    internal bool Done { get; set; }

    /// <summary>What a timed run threw; the operation took no further runs.</summary>
    public Exception? Failure { get; private set; }

    internal void Fail(Exception exception) => (Failure, Done) = (exception, true);

    /// <summary>Calls made in the timed runs so far.</summary>
    internal long TimedCalls => (long)Repetitions * Steady.Count;

    /// <summary>Collections of generations 0, 1 and 2 in the untimed window of BenchmarkDotNet's iteration length after the timed
    /// runs, and its calls; null where none was taken.</summary>
    internal ((long Gen0, long Gen1, long Gen2) Collections, long Calls)? Window { get; set; }

    /// <summary>The window it would have had is another process's to take (<see cref="MeasurementPolicy.CollectionWindowElsewhere"/>).</summary>
    internal bool CountedElsewhere { get; set; }

    /// <summary>Collections per 1,000 operations over the window after the timed runs where one was taken, else over the timed runs;
    /// null before the first, and where another process takes the window.</summary>
    public CollectionsPerThousand? CollectionsPerThousand => Window is { } window
        ? Measurement.CollectionsPerThousand.Of(window.Collections, window.Calls, window.Calls)
        : CountedElsewhere ? null : Measurement.CollectionsPerThousand.Of(Collections, TimedCalls, Repetitions);

    /// <summary>The operation's times so far (all of them once <see cref="OperationSampler.TimeInterleaved"/> returned).</summary>
    public SampleSummary Summary => Steady.Count == 0
        ? SampleSummary.From(First, [], Repetitions, _firstAllocated)
        : SampleSummary.From(First, Steady, Repetitions, Allocated / TimedCalls);
}
