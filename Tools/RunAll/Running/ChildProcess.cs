using System.Diagnostics;
using System.Text;
using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Running;

/// <param name="ExitCode">Null when the child was killed.</param>
/// <param name="WallMs">From just before spawn to exit, on the monotonic clock the child uses for time-to-main.</param>
public sealed record ChildOutcome(int? ExitCode, string Stdout, string Stderr, double WallMs, bool TimedOut);

/// <summary>Launches one host process, enforces its timeout and collects what it printed.</summary>
public static class ChildProcess
{
    public static async Task<ChildOutcome> RunAsync(string executable, IReadOnlyList<string> arguments, TimeSpan timeout, CancellationToken cancellation)
    {
        var start = new ProcessStartInfo(executable, arguments)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            StandardOutputEncoding = Encoding.UTF8,
            WorkingDirectory = Path.GetDirectoryName(executable),
        };
        using var process = new Process { StartInfo = start };
        var stdout = new StringBuilder();
        var stderr = new StringBuilder();
        process.OutputDataReceived += (_, e) => { if (e.Data is not null) lock (stdout) stdout.Append(e.Data).Append('\n'); };
        process.ErrorDataReceived += (_, e) => { if (e.Data is not null) lock (stderr) stderr.Append(e.Data).Append('\n'); };

        long spawn = Stopwatch.GetTimestamp();
        start.Environment[LaunchClock.SpawnTimestampVariable] = spawn.ToString(System.Globalization.CultureInfo.InvariantCulture);
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();

        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellation);
        timeoutSource.CancelAfter(timeout);
        bool timedOut = false;
        try
        {
            await process.WaitForExitAsync(timeoutSource.Token);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            await process.WaitForExitAsync(CancellationToken.None);
            cancellation.ThrowIfCancellationRequested();
            timedOut = true;
        }
        double wallMs = Stopwatch.GetElapsedTime(spawn).TotalMilliseconds;
        // WaitForExit without a timeout also waits for the redirected streams to drain.
        process.WaitForExit();
        return new ChildOutcome(timedOut ? null : process.ExitCode, stdout.ToString(), stderr.ToString(), wallMs, timedOut);
    }
}
