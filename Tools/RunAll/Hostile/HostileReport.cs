using System.Globalization;
using System.Text;
using System.Xml.Linq;
using SerializerTests.Hostile;
using SerializerTests.RunAll.Reporting;

namespace SerializerTests.RunAll.Hostile;

/// <summary>
/// The pages of a <c>RunAll hostile</c> folder: report.html, the serializer × outcome matrix with the dangerous cells marked
/// (class <c>danger</c>: any crash, hang or excessive allocation; <c>warn</c>: silently corrupted objects), and summary.md,
/// the ranking by how safely each serializer fails.
/// </summary>
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

    public static string Html(IReadOnlyList<HostileSummaryRow> summary, string description)
    {
        var header = H("tr", H("th", "Rank"), H("th", "Serializer"), H("th", "Setting"), H("th", "Cases"),
            Columns.Select(c => H("th", c.Title)), H("th", "unclassified"), H("th", "largest allocation (case)"), H("th", "highest allocation ÷ input (case)"), H("th", "first crash or hang"), H("th", "not run"));
        var table = H("table", new XAttribute("id", "hostile-matrix"), header);
        foreach (var row in summary)
        {
            table.Add(H("tr", new XAttribute("data-serializer", row.Serializer), new XAttribute("data-setting", row.Setting),
                H("td", row.Rank?.ToString(CultureInfo.InvariantCulture) ?? "–"), H("td", row.Serializer), H("td", row.Setting),
                Number(row.Cases, null),
                Columns.Select(c => Number(c.Count(row), Class(c.Outcome, c.Count(row)), c.Outcome)),
                Number(row.Unclassified, row.Unclassified > 0 ? "warn" : null),
                H("td", LargestAllocation(row)), H("td", HighestRatio(row)),
                H("td", row.FirstCrashOrHang ?? ""), H("td", row.NotRun ?? "")));
        }
        return ResultPage.Render("hostile input", description, table, "Rank: fewest crashes, then hangs, then excessive allocations, then the smallest share of "
            + "accepted-different (silently corrupted) objects. Every case is a row of Hostile.csv; docs/hostile.md explains the cases and verdicts.");
    }

    /// <summary>The count with its share of the corrupt cases; a dash where none ran (a serializer not available or not used).</summary>
    static string AcceptedDifferent(HostileSummaryRow row) =>
        row.AcceptedDifferentPercent is { } percent ? string.Create(CultureInfo.InvariantCulture, $"{row.AcceptedDifferent} ({percent:F1}%)") : "–";

    static string LargestAllocation(HostileSummaryRow row) =>
        row.LargestAllocationBytes is { } bytes ? string.Create(CultureInfo.InvariantCulture, $"{bytes:N0} B ({row.LargestAllocationCase})") : "";

    static string HighestRatio(HostileSummaryRow row) =>
        row.HighestAllocationRatio is { } ratio ? string.Create(CultureInfo.InvariantCulture, $"×{ratio:N0}: {row.HighestRatioAllocationBytes:N0} B ({row.HighestRatioCase})") : "";

    public static string Markdown(IReadOnlyList<HostileSummaryRow> summary, string description)
    {
        var markdown = new StringBuilder();
        markdown.AppendLine("# Hostile input: which deserializer fails safely").AppendLine().AppendLine(description).AppendLine();
        markdown.AppendLine("| Rank | Serializer | Setting | Cases | rejected | accepted-same | accepted-different | excessive-allocation | hang | crash | largest allocation (case) | highest allocation ÷ input (case) |");
        markdown.AppendLine("|--:|---|---|--:|--:|--:|--:|--:|--:|--:|---|---|");
        foreach (var row in summary)
        {
            markdown.AppendLine(string.Create(CultureInfo.InvariantCulture,
                $"| {row.Rank?.ToString(CultureInfo.InvariantCulture) ?? "–"} | {row.Serializer} | {row.Setting} | {row.Cases} | {row.Rejected} | {row.AcceptedSame} | {AcceptedDifferent(row)} | {row.ExcessiveAllocation} | {row.Hang} | {row.Crash} | {LargestAllocation(row)} | {HighestRatio(row)} |"));
        }
        var notRun = summary.Where(s => s.NotRun is not null).ToList();
        if (notRun.Count > 0)
        {
            markdown.AppendLine().AppendLine("Not run:").AppendLine();
            foreach (var row in notRun)
                markdown.AppendLine($"- {row.Serializer} ({row.Setting}): {row.NotRun}");
        }
        return markdown.ToString();
    }

    static string? Class(string outcome, int count) => outcome switch
    {
        HostileOutcome.Crash or HostileOutcome.Hang or HostileOutcome.ExcessiveAllocation => count > 0 ? "danger" : "safe",
        HostileOutcome.AcceptedDifferent => count > 0 ? "warn" : "safe",
        _ => null,
    };

    static XElement Number(int value, string? cssClass, string? outcome = null)
    {
        var cell = H("td", value.ToString(CultureInfo.InvariantCulture));
        cell.SetAttributeValue("class", cssClass is null ? "num" : $"num {cssClass}");
        if (outcome is not null)
            cell.SetAttributeValue("data-outcome", outcome);
        return cell;
    }

    static XElement H(string name, params object?[] content) => new(name, content);
}
