using System.Diagnostics;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace SerializerTests.Measurement;

public sealed record CanarySample(double Milliseconds, double? CpuMilliseconds, int? Processor);

/// <summary>A fixed workload whose time says how fast the machine ran the process then (docs/methodology.md, "The
/// machine's speed"); its table lives outside the GC heap so as to change no collector budget.</summary>
public static unsafe class MachineCanary
{
    const int TableLength = 1 << 20, Steps = 1 << 14, Passes = 3;

    static readonly Lazy<nint> Table = new(BuildCycle);

    static ReadOnlySpan<int> Cycle => new((int*)Table.Value, TableLength);

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
        // So that the text of a sample reads back as the number it was.
        return new CanarySample(Math.Round(wall[Passes / 2], 4), cpuKnown ? Math.Round(cpu[Passes / 2], 4) : null,
            processor);
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

    /// <summary>Sattolo's shuffle: a single cycle through the whole table.</summary>
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
