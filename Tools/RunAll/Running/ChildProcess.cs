using System.Diagnostics;
using System.Text;
using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Running;

/// <param name="ExitCode">Null when the child was killed.</param>
/// <param name="WallMs">From just before spawn to exit, on the monotonic clock the child uses for time-to-main.</param>
public sealed record ChildOutcome(int? ExitCode, string Stdout, string Stderr, double WallMs, bool TimedOut);

/// <summary>
/// Launches one process (a host child, dotnet, apt-get), enforces its timeout, kills its process tree on timeout or
/// cancellation, and collects what it printed.
/// </summary>
public static class ChildProcess
{
    /// <param name="passSpawnTimestamp">Give the child its spawn time in <see cref="LaunchClock.SpawnTimestampVariable"/> (host children).</param>
    /// <param name="onOutputLine">Sees each stdout line as it arrives (progress of long children); the line is collected all the same.</param>
    /// <param name="idleTimeout">Kill the child (reported as timed out) when it prints nothing, on stdout or stderr, for this long; counted
    /// from the last line, so a child that keeps reporting may run past <paramref name="timeout"/>.</param>
    public static async Task<ChildOutcome> RunAsync(string file, IReadOnlyList<string> arguments, TimeSpan timeout, CancellationToken cancellation,
        IReadOnlyDictionary<string, string>? environment = null, bool passSpawnTimestamp = false, Action<string>? onOutputLine = null,
        TimeSpan? idleTimeout = null)
    {
        var start = new ProcessStartInfo(file, arguments)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            StandardOutputEncoding = Encoding.UTF8,
            WorkingDirectory = Path.GetDirectoryName(file),
        };
        foreach (var (name, value) in environment ?? new Dictionary<string, string>())
            start.Environment[name] = value;
        using var process = new Process { StartInfo = start };
        var stdout = new StringBuilder();
        var stderr = new StringBuilder();
        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellation);
        void Alive()
        {
            if (idleTimeout is not { } idle)
                return;
            try
            {
                timeoutSource.CancelAfter(idle);
            }
            catch (ObjectDisposedException)
            {
                // A line that arrives after the child was waited for extends nothing.
            }
        }
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is null)
                return;
            lock (stdout)
                stdout.Append(e.Data).Append('\n');
            Alive();
            onOutputLine?.Invoke(e.Data);
        };
        process.ErrorDataReceived += (_, e) =>
        {
            if (e.Data is null)
                return;
            lock (stderr)
                stderr.Append(e.Data).Append('\n');
            Alive();
        };

        long spawn = Stopwatch.GetTimestamp();
        if (passSpawnTimestamp)
            start.Environment[LaunchClock.SpawnTimestampVariable] = spawn.ToString(System.Globalization.CultureInfo.InvariantCulture);
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();

        timeoutSource.CancelAfter(idleTimeout ?? timeout);
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
