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
        using var timeoutSource = CancellationTokenSource.CreateLinkedTokenSource(cancellation);
        var output = new Output(process, idleTimeout is { } idle ? () => timeoutSource.CancelAfter(idle) : null, onOutputLine);

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
        return new ChildOutcome(timedOut ? null : process.ExitCode, output.Stdout, output.Stderr, wallMs, timedOut);
    }

    /// <summary>What the child prints, collected line by line; each line tells <c>alive</c> (the idle timeout starts again).</summary>
    sealed class Output
    {
        readonly StringBuilder _stdout = new(), _stderr = new();
        readonly Action? _alive;

        public Output(Process process, Action? alive, Action<string>? onOutputLine)
        {
            _alive = alive;
            process.OutputDataReceived += (_, e) =>
            {
                if (Append(_stdout, e.Data))
                    onOutputLine?.Invoke(e.Data!);
            };
            process.ErrorDataReceived += (_, e) => Append(_stderr, e.Data);
        }

        public string Stdout => Text(_stdout);
        public string Stderr => Text(_stderr);

        bool Append(StringBuilder text, string? line)
        {
            if (line is null)
                return false;
            lock (text)
                text.Append(line).Append('\n');
            try
            {
                _alive?.Invoke();
            }
            catch (ObjectDisposedException)
            {
                // A line that arrives after the child was waited for extends nothing.
            }
            return true;
        }

        static string Text(StringBuilder text)
        {
            lock (text)
                return text.ToString();
        }
    }
}
