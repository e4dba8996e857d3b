using System.Globalization;
using SerializerTests.RunAll.Reporting;

namespace SerializerTests.RunAll.Preparation;

/// <summary>What the quiet check saw: whether the machine was quiet, how long it waited, and the last window's
/// activity.</summary>
public sealed record QuietOutcome(bool Quiet, TimeSpan Waited, MachineActivity? Last, bool Flushed, string Line);

/// <summary>Waits, up to a bounded time, until the rest of the machine is quiet before the first measured
/// launch.</summary>
public static class QuietMachine
{
    public const double MaxOtherCores = 0.15;
    public const double MaxDirtyMiB = 32;
    static string MaxDirty => Units.Bytes(MaxDirtyMiB * Units.BytesPerMiB);
    public static readonly TimeSpan Window = TimeSpan.FromSeconds(1);

    /// <param name="limit">The longest wait; zero skips the check.</param>
    /// <param name="flush">Writes dirty pages back; called at most once.</param>
    public static async Task<QuietOutcome> WaitAsync(IActivityProbe probe, TimeSpan limit, Func<CancellationToken,
        Task> flush,
        CancellationToken cancellation)
    {
        if (limit <= TimeSpan.Zero)
            return new QuietOutcome(false, TimeSpan.Zero, null, false, "Quiet check: skipped (--quiet-wait 0).");
        var waited = TimeSpan.Zero;
        bool flushed = false;
        MachineActivity? last = null;
        int windows = Math.Max(1, (int)Math.Ceiling(limit / Window));
        for (int i = 0; i < windows; i++)
        {
            last = await probe.SampleAsync(Window, cancellation);
            if (last is null)
                return new QuietOutcome(false, waited, null, flushed,
                    "Quiet check: this system does not report other processes' activity; measuring without it.");
            waited += Window;
            bool cpuQuiet = last.OtherCores <= MaxOtherCores, diskQuiet = last.DirtyMiB <= MaxDirtyMiB;
            if (cpuQuiet && diskQuiet)
                return new QuietOutcome(true, waited, last, flushed, string.Create(CultureInfo.InvariantCulture,
                    $"Quiet check: quiet after {waited.TotalSeconds:F0} s{(flushed ? ", dirty pages flushed" : "")} "
                        + $"(last {Window.TotalSeconds:F0} s: {last})."));
            if (!diskQuiet && !flushed)
            {
                await flush(cancellation);
                flushed = true;
            }
        }
        return new QuietOutcome(false, waited, last, flushed, string.Create(CultureInfo.InvariantCulture,
            $"Quiet check: not quiet after {waited.TotalSeconds:F0} s{(flushed ? ", dirty pages flushed" : "")} (last "
                + $"{Window.TotalSeconds:F0} s: "
                + $"{last}; quiet is at most "
            + $"{MaxOtherCores:F2} cores and {MaxDirty}); measuring anyway, the first calls may be slower than on a "
            + $"quiet machine."));
    }
}
