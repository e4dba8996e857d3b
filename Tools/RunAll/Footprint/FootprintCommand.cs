using System.Globalization;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Summaries;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Footprint;

/// <summary><c>RunAll footprint</c>: publishes the empty app and an app per selected serializer, measures them and
/// writes Footprint.csv, report.html and summary.md into
/// <c>SerializerTestResults/&lt;stamp&gt;_footprint/</c>.</summary>
public static class FootprintCommand
{
    public const string FolderSuffix = "_footprint";

    public static Task<int> RunAsync(FootprintRequest request, TextWriter output, TextWriter error,
        CancellationToken cancellation)
    {
        var step = new FootprintStep(request.Launches, standalone: true);
        return new OneStepCommand("footprint", request.Serializers, request.OutputRoot, FolderSuffix,
            request.CommandLine, step,
            _ => Pages(request, step.Rows),
                KeptWhenInterrupted: "nothing measured is kept (run it again; the apps published so far are reused)")
        {
            NeedsHost = false, Seed = request.Seed, Rebuild = request.Rebuild, PagesWhenInterrupted = false,
        }.RunAsync(output, error, cancellation);
    }

    static OneStepPages Pages(FootprintRequest request, IReadOnlyList<FootprintRow> rows)
    {
        string description = string.Create(CultureInfo.InvariantCulture,
            $"{rows.Count(r => r.SizeBytes is not null)} NativeAOT apps on {HostToolchain.SdkRuntime} "
            + $"{System.Runtime.InteropServices.RuntimeInformation.RuntimeIdentifier}, {request.Launches} launches "
            + $"each (seed {request.Seed}), "
            + $"{DateTime.Now:yyyy-MM-dd}.");
        var baselines = Baselines.OfAdapters(rows.Select(r => r.Serializer));
        return new(FootprintReport.Html(rows, description, baselines),
            FootprintReport.Markdown(rows, description, baselines),
            [.. ConsoleTable(rows)]);
    }

    static IEnumerable<string> ConsoleTable(IReadOnlyList<FootprintRow> rows)
    {
        yield return "NativeAOT footprint, smallest increment first:";
        yield return $"{"#",3} {"Serializer",-28} {"size",9} {"increment",10} {"warn",5} {"detail",6} "
            + $"{"start→round trip",17}  works";
        foreach (var r in rows)
        {
            string start = r.StartToRoundTripMs is { } ms
                ? Units.Milliseconds(ms)
                + string.Create(CultureInfo.InvariantCulture, $" ±{r.IntervalPercent ?? 0:F0}%") : "";
            string works = r.Works ? "yes" : $"{r.Status}: {r.Reason}";
            string increment = r.IsEmptyApp ? "baseline" : Units.Mebibytes(r.IncrementBytes, signed: true);
            yield return string.Create(CultureInfo.InvariantCulture,
                    $"{r.Rank?.ToString(CultureInfo.InvariantCulture) ?? "–",3} {r.Serializer,-28} ")
                + string.Create(CultureInfo.InvariantCulture,
                    $"{Units.Mebibytes(r.SizeBytes),9} {increment,10} {r.Warnings,5} {r.DetailedWarnings,6} {start,17} "
                        + $" {works}");
        }
    }
}
