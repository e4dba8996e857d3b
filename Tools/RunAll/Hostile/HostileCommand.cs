using System.Diagnostics;
using System.Globalization;
using SerializerTests.Hostile;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Steps;
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

    public static async Task<int> RunAsync(HostileRequest request, TextWriter output, TextWriter error, CancellationToken cancellation)
    {
        var (start, startError) = RunStart.Check("hostile", request.Serializers, request.OutputRoot);
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        var step = new HostileStep(request);
        var (run, exitCode) = await OneStepRun.RunAsync(start, FolderSuffix + request.Shard?.FolderSuffix, request.CommandLine, step, output, cancellation);
        if (run is null)
            return exitCode;
        using var console = run.Console;
        string folder = run.Folder.Path;
        await WritePagesAsync(folder, request, step.Rows, step.Summary, console);
        if (run.Interrupted)
            console.Say("Interrupted: the groups that finished are merged.");
        console.Say(folder);
        return run.Interrupted ? RunAllApp.Interrupted : 0;
    }

    /// <summary>report.html and summary.md of a hostile folder, and the summary table on the console.</summary>
    public static async Task WritePagesAsync(string folder, HostileRequest request, IReadOnlyList<HostileRow> rows, IReadOnlyList<HostileSummaryRow> summary, ConsoleLog console)
    {
        string description = string.Create(CultureInfo.InvariantCulture,
            $"{rows.Count(r => r.Case > 0)} corrupt inputs derived from each serializer's own valid message (N = {request.Objects}, datasets {string.Join(", ", request.Datasets)}, seed {request.Seed}), run on {HostToolchain.SdkRuntime} JIT, {DateTime.Now:yyyy-MM-dd}.");
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Report), HostileReport.Html(summary, description), CancellationToken.None);
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Summary), HostileReport.Markdown(summary, description), CancellationToken.None);
        foreach (var line in SummaryTable(summary))
            console.Say(line);
    }

    static IEnumerable<string> SummaryTable(IReadOnlyList<HostileSummaryRow> summary)
    {
        yield return "Hostile input, safest first (counts of corrupt cases):";
        yield return $"{"#",3} {"Serializer",-24} {"Setting",-9} {"cases",6} {"rejected",8} {"same",6} {"different",9} {"alloc",6} {"hang",5} {"crash",5}  largest allocation";
        foreach (var s in summary)
        {
            string worst = s.LargestAllocationBytes is { } bytes ? $"{Units.Bytes(bytes)} ({s.LargestAllocationCase})" : "";
            yield return string.Create(CultureInfo.InvariantCulture,
                $"{s.Rank?.ToString(CultureInfo.InvariantCulture) ?? "–",3} {s.Serializer,-24} {s.Setting,-9} {s.Cases,6} {s.Rejected,8} {s.AcceptedSame,6} {s.AcceptedDifferent,9} {s.ExcessiveAllocation,6} {s.Hang,5} {s.Crash,5}  {(s.NotRun is null ? worst : "not run: " + s.NotRun)}");
        }
    }
}
