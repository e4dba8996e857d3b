using System.Text;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.TypesToSerialize.Versioning;
using SerializerTests.Versioning;

namespace SerializerTests.RunAll.Versioning;

/// <summary>The serializer × change matrix of a <c>RunAll versioning</c> folder.</summary>
public static class VersioningReport
{
    static IReadOnlyList<string> Changes => [.. VersionChanges.All.Select(c => c.Name)];

    public static string Html(IReadOnlyList<VersioningRow> rows, string description) =>
        Page.OneTable("versioning", description, TableHtml.Of(Table(rows)),
            "Each cell: old-to-new / new-to-old. reads: every shared member equal, a new member at its default; "
            + "loses: a shared member came back empty; wrong: a member came back with another value (silent "
            + "corruption); throws: refused. "
            + "Hover a cell for the details; Versioning.csv has every case, docs/versioning.md the changes.");

    public static string Markdown(IReadOnlyList<VersioningRow> rows, string description)
    {
        var markdown =
            new StringBuilder().AppendLine("# Versioning: does yesterday's data read today?").AppendLine()
                .AppendLine(description).AppendLine();
        TableMarkdown.Write(markdown, Table(rows));
        return markdown.AppendLine().AppendLine("Each cell: old-to-new / new-to-old.").ToString();
    }

    /// <summary>The serializer × change matrix for both pages.</summary>
    static Table Table(IReadOnlyList<VersioningRow> rows) => new("versioning-matrix",
        [new("Serializer"), new("matches members by"), .. Changes.Select(c => new TableColumn(c, Key: c))],
        [.. rows.GroupBy(r => r.Serializer.ToString()).Select(Row)]);

    static TableRow Row(IGrouping<string, VersioningRow> serializer)
    {
        var first = serializer.First();
        IEnumerable<TableCell> cells = serializer.All(r => r.Direction == "")
            ? [new($"{first.Outcome}: {first.Detail}", Class: "unsupported"),
            .. Changes.Skip(1).Select(_ => new TableCell(""))]
            : Changes.Select(change =>
            {
                var (text, verdicts) = Cell(serializer, change);
                string details =
                    string.Join(" | ",
                        serializer.Where(r => r.Change == change && r.Detail is not null)
                        .Select(r => $"{r.Direction}: {r.Detail}"));
                return new TableCell(text, details.Length == 0 ? null : details, Class(verdicts));
            });
        return new([serializer.Key, first.VersionedBy ?? "", .. cells], [("data-serializer", serializer.Key)]);
    }

    /// <summary>The matrix for the console: one line per serializer.</summary>
    public static IEnumerable<string> Matrix(IReadOnlyList<VersioningRow> rows)
    {
        yield return "Versioning (old-to-new / new-to-old):";
        yield return $"{"Serializer",-24} " + string.Join(" ", Changes.Select(c => $"{c,-22}"));
        foreach (var serializer in rows.GroupBy(r => r.Serializer))
        {
            yield return serializer.All(r => r.Direction == "")
                ? $"{serializer.Key,-24} {serializer.First().Outcome}: "
                + $"{RowText.OneLine(serializer.First().Detail ?? "", maxLength: 100)}"
                : $"{serializer.Key,-24} " + string.Join(" ", Changes.Select(c => $"{Cell(serializer, c).Text,-22}"));
        }
    }

    /// <summary>Where the runtime variants of one run gave a serializer different verdicts for the same change and
    /// direction.</summary>
    public static string VariantDisagreements(IReadOnlyList<VersioningRow> rows)
    {
        var variants = rows.Select(Variant).Distinct().ToList();
        var markdown = new StringBuilder().AppendLine("# Versioning in every runtime variant of this run").AppendLine()
            .AppendLine($"Measured in: {string.Join(", ", variants)}. Versioning.csv has every case; column 11 of each "
            + $"row of the run's CSVs is its "
                + "own variant's verdict.")
            .AppendLine();
        // Looked up rather than searched: a run of nine variants has about 3,300 rows and 200 cases.
        var outcome = rows.Where(r => r.Direction != "").GroupBy(r => (r.Serializer, r.Change, r.Direction, Variant(r)))
            .ToDictionary(g => g.Key, g => g.First().Outcome);
        var cases = outcome.Keys.Select(k => (k.Serializer, k.Change, k.Direction)).Distinct().ToList();
        var disagreeing = cases
            .Select(c => (Case: c,
                Outcomes: variants.Select(v => outcome.GetValueOrDefault((c.Serializer, c.Change, c.Direction, v), "–"))
                    .ToList()))
            .Where(c => c.Outcomes.Distinct().Count() > 1)
            .ToList();
        if (disagreeing.Count == 0)
            return markdown.AppendLine(variants.Count > 1
                ? "Every serializer gave the same verdict for every change and direction in every variant."
                : "One variant only: nothing to compare.").ToString();
        markdown.AppendLine($"{disagreeing.Count} cases where the variants disagree:").AppendLine();
        markdown.AppendLine($"| Serializer | Change | Direction | {string.Join(" | ", variants)} |")
            .AppendLine($"|---|---|---|{string.Concat(variants.Select(_ => "---|"))}");
        foreach (var ((serializer, change, direction), outcomes) in disagreeing)
            markdown.AppendLine($"| {serializer} | {change} | {direction} | {string.Join(" | ", outcomes)} |");
        return markdown.ToString();
    }

    static string Variant(VersioningRow row) => $"{row.Runtime} {row.Variant}".Trim();

    /// <summary>"15 reads, 1 throws" for the progress line.</summary>
    public static string Verdicts(IReadOnlyList<VersioningRow> rows) =>
        rows.All(r => r.Direction == "") ? $"{rows[0].Outcome}: {rows[0].Detail}"
        : string.Join(", ",
        rows.GroupBy(r => r.Outcome).OrderByDescending(g => g.Count()).Select(g => $"{g.Count()} {g.Key}"));

    static (string Text, IReadOnlyList<string> Verdicts) Cell(IEnumerable<VersioningRow> rows, string change)
    {
        string Of(string direction) =>
            rows.FirstOrDefault(r => r.Change == change && r.Direction == direction)?.Outcome ?? "–";
        string[] verdicts = [Of(VersioningProtocol.OldToNew), Of(VersioningProtocol.NewToOld)];
        return ($"{verdicts[0]} / {verdicts[1]}", verdicts);
    }

    static string Class(IReadOnlyList<string> verdicts) =>
        verdicts.Contains(VersioningOutcome.Wrong) ? "danger"
        : verdicts.Contains(VersioningOutcome.Loses) ? "warn"
        : verdicts.All(v => v == VersioningOutcome.Reads) ? "safe"
        : "refused";
}
