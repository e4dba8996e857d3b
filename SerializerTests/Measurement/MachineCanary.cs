using System.Diagnostics;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace SerializerTests.Measurement;

/// <summary>One timing of the canary: its wall time, the CPU time its thread was given meanwhile, and the processor it ran on.</summary>
public sealed record CanarySample(double Milliseconds, double? CpuMilliseconds, int? Processor)
{
    /// <summary>"2.4137@0": milliseconds, then the processor where known.</summary>
    public override string ToString() =>
        Milliseconds.ToString(CultureInfo.InvariantCulture) + (Processor is { } cpu ? "@" + cpu.ToString(CultureInfo.InvariantCulture) : "");

    public static string? Format(IReadOnlyList<CanarySample> samples) => samples.Count == 0 ? null : string.Join(' ', samples);

    /// <summary>The samples of <see cref="Format"/>'s text (empty for none); null when the text is not such a list.</summary>
    public static IReadOnlyList<CanarySample>? Parse(string? text)
    {
        var samples = new List<CanarySample>();
        foreach (var part in (text ?? "").Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            var fields = part.Split('@');
            if (fields.Length > 2 || !double.TryParse(fields[0], NumberStyles.Float, CultureInfo.InvariantCulture, out double ms) || !(ms > 0))
                return null;
            int? cpu = null;
            if (fields.Length == 2)
            {
                if (!int.TryParse(fields[1], NumberStyles.None, CultureInfo.InvariantCulture, out int parsed))
                    return null;
                cpu = parsed;
            }
            samples.Add(new CanarySample(ms, null, cpu));
        }
        return samples;
    }
}

/// <summary>
/// A fixed reference workload, the same in every process of every variant: a walk along one random cycle through a 4 MiB table
/// (memory latency, beyond the L2 caches of current CPUs) with a multiply-and-xor hash of each step (integer compute), about a
/// millisecond a pass. Its time says how fast the machine ran the process at that moment, whatever the serializer does, so a slow
/// process can be told from a slow serializer (docs/methodology.md, "The machine's speed"). It is compiled fully optimized at once
/// (<see cref="MethodImplOptions.AggressiveOptimization"/>), so JIT, ReadyToRun and NativeAOT processes time the same code quality.
/// The table lives outside the garbage-collected heap: as a 4 MiB array it stayed alive in the large object heap of every process
/// that sampled the canary, and that alone changed the collector's budgets for the operation being measured (System.Text.Json
/// deserializing 10,000 books: 4 collections in 256 calls beside it, 9 without; docs/methodology.md, "What a timed call keeps alive").
/// </summary>
public static unsafe class MachineCanary
{
    const int TableLength = 1 << 20, Steps = 1 << 14, Passes = 3;

    /// <summary>Allocated once and kept for the life of the process, like the array it replaces.</summary>
    static readonly Lazy<nint> Table = new(BuildCycle);

    static ReadOnlySpan<int> Cycle => new((int*)Table.Value, TableLength);

    /// <summary>The median of three passes, so that one interrupt does not make a sample.</summary>
    public static CanarySample Sample()
    {
        int? processor = ThreadClock.Processor();
        Span<double> wall = stackalloc double[Passes];
        Span<double> cpu = stackalloc double[Passes];
        bool cpuKnown = true;
        for (int pass = 0; pass < Passes; pass++)
        {
            double? cpuBefore = ThreadClock.CpuSeconds();
            long start = Stopwatch.GetTimestamp();
            Sink = Walk(Cycle, Steps, pass);
            wall[pass] = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            double? cpuAfter = ThreadClock.CpuSeconds();
            cpuKnown &= cpuBefore.HasValue && cpuAfter.HasValue;
            cpu[pass] = cpuKnown ? (cpuAfter!.Value - cpuBefore!.Value) * 1000 : 0;
        }
        wall.Sort();
        cpu.Sort();
        // Rounded to a tenth of a microsecond, so that the text of a sample (CanarySamplesMs) reads back as the number it was.
        return new CanarySample(Math.Round(wall[Passes / 2], 4), cpuKnown ? Math.Round(cpu[Passes / 2], 4) : null, processor);
    }

    /// <summary>Keeps the walk's result observable, so that no compiler drops the work.</summary>
    public static int Sink { get; private set; }

    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    static int Walk(ReadOnlySpan<int> table, int steps, int start)
    {
        int index = start;
        uint hash = 2166136261;
        for (int i = 0; i < steps; i++)
        {
            index = table[index];
            hash = (hash ^ (uint)index) * 16777619;
            hash ^= hash >> 13;
        }
        return (int)hash;
    }

    /// <summary>Sattolo's shuffle of 0 … n−1 with a fixed seed: a single cycle through the whole table, the same in every process.</summary>
    internal static nint BuildCycle()
    {
        int* start = (int*)NativeMemory.Alloc(TableLength, sizeof(int));
        var table = new Span<int>(start, TableLength);
        for (int i = 0; i < table.Length; i++)
            table[i] = i;
        var random = new Random(20261127);
        for (int i = table.Length - 1; i > 0; i--)
        {
            int j = random.Next(i);
            (table[i], table[j]) = (table[j], table[i]);
        }
        return (nint)start;
    }
}

/// <summary>
/// The canary samples of one stretch of a process's measurement: one at its start, one whenever <see cref="Interval"/> has passed
/// since the last (the sampler asks between its rounds of timed runs), one at its end. About 3 ms a sample, so about 1% of the time.
/// </summary>
public sealed class CanaryLog(TimeProvider? clock = null)
{
    public static readonly TimeSpan Interval = TimeSpan.FromMilliseconds(250);

    readonly TimeProvider _clock = clock ?? TimeProvider.System;
    readonly List<CanarySample> _samples = [];
    long _last;

    public IReadOnlyList<CanarySample> Samples => _samples;

    public void Take()
    {
        _samples.Add(MachineCanary.Sample());
        _last = _clock.GetTimestamp();
    }

    public void TakeIfDue()
    {
        if (_clock.GetElapsedTime(_last) >= Interval)
            Take();
    }
}
