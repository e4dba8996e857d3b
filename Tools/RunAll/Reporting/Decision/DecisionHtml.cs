using System.Xml.Linq;
using SerializerTests.Results;
using SerializerTests.RunAll.Reporting.Charts;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries;
using SerializerTests.RunAll.Summaries.Decision;
using static SerializerTests.RunAll.Reporting.HtmlReport;

namespace SerializerTests.RunAll.Reporting.Decision;

/// <summary>report.html's first sections: the decision matrix with its sources, the use-case views with their rules,
/// and the speed-size chart with the Pareto front.</summary>
public static class DecisionHtml
{
    public static IEnumerable<XElement> Sections(RunSummary data)
    {
        var matrix = data.Matrix;
        yield return MatrixSection(matrix, data);
        yield return ViewsSection(data.Analysis.UseCases);
        yield return ParetoSection(data);
    }

    static XElement MatrixSection(DecisionMatrix matrix, RunSummary data)
    {
        var sources =
            H("ul", new XAttribute("class", "sources"),
            matrix.Columns.Select(c => H("li", H("b", c.Heading), ": ", c.Source)));
        return Section("matrix", $"Decision matrix at N = {data.ObjectsLabel}", null,
            "Every cell is a measurement of this run, or says why there is none (hover for the whole reason); "
                + "maintenance and insecure are "
                + "declared by the adapters and say so. " + DecisionMatrix.OrderRule,
            H("div", new XAttribute("class", "wide"), TableHtml.Of(DecisionTables.Matrix(matrix))),
            H("p", new XAttribute("class", "note"), "Where each column comes from:"), sources);
    }

    static XElement ViewsSection(IReadOnlyList<ViewRanking> views) =>
        Section("views", "Which serializer for my case?", null,
            "Each view ranks the matrix's cells by the rule printed with it; a serializer is left out only where a "
                + "cell the rule needs was not "
                + "measured, "
                + "or where the view's requirement was measured to fail, and the view says which. "
                + UseCaseView.GroupingRule + " " + Baselines.Rule,
            views.Select(View));

    static XElement View(ViewRanking ranking)
    {
        var view = ranking.View;
        return H("div", new XAttribute("class", "view"), new XAttribute("data-view", view.Id),
            H("h3", view.Title), H("p", H("i", view.Question)),
                H("p", new XAttribute("class", "rule"), "Rule: " + view.Rule),
            ranking.Ranked.Count == 0 ? H("p", "No serializer has every cell this view needs.")
                : TableHtml.Of(DecisionTables.View(ranking)),
            NotRanked(ranking));
    }

    /// <summary>A line per reason: the serializers it leaves out, then the start of the reason, the whole of it the
    /// line's tooltip.</summary>
    static XElement[] NotRanked(ViewRanking ranking) => ranking.Excluded.Count == 0 ? [] :
    [
        H("p", new XAttribute("class", "note"), "Not ranked:"),
        H("ul", new XAttribute("class", "not-ranked"),
            ranking.ExcludedByReason.Select(g => H("li", new XAttribute("title", g.Reason),
            g.Serializers.Select((s, i) =>
                new object[] { i == 0 ? "" : ", ", H("span", new XAttribute("data-excluded", s), s) }),
            $": {(g.Quoted ? g.Reason : RowText.OneLine(g.Reason, ExcludedReasonLength))}"))),
    ];

    /// <summary>How much of an exclusion's reason the line shows.</summary>
    public const int ExcludedReasonLength = 110;

    static XElement ParetoSection(RunSummary data)
    {
        var points = data.Analysis.Pareto;
        var chartPoints = points.Select(p =>
            new ScatterPoint(p.Serializer, p.Time.Value, p.Time.Low, p.Time.High, p.Size.Value, p.Optimal,
                p.OnMedianFront)).ToList();
        double largestTime = points.Select(p => p.Time.High).DefaultIfEmpty(0).Max(),
            largestSize = points.Select(p => p.Size.Value).DefaultIfEmpty(0).Max();
        string dominated =
            string.Join("; ", points.Where(p => !p.Optimal).OrderBy(p => p.Serializer, StringComparer.Ordinal)
            .Select(p => $"{p.Serializer} by {p.DominatedBy}"));
        return Section("pareto", $"Speed against size at N = {data.ObjectsLabel}", null,
            "Serialize + deserialize time (median, the bar is its 95% interval) against bytes written, both "
                + "logarithmic. A serializer is dominated, "
                + "never worth it for speed and size alone, where another writes no more bytes and is faster, the 95% "
                + "interval of the ratio of their "
                + "times lying below 1; "
                + "the others are on the front (filled); the line joins the front of the medians alone, and the filled "
                + "points off it are those "
                + "that rule does not separate from it. "
                + (points.Count == 0 ? "The run has no serializer with both numbers."
                    : $"Front: {string.Join(", ", points.Where(p => p.Optimal).OrderBy(p => p.Time.Value)
                        .Select(p => p.Serializer))}. "
                    + (dominated.Length > 0 ? $"Dominated: {dominated}." : "None is dominated.")),
            points.Count == 0 ? null
                : Figure(new ScatterChart("pareto",
                $"Serialize + deserialize time against size, N = {data.ObjectsLabel} ({data.PrimaryRuntime} "
                    + $"{data.SteadyVariant})",
                "Serialize + deserialize time", ChartUnit.ForSeconds(largestTime), "Size",
                    ChartUnit.ForBytes(largestSize), chartPoints).ToSvg()));
    }
}
