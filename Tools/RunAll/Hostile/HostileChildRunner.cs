using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.Hostile;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Running;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Hostile;

/// <summary>Runs one group's cases in as many children as it takes.</summary>
public sealed class HostileChildRunner(string hostExecutable, HostileRequest request)
{
    /// <summary>The child's managed heap limit: an input that claims gigabytes then fails with OutOfMemoryException
    /// instead of taking the machine's memory.</summary>
    public const string HeapHardLimit = "0x40000000";

    static readonly IReadOnlyDictionary<string, string> ChildEnvironment =
        new Dictionary<string, string> { ["DOTNET_GCHeapHardLimit"] = HeapHardLimit };

    /// <summary>The group's rows: an unavailable serializer's one row, or the cases of as many children as it
    /// takes.</summary>
    public async Task<IReadOnlyList<HostileRow>> RunAsync(HostileGroup group, CancellationToken cancellation)
    {
        var children = new ProtocolChild<HostileProtocol, HostileRow>(new GroupRows(group, request));
        var launch =
            new ChildLaunch(Timeout.InfiniteTimeSpan,
                $"no answer within {request.CaseTimeoutSeconds} s outside a case; killed", ChildEnvironment,
            IdleTimeout: TimeSpan.FromSeconds(request.CaseTimeoutSeconds));
        var rows = new List<HostileRow>();
        int from = 0;
        while (true)
        {
            var run = await children.RunAsync(hostExecutable, ChildOptions(group, from), launch, cancellation,
                deliveredBefore: rows);
            if (run.Child is not { Outcome: var outcome })
                return run.Rows;
            // A side-by-side label's child runs its adapter; its rows carry the label.
            rows.AddRange(run.Delivered.Select(r => r with { Serializer = group.Serializer }));
            if (run.Delivered.Any(r => r.Outcome is HostileOutcome.Failed or HostileOutcome.Unsupported))
                return rows;

            int? cases = rows.Select(r => r.Cases).FirstOrDefault(c => c is not null);
            var last = LastCase(outcome.Stderr);
            bool died = outcome.TimedOut || outcome.ExitCode != 0;
            if (died && last is not null && rows.All(r => r.Case != last.Case))
            {
                rows.Add(Row(group, request, last, cases) with
                {
                    Outcome = outcome.TimedOut ? HostileOutcome.Hang : HostileOutcome.Crash,
                    Milliseconds = outcome.TimedOut ? request.CaseTimeoutSeconds * 1000.0 : null,
                    Detail = outcome.TimedOut
                        ? $"no answer within {request.CaseTimeoutSeconds} s; killed"
                        : $"the process died (exit code {outcome.ExitCode}){Said(outcome.Stderr)}",
                });
                if (last.Case == 0 || last.Case >= cases)
                    return rows;
                from = last.Case + 1;
                continue;
            }

            // Exited: every case it owed and did not deliver is a failed row that says why.
            rows.AddRange(run.Missing);
            return rows;
        }
    }

    /// <summary>The rows of a group that no child delivered.</summary>
    sealed class GroupRows(HostileGroup group, HostileRequest request) : IMissingRows<HostileRow>
    {
        public HostileRow Unavailable(string reason) =>
            group.Row(request) with { Kind = HostileCases.Valid, Outcome = HostileOutcome.Unsupported,
                Detail = reason };

        public HostileRow Missing(HostileRow owed, bool timedOut, string reason) =>
            Row(group, request, new CaseMarker(owed.Case, "", null, null),
                owed.Cases) with { Outcome = HostileOutcome.Failed, Detail = reason };
    }

    public HostOptions ChildOptions(HostileGroup group, int from) => new()
    {
        Test = TestKind.Hostile,
        Serializers = [group.Serializer.ChildPattern],
        Dataset = Datasets.Get(group.Dataset),
        Counts = [request.Objects],
        Seed = request.Seed,
        MaxPositions = request.MaxPositions,
        FromCase = from,
        Hardened = group.Hardened,
    };

    static HostileRow Row(HostileGroup group, HostileRequest request, CaseMarker marker, int? cases) =>
        group.Row(request) with
    {
        Case = marker.Case, Cases = cases, Kind = marker.Kind, Position = marker.Position,
            InputBytes = marker.InputBytes,
    };

    /// <summary>A case the child announced on stderr before running it.</summary>
    sealed record CaseMarker(int Case, string Kind, int? Position, int? InputBytes);

    static CaseMarker? LastCase(string stderr)
    {
        var line = stderr.Split('\n')
            .LastOrDefault(l => l.StartsWith(HostileProtocol.CaseMarker, StringComparison.Ordinal));
        if (line?.Split('\t') is not [_, var index, var kind, var position, var bytes]
            || !int.TryParse(index, CultureInfo.InvariantCulture, out int number))
            return null;
        return new CaseMarker(number, kind, ParseOrNull(position), ParseOrNull(bytes));
    }

    static int? ParseOrNull(string text) =>
        int.TryParse(text, CultureInfo.InvariantCulture, out int value) ? value : null;

    static string Said(string stderr) =>
        StderrSummary.Of(stderr, maxLength: 300) is { Length: > 0 } said ? ": " + said : "";
}
