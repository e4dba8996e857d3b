using System.Diagnostics;
using System.Globalization;
using SerializerTests.Hostile;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.Serializers;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Hostile;

/// <summary>The hostile-input measurement, for <c>RunAll hostile</c> and for every benchmark run.</summary>
public static class HostileMeasurement
{

    /// <param name="hostOf">The host executable that runs a serializer.</param>
    public static async Task<(IReadOnlyList<HostileRow> Rows, IReadOnlyList<HostileSummaryRow> Summary,
        bool Interrupted)> RunAsync(
        Func<SerializerId, string> hostOf,
        HostileRequest request, IReadOnlyList<SerializerId> serializers, Planning.Shard? shard, string folder,
            string groupsSubfolder,
        Action<string> say, CancellationToken cancellation)
    {
        string groupsFolder = Path.Combine(folder, groupsSubfolder);
        Directory.CreateDirectory(groupsFolder);
        var groups = Mine(Groups(serializers, request.Datasets), shard);
        say(string.Create(CultureInfo.InvariantCulture,
            $"Hostile input: {groups.Count} groups (serializer × setting × dataset), N = {request.Objects}, seed "
                + $"{request.Seed}, up to "
                + $"{request.MaxPositions} positions per kind, a case that takes over {request.CaseTimeoutSeconds} s "
                + $"is a hang"));
        var rows = new List<HostileRow>();
        bool interrupted = false;
        var watch = Stopwatch.StartNew();
        try
        {
            for (int i = 0; i < groups.Count; i++)
            {
                var group = groups[i];
                var groupWatch = Stopwatch.StartNew();
                var groupRows =
                    await new HostileChildRunner(hostOf(group.Serializer), request).RunAsync(group, cancellation);
                TsvFile.Write(Path.Combine(groupsFolder, group.Key + ".tsv"), groupRows);
                rows.AddRange(groupRows);
                say(string.Create(CultureInfo.InvariantCulture,
                    $"[{i + 1}/{groups.Count}] {group.Serializer} {group.Setting} {group.Dataset}: "
                        + $"{Verdicts(groupRows)} ("
                        + $"{groupWatch.Elapsed.TotalSeconds:F1} s)"));
            }
        }
        catch (OperationCanceledException)
        {
            interrupted = true;
        }

        TsvFile.Write(Path.Combine(folder, RunFolder.Files.Hostile), rows);
        var summary = HostileSummary.Summarize(rows);
        TsvFile.Write(Path.Combine(folder, RunFolder.Files.HostileSummary), summary);
        say(string.Create(CultureInfo.InvariantCulture,
            $"Hostile input on {Toolchains.HostToolchain.SdkRuntime} JIT: {watch.Elapsed.TotalSeconds:F0} s for "
                + $"{rows.Count} rows: "
                + $"{Path.Combine(folder, RunFolder.Files.Hostile)}"));
        return (rows, summary, interrupted);
    }

    /// <summary>Serializer by serializer: its default setting, then its hardened one, each over every
    /// dataset.</summary>
    public static IReadOnlyList<HostileGroup> Groups(IReadOnlyList<SerializerId> serializers,
        IReadOnlyList<string> datasets)
    {
        return [.. from serializer in serializers
                   from hardened in Planning.SerializerSelection.FactsOf(serializer.Adapter)?.Hardening is null
                       ? [false] : new[] { false, true }
                   from dataset in datasets
                   select new HostileGroup(serializer, hardened, dataset)];
    }

    /// <summary>A shard's groups: dealt round-robin in the order of <see cref="Groups"/>, which every shard computes
    /// alike.</summary>
    public static IReadOnlyList<HostileGroup> Mine(IReadOnlyList<HostileGroup> groups, Planning.Shard? shard) =>
        shard is null ? groups : [.. groups.Where((_, i) => shard.Takes(i))];

    /// <summary>"712 cases: 690 rejected, 22 accepted-different" for the progress line.</summary>
    static string Verdicts(IReadOnlyList<HostileRow> rows)
    {
        if (rows.FirstOrDefault(r => r.Case == 0
            && r.Outcome is HostileOutcome.Failed or HostileOutcome.Unsupported) is { } notRun)
            return $"{notRun.Outcome}: {notRun.Detail}";
        var corrupt = rows.Where(r => r.Case > 0).ToList();
        return $"{corrupt.Count} cases: "
            + string.Join(", ",
            corrupt.GroupBy(r => r.Outcome).OrderByDescending(g => g.Count()).Select(g => $"{g.Count()} {g.Key}"));
    }
}
