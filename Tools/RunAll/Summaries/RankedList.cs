using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Summaries;

/// <summary>A serializer's value in a ranking, with its place (null for a baseline) and the label the pages print
/// ("3", "3=" where another shares it, or the baseline's mark).</summary>
public sealed record RankedValue(string Serializer, double Value, double? IntervalPercent, string Rank, int? Place)
{
    public bool Baseline => Place is null;
}

/// <summary>Grouped by intervals (<see cref="IntervalRanking"/>), then the baselines as reference rows.</summary>
public sealed record RankedList(string Measure, string Dataset, string? Variant, IReadOnlyList<RankedValue> Entries)
{
    public const string Serialize = "serialize", Deserialize = "deserialize", Size = "size", Brotli = "brotli",
        FirstCall = "first call";

    public const string Rule = IntervalRanking.Rule;

    public static RankedList Of(string measure, string dataset, string? variant,
        IEnumerable<(string Serializer, double? Value, double? IntervalPercent)> values, IReadOnlySet<string> baselines)
    {
        var measured = values.Where(v => v.Value is > 0).OrderBy(v => v.Value)
            .ThenBy(v => v.Serializer, StringComparer.Ordinal).ToList();
        var ranked = measured.Where(v => !baselines.Contains(v.Serializer)).ToList();
        var places = IntervalRanking.Ranks([.. ranked.Select(r => (r.Value!.Value, r.IntervalPercent))]);
        var labels = IntervalRanking.Labels(places);
        return new(measure, dataset, variant,
        [
            .. ranked.Select((r, i) =>
                new RankedValue(r.Serializer, r.Value!.Value, r.IntervalPercent, labels[i], places[i])),
            .. measured.Where(v => baselines.Contains(v.Serializer))
            .Select(r =>
                new RankedValue(r.Serializer, r.Value!.Value, r.IntervalPercent, Baselines.MarkOf(r.Serializer), null)),
        ]);
    }
}
