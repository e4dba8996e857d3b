using System.Globalization;
using System.Text;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Tables;

namespace SerializerTests.RunAll.Footprint;

/// <summary>
/// Footprint.csv as a table, smallest increment first (the empty app on top as the baseline), for report.html and summary.md of a
/// benchmark run and of a <c>RunAll footprint</c> folder: size, increment, warnings as a user sees them and in detail, whether the
/// round trip works (or the library's exception), start to round trip with its interval, peak working set, largest assemblies.
/// </summary>
public static class FootprintReport
{
    public const string Heading = "What a serializer costs a NativeAOT app";

    public const string Rule = "Each app: one serializer's adapter, the dataset's types and a verified round trip of BookShelf (N = 1000), published with "
        + "NativeAOT and the SDK's defaults; the increment is over the empty app (the same types and round trip, no serializer). Size: the publish folder "
        + "without symbols. Warnings: the library's, as the compile prints them (a package's collapsed into one IL2104/IL3053) and with TrimmerSingleWarn=false; those in our adapter's generic code apart. Start to "
        + "round trip: spawn to exit, the median of fresh launches dealt into seeded rounds with every other app, ± its 95% interval.";

    public static string Html(IReadOnlyList<FootprintRow> rows, string description) =>
        Page.OneTable("NativeAOT footprint", description, TableHtml.Of(Table(rows)), Rule);

    public static string Markdown(IReadOnlyList<FootprintRow> rows, string description)
    {
        var markdown = new StringBuilder();
        markdown.AppendLine($"# {Heading}").AppendLine().AppendLine(description).AppendLine();
        Write(markdown, rows);
        return markdown.ToString();
    }

    /// <summary>The table and its rule, for a page's section.</summary>
    public static void Write(StringBuilder markdown, IReadOnlyList<FootprintRow> rows)
    {
        TableMarkdown.Write(markdown, Table(rows));
        markdown.AppendLine().AppendLine(Rule);
    }

    public static Table Table(IReadOnlyList<FootprintRow> rows) => new("footprint",
        [
            new("Rank", RightAligned: true), new("Serializer"), new("Size", "size", "Bytes on disk of the published app, symbols excluded", RightAligned: true),
            new("Increment", "increment", "Size less the empty app's", RightAligned: true),
            new("Warnings", "warnings", "Trim/AOT warnings as the compile prints them by default", RightAligned: true),
            new("Detailed", "detailed-warnings", "Trim/AOT warnings with TrimmerSingleWarn=false, by code", RightAligned: true),
            new("In the adapter", "adapter-warnings", "Warnings in our adapter's own generic code, which an app calling the library with its concrete type would not see"),
            new("Works", "works", "The round trip verified field by field in the published app"),
            new("Start to round trip", "start", "Spawn to exit after the verified round trip: median of the launches ± 95% interval", RightAligned: true),
            new("Peak WS", "peak", "Median peak working set of the launches", RightAligned: true),
            new("Largest assemblies (.mstat)"),
        ],
        [.. rows.Select(Row)]);

    static TableRow Row(FootprintRow row) => new(
        [
            row.Rank?.ToString(CultureInfo.InvariantCulture) ?? "–", row.Serializer, Bytes(row.SizeBytes),
            row.IsEmptyApp ? new TableCell("baseline") : Bytes(row.IncrementBytes, signed: true),
            new TableCell(row.Warnings?.ToString(CultureInfo.InvariantCulture) ?? "", row.WarningCodes, Warned(row.Warnings)),
            new TableCell(row.DetailedWarnings is { } d ? $"{d.ToString(CultureInfo.InvariantCulture)}{(row.DetailedWarningCodes is { } c ? $" ({c})" : "")}" : "",
                Class: Warned(row.DetailedWarnings)),
            row.AdapterWarnings ?? "",
            Works(row), Start(row),
            row.PeakWorkingSetMB is { } peak ? string.Create(CultureInfo.InvariantCulture, $"{peak:F1} MB") : "",
            row.TopAssemblies ?? "",
        ],
        [("data-serializer", row.Serializer), ("data-status", row.Status)]);

    static TableCell Works(FootprintRow row) => row.Status switch
    {
        FootprintRow.Ok => new("yes", Class: "safe"),
        FootprintRow.Failed => new($"no: {Shorten(row.Reason)}", row.Reason, "danger"),
        FootprintRow.BuildFailed => new($"publish failed: {Shorten(row.Reason)}", row.Reason, "danger"),
        _ => new($"not run: {Shorten(row.Reason)}", row.Reason, "missing"),
    };

    static TableCell Start(FootprintRow row) => row.StartToRoundTripMs is { } ms
        ? new(string.Create(CultureInfo.InvariantCulture, $"{ms:F1} ms{(row.IntervalPercent is { } p ? $" ±{p:F0}%" : "")}"), $"{row.Launches} launches", "num")
        : new("");

    static string? Warned(int? count) => count is null ? null : count == 0 ? "num safe" : "num warn";

    public static string Bytes(long? bytes, bool signed = false) => bytes is not { } b ? ""
        : (b / 1048576.0).ToString(signed ? "+0.00;-0.00;0.00" : "0.00", CultureInfo.InvariantCulture) + " MB";

    static string Shorten(string? text) => text is null ? "" : text.Length <= 80 ? text : text[..77] + "…";
}
