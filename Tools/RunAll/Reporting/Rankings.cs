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

    /// <summary>Fastest serialize, fastest deserialize and smallest of one dataset at the report's N, on its primary runtime.</summary>
    public static IReadOnlyList<Ranking> Steady(ReportData data, string dataset)
    {
        string suffix = Suffix(data, dataset);
        var points = data.AtObjects(data.PrimaryRuntime!, dataset);
        return
        [
            Of($"Fastest serialize{suffix}", "Time", points.Select(p => (p.Serializer, p.SerializeSeconds, p.SerializeIntervalPercent)), ChartUnit.ForSeconds),
            Of($"Fastest deserialize{suffix}", "Time", points.Select(p => (p.Serializer, p.DeserializeSeconds, p.DeserializeIntervalPercent)), ChartUnit.ForSeconds),
            Of($"Smallest{suffix}", "Size", points.Select(p => (p.Serializer, p.SizeBytes is { } size ? (double?)size : null, (double?)null)), ChartUnit.ForBytes),
        ];
    }

    /// <summary>The cheapest first call of one dataset in one variant, over the complete sums only (<see cref="ReportData.RankedFirstCallsOf"/>),
    /// with each child's process wall time beside it.</summary>
    public static Ranking FirstCall(ReportData data, string dataset, string variant)
    {
        var costs = data.RankedFirstCallsOf(dataset).Where(c => c.Variant == variant).ToList();
        return Of($"Cheapest first call: {variant}{Suffix(data, dataset)}", "First calls",
            costs.Select(c => (c.Serializer, (double?)c.Milliseconds, c.IntervalPercent)), ChartUnit.ForMilliseconds,
            ("Process wall time", s => costs.First(c => c.Serializer == s).ProcessWallMs is { } wall ? Units.Milliseconds(wall) : ""),
            nothing: "No serializer has an ok call for every first-call type.");
    }

    /// <summary>Headings name the dataset when the run has more than the default one.</summary>
    static string Suffix(ReportData data, string dataset) => data.NamesDatasets ? $" ({dataset})" : "";

    static Ranking Of(string title, string valueTitle, IEnumerable<(string Serializer, double? Value, double? IntervalPercent)> values,
        Func<double, ChartUnit> unitFor, (string Title, Func<string, string> Value)? extra = null, string nothing = "Nothing measured.")
    {
        var ranked = values.Where(v => v.Value is > 0).OrderBy(v => v.Value).ThenBy(v => v.Serializer, StringComparer.Ordinal).Take(Top).ToList();
        TableColumn[] columns =
        [
            new(RankColumn, RightAligned: true), new(SerializerColumn), new(valueTitle, RightAligned: true), new("× best", RightAligned: true),
            .. extra is { } e ? new[] { new TableColumn(e.Title, RightAligned: true) } : [],
        ];
        if (ranked.Count == 0)
            return new(title, new Table("ranking", columns, []), nothing);
        var unit = unitFor(ranked[^1].Value!.Value);
        double best = ranked[0].Value!.Value;
        var labels = IntervalRanking.Labels(IntervalRanking.Ranks([.. ranked.Select(r => (r.Value!.Value, r.IntervalPercent))]));
        var rows = ranked.Select((r, i) =>
        {
            string plusMinus = r.IntervalPercent is { } ci ? Invariant($" ±{ci:0.#}%") : "";
            return new TableRow([labels[i], r.Serializer, unit.Format(unit.Apply(r.Value!.Value)) + plusMinus, Invariant($"{r.Value.Value / best:F2}"),
                .. extra is { } x ? new TableCell[] { x.Value(r.Serializer) } : []]);
        });
        return new(title, new Table("ranking", columns, [.. rows]), nothing);
    }

    static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
