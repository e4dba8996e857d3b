using System.Globalization;
using SerializerTests.RunAll.Reporting.Charts;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Reporting;

/// <summary>One ranking under its heading: its top serializers as a table (no rows: nothing ranked, <paramref name="Nothing"/> says so).</summary>
public sealed record Ranking(string Title, Table Table, string Nothing);

/// <summary>
/// summary.md's rankings of the steady state and of the first calls, declared once: summary.md writes them, and <c>publish</c> takes the
/// README's headline from their top rows, so the two agree by construction. Each is the top <see cref="Top"/> by value, ranked in
/// groups by their intervals (<see cref="IntervalRanking"/>), with the factor to the best.
/// </summary>
public static class Rankings
{
    public const int Top = 10;

    /// <summary>The columns every ranking's table has, by heading: its rank and the serializer.</summary>
    public const string RankColumn = "#", SerializerColumn = "Serializer";

    /// <summary>The headings of the two size rankings: what each counts.</summary>
    public const string SmallestAsWritten = "Smallest as written", SmallestAfterBrotli = "Smallest after Brotli";

    /// <summary>What the size rankings count, as the pages say it.</summary>
    public const string SizeRule = $"{SmallestAsWritten} counts the bytes as the serializer writes them (its own compression, as MemoryPackBrotli's, "
        + $"included); {SmallestAfterBrotli} counts those bytes after Brotli (quality 4), which any message can be sent through.";

    /// <summary>Fastest serialize, fastest deserialize, smallest as written and smallest after Brotli of one dataset at the report's N,
    /// on its primary runtime.</summary>
    public static IReadOnlyList<Ranking> Steady(ReportData data, string dataset)
    {
        string suffix = Suffix(data, dataset);
        var points = data.AtObjects(data.PrimaryRuntime!, dataset);
        var baselines = data.Baselines;
        return
        [
            Of($"Fastest serialize{suffix}", "Time", points.Select(p => (p.Serializer, p.SerializeSeconds, p.SerializeIntervalPercent)),
                baselines, ChartUnit.ForSeconds),
            Of($"Fastest deserialize{suffix}", "Time", points.Select(p => (p.Serializer, p.DeserializeSeconds, p.DeserializeIntervalPercent)),
                baselines, ChartUnit.ForSeconds),
            Of($"{SmallestAsWritten}{suffix}", "Size", points.Select(p => (p.Serializer, (double?)p.SizeBytes, (double?)null)),
                baselines, ChartUnit.ForBytes),
            Of($"{SmallestAfterBrotli}{suffix}", "Size after Brotli", points.Select(p => (p.Serializer, (double?)p.BrotliBytes, (double?)null)),
                baselines, ChartUnit.ForBytes),
        ];
    }

    /// <summary>The cheapest first call of one dataset in one variant, over the complete sums only (<see cref="ReportData.RankedFirstCallsOf"/>),
    /// with each child's process wall time beside it.</summary>
    public static Ranking FirstCall(ReportData data, string dataset, string variant)
    {
        var costs = data.RankedFirstCallsOf(dataset).Where(c => c.Variant == variant).ToList();
        return Of($"Cheapest first call: {variant}{Suffix(data, dataset)}", "First calls",
            costs.Select(c => (c.Serializer, (double?)c.Milliseconds, c.IntervalPercent)), data.Baselines, ChartUnit.ForMilliseconds,
            ("Process wall time", s => costs.First(c => c.Serializer == s).ProcessWallMs is { } wall ? Units.Milliseconds(wall) : ""),
            nothing: "No serializer has an ok call for every first-call type.");
    }

    /// <summary>Headings name the dataset when the run has more than the default one.</summary>
    static string Suffix(ReportData data, string dataset) => data.NamesDatasets ? $" ({dataset})" : "";

    /// <summary>The top <see cref="Top"/> serializers but the baselines, ranked, then the baselines as reference rows
    /// (<see cref="Baselines"/>).</summary>
    static Ranking Of(string title, string valueTitle, IEnumerable<(string Serializer, double? Value, double? IntervalPercent)> values,
        IReadOnlySet<string> baselines,
        Func<double, ChartUnit> unitFor, (string Title, Func<string, string> Value)? extra = null, string nothing = "Nothing measured.")
    {
        var measured = values.Where(v => v.Value is > 0).OrderBy(v => v.Value).ThenBy(v => v.Serializer, StringComparer.Ordinal).ToList();
        var ranked = measured.Where(v => !baselines.Contains(v.Serializer)).Take(Top).ToList();
        var references = measured.Where(v => baselines.Contains(v.Serializer)).ToList();
        TableColumn[] columns =
        [
            new(RankColumn, RightAligned: true), new(SerializerColumn), new(valueTitle, RightAligned: true), new("× best", RightAligned: true),
            .. extra is { } e ? new[] { new TableColumn(e.Title, RightAligned: true) } : [],
        ];
        if (ranked.Count == 0)
            return new(title, new Table("ranking", columns, []), nothing);
        var unit = unitFor(ranked.Concat(references).Max(r => r.Value!.Value));
        double best = ranked[0].Value!.Value;
        var labels = IntervalRanking.Labels(IntervalRanking.Ranks([.. ranked.Select(r => (r.Value!.Value, r.IntervalPercent))]));
        var rows = ranked.Select((r, i) => (Label: labels[i], Entry: r)).Concat(references.Select(r => (Label: Baselines.Mark, Entry: r))).Select(l =>
        {
            var r = l.Entry;
            string plusMinus = r.IntervalPercent is { } ci ? Invariant($" ±{ci:0.#}%") : "";
            return new TableRow([l.Label, r.Serializer, unit.Format(unit.Apply(r.Value!.Value)) + plusMinus, Invariant($"{r.Value.Value / best:F2}"),
                .. extra is { } x ? new TableCell[] { x.Value(r.Serializer) } : []]);
        });
        return new(title, new Table("ranking", columns, [.. rows]), nothing);
    }

    static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
