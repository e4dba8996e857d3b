using System.Text;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Reporting.Decision;

/// <summary>summary.md's first sections: the decision matrix, the use-case views with their rules, and the Pareto front.</summary>
public static class DecisionMarkdown
{
    public static void Write(StringBuilder markdown, ReportData data)
    {
        var matrix = data.Matrix;
        markdown.AppendLine().AppendLine($"## Decision matrix (N = {data.ObjectsLabel})").AppendLine();
        markdown.AppendLine(DecisionMatrix.OrderRule + " A cell the run did not measure says why (the whole reason is in report.html's tooltip).").AppendLine();
        markdown.AppendLine("| Serializer | " + string.Join(" | ", matrix.Columns.Select(c => c.Heading)) + " |");
        markdown.AppendLine("|---|" + string.Concat(matrix.Columns.Select(_ => "---|")));
        foreach (var row in matrix.Rows)
            markdown.AppendLine($"| {row.Serializer} | " + string.Join(" | ", matrix.Columns.Select(c => Escape(MatrixText.Cell(row, c.Key).Text))) + " |");
        markdown.AppendLine().AppendLine("Where each column comes from:").AppendLine();
        foreach (var column in matrix.Columns)
            markdown.AppendLine($"- **{column.Heading}**: {Escape(column.Source)}");

        foreach (var ranking in UseCaseViews.Rank(matrix))
        {
            var view = ranking.View;
            markdown.AppendLine().AppendLine($"## {view.Title}").AppendLine().AppendLine($"*{view.Question}* Rule: {view.Rule}").AppendLine();
            if (ranking.Ranked.Count == 0)
                markdown.AppendLine("No serializer has every cell this view needs.");
            else
            {
                markdown.AppendLine("| Rank | Serializer | " + string.Join(" | ", view.Criteria.Select(c => c.Name)) + " |");
                markdown.AppendLine("|---|---|" + string.Concat(view.Criteria.Select(_ => "---|")));
                foreach (var entry in ranking.Ranked)
                    markdown.AppendLine($"| {entry.Label} | {entry.Serializer} | " + string.Join(" | ", view.Criteria.Zip(entry.Values).Select(p => MatrixText.Value(p.First, p.Second))) + " |");
            }
            if (ranking.Excluded.Count > 0)
                markdown.AppendLine().AppendLine("Not ranked: " + string.Join("; ", ranking.Excluded.Select(x => $"{x.Serializer} ({Escape(RowText.OneLine(x.Reason, DecisionHtml.ExcludedReasonLength))})")) + ".");
        }

        var points = Pareto.Of(matrix);
        markdown.AppendLine().AppendLine($"## Speed against size (N = {data.ObjectsLabel})").AppendLine();
        markdown.AppendLine("On the front (no other serializer writes no more bytes and is faster with separated intervals): "
            + string.Join(", ", points.Where(p => p.Optimal).OrderBy(p => p.Time.Value).Select(p => p.Serializer)) + ".");
        var dominated = points.Where(p => !p.Optimal).OrderBy(p => p.Serializer, StringComparer.Ordinal).ToList();
        if (dominated.Count > 0)
            markdown.AppendLine().AppendLine("Dominated: " + string.Join("; ", dominated.Select(p => $"{p.Serializer} by {p.DominatedBy}")) + ".");
    }

    static string Escape(string text) => text.Replace("|", "\\|", StringComparison.Ordinal);
}
