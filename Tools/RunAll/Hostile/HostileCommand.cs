using System.Globalization;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Hostile;

/// <summary><c>RunAll hostile</c>: builds the JIT host of the SDK's runtime, runs every serializer × setting × dataset
/// through <see cref="HostileChildRunner"/>, saves each group as it finishes, and merges them into Hostile.csv,
/// HostileSummary.csv, report.html and summary.md.</summary>
public static class HostileCommand
{
    public const string FolderSuffix = "_hostile";

    public static Task<int> RunAsync(HostileRequest request, TextWriter output, TextWriter error,
        CancellationToken cancellation)
    {
        var step = new HostileStep(request);
        return new OneStepCommand("hostile", request.Serializers, request.OutputRoot,
            FolderSuffix + request.Shard?.FolderSuffix, request.CommandLine,
            step, _ => Pages(request, step.Rows, step.Summary),
                KeptWhenInterrupted: "the groups that finished are merged")
                .RunAsync(output, error, cancellation);
    }

    /// <summary>report.html and summary.md of a hostile folder, and its summary table for the console.</summary>
    public static OneStepPages Pages(HostileRequest request, IReadOnlyList<HostileRow> rows,
        IReadOnlyList<HostileSummaryRow> summary)
    {
        string description = string.Create(CultureInfo.InvariantCulture,
            $"{rows.Count(r => r.Case > 0)} corrupt inputs derived from each serializer's own valid message (N = "
                + $"{request.Objects}, datasets "
            + $"{string.Join(", ", request.Datasets)}, seed {request.Seed}), run on {HostToolchain.SdkRuntime} JIT, "
            + $"{DateTime.Now:yyyy-MM-dd}.");
        return new(HostileReport.Html(summary, description), HostileReport.Markdown(summary, description),
            [.. SummaryTable(summary)]);
    }

    static IEnumerable<string> SummaryTable(IReadOnlyList<HostileSummaryRow> summary)
    {
        yield return "Hostile input, safest first (counts of corrupt cases):";
        yield return $"{"#",3} {"Serializer",-24} {"Setting",-9} {"cases",6} {"rejected",8} {"same",6} {"different",9} "
            + $"{"alloc",6} {"hang",5} "
            + $"{"crash",5}  largest allocation";
        foreach (var s in summary)
        {
            string worst = s.LargestAllocationBytes is { } bytes ? $"{Units.Bytes(bytes)} ({s.LargestAllocationCase})"
                : "";
            yield return string.Create(CultureInfo.InvariantCulture,
                $"{s.Rank?.ToString(CultureInfo.InvariantCulture) ?? "–",3} {s.Serializer,-24} {s.Setting,-9} "
                    + $"{s.Cases,6} {s.Rejected,8} "
                    + $"{s.AcceptedSame,6} {s.AcceptedDifferent,9} {s.ExcessiveAllocation,6} {s.Hang,5} {s.Crash,5}  "
                    + $"{(s.NotRun is null ? worst : "not run: " + s.NotRun)}");
        }
    }
}
