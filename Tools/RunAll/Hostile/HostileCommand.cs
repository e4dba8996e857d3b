using System.Diagnostics;
using System.Globalization;
using SerializerTests.Hostile;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Hostile;

/// <summary>
/// <c>RunAll hostile</c>: builds the JIT host of the SDK's runtime, runs every serializer × setting (default, and hardened where the
/// library has a setting for untrusted input) × dataset through <see cref="HostileChildRunner"/>, saves each group as it finishes
/// (<c>groups/</c>), and merges them into Hostile.csv, HostileSummary.csv, report.html and summary.md. The last line printed is
/// the folder's path. Exit 0 when every group ran (whatever the verdicts), 2 on bad input, 130 when interrupted (what finished is merged).
/// </summary>
public static class HostileCommand
{
    public const string FolderSuffix = "_hostile";
    public const string CsvFile = "Hostile.csv";
    public const string SummaryFile = "HostileSummary.csv";

    public static async Task<int> RunAsync(HostileRequest request, TextWriter output, TextWriter error, CancellationToken cancellation)
    {
        var (run, exitCode) = await StandaloneRun.StartAsync("hostile", request.Serializers, request.OutputRoot, FolderSuffix, request.CommandLine, output, error, cancellation);
        if (run is null)
            return exitCode;
        using var _ = run;
        var (folder, console) = (run.Folder, run.Console);
        string groupsFolder = Path.Combine(folder, "groups");
        Directory.CreateDirectory(groupsFolder);

        var groups = Groups(run.Serializers, request.Datasets);
        console.Say(string.Create(CultureInfo.InvariantCulture,
            $"{groups.Count} groups (serializer × setting × dataset), N = {request.Objects}, seed {request.Seed}, up to {request.MaxPositions} positions per kind, a case that takes over {request.CaseTimeoutSeconds} s is a hang"));
        var runner = new HostileChildRunner(run.Host.Executable!, request);
        var rows = new List<HostileRow>();
        bool interrupted = false;
        var watch = Stopwatch.StartNew();
        try
        {
            for (int i = 0; i < groups.Count; i++)
            {
                var group = groups[i];
                var groupWatch = Stopwatch.StartNew();
                var groupRows = SerializerCatalog.FindUnavailable(group.Serializer) is { } unavailable
                    ? [Unavailable(group, request, unavailable.Reason)]
                    : await runner.RunAsync(group, cancellation);
                TsvFile.Write(Path.Combine(groupsFolder, group.Key + ".tsv"), groupRows);
                rows.AddRange(groupRows);
                console.Say(string.Create(CultureInfo.InvariantCulture,
                    $"[{i + 1}/{groups.Count}] {group.Serializer} {group.Setting} {group.Dataset}: {Verdicts(groupRows)} ({groupWatch.Elapsed.TotalSeconds:F1} s)"));
            }
        }
        catch (OperationCanceledException)
        {
            interrupted = true;
        }

        TsvFile.Write(Path.Combine(folder, CsvFile), rows);
        var summary = HostileSummary.Summarize(rows);
        TsvFile.Write(Path.Combine(folder, SummaryFile), summary);
        string description = string.Create(CultureInfo.InvariantCulture,
            $"{rows.Count(r => r.Case > 0)} corrupt inputs derived from each serializer's own valid message (N = {request.Objects}, datasets {string.Join(", ", request.Datasets)}, seed {request.Seed}), run on {HostToolchain.SdkRuntime} JIT, {DateTime.Now:yyyy-MM-dd}.");
        await File.WriteAllTextAsync(Path.Combine(folder, HtmlReport.FileName), HostileReport.Html(summary, description), CancellationToken.None);
        await File.WriteAllTextAsync(Path.Combine(folder, "summary.md"), HostileReport.Markdown(summary, description), CancellationToken.None);
        foreach (var line in SummaryTable(summary))
            console.Say(line);
        console.Say(string.Create(CultureInfo.InvariantCulture, $"Wall time: {watch.Elapsed.TotalSeconds:F0} s for {rows.Count} rows"));
        if (interrupted)
            console.Say($"Interrupted: the {Directory.GetFiles(groupsFolder).Length} groups that finished are merged.");
        console.Say(folder);
        return interrupted ? RunAllApp.Interrupted : 0;
    }

    /// <summary>Serializer by serializer: its default setting, then its hardened one (if any), each over every dataset.</summary>
    public static IReadOnlyList<HostileGroup> Groups(IReadOnlyList<string> serializers, IReadOnlyList<string> datasets)
    {
        var hardening = HostCatalog.Current.ToDictionary(e => e.Name, e => e.Hardening);
        return [.. from serializer in serializers
                   from hardened in hardening.GetValueOrDefault(serializer) is null ? [false] : new[] { false, true }
                   from dataset in datasets
                   select new HostileGroup(serializer, hardened, dataset)];
    }

    static HostileRow Unavailable(HostileGroup group, HostileRequest request, string reason) =>
        group.Row(request) with { Kind = HostileCases.Valid, Outcome = HostileOutcome.Unsupported, Detail = reason };

    /// <summary>"712 cases: 690 rejected, 22 accepted-different" for the progress line.</summary>
    static string Verdicts(IReadOnlyList<HostileRow> rows)
    {
        if (rows.FirstOrDefault(r => r.Case == 0 && r.Outcome is HostileOutcome.Failed or HostileOutcome.Unsupported) is { } notRun)
            return $"{notRun.Outcome}: {notRun.Detail}";
        var corrupt = rows.Where(r => r.Case > 0).ToList();
        return $"{corrupt.Count} cases: " + string.Join(", ", corrupt.GroupBy(r => r.Outcome).OrderByDescending(g => g.Count()).Select(g => $"{g.Count()} {g.Key}"));
    }

    static IEnumerable<string> SummaryTable(IReadOnlyList<HostileSummaryRow> summary)
    {
        yield return "Hostile input, safest first (counts of corrupt cases):";
        yield return $"{"#",3} {"Serializer",-24} {"Setting",-9} {"cases",6} {"rejected",8} {"same",6} {"different",9} {"alloc",6} {"hang",5} {"crash",5}  largest allocation";
        foreach (var s in summary)
        {
            string worst = s.LargestAllocationBytes is { } bytes ? string.Create(CultureInfo.InvariantCulture, $"{bytes:N0} B ({s.LargestAllocationCase})") : "";
            yield return string.Create(CultureInfo.InvariantCulture,
                $"{s.Rank?.ToString(CultureInfo.InvariantCulture) ?? "–",3} {s.Serializer,-24} {s.Setting,-9} {s.Cases,6} {s.Rejected,8} {s.AcceptedSame,6} {s.AcceptedDifferent,9} {s.ExcessiveAllocation,6} {s.Hang,5} {s.Crash,5}  {(s.NotRun is null ? worst : "not run: " + s.NotRun)}");
        }
    }
}
