using System.Text;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Columns;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Reporting;

/// <summary>summary.md: the top of each ranking as Markdown tables, ready for a README or a blog post.</summary>
public static class SummaryMarkdown
{
    public static string Render(RunSummary data)
    {
        var markdown = new StringBuilder();
        markdown.AppendLine($"# SerializerTests summary: {data.Title}").AppendLine();
        WriteHeadline(markdown, data);
        Decision.DecisionMarkdown.Write(markdown, data);
        foreach (var dataset in data.Datasets)
        foreach (var ranking in Rankings.Steady(data, dataset))
            Write(markdown, ranking);
        foreach (var dataset in data.FirstCallDatasets)
        foreach (var variant in data.Variants)
        {
            var partial = data.PartialFirstCallsOf(dataset).Where(c => c.Variant == variant).ToList();
            var notWorking = data.NativeAotExcludedOf(dataset).Where(x => x.Cost.Variant == variant).ToList();
            if (!data.RankedFirstCallsOf(dataset).Any(c => c.Variant == variant) && partial.Count == 0
                && notWorking.Count == 0)
                continue;
            Write(markdown, Rankings.FirstCall(data, dataset, variant));
            if (partial.Count > 0)
                NotRanked(markdown, partial);
            if (notWorking.Count > 0)
                NotWorkingUnderNativeAot(markdown, notWorking);
        }
        if (data.Footprint.Count > 0)
        {
            markdown.AppendLine().AppendLine($"## {FootprintReport.Heading}").AppendLine();
            FootprintReport.Write(markdown, data.Footprint, data.Baselines);
        }
        SideBySide.SideBySideTables.WriteMarkdown(markdown, data.SideBySide, data.Analysis.RuntimeChanges,
            data.Versioning, data.HostileCases);
        ClaimsSection.Write(markdown, data);
        UnderNativeAot(markdown, data);
        HowToRead(markdown, data);
        return markdown.ToString();
    }

    public const string HowToReadHeading = "How to read this page";

    /// <summary>A link to <see cref="HowToReadHeading"/>, where every rule the page's rankings use is stated
    /// once.</summary>
    public static readonly string RulesLink =
        $"[{HowToReadHeading}](#{Publishing.ResultsSection.Anchor(HowToReadHeading)})";

    /// <summary>The way from a run's folder to the repository's docs/.</summary>
    const string Docs = "../../docs";

    /// <summary>The README's headline, each question linked to the section below that answers it.</summary>
    static void WriteHeadline(StringBuilder markdown, RunSummary data)
    {
        var headline = Publishing.Headline.Of(data);
        if (headline.Count == 0)
            return;
        markdown.AppendLine("## Headline").AppendLine();
        markdown.AppendLine(Publishing.Headline.Reading(data, Docs)).AppendLine();
        TableMarkdown.Write(markdown,
            Publishing.Headline.Table(headline, heading => "#" + Publishing.ResultsSection.Anchor(heading)));
        markdown.AppendLine()
            .AppendLine($"Top {Rankings.Top} of each ranking below; the full numbers are in the CSV and report.html. "
            + $"How ranks are grouped, what an interval is and what each ranking counts: {RulesLink}.");
    }

    /// <summary>The rules the page's rankings use, each stated once here and linked from where it is used.</summary>
    static void HowToRead(StringBuilder markdown, RunSummary data)
    {
        string startup = UseCaseViews.StartupUnderNativeAot.Title;
        markdown.AppendLine().AppendLine($"## {HowToReadHeading}").AppendLine();
        markdown.AppendLine($"- **Intervals**: a time carries its {Publishing.Headline.IntervalWords} (the median's, "
            + $"over the run's processes), "
            + $"not a rerun's range: [{Docs}/accuracy.md]({Docs}/accuracy.md#{Publishing.Headline.CrossRunAnchor}) "
            + "has how far a rerun hours later moved.");
        markdown.AppendLine($"- **Ranks by one figure** (fastest, smallest, cheapest first call), a shared rank marked "
            + $"`=`: {RankedList.Rule}");
        markdown.AppendLine($"- **Ranks of the use-case views**: {UseCaseView.GroupingRule}");
        markdown.AppendLine($"- **Sizes**: {Rankings.SizeRule}");
        markdown.AppendLine($"- **Baselines**: {Baselines.Rule}");
        if (TimedConversions.Line(data.Rows.Select(r => r.Serializer.ToString())) is { } conversions)
            markdown.AppendLine($"- **Conversions**: {conversions}");
        if (AddedAdapterRows.Line(data.Rows) is { } added)
            markdown.AppendLine($"- **Added adapters**: {added}");
        markdown.AppendLine("- **Cost per object at large N**: where it grows past N = 1,000 it is mostly the "
            + "collector copying the graph a "
            + $"deserializer builds, and for Orleans and BinaryFormatter their reference tables: "
            + $"[{Docs}/serializers.md]({Docs}/serializers.md"
            + "#reading-the-numbers-fairly) says which and how it was measured.");
        markdown.AppendLine("- **First calls**: each call the median of a child's launches, in a fresh process; ranked "
            + "only for serializers "
            + "with an ok call for every first-call type of the dataset (the others are listed apart). Under NativeAOT "
            + "the cheapest first call "
            + $"ranks the serializers the [{startup}](#{Publishing.ResultsSection.Anchor(startup)}) view ranks: "
            + "one requirement, stated there, decides both.");
    }

    /// <summary>What each serializer did in the run's NativeAOT rows, per runtime.</summary>
    /// <remarks>Runtimes newest first, as every list of the run's runtimes.</remarks>
    static void UnderNativeAot(StringBuilder markdown, RunSummary data)
    {
        var aot = NativeAotVerdicts.Evidence(data.Rows).ToList();
        var runtimes = data.Runtimes.Where(rt => aot.Any(r => r.Runtime == rt)).ToList();
        if (runtimes.Count == 0)
            return;
        markdown.AppendLine().AppendLine("## Under NativeAOT").AppendLine();
        markdown.AppendLine("What each serializer did in this run's NativeAOT rows (types its adapter declares "
            + "unsupported left out). `works`: every "
            + "row ok.").AppendLine();
        markdown.AppendLine($"| Serializer | {string.Join(" | ", runtimes)} |");
        markdown.AppendLine($"|---|{string.Concat(runtimes.Select(_ => "---|"))}");
        foreach (var serializer in aot.Select(r => r.Serializer).Distinct())
            markdown.AppendLine($"| {serializer} | "
                + string.Join(" | ",
                runtimes.Select(rt =>
                NativeAotCell(aot.Where(r => r.Serializer == serializer && r.Runtime == rt).ToList())))
                + " |");
    }

    /// <summary>"works", "unsupported: `…`", "failed: `…`", or "3 of 4 types work; LargeBookShelf failed:
    /// `…`".</summary>
    public static string NativeAotCell(IReadOnlyList<ResultRow> rows)
    {
        if (rows.Count == 0)
            return "";
        var broken = rows.Where(r => r.Status != ResultStatus.Ok).ToList();
        if (broken.Count == 0)
            return "works";
        var first = broken[0];
        // A code span: Markdown escapes do not work inside one, and a backtick would end it.
        string verdict = $"{first.Status}: `{Shorten(first.Error ?? "", 120).Replace('`', '\'').Replace("|", "\\|")}`";
        var brokenTypes = broken.Select(r => r.RootType).Distinct().ToList();
        var types = rows.Select(r => r.RootType).Distinct().ToList();
        return brokenTypes.Count == types.Count ? verdict
            : $"{types.Count - brokenTypes.Count} of {types.Count} types work; {string.Join(", ", brokenTypes)} "
            + $"{verdict}";
    }

    static string Shorten(string text, int length) =>
        RowText.Shorten(text.StartsWith(ResultStatus.NativeAotRefusalPrefix, StringComparison.Ordinal)
            ? text[ResultStatus.NativeAotRefusalPrefix.Length..] : text, length);

    /// <summary>The serializers a first-call ranking leaves out, each with its partial sum and the types it
    /// lacks.</summary>
    static void NotRanked(StringBuilder markdown, IReadOnlyList<FirstCallCost> partial)
    {
        markdown.AppendLine()
            .AppendLine("Not ranked, some first-call type without an ok call (the partial sum covers the ok calls "
            + "only):")
            .AppendLine();
        foreach (var cost in partial)
        {
            string missing = string.Join("; ", cost.Missing.Select(m => Escape(m.Describe())));
            markdown.AppendLine($"- {cost.Serializer}: {Units.Milliseconds(cost.Milliseconds)} partial "
                + $"({string.Join(", ", cost.MeasuredTypes)}); "
                + $"missing {missing}");
        }
    }

    /// <summary>The serializers with every first call ok that the NativeAOT rule does not rank, each with its sum and
    /// its reason.</summary>
    static void NotWorkingUnderNativeAot(StringBuilder markdown,
        IReadOnlyList<(FirstCallCost Cost, string Reason)> excluded)
    {
        markdown.AppendLine()
            .AppendLine($"Not ranked, every first call ok but not working under NativeAOT ({RulesLink}):").AppendLine();
        foreach (var (cost, reason) in excluded)
            markdown.AppendLine($"- {cost.Serializer}: {Units.Milliseconds(cost.Milliseconds)}; {Escape(reason)}");
    }

    /// <summary>Reasons are exception messages, with generic type names.</summary>
    static string Escape(string text) =>
        text.Replace(@"\", @"\\").Replace("`", @"\`").Replace("*", @"\*").Replace("_", @"\_").Replace("<", "&lt;");

    static void Write(StringBuilder markdown, Ranking ranking)
    {
        markdown.AppendLine().AppendLine($"## {ranking.Title}").AppendLine();
        if (ranking.Table.Rows.Count == 0)
            markdown.AppendLine(ranking.Nothing);
        else
            TableMarkdown.Write(markdown, ranking.Table);
    }
}
