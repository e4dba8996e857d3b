namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Ranks values that carry 95% intervals (half-widths in percent; null: exact, as a size is): a value's rank is one more
/// than the number of values whose whole interval lies below its interval. What the intervals do not separate shares a
/// rank, and the next separated value skips the shared places ("1, 1, 3"), as in a sports table.
/// </summary>
public static class IntervalRanking
{
    /// <param name="values">In any order; the ranks come back in the same order.</param>
    public static IReadOnlyList<int> Ranks(IReadOnlyList<(double Value, double? HalfWidthPercent)> values)
    {
        var bounds = values.Select(v => (Low: v.Value * (1 - (v.HalfWidthPercent ?? 0) / 100), High: v.Value * (1 + (v.HalfWidthPercent ?? 0) / 100))).ToList();
        return bounds.Select(b => 1 + bounds.Count(other => other.High < b.Low)).ToList();
    }

    /// <summary>"3" or, where another value shares the rank, "3=".</summary>
    public static IReadOnlyList<string> Labels(IReadOnlyList<int> ranks) =>
        ranks.Select(r => ranks.Count(x => x == r) > 1 ? $"{r}=" : $"{r}").ToList();
}
