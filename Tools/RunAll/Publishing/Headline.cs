using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Publishing;

/// <summary>A serializer's place in one of the headline's answers.</summary>
public sealed record HeadlineEntry(string Rank, string Serializer, string Figure);

/// <summary>One question of the headline, the summary.md heading whose table answers it, and the top of that
/// table.</summary>
public sealed record HeadlineRow(string Question, string Heading, IReadOnlyList<HeadlineEntry> Entries);

/// <summary>The README's headline of a run: the fastest few by steady state, the smallest, the cheapest first call per
/// variant, the safest on hostile input and the smallest NativeAOT app.</summary>
public static class Headline
{
    /// <summary>Serializers shown per question.</summary>
    public const int Entries = 3;

    public const string FigureSeparator = " / ";

    public static IReadOnlyList<HeadlineRow> Of(RunSummary data)
    {
        var rows = new List<HeadlineRow>();
        if (data.Datasets.FirstOrDefault() is { } dataset)
        {
            var steady = Rankings.Steady(data, dataset);
            rows.Add(From("Fastest serialize", steady[0], "Time"));
            rows.Add(From("Fastest deserialize", steady[1], "Time"));
            rows.Add(From("Smallest message, bytes as the serializer writes them", steady[2], "Size"));
            rows.Add(From("Smallest message after Brotli", steady[3], "Size after Brotli"));
        }
        if (data.FirstCallDatasets.FirstOrDefault() is { } firstCallDataset)
            rows.AddRange(data.Variants.Select(v =>
                From($"Cheapest first call, {v}", Rankings.FirstCall(data, firstCallDataset, v), "First calls")));
        var untrusted = data.Analysis.View(UseCaseViews.UntrustedInput);
        rows.Add(From($"Safest on hostile input "
            + $"({string.Join(FigureSeparator, untrusted.View.Criteria.Select(c => c.Name))})",
            untrusted.View.Title, DecisionTables.View(untrusted), [.. untrusted.View.Criteria.Select(c => c.Name)]));
        if (data.Footprint.Count > 0)
            rows.Add(From("Smallest NativeAOT app (over an empty app)", FootprintReport.Heading,
                FootprintReport.Table(data.Footprint, data.Baselines), "Increment"));
        return [.. rows.Where(r => r.Entries.Count > 0)];
    }

    /// <summary>The headline as a table: a row per question, linked by <paramref name="link"/> to the heading that
    /// answers it, and a column per place.</summary>
    public static Table Table(IReadOnlyList<HeadlineRow> headline, Func<string, string> link) => new("headline",
        [new("Question"), .. Enumerable.Range(1, Entries).Select(p => new TableColumn(Ordinal(p)))],
        [.. headline.Select(row => new TableRow([$"[{row.Question}]({link(row.Heading)})",
            .. row.Entries.Select(e => (TableCell)$"{e.Serializer} ({e.Rank}) {e.Figure}"),
            .. Enumerable.Repeat((TableCell)"", Entries - row.Entries.Count)]))]);

    /// <summary>What the headline's figures are, in a few lines: the pages print it above the table.</summary>
    public static string Reading(RunSummary data, string docs) =>
        $"Steady state: {data.PrimaryRuntime} {data.SteadyVariant}, N = {data.ObjectsLabel} objects, payload "
            + $"{data.PayloadBytes} bytes per Book, "
        + $"the median with its {IntervalWords}: a rerun hours later may fall outside it "
        + $"([{docs}/accuracy.md]({docs}/accuracy.md#{CrossRunAnchor}) measured one). "
        + $"First call: {data.FirstCallRuntime}, the first serialize and deserialize of each first-call type summed, "
        + "the median of the launches. "
        + "A rank with `=` is shared: the run does not separate the two (the 95% interval of their ratio includes 1). "
        + $"The hand-written baselines take no place: summary.md shows them as reference rows marked {Baselines.Mark}.";

    /// <summary>What an interval on the pages is.</summary>
    public const string IntervalWords = "95% interval within this run";

    /// <summary>docs/accuracy.md's answer to how far an interval within one run can be trusted, with how far a rerun
    /// moved.</summary>
    public const string CrossRunAnchor = "an-interval";

    static string Ordinal(int place) => place switch { 1 => "1st", 2 => "2nd", 3 => "3rd", _ => $"{place}th" };

    static HeadlineRow From(string question, Ranking ranking, string figure) =>
        From(question, ranking.Title, ranking.Table, figure);

    /// <summary>The table's first <see cref="Entries"/> ranked rows.</summary>
    static HeadlineRow From(string question, string heading, Table table, params string[] figures)
    {
        var columns = figures.Select(f => table.Columns.ToList().FindIndex(c => c.Heading == f)).ToList();
        if (columns.Contains(-1))
            throw new ArgumentException($"the table under '{heading}' has no column {string.Join(" or ", figures)}",
                nameof(figures));
        var entries =
            table.Rows.Where(r => r.Cells[0].Text.Length > 0 && char.IsAsciiDigit(r.Cells[0].Text[0])).Take(Entries)
            .Select(r =>
            new HeadlineEntry(r.Cells[0].Text, r.Cells[1].Text,
            string.Join(FigureSeparator, columns.Select(i => r.Cells[i].Text))));
        return new HeadlineRow(question, heading, [.. entries]);
    }
}
