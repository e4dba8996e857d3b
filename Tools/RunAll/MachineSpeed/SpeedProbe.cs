using System.Runtime.InteropServices;
using SerializerTests.Measurement;

namespace SerializerTests.RunAll.MachineSpeed;

/// <summary>
/// Times the canary on each processor in turn, on a thread pinned to it, since the vCPUs of a cloud VM can run at
/// different speeds for seconds at a time.
/// </summary>
public static partial class SpeedProbe
{
    public static IReadOnlyList<(int? Processor, CanarySample Sample)> Sample()
    {
        if (!OperatingSystem.IsLinux() || Environment.ProcessorCount > 64)
            return [(null, MachineCanary.Sample())];
        var samples = new List<(int?, CanarySample)>();
        for (int processor = 0; processor < Environment.ProcessorCount; processor++)
        {
            CanarySample? sample = null;
            bool pinned = false;
            int cpu = processor;
            var thread = new Thread(() =>
            {
                ulong mask = 1UL << cpu;
                pinned = SchedSetAffinity(0, sizeof(ulong), ref mask) == 0;
                sample = MachineCanary.Sample();
            });
            thread.Start();
            thread.Join();
            samples.Add((pinned ? processor : null, sample!));
        }
        return samples;
    }

    /// <summary>pid 0: the calling thread.</summary>
    [LibraryImport("libc", EntryPoint = "sched_setaffinity")]
    private static partial int SchedSetAffinity(int pid, nint size, ref ulong mask);
}
