using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.MachineSpeed;

/// <summary>
/// The one place that describes one machine: what the run's floor and budget estimate each part at, as measured on this
/// project's 2-core development VM (docs/methodology.md, "Budget"). A run scales the launch- and build-bound parts by
/// how much slower than <see cref="UsualLaunchMs"/> its own start is (<see cref="StartSpeed"/>) and re-plans the steady
/// state from what its children actually cost, so these only need to be right within a factor.
/// </summary>
public static class ReferenceMachine
{
    /// <summary>RunAll's own <c>--version</c> launch at the speed the other figures describe.</summary>
    public const double UsualLaunchMs = 85;

    public static TimeSpan BuildEstimate(Variant variant) =>
        TimeSpan.FromSeconds(variant switch { Variant.Jit => 30, Variant.ReadyToRun => 55, _ => 170 });

    /// <summary>A first-call launch once the file cache is warm.</summary>
    public static readonly TimeSpan FirstCallLaunch = TimeSpan.FromSeconds(0.15);

    /// <summary>A child's data creation, cold call, pilot, warm-up and verification, per operation: a floor for the
    /// warm-up's quiet wait plus a few untimed runs per object.</summary>
    public static double FixedSecondsPerOperation(int objects) => 0.5 + 4 * 0.75e-6 * objects;

    /// <summary>The collection windows at one N, which the first process of a unit takes (only counts where a call
    /// allocates enough to collect and the window's cap is not passed).</summary>
    public static double CollectionWindowSeconds(int objects) => objects is >= 200 and <= 100_000 ? 0.9 : 0;

    /// <summary>Process start to the first measurement.</summary>
    public const double ProcessStartSeconds = 0.4;

    public static readonly TimeSpan VersioningPerVariant = TimeSpan.FromSeconds(9), Reports = TimeSpan.FromSeconds(10);

    /// <summary>Before the first-call rounds, per variant: its files read into the cache and one probe
    /// launch.</summary>
    public static readonly TimeSpan WarmUpPerVariant = TimeSpan.FromSeconds(3);

    public static readonly TimeSpan HostilePerDataset = TimeSpan.FromSeconds(30);

    /// <summary>A footprint app's NativeAOT publish at the least, and one launch of an app.</summary>
    public static readonly TimeSpan FootprintAppBuild = TimeSpan.FromSeconds(15),
        FootprintLaunch = TimeSpan.FromSeconds(0.02);
}
