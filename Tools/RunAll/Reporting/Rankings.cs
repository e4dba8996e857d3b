using System.Globalization;
using SerializerTests.RunAll.Reporting.Charts;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Reporting;

/// <summary>One ranking under its heading: its top serializers as a table.</summary>
public sealed record Ranking(string Title, Table Table, string Nothing);

/// <summary>summary.md's rankings of the steady state and of the first calls, declared once.</summary>
public static class Rankings
{
    public const int Top = 10;

    /// <summary>The columns every ranking's table has, by heading: its rank and the serializer.</summary>
    public const string RankColumn = "#", SerializerColumn = "Serializer";

    /// <summary>The headings of the two size rankings: what each counts.</summary>
    public const string SmallestAsWritten = "Smallest as written", SmallestAfterBrotli = "Smallest after Brotli";

    /// <summary>What the size rankings count, as the pages say it.</summary>
    public const string SizeRule =
        $"{SmallestAsWritten} counts the bytes as the serializer writes them (its own compression, as "
        + $"MemoryPackBrotli's, "
        + $"included); {SmallestAfterBrotli} counts those bytes after Brotli (quality 4), which any message can be "
        + $"sent through.";

    /// <summary>Fastest serialize, fastest deserialize, smallest as written and smallest after Brotli of one dataset at
    /// the report's N, on its primary runtime.</summary>
    public static IReadOnlyList<Ranking> Steady(RunSummary data, string dataset)
    {
        string suffix = Suffix(data, dataset);
        Ranking Of(string title, string measure, string valueTitle, Func<double, ChartUnit> unit) =>
            Rankings.Of(title, valueTitle, data.Analysis.Ranking(measure, dataset), unit);
        return
        [
            Of($"Fastest serialize{suffix}", RankedList.Serialize, "Time", ChartUnit.ForSeconds),
            Of($"Fastest deserialize{suffix}", RankedList.Deserialize, "Time", ChartUnit.ForSeconds),
            Of($"{SmallestAsWritten}{suffix}", RankedList.Size, "Size", ChartUnit.ForBytes),
            Of($"{SmallestAfterBrotli}{suffix}", RankedList.Brotli, "Size after Brotli", ChartUnit.ForBytes),
        ];
    }

    /// <summary>The cheapest first call of one dataset in one variant, over the complete sums only, with each child's
    /// process wall time beside it.</summary>
    public static Ranking FirstCall(RunSummary data, string dataset, string variant)
    {
        var costs = data.FirstCalls.Where(c => c.Dataset == dataset && c.Variant == variant).ToList();
        return Of($"Cheapest first call: {variant}{Suffix(data, dataset)}", "First calls",
            data.Analysis.Ranking(RankedList.FirstCall, dataset, variant),
            ChartUnit.ForMilliseconds,
            ("Process wall time",
                s => costs.First(c => c.Serializer == s).ProcessWallMs is { } wall ? Units.Milliseconds(wall) : ""),
            nothing: "No serializer has an ok call for every first-call type.");
    }

    /// <summary>Headings name the dataset when the run has more than the default one.</summary>
    static string Suffix(RunSummary data, string dataset) => data.NamesDatasets ? $" ({dataset})" : "";

    /// <summary>The top <see cref="Top"/> of the analysis' ranking but the baselines, then the baselines as reference
    /// rows.</summary>
    static Ranking Of(string title, string valueTitle, RankedList? list, Func<double, ChartUnit> unitFor,
        (string Title, Func<string, string> Value)? extra = null, string nothing = "Nothing measured.")
    {
        var ranked = list?.Entries.Where(e => !e.Baseline).Take(Top).ToList() ?? [];
        var references = list?.Entries.Where(e => e.Baseline).ToList() ?? [];
        TableColumn[] columns =
        [
            new(RankColumn, RightAligned: true), new(SerializerColumn), new(valueTitle, RightAligned: true),
                new("× best", RightAligned: true),
            .. extra is { } e ? new[] { new TableColumn(e.Title, RightAligned: true) } : [],
        ];
        if (ranked.Count == 0)
            return new(title, new Table("ranking", columns, []), nothing);
        var unit = unitFor(ranked.Concat(references).Max(r => r.Value));
        double best = ranked[0].Value;
        var rows = ranked.Concat(references).Select(r =>
        {
            string plusMinus = r.IntervalPercent is { } ci ? Invariant($" ±{ci:0.#}%") : "";
            return new TableRow([r.Rank, r.Serializer, unit.Format(unit.Apply(r.Value)) + plusMinus,
                Invariant($"{r.Value / best:F2}"),
                .. extra is { } x ? new TableCell[] { x.Value(r.Serializer) } : []]);
        });
        return new(title, new Table("ranking", columns, [.. rows]), nothing);
    }

    static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
