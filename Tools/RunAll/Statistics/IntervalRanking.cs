namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Ranks values with 95% intervals (null half-width: exact, as a size is) in groups by
/// <see cref="RatioInterval.GroupRanks"/>.
/// </summary>
public static class IntervalRanking
{
    public const string Rule =
        "Sorted by median; a serializer shares the rank of the fastest in its group unless the 95% interval "
        + "of the ratio of "
        + "the two lies wholly above 1, when it starts the next group.";

    /// <param name="values">In any order; the ranks come back in the same order.</param>
    public static IReadOnlyList<int> Ranks(IReadOnlyList<(double Value, double? HalfWidthPercent)> values)
    {
        var order = Enumerable.Range(0, values.Count).OrderBy(i => values[i].Value).ToList();
        var sortedRanks = RatioInterval.GroupRanks([.. order.Select(i => values[i])],
            (leader, other) =>
                RatioInterval.Below(leader.Value, leader.HalfWidthPercent, other.Value, other.HalfWidthPercent));
        var ranks = new int[values.Count];
        for (int position = 0; position < order.Count; position++)
            ranks[order[position]] = sortedRanks[position];
        return ranks;
    }

    /// <summary>"3" or, where another value shares the rank, "3=".</summary>
    public static IReadOnlyList<string> Labels(IReadOnlyList<int> ranks) =>
        ranks.Select(r => ranks.Count(x => x == r) > 1 ? $"{r}=" : $"{r}").ToList();
}
