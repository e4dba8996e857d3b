using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Summaries;

/// <summary>A serializer's place in a ranking: its value, the 95% half-width of it in percent (null: exact, as a size is), its
/// <paramref name="Place"/> and the label the pages print (<paramref name="Rank"/>: "3", "3=" where another shares it, or
/// <see cref="Baselines.Mark"/> for a baseline, which takes no place).</summary>
public sealed record RankedValue(string Serializer, double Value, double? IntervalPercent, string Rank, int? Place)
{
    public bool Baseline => Place is null;
}

/// <summary>
/// One ranking the analysis decided, for every page that shows it (summary.md's tables, report.html's bars, the README's headline):
/// every serializer with a value for <see cref="Measure"/> in <see cref="Dataset"/> (and, for first calls, <see cref="Variant"/>),
/// fastest or smallest first, in groups by their intervals (<see cref="IntervalRanking"/>), then the baselines as reference rows.
/// </summary>
public sealed record RankedList(string Measure, string Dataset, string? Variant, IReadOnlyList<RankedValue> Entries)
{
    public const string Serialize = "serialize", Deserialize = "deserialize", Size = "size", Brotli = "brotli", FirstCall = "first call";

    /// <summary>How the ranks are grouped, as the pages print it.</summary>
    public const string Rule = IntervalRanking.Rule;

    /// <summary>Ranks <paramref name="values"/> (those without a positive value left out); the baselines follow, unranked.</summary>
    public static RankedList Of(string measure, string dataset, string? variant,
        IEnumerable<(string Serializer, double? Value, double? IntervalPercent)> values, IReadOnlySet<string> baselines)
    {
        var measured = values.Where(v => v.Value is > 0).OrderBy(v => v.Value).ThenBy(v => v.Serializer, StringComparer.Ordinal).ToList();
        var ranked = measured.Where(v => !baselines.Contains(v.Serializer)).ToList();
        var places = IntervalRanking.Ranks([.. ranked.Select(r => (r.Value!.Value, r.IntervalPercent))]);
        var labels = IntervalRanking.Labels(places);
        return new(measure, dataset, variant,
        [
            .. ranked.Select((r, i) => new RankedValue(r.Serializer, r.Value!.Value, r.IntervalPercent, labels[i], places[i])),
            .. measured.Where(v => baselines.Contains(v.Serializer))
            .Select(r => new RankedValue(r.Serializer, r.Value!.Value, r.IntervalPercent, Baselines.MarkOf(r.Serializer), null)),
        ]);
    }
}
