using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Summaries;

public sealed record RankedValue(string Serializer, double Value, double? IntervalPercent, string Rank)
{
    public bool Baseline => Rank is Baselines.Mark or Baselines.OwnTypesMark;
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
        var labels = IntervalRanking.Labels(IntervalRanking.Ranks([.. ranked.Select(r =>
            (r.Value!.Value, r.IntervalPercent))]));
        return new(measure, dataset, variant,
        [
            .. ranked.Select((r, i) => new RankedValue(r.Serializer, r.Value!.Value, r.IntervalPercent, labels[i])),
            .. measured.Where(v => baselines.Contains(v.Serializer))
            .Select(r =>
                new RankedValue(r.Serializer, r.Value!.Value, r.IntervalPercent, Baselines.MarkOf(r.Serializer))),
        ]);
    }
}
