using System.Diagnostics;
using System.Globalization;
using SerializerTests.RunAll.Reporting;

namespace SerializerTests.RunAll.Preparation;

/// <summary>What the rest of the machine did during one window.</summary>
public sealed record MachineActivity(double OtherCores, double StealCores, double DirtyMiB)
{
    public override string ToString() => string.Create(CultureInfo.InvariantCulture,
        $"other processes {OtherCores:F2} cores, steal {StealCores:F2} cores, "
            + $"{Units.Bytes(DirtyMiB * Units.BytesPerMiB)} dirty");
}

public interface IActivityProbe
{
    Task<MachineActivity?> SampleAsync(TimeSpan window, CancellationToken cancellation);
}

/// <summary>The machine as the OS accounts for it.</summary>
public sealed class SystemActivityProbe : IActivityProbe
{
    const string Stat = "/proc/stat", MemInfo = "/proc/meminfo";

    public async Task<MachineActivity?> SampleAsync(TimeSpan window, CancellationToken cancellation)
    {
        bool linux = File.Exists(Stat) && File.Exists(MemInfo);
        var before = linux ? ReadStat() : null;
        var allBefore = linux ? TimeSpan.Zero : AllProcessesCpu();
        var own = OwnCpu();
        var clock = Stopwatch.StartNew();
        await Task.Delay(window, cancellation);
        double seconds = clock.Elapsed.TotalSeconds;
        double ownCores = (OwnCpu() - own).TotalSeconds / seconds;
        if (!linux)
            return new MachineActivity(Math.Max(0, (AllProcessesCpu() - allBefore).TotalSeconds / seconds - ownCores),
                0, 0);
        var after = ReadStat();
        if (before is null || after is null)
            return null;
        double total = after.Value.Total - before.Value.Total;
        if (total <= 0)
            return null;
        // /proc/stat counts every core; the share of all ticks times the cores is the number of cores busy on average.
        int cores = Environment.ProcessorCount;
        double busy = (after.Value.Busy - before.Value.Busy) / total * cores;
        double steal = (after.Value.Steal - before.Value.Steal) / total * cores;
        return new MachineActivity(Math.Max(0, busy - ownCores), steal, DirtyMebibytes());
    }

    static TimeSpan OwnCpu()
    {
        using var self = Process.GetCurrentProcess();
        return self.TotalProcessorTime;
    }

    /// <summary>Cumulative ticks of every CPU since boot.</summary>
    public readonly record struct StatTicks(double Busy, double Steal, double Total);

    /// <summary>The aggregate "cpu" line: user nice system idle iowait irq softirq steal ….</summary>
    public static StatTicks? ReadStat()
    {
        if (!File.Exists(Stat))
            return null;
        string? line = File.ReadLines(Stat).FirstOrDefault(l => l.StartsWith("cpu ", StringComparison.Ordinal));
        var fields = line?.Split(' ', StringSplitOptions.RemoveEmptyEntries).Skip(1)
            .Select(f => double.TryParse(f, CultureInfo.InvariantCulture, out var v) ? v : 0).ToArray();
        if (fields is not { Length: >= 8 })
            return null;
        // guest and guest_nice are already inside user and nice.
        double total = fields.Take(8).Sum();
        return new StatTicks(fields[0] + fields[1] + fields[2] + fields[5] + fields[6], fields[7], total);
    }

    static double DirtyMebibytes()
    {
        double kilobytes = 0;
        foreach (var line in File.ReadLines(MemInfo))
            if (line.StartsWith("Dirty:", StringComparison.Ordinal)
                || line.StartsWith("Writeback:", StringComparison.Ordinal))
                kilobytes += double.TryParse(line.Split(' ', StringSplitOptions.RemoveEmptyEntries)[1],
                    CultureInfo.InvariantCulture, out var kb) ? kb
                    : 0;
        return kilobytes / 1024;
    }

    static TimeSpan AllProcessesCpu()
    {
        var total = TimeSpan.Zero;
        foreach (var process in Process.GetProcesses())
        {
            using (process)
            {
                try
                {
                    total += process.TotalProcessorTime;
                }
                catch (Exception ex) when (ex is InvalidOperationException or System.ComponentModel.Win32Exception
                    or NotSupportedException or UnauthorizedAccessException)
                {
                    // A process that exited or that we may not read: its time is not ours to count.
                }
            }
        }
        return total;
    }
}
