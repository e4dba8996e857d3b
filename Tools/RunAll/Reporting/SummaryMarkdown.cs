using System.Text;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Columns;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Reporting;

/// <summary>summary.md: the top of each ranking as Markdown tables, ready for a README or a blog post.</summary>
public static class SummaryMarkdown
{
    public static string Render(ReportData data)
    {
        var markdown = new StringBuilder();
        markdown.AppendLine($"# SerializerTests summary: {data.Title}").AppendLine();
        markdown.AppendLine($"Steady state: {data.PrimaryRuntime} {data.SteadyVariant}, N = {data.ObjectsLabel} objects, payload (-BookDataSize) {data.PayloadBytes} bytes, "
            + $"median of the timed runs. First call: {data.FirstCallRuntime}, sum of the first serialize and deserialize calls in a fresh process (each the median of the child's launches), "
            + "ranked only for serializers with an ok call for every first-call type of the dataset (the others are listed apart). "
            + $"Top {Rankings.Top} of each ranking; the full numbers are in the CSV and report.html. Times carry their 95% interval (what a rerun may move them by); "
            + $"ranks in groups, a shared rank marked `=`: {IntervalRanking.Rule}");
        Decision.DecisionMarkdown.Write(markdown, data);
        foreach (var dataset in data.Datasets)
        foreach (var ranking in Rankings.Steady(data, dataset))
            Write(markdown, ranking);
        foreach (var dataset in data.FirstCallDatasets)
        foreach (var variant in data.Variants)
        {
            var partial = data.PartialFirstCallsOf(dataset).Where(c => c.Variant == variant).ToList();
            if (!data.RankedFirstCallsOf(dataset).Any(c => c.Variant == variant) && partial.Count == 0)
                continue;
            Write(markdown, Rankings.FirstCall(data, dataset, variant));
            if (partial.Count > 0)
                NotRanked(markdown, partial);
        }
        if (data.Footprint.Count > 0)
        {
            markdown.AppendLine().AppendLine($"## {FootprintReport.Heading}").AppendLine();
            FootprintReport.Write(markdown, data.Footprint);
        }
        SideBySide.SideBySideTables.WriteMarkdown(markdown, data.SideBySide, data.Versioning, data.HostileCases);
        SeedClaims.Write(markdown, data);
        UnderNativeAot(markdown, data.Rows);
        return markdown.ToString();
    }

    /// <summary>What each serializer did in the run's NativeAOT rows, per runtime: the table docs/serializers.md copies ("Under
    /// NativeAOT"), and what column 42 (<c>AotCompatible</c>) is derived from (<see cref="NativeAotVerdicts"/>).</summary>
    static void UnderNativeAot(StringBuilder markdown, IReadOnlyList<ResultRow> rows)
    {
        var aot = NativeAotVerdicts.Evidence(rows).ToList();
        var runtimes = aot.Select(r => r.Runtime ?? "").Distinct().ToList();
        if (runtimes.Count == 0)
            return;
        markdown.AppendLine().AppendLine("## Under NativeAOT").AppendLine();
        markdown.AppendLine("What each serializer did in this run's NativeAOT rows (types its adapter declares unsupported left out). `works`: every row ok.").AppendLine();
        markdown.AppendLine($"| Serializer | {string.Join(" | ", runtimes)} |");
        markdown.AppendLine($"|---|{string.Concat(runtimes.Select(_ => "---|"))}");
        foreach (var serializer in aot.Select(r => r.Serializer).Distinct())
            markdown.AppendLine($"| {serializer} | {string.Join(" | ", runtimes.Select(rt => NativeAotCell(aot.Where(r => r.Serializer == serializer && r.Runtime == rt).ToList())))} |");
    }

    /// <summary>"works", "unsupported: `…`", "failed: `…`", or "3 of 4 types work; LargeBookShelf failed: `…`".</summary>
    public static string NativeAotCell(IReadOnlyList<ResultRow> rows)
    {
        if (rows.Count == 0)
            return "";
        var broken = rows.Where(r => r.Status != ResultStatus.Ok).ToList();
        if (broken.Count == 0)
            return "works";
        var first = broken[0];
        // A code span: Markdown escapes do not work inside one, and a backtick (List`1) would end it.
        string verdict = $"{first.Status}: `{Shorten(first.Error ?? "", 120).Replace('`', '\'').Replace("|", "\\|")}`";
        var brokenTypes = broken.Select(r => r.RootType).Distinct().ToList();
        var types = rows.Select(r => r.RootType).Distinct().ToList();
        return brokenTypes.Count == types.Count ? verdict
            : $"{types.Count - brokenTypes.Count} of {types.Count} types work; {string.Join(", ", brokenTypes)} {verdict}";
    }

    static string Shorten(string text, int length) =>
        RowText.Shorten(text.StartsWith(ResultStatus.NativeAotRefusalPrefix, StringComparison.Ordinal) ? text[ResultStatus.NativeAotRefusalPrefix.Length..] : text, length);

    /// <summary>The serializers a first-call ranking leaves out, each with its partial sum and the types it lacks.</summary>
    static void NotRanked(StringBuilder markdown, IReadOnlyList<FirstCallCost> partial)
    {
        markdown.AppendLine().AppendLine("Not ranked, some first-call type without an ok call (the partial sum covers the ok calls only):").AppendLine();
        foreach (var cost in partial)
        {
            string missing = string.Join("; ", cost.Missing.Select(m => Escape(m.Describe())));
            markdown.AppendLine($"- {cost.Serializer}: {Units.Milliseconds(cost.Milliseconds)} partial ({string.Join(", ", cost.MeasuredTypes)}); missing {missing}");
        }
    }

    /// <summary>Reasons are exception messages, with generic type names (List`1, List&lt;T&gt;): keep them from turning into Markdown or HTML.</summary>
    static string Escape(string text) => text.Replace(@"\", @"\\").Replace("`", @"\`").Replace("*", @"\*").Replace("_", @"\_").Replace("<", "&lt;");

    static void Write(StringBuilder markdown, Ranking ranking)
    {
        markdown.AppendLine().AppendLine($"## {ranking.Title}").AppendLine();
        if (ranking.Table.Rows.Count == 0)
            markdown.AppendLine(ranking.Nothing);
        else
            TableMarkdown.Write(markdown, ranking.Table);
    }
}
