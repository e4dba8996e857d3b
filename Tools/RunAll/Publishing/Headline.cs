using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Reporting.Tables;

namespace SerializerTests.RunAll.Publishing;

/// <summary>A serializer's place in one of the headline's answers: its rank as summary.md prints it ("2="), and its figures, the cells of
/// its summary.md row (joined by <see cref="Headline.FigureSeparator"/> where there are several).</summary>
public sealed record HeadlineEntry(string Rank, string Serializer, string Figure);

/// <summary>One question of the headline, the summary.md heading whose table answers it, and the top of that table.</summary>
public sealed record HeadlineRow(string Question, string Heading, IReadOnlyList<HeadlineEntry> Entries);

/// <summary>
/// The README's headline of a run: the fastest few by steady state, the smallest, the cheapest first call per variant, the safest on
/// hostile input and the smallest NativeAOT app. Each is the top of a table summary.md prints (<see cref="Rankings"/>, the untrusted-input
/// view of the decision matrix, the footprint table), taken from the same table object, so the two agree by construction. A question
/// the run did not measure (no hostile input, no footprint) is left out.
/// </summary>
public static class Headline
{
    /// <summary>Serializers shown per question.</summary>
    public const int Entries = 3;

    public const string FigureSeparator = " / ";

    public static IReadOnlyList<HeadlineRow> Of(ReportData data)
    {
        var rows = new List<HeadlineRow>();
        if (data.Datasets.FirstOrDefault() is { } dataset)
        {
            var steady = Rankings.Steady(data, dataset);
            rows.Add(From("Fastest serialize", steady[0], "Time"));
            rows.Add(From("Fastest deserialize", steady[1], "Time"));
            rows.Add(From("Smallest message", steady[2], "Size"));
        }
        if (data.FirstCallDatasets.FirstOrDefault() is { } firstCallDataset)
            rows.AddRange(data.Variants.Select(v => From($"Cheapest first call, {v}", Rankings.FirstCall(data, firstCallDataset, v), "First calls")));
        var untrusted = UseCaseViews.UntrustedInput.Rank(data.Matrix);
        rows.Add(From($"Safest on hostile input ({string.Join(FigureSeparator, untrusted.View.Criteria.Select(c => c.Name))})",
            untrusted.View.Title, DecisionTables.View(untrusted), [.. untrusted.View.Criteria.Select(c => c.Name)]));
        if (data.Footprint.Count > 0)
            rows.Add(From("Smallest NativeAOT app (over an empty app)", FootprintReport.Heading, FootprintReport.Table(data.Footprint), "Increment"));
        return [.. rows.Where(r => r.Entries.Count > 0)];
    }

    static HeadlineRow From(string question, Ranking ranking, string figure) => From(question, ranking.Title, ranking.Table, figure);

    /// <summary>The table's first <see cref="Entries"/> ranked rows (a baseline without a rank, as the empty app, is not one): the rank in
    /// the first column, the serializer in the second, the figures from the columns headed <paramref name="figures"/>.</summary>
    static HeadlineRow From(string question, string heading, Table table, params string[] figures)
    {
        var columns = figures.Select(f => table.Columns.ToList().FindIndex(c => c.Heading == f)).ToList();
        if (columns.Contains(-1))
            throw new ArgumentException($"the table under '{heading}' has no column {string.Join(" or ", figures)}", nameof(figures));
        var entries = table.Rows.Where(r => r.Cells[0].Text.Length > 0 && char.IsAsciiDigit(r.Cells[0].Text[0])).Take(Entries)
            .Select(r => new HeadlineEntry(r.Cells[0].Text, r.Cells[1].Text, string.Join(FigureSeparator, columns.Select(i => r.Cells[i].Text))));
        return new HeadlineRow(question, heading, [.. entries]);
    }
}
