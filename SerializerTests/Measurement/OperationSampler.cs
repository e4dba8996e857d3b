using System.Diagnostics;
using System.Runtime;

namespace SerializerTests.Measurement;

/// <summary>
/// Times one operation the way methodology.md describes: a forced GC before every timed run; run 1 is a
/// single cold call; then an untimed pilot doubles the repetitions until a run lasts
/// <see cref="MeasurementPolicy.MinRunTime"/>; then an untimed warm-up repeats such runs until tiered
/// compilation has settled; then the remaining runs are timed with that many repetitions each. Allocations are
/// counted on this thread (serializers here do not hand work to other threads).
/// </summary>
public sealed class OperationSampler(MeasurementPolicy policy)
{
    public SampleSummary Measure(Action operation)
    {
        ForceFullCollection();
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        double first = Time(operation, 1);
        long firstAllocated = GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
        if (policy.Runs <= 1)
            return SampleSummary.From(first, [], 1, firstAllocated);

        int repetitions = FindRepetitions(operation, first);
        WarmUp(operation, repetitions);
        var steady = new List<double>(policy.Runs - 1);
        long allocated = 0;
        for (int run = 1; run < policy.Runs; run++)
        {
            ForceFullCollection();
            allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
            steady.Add(Time(operation, repetitions) / repetitions);
            allocated += GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
        }
        return SampleSummary.From(first, steady, repetitions, allocated / ((long)repetitions * steady.Count));
    }

    int FindRepetitions(Action operation, double firstSeconds)
    {
        double minSeconds = policy.MinRunTime.TotalSeconds;
        // A cold call already several times the target: one call per run is plenty and a pilot would only add minutes at large N.
        if (firstSeconds >= 4 * minSeconds)
            return 1;
        int repetitions = 1;
        while (repetitions < policy.MaxRepetitions && Time(operation, repetitions) < minSeconds)
            repetitions = (int)Math.Min(2L * repetitions, policy.MaxRepetitions);
        return repetitions;
    }

    /// <summary>Until no method was JIT-compiled for <see cref="MeasurementPolicy.QuietJitTime"/> (tier-0 → instrumented
    /// → tier-1 promotions happen in the background and change the code being measured), or
    /// <see cref="MeasurementPolicy.MaxWarmup"/>.</summary>
    void WarmUp(Action operation, int repetitions)
    {
        long start = Stopwatch.GetTimestamp();
        long quietSince = start;
        long compiled = JitInfo.GetCompiledMethodCount(currentThread: false);
        while (Stopwatch.GetElapsedTime(quietSince) < policy.QuietJitTime && Stopwatch.GetElapsedTime(start) < policy.MaxWarmup)
        {
            Time(operation, repetitions);
            long now = JitInfo.GetCompiledMethodCount(currentThread: false);
            if (now != compiled)
                (compiled, quietSince) = (now, Stopwatch.GetTimestamp());
        }
    }

    static double Time(Action operation, int repetitions)
    {
        long start = Stopwatch.GetTimestamp();
        for (int i = 0; i < repetitions; i++)
            operation();
        return Stopwatch.GetElapsedTime(start).TotalSeconds;
    }

    static void ForceFullCollection()
    {
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
    }
}
