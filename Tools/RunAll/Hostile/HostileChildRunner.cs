using System.Globalization;
using SerializerTests.Hostile;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Hostile;

/// <summary>
/// Runs one group's cases in as many children as it takes: a child that dies (crash) or goes quiet for the case timeout
/// (hang, then killed) gets a row for the case its last stderr marker names, and the next child starts after that case.
/// Whatever else goes wrong becomes a <c>failed</c> row for each case owed, so no case silently goes missing.
/// </summary>
public sealed class HostileChildRunner(string hostExecutable, HostileRequest request)
{
    /// <summary>The child's managed heap limit: an input that claims gigabytes then fails with OutOfMemoryException (reported as
    /// excessive-allocation) instead of taking the machine's memory.</summary>
    public const string HeapHardLimit = "0x40000000";

    static readonly Dictionary<string, string> ChildEnvironment = new() { ["DOTNET_GCHeapHardLimit"] = HeapHardLimit };

    public async Task<IReadOnlyList<HostileRow>> RunAsync(HostileGroup group, CancellationToken cancellation)
    {
        var rows = new List<HostileRow>();
        int from = 0;
        int? cases = null;
        while (true)
        {
            var outcome = await ChildProcess.RunAsync(hostExecutable, Arguments(group, from), Timeout.InfiniteTimeSpan, cancellation, ChildEnvironment,
                idleTimeout: TimeSpan.FromSeconds(request.CaseTimeoutSeconds));
            var parsed = ChildRows.Parse<HostileRow>(outcome.Stdout);
            rows.AddRange(parsed.Rows);
            cases ??= parsed.Rows.Select(r => r.Cases).FirstOrDefault(c => c is not null);
            if (parsed.Rows.Any(r => r.Outcome is HostileOutcome.Failed or HostileOutcome.Unsupported))
                return rows;

            var last = LastCase(outcome.Stderr);
            bool died = outcome.TimedOut || outcome.ExitCode != 0;
            if (died && last is not null && rows.All(r => r.Case != last.Case))
            {
                rows.Add(Row(group, last, cases) with
                {
                    Outcome = outcome.TimedOut ? HostileOutcome.Hang : HostileOutcome.Crash,
                    Milliseconds = outcome.TimedOut ? request.CaseTimeoutSeconds * 1000.0 : null,
                    Detail = outcome.TimedOut
                        ? $"no answer within {request.CaseTimeoutSeconds} s; killed"
                        : $"the process died (exit code {outcome.ExitCode}){StderrTail(outcome.Stderr)}",
                });
                if (last.Case == 0 || last.Case >= cases)
                    return rows;
                from = last.Case + 1;
                continue;
            }

            // Exited (or died outside any case): every case it owed and did not deliver is a failed row that says why.
            string why = died ? $"the child {(outcome.TimedOut ? "went quiet" : $"exited with code {outcome.ExitCode}")} outside a case{StderrTail(outcome.Stderr)}"
                : parsed.Stray.Count > 0 ? $"no row for this case; {ChildRows.Describe(parsed.Stray)}"
                : "the child exited 0 without a row for this case";
            var owed = cases is { } total ? Enumerable.Range(from, total - from + 1) : [from];
            rows.AddRange(owed.Where(c => rows.All(r => r.Case != c)).Select(c => Row(group, new CaseMarker(c, "", null, null), cases) with
            {
                Outcome = HostileOutcome.Failed, Detail = why,
            }));
            return rows;
        }
    }

    public IReadOnlyList<string> Arguments(HostileGroup group, int from)
    {
        List<string> arguments = ["-test", "hostile", "-serializer", "#" + group.Serializer, "-dataset", group.Dataset,
            "-N", Invariant(request.Objects), "-Seed", Invariant(request.Seed), "-MaxPositions", Invariant(request.MaxPositions), "-FromCase", Invariant(from)];
        if (group.Hardened)
            arguments.Add("-hardened");
        return arguments;
    }

    HostileRow Row(HostileGroup group, CaseMarker marker, int? cases) => group.Row(request) with
    {
        Case = marker.Case, Cases = cases, Kind = marker.Kind, Position = marker.Position, InputBytes = marker.InputBytes,
    };

    /// <summary>A case the child announced on stderr before running it.</summary>
    sealed record CaseMarker(int Case, string Kind, int? Position, int? InputBytes);

    static CaseMarker? LastCase(string stderr)
    {
        var line = stderr.Split('\n').LastOrDefault(l => l.StartsWith(HostileProtocol.CaseMarker, StringComparison.Ordinal));
        if (line?.Split('\t') is not [_, var index, var kind, var position, var bytes] || !int.TryParse(index, CultureInfo.InvariantCulture, out int number))
            return null;
        return new CaseMarker(number, kind, ParseOrNull(position), ParseOrNull(bytes));
    }

    static int? ParseOrNull(string text) => int.TryParse(text, CultureInfo.InvariantCulture, out int value) ? value : null;

    /// <summary>What the process said besides the case markers ("Stack overflow.", "Process terminated. …"), briefly.</summary>
    static string StderrTail(string stderr)
    {
        var said = stderr.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Where(l => !l.StartsWith(HostileProtocol.CaseMarker.TrimEnd('\t'), StringComparison.Ordinal) && !l.StartsWith("at ", StringComparison.Ordinal))
            .Take(2).ToList();
        return said.Count == 0 ? "" : ": " + RowFactory.OneLine(string.Join(" | ", said), maxLength: 300);
    }

    static string Invariant(int value) => value.ToString(CultureInfo.InvariantCulture);
}
