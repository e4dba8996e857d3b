using System.Globalization;
using System.Text;
using SerializerTests.Hostile;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Tables;

namespace SerializerTests.RunAll.Hostile;

public static class HostileReport
{
    static readonly (string Outcome, string Title, Func<HostileSummaryRow, int> Count)[] Columns =
    [
        (HostileOutcome.Rejected, "rejected", s => s.Rejected),
        (HostileOutcome.AcceptedSame, "accepted-same", s => s.AcceptedSame),
        (HostileOutcome.AcceptedDifferent, "accepted-different", s => s.AcceptedDifferent),
        (HostileOutcome.ExcessiveAllocation, "excessive-allocation", s => s.ExcessiveAllocation),
        (HostileOutcome.Hang, "hang", s => s.Hang),
        (HostileOutcome.Crash, "crash", s => s.Crash),
    ];

    public static string Html(IReadOnlyList<HostileSummaryRow> summary, string description) =>
        Page.OneTable("hostile input", description, TableHtml.Of(Table(summary)),
            HostileSummary.RankRule
                + " Every case is a row of Hostile.csv; docs/hostile.md explains the cases and verdicts.");

    public static string Markdown(IReadOnlyList<HostileSummaryRow> summary, string description)
    {
        var markdown = new StringBuilder();
        markdown.AppendLine("# Hostile input: which deserializer fails safely").AppendLine().AppendLine(description)
            .AppendLine();
        TableMarkdown.Write(markdown, Table(summary));
        return markdown.ToString();
    }

    /// <summary>The serializer × outcome matrix, safest first, for both pages.</summary>
    static Table Table(IReadOnlyList<HostileSummaryRow> summary) => new("hostile-matrix",
        [
            new("Rank", RightAligned: true), new("Serializer"), new("Setting"), new("Cases", RightAligned: true),
            .. Columns.Select(c => new TableColumn(c.Title, c.Outcome, RightAligned: true)),
            new("unclassified", RightAligned: true),
            new("largest allocation (case)"), new("highest allocation ÷ input (case)"), new("slowest corrupt case"),
                new("first crash or hang"),
            new("not run"), new("not ranked"),
        ],
        [.. summary.Select(Row)]);

    static TableRow Row(HostileSummaryRow row) => new(
        [
            row.Rank?.ToString(CultureInfo.InvariantCulture)
                ?? "–", row.Serializer, row.Setting, Number(row.Cases, null),
            .. Columns.Select(c => c.Outcome == HostileOutcome.AcceptedDifferent
                ? new TableCell(AcceptedDifferent(row), Class: Numeric(Class(c.Outcome, c.Count(row))))
                : Number(c.Count(row), Class(c.Outcome, c.Count(row)))),
            Number(row.Unclassified, row.Unclassified > 0 ? "warn" : null),
            LargestAllocation(row), HighestRatio(row), Slowest(row), row.FirstCrashOrHang ?? "", row.NotRun
                ?? "", row.NotRanked ?? "",
        ],
        [("data-serializer", row.Serializer), ("data-setting", row.Setting)]);

    /// <summary>The count with its share of the corrupt cases.</summary>
    static string AcceptedDifferent(HostileSummaryRow row) =>
        row.AcceptedDifferentPercent is { } percent
            ? string.Create(CultureInfo.InvariantCulture, $"{row.AcceptedDifferent} ({percent:F1}%)") : "–";

    static string Slowest(HostileSummaryRow row) =>
        row.SlowestMs is { } ms ? string.Create(CultureInfo.InvariantCulture, $"{ms:0.###} ms ({row.SlowestCase})")
            : "";

    static string LargestAllocation(HostileSummaryRow row) =>
        row.LargestAllocationBytes is { } bytes ? $"{Units.Bytes(bytes)} ({row.LargestAllocationCase})" : "";

    static string HighestRatio(HostileSummaryRow row) =>
        row.HighestAllocationRatio is { } ratio
            ? string.Create(CultureInfo.InvariantCulture,
                $"×{ratio:N0}: {Units.Bytes(row.HighestRatioAllocationBytes ?? 0)} ({row.HighestRatioCase})") : "";

    static string? Class(string outcome, int count) => outcome switch
    {
        HostileOutcome.Crash or HostileOutcome.Hang or HostileOutcome.ExcessiveAllocation =>
            count > 0 ? "danger" : "safe",
        HostileOutcome.AcceptedDifferent => count > 0 ? "warn" : "safe",
        _ => null,
    };

    static TableCell Number(int value, string? cssClass) =>
        new(value.ToString(CultureInfo.InvariantCulture), Class: Numeric(cssClass));

    static string Numeric(string? cssClass) => cssClass is null ? "num" : $"num {cssClass}";
}
