using System.Globalization;
using SerializerTests.Measurement;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.MachineSpeed;

/// <summary>The machine's speed when a run starts, which the budget's floor is counted at: RunAll's own launch against
/// <see cref="ReferenceMachine.UsualLaunchMs"/>. A launch, not the canary, since slow hours stretch builds and launches
/// while the canary may keep its usual speed (docs/methodology.md, "Budget").</summary>
/// <param name="LaunchMs">The median launch, or null when it could not be measured.</param>
/// <param name="Unavailable">Why it could not be, in a few words.</param>
public sealed record StartSpeed(double? LaunchMs, string? Unavailable = null)
{
    /// <summary>The most the floor is stretched: a budget that grew without bound would be no promise.</summary>
    public const double MaxSlowdown = 3;

    public const int TimedLaunches = 3;

    /// <summary>How many times their usual time the floor counts its launch- and build-bound parts at (a faster
    /// machine's surplus goes to the steady state anyway).</summary>
    public double Slowdown => LaunchMs is { } ms ? Math.Clamp(ms / ReferenceMachine.UsualLaunchMs, 1, MaxSlowdown) : 1;

    /// <summary>The line console.log and environment.txt get.</summary>
    public string Line => LaunchMs is { } ms
        ? string.Create(CultureInfo.InvariantCulture,
            $"Machine speed at the start: a .NET process's launch took {ms:F0} ms, "
            + $"{ms / ReferenceMachine.UsualLaunchMs:F2}x its usual {ReferenceMachine.UsualLaunchMs:F0} ms; ")
          + (Slowdown > 1
              ? string.Create(CultureInfo.InvariantCulture, $"the floor counts builds and launches at {Slowdown:F2}x.")
              : "the floor at its usual speed.")
        : $"Machine speed at the start: not measured ({Unavailable}); the floor at its usual speed.";

    /// <summary>RunAll's own <c>--version</c> through the <c>dotnet</c> muxer, as RunAll.sh and RunAll.cmd start
    /// it.</summary>
    public static Task<StartSpeed> MeasureAsync(CancellationToken cancellation) =>
        MeasureAsync("dotnet", [typeof(StartSpeed).Assembly.Location, "--version"], cancellation);

    public static async Task<StartSpeed> MeasureAsync(string file, IReadOnlyList<string> arguments,
        CancellationToken cancellation)
    {
        var timeout = TimeSpan.FromSeconds(30);
        var times = new List<double>();
        for (int launch = 0; launch <= TimedLaunches; launch++)
        {
            ChildOutcome outcome;
            try
            {
                outcome = await ChildProcess.RunAsync(file, arguments, timeout, cancellation);
            }
            catch (Exception ex) when (ex is System.ComponentModel.Win32Exception or InvalidOperationException)
            {
                return new StartSpeed(null, $"{file} could not be started: {ex.Message}");
            }
            if (outcome.ExitCode != 0)
                return new StartSpeed(null,
                    $"{Path.GetFileName(file)} {string.Join(' ', arguments.Select(Path.GetFileName))} "
                    + (outcome.TimedOut ? $"took over {timeout.TotalSeconds:F0} s" : $"exited {outcome.ExitCode}"));
            if (launch > 0)
                times.Add(outcome.WallMs);
        }
        return new StartSpeed(SampleSummary.MedianOf(times));
    }
}
