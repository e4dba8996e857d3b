using System.Diagnostics;
using System.Text;
using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Running;

/// <param name="WallMs">On the monotonic clock the child uses for time-to-main.</param>
public sealed record ChildOutcome(int? ExitCode, string Stdout, string Stderr, double WallMs, bool TimedOut);

/// <summary>Runs one process with a timeout, killing its process tree on timeout or cancellation.</summary>
public static class ChildProcess
{
    /// <param name="idleTimeout">Kill a child silent this long; one that keeps reporting may outlive <paramref
    /// name="timeout"/>.</param>
    public static async Task<ChildOutcome> RunAsync(string file, IReadOnlyList<string> arguments, TimeSpan timeout,
        CancellationToken cancellation, IReadOnlyDictionary<string, string>? environment = null,
        bool passSpawnTimestamp = false, Action<string>? onOutputLine = null, TimeSpan? idleTimeout = null)
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
        var output = new Output(process, idleTimeout is { } idle ? () => timeoutSource.CancelAfter(idle) : null,
            onOutputLine);

        long spawn = Stopwatch.GetTimestamp();
        if (passSpawnTimestamp)
            start.Environment[LaunchClock.SpawnTimestampVariable] =
                spawn.ToString(System.Globalization.CultureInfo.InvariantCulture);
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
                // A line arriving after the wait extends nothing.
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
