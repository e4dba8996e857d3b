using System.Diagnostics;
using System.Runtime;

namespace SerializerTests.Measurement;

public sealed record ProcessMetrics(
    long JitMethods, double JitMs, int Gen0, int Gen1, int Gen2, double CpuMs, double PeakWorkingSetMB)
{
    public static ProcessMetrics Capture()
    {
        using var process = Process.GetCurrentProcess();
        return new ProcessMetrics(
            JitInfo.GetCompiledMethodCount(currentThread: false),
            JitInfo.GetCompilationTime(currentThread: false).TotalMilliseconds,
            GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2),
            process.TotalProcessorTime.TotalMilliseconds,
            process.PeakWorkingSet64 / (1024.0 * 1024.0));
    }
}
