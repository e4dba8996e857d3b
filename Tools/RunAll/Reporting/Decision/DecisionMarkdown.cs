using System.Text;
using SerializerTests.Results;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Reporting.Decision;

/// <summary>summary.md's first sections: the decision matrix, the use-case views with their rules, and the Pareto
/// front.</summary>
public static class DecisionMarkdown
{
    public static void Write(StringBuilder markdown, RunSummary data)
    {
        var matrix = data.Matrix;
        markdown.AppendLine().AppendLine($"## Decision matrix (N = {data.ObjectsLabel})").AppendLine();
        markdown.AppendLine(DecisionMatrix.OrderRule
            + " A cell the run did not measure says why (the whole reason is in report.html's tooltip).")
            .AppendLine();
        TableMarkdown.Write(markdown, DecisionTables.Matrix(matrix));
        markdown.AppendLine().AppendLine("Where each column comes from:").AppendLine();
        foreach (var column in matrix.Columns)
            markdown.AppendLine($"- **{column.Heading}**: {TableMarkdown.Escape(column.Source)}");

        foreach (var ranking in data.Analysis.UseCases)
        {
            var view = ranking.View;
            markdown.AppendLine().AppendLine($"## {view.Title}").AppendLine()
                .AppendLine($"*{view.Question}* Rule: {view.Rule} "
                + $"Ranks grouped as {SummaryMarkdown.RulesLink} says.").AppendLine();
            if (ranking.Ranked.Count == 0)
                markdown.AppendLine("No serializer has every cell this view needs.");
            else
                TableMarkdown.Write(markdown, DecisionTables.View(ranking));
            if (ranking.Excluded.Count == 0)
                continue;
            markdown.AppendLine().AppendLine("Not ranked:").AppendLine();
            foreach (var group in ranking.ExcludedByReason)
                markdown.AppendLine($"- {string.Join(", ", group.Serializers)}: "
                    + $"{TableMarkdown.Escape(group.Quoted ? group.Reason
                        : RowText.OneLine(group.Reason, DecisionHtml.ExcludedReasonLength))}");
        }

        var points = data.Analysis.Pareto;
        markdown.AppendLine().AppendLine($"## Speed against size (N = {data.ObjectsLabel})").AppendLine();
        markdown.AppendLine("On the front (no other serializer writes no more bytes and is faster with separated "
            + "intervals): "
            + string.Join(", ", points.Where(p => p.Optimal).OrderBy(p => p.Time.Value).Select(p => p.Serializer))
            + ".");
        var dominated = points.Where(p => !p.Optimal).OrderBy(p => p.Serializer, StringComparer.Ordinal).ToList();
        if (dominated.Count > 0)
            markdown.AppendLine()
                .AppendLine("Dominated: "
                + string.Join("; ", dominated.Select(p => $"{p.Serializer} by {p.DominatedBy}")) + ".");
    }
}
