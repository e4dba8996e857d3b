using System.Runtime.InteropServices;

namespace SerializerTests.Measurement;

/// <summary>A run whose wall time exceeds its thread's CPU time was preempted. Null where the OS does not
/// say.</summary>
public static partial class ThreadClock
{
    public static string? Unavailable { get; } = Probe();

    public static double? CpuSeconds() => Unavailable is null ? ReadCpuSeconds() : null;

    static double? ReadCpuSeconds()
    {
        if (OperatingSystem.IsWindows())
            return GetThreadTimes(GetCurrentThread(), out _, out _, out long kernel, out long user)
                ? (kernel + user) / 1e7
                : null;
        if (!OperatingSystem.IsLinux() && !OperatingSystem.IsMacOS())
            return null;
        // CLOCK_THREAD_CPUTIME_ID: 3 on Linux, 16 on macOS.
        return ClockGetTime(OperatingSystem.IsLinux() ? 3 : 16, out var time) == 0
            ? time.Seconds + time.Nanoseconds / 1e9
            : null;
    }

    public static int? Processor()
    {
        if (OperatingSystem.IsLinux())
        {
            int cpu = SchedGetCpu();
            return cpu >= 0 ? cpu : null;
        }
        return OperatingSystem.IsWindows() ? Thread.GetCurrentProcessorId() : null;
    }

    static string? Probe()
    {
        try
        {
            return ReadCpuSeconds() is null
                ? $"thread CPU time is not available on {RuntimeInformation.OSDescription}"
                : null;
        }
        catch (Exception ex) when (ex is DllNotFoundException or EntryPointNotFoundException)
        {
            return $"thread CPU time is not available: {ex.Message}";
        }
    }

    [StructLayout(LayoutKind.Sequential)]
    struct TimeSpec
    {
        public long Seconds;
        public long Nanoseconds;
    }

    [LibraryImport("libc", EntryPoint = "clock_gettime")]
    private static partial int ClockGetTime(int clock, out TimeSpec time);

    [LibraryImport("libc", EntryPoint = "sched_getcpu")]
    private static partial int SchedGetCpu();

    [LibraryImport("kernel32")]
    private static partial nint GetCurrentThread();

    [LibraryImport("kernel32", EntryPoint = "GetThreadTimes")]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool GetThreadTimes(
        nint thread, out long creation, out long exit, out long kernel, out long user);
}
