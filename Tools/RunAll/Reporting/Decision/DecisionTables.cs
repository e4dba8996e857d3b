using System.Globalization;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Reporting.Decision;

/// <summary>The decision matrix and each use-case view as the tables both pages show.</summary>
public static class DecisionTables
{
    /// <summary>The class of a cell the run did not measure.</summary>
    public const string Missing = "missing";

    /// <summary>A cell the run did not measure carries its reason as its tooltip.</summary>
    public static Table Matrix(DecisionMatrix matrix) => new("matrix",
        [new("Serializer"), .. matrix.Columns.Select(c => new TableColumn(c.Heading, c.Key, c.Source))],
        [.. matrix.Rows.Select(r => new TableRow(
            [r.Serializer, .. matrix.Columns.Select(c =>
                MatrixText.Cell(r, c.Key) is var (text, why) && why is null ? new TableCell(text, c.Source)
                    : new TableCell(text, why, Missing))],
            r.Baseline ? [("data-serializer", r.Serializer), ("data-baseline", "")]
                : [("data-serializer", r.Serializer)], NamedByFirstCell: true))]);

    /// <summary>The ranked serializers, then the baselines as reference rows.</summary>
    public static Table View(ViewRanking ranking) => new("view-" + ranking.View.Id,
        [new("Rank"), new("Serializer"),
            .. ranking.View.Criteria.Concat(ranking.View.Shown).Select(c => new TableColumn(c.Name))],
        [.. ranking.Ranked.Concat(ranking.Baselines).Select(e => new TableRow(
            [e.Label, e.Serializer,
                .. ranking.View.Criteria.Zip(e.Values).Select(p => (TableCell)MatrixText.Value(p.First, p.Second)),
                .. ranking.View.Shown.Zip(e.Shown).Select(p => ShownCell(e.Serializer, p.First, p.Second))],
            e.Rank > 0 ? [("data-serializer", e.Serializer),
                ("data-rank", e.Rank.ToString(CultureInfo.InvariantCulture))]
                : [("data-serializer", e.Serializer), ("data-baseline", "")]))]);

    /// <summary>A shown value, and where the serializer's framing rather than its deserializer rejects damage, the
    /// framing named.</summary>
    static TableCell ShownCell(string serializer, Criterion column, Measured? value) =>
        value is null ? new TableCell("")
        : column.Column == DecisionMatrix.HostileKey
        && Planning.SerializerSelection.FactsOf(serializer)?.CheckedByFraming is { } framing
            ? new TableCell($"{MatrixText.Value(column, value)} (checked by {framing})")
            : new TableCell(MatrixText.Value(column, value));
}
