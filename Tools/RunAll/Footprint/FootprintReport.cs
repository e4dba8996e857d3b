using System.Globalization;
using System.Text;
using System.Xml.Linq;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Charts;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Footprint;

/// <summary>Footprint.csv as a table, smallest increment first, for report.html and summary.md of a benchmark run and
/// of a <c>RunAll footprint</c> folder.</summary>
public static class FootprintReport
{
    public const string Heading = "What a serializer costs a NativeAOT app";

    public const string Rule =
        "Each app: one serializer's adapter, the dataset's types and a verified round trip of BookShelf (N = 1000), "
            + "published with "
        + "NativeAOT and the SDK's defaults; the increment is over the empty app (the same types and round trip, no "
        + "serializer). Size: the publish "
        + "folder "
        + "without symbols. Warnings: the library's, as the compile prints them (a package's collapsed into one "
        + "IL2104/IL3053) and with "
        + "TrimmerSingleWarn=false; those in our adapter's generic code apart. Start to "
        + "round trip: spawn to exit, the median of fresh launches dealt into seeded rounds with every other app, ± "
        + "its 95% interval.";

    /// <summary>Microsoft's published size of an empty NativeAOT console app, the figure a reader holds our empty app
    /// against.</summary>
    const string PublishedEmptyApp =
        "Microsoft's published figure for an empty NativeAOT console app (hello world, Linux x64, symbols stripped, "
            + ".NET 8; "
        + "dotnet/performance's size-on-disk scenario) is \"1.84 MB\" (1.75 MiB if its MB is 10^6 bytes, 1.84 MiB if "
        + "2^20)";

    /// <summary>The series of the increment chart: apps whose round trip works, and those published whose round trip
    /// failed.</summary>
    public const string WorksSeries = "works", FailsSeries = "fails";

    /// <param name="baselines">The hand-written baselines among the apps, shown after the ranked apps.</param>
    public static string Html(IReadOnlyList<FootprintRow> rows, string description,
        IReadOnlySet<string>? baselines = null) =>
        Page.OneTable("NativeAOT footprint", description, TableHtml.Of(Table(rows, baselines)), ReadingRule(rows));

    /// <summary>The rule, and the empty app beside Microsoft's figure where it was measured.</summary>
    public static string ReadingRule(IReadOnlyList<FootprintRow> rows) =>
        Baseline(rows) is { } baseline ? $"{Rule} {baseline}" : Rule;

    /// <summary>The empty app's size beside <see cref="PublishedEmptyApp"/>, with what differs between the two as this
    /// project knows it.</summary>
    public static string? Baseline(IReadOnlyList<FootprintRow> rows) =>
        rows.FirstOrDefault(r => r.IsEmptyApp) is { SizeBytes: { } size }
        ? string.Create(CultureInfo.InvariantCulture,
        $"The empty app: {Units.Mebibytes(size)} ({size:N0} bytes). {PublishedEmptyApp}. ")
            + "What differs: our empty app holds the dataset's types, the data generator and the field-by-field "
            + "comparer (its largest assemblies "
            + "are in the table), and it is published for the runtime of the run's SDK (environment.txt, \"Footprint "
            + "app setting: runtime\"), "
            + "not for .NET 8."
        : null;

    public static string Markdown(IReadOnlyList<FootprintRow> rows, string description,
        IReadOnlySet<string>? baselines = null)
    {
        var markdown = new StringBuilder();
        markdown.AppendLine($"# {Heading}").AppendLine().AppendLine(description).AppendLine();
        Write(markdown, rows, baselines);
        return markdown.ToString();
    }

    /// <summary>The table and its rule, for a page's section.</summary>
    public static void Write(StringBuilder markdown, IReadOnlyList<FootprintRow> rows,
        IReadOnlySet<string>? baselines = null)
    {
        TableMarkdown.Write(markdown, Table(rows, baselines));
        markdown.AppendLine().AppendLine(Rule);
        if (Baseline(rows) is { } baseline)
            markdown.AppendLine().AppendLine(baseline);
    }

    /// <summary>The increments over the empty app, smallest first, a bar per published app.</summary>
    public static XElement? IncrementChart(IReadOnlyList<FootprintRow> rows)
    {
        var charted = rows.Where(r => !r.IsEmptyApp && r.IncrementBytes is not null).OrderBy(r => r.IncrementBytes)
            .ThenBy(r => r.Serializer, StringComparer.Ordinal).ToList();
        if (charted.Count == 0)
            return null;
        ChartSeries Series(string name, bool works) =>
            new(name, [.. charted.Select(r => r.Works == works ? (double?)r.IncrementBytes : null)]);
        var series =
            new[] { Series(WorksSeries, works: true),
                Series(FailsSeries, works: false) }.Where(s => s.Values.Any(v => v is not null)).ToList();
        // Stacked: each row holds one bar, of one series or the other, so a failing app is one bar in the other colour.
        return new BarChart("footprint-increment", "What a serializer adds to a NativeAOT app, smallest first",
            "Increment over the empty app",
            "Serializer",
            ChartUnit.Mebibytes, [.. charted.Select(r => r.Works ? r.Serializer : $"{r.Serializer} (fails)")], series,
                Stacked: true).ToSvg();
    }

    /// <summary>The apps the chart cannot show, having no size, with their status.</summary>
    public static string? NotCharted(IReadOnlyList<FootprintRow> rows) =>
        rows.Where(r => r.SizeBytes is null).Select(r => $"{r.Serializer} ({r.Status})")
            .ToList() is { Count: > 0 } names
            ? $"Not charted, no published app: {string.Join(", ", names)}."
            : null;

    /// <summary>The apps in Footprint.csv's order, but with the hand-written <paramref name="baselines"/> out of the
    /// ranks.</summary>
    public static Table Table(IReadOnlyList<FootprintRow> rows, IReadOnlySet<string>? baselines = null)
    {
        var ordered = FootprintRow.InRankOrder(rows);
        bool IsBaseline(FootprintRow row) => baselines?.Contains(row.Serializer) == true;
        var ranked = ordered.Where(r => r.Rank is not null && !IsBaseline(r)).ToList();
        var cells = ranked.Select((r, i) => (Row: r, Rank: (i + 1).ToString(CultureInfo.InvariantCulture)))
            .Concat(ordered.Where(IsBaseline).Select(r => (Row: r, Rank: Baselines.Mark)));
        return Table([.. ordered.Where(r => r.IsEmptyApp).Select(r => Row(r, "–")),
            .. cells.Select(c => Row(c.Row, c.Rank)),
            .. ordered.Where(r => !r.IsEmptyApp && r.Rank is null && !IsBaseline(r)).Select(r => Row(r, "–"))]);
    }

    static Table Table(IReadOnlyList<TableRow> rows) => new("footprint",
        [
            new("Rank", RightAligned: true), new("Serializer"),
            new("Size", "size", "Bytes on disk of the published app, symbols excluded", RightAligned: true),
            new("Increment", "increment", "Size less the empty app's", RightAligned: true),
            new("Warnings", "warnings", "Trim/AOT warnings as the compile prints them by default", RightAligned: true),
            new("Detailed", "detailed-warnings", "Trim/AOT warnings with TrimmerSingleWarn=false, by code",
                RightAligned: true),
            new("In the adapter", "adapter-warnings",
                "Warnings in our adapter's own generic code, which an app calling the library with its concrete type "
                    + "would not see"),
            new("Works", "works", "The round trip verified field by field in the published app"),
            new("Start to round trip", "start",
                "Spawn to exit after the verified round trip: median of the launches ± 95% interval",
                RightAligned: true),
            new("Peak WS", "peak", "Median peak working set (resident set) of the launches", RightAligned: true),
            new("Largest assemblies (.mstat)"),
        ],
        rows);

    static TableRow Row(FootprintRow row, string rank) => new(
        [
            rank, row.Serializer, Units.Mebibytes(row.SizeBytes),
            row.IsEmptyApp ? new TableCell("baseline") : Units.Mebibytes(row.IncrementBytes, signed: true),
            new TableCell(row.Warnings?.ToString(CultureInfo.InvariantCulture) ?? "", row.WarningCodes,
                Warned(row.Warnings)),
            new TableCell(row.DetailedWarnings is { } d
                ? $"{d.ToString(CultureInfo.InvariantCulture)}"
                    + $"{(row.DetailedWarningCodes is { Length: > 0 } c ? $" ({c})" : "")}"
                : "",
                Class: Warned(row.DetailedWarnings)),
            row.AdapterWarnings ?? "",
            Works(row), Start(row),
            row.PeakWorkingSetMB is { } peak ? Units.Bytes(peak * Units.BytesPerMiB) : "",
            row.TopAssemblies ?? "",
        ],
        [("data-serializer", row.Serializer), ("data-status", row.Status)]);

    static TableCell Works(FootprintRow row) => row.Status switch
    {
        FootprintRow.Ok => new("yes", Class: "safe"),
        FootprintRow.Failed => new($"no: {Shorten(row.Reason)}", row.Reason, "danger"),
        // The reason names what failed.
        FootprintRow.BuildFailed =>
            new(row.Reason is { Length: > 0 } reason ? Shorten(reason) : "build failed", row.Reason, "danger"),
        _ => new($"not run: {Shorten(row.Reason)}", row.Reason, "missing"),
    };

    static TableCell Start(FootprintRow row) => row.StartToRoundTripMs is { } ms
        ? new(Units.Milliseconds(ms)
        + (row.IntervalPercent is { } p ? string.Create(CultureInfo.InvariantCulture, $" ±{p:F0}%") : ""),
            $"{row.Launches} launches", "num")
        : new("");

    static string? Warned(int? count) => count is null ? null : count == 0 ? "num safe" : "num warn";

    static string Shorten(string? text) => text is null ? "" : text.Length <= 80 ? text : text[..77] + "…";
}
