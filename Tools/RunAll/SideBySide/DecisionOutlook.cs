using MathNet.Numerics.Distributions;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>What more rounds would likely decide: an interval narrows as one over the square root of its rounds, so a
/// cell's current ratio and spread say roughly how many it would need.</summary>
public static class DecisionOutlook
{
    /// <summary>The rounds at which the cell's interval, narrowed around its current ratio, would lie wholly inside or
    /// wholly beyond the band; null where it never would (a ratio on the band's edge, or no interval). Its t is taken
    /// at the rounds' own degrees of freedom, which the moderation only adds to, and shrinks to the normal's as
    /// rounds come, so a cell of few rounds is not given up on too soon.</summary>
    public static double? RoundsNeeded(SideBySideRow row) =>
        Spread(row) is var (mean, half, band) ? Rounds(row, half, Math.Abs(Math.Abs(mean) - band)) : null;

    /// <summary>The fewest rounds that could decide the cell, were its true ratio anywhere in its interval: what a
    /// cell must need more of than a run can give before it is given up on, since a few rounds' ratio is itself
    /// uncertain.</summary>
    public static double? RoundsAtBest(SideBySideRow row)
    {
        if (Spread(row) is not var (mean, half, band) || row is not { RatioLow: { } low, RatioHigh: { } high })
            return null;
        double nearest = Math.Log(low) <= 0 && Math.Log(high) >= 0 ? 0 : Math.Min(Math.Abs(Math.Log(low)),
            Math.Abs(Math.Log(high)));
        double farthest = Math.Max(Math.Abs(Math.Log(low)), Math.Abs(Math.Log(high)));
        return Rounds(row, half, Math.Max(band - nearest, farthest - band));
    }

    static double? Rounds(SideBySideRow row, double half, double distance) =>
        distance > 0 && half > 0 ? row.Rounds * Math.Pow(half / distance, 2) : null;

    /// <summary>The log ratio, the interval's half-width on the normal's scale, and the band.</summary>
    static (double Mean, double Half, double Band)? Spread(SideBySideRow row)
    {
        if (row is not { Ratio: { } ratio, RatioLow: { } low, RatioHigh: { } high } || low <= 0 || row.Rounds < 2)
            return null;
        var design = new SequentialDesign(row.Looks ?? 1);
        double half = (Math.Log(high) - Math.Log(low)) / 2 * Normal.InvCDF(0, 1, 1 - design.LookAlpha / 2)
            / design.Quantile(TrimmedMean.DegreesOf(row.Rounds));
        return (Math.Log(ratio), half, Math.Log(1 + row.ThresholdPercent / 100));
    }

    static readonly int[] Multiples = [2, 4, 10];

    /// <summary>"14 of 22 cells decided, in 16–40 rounds; of the 8 open (16 rounds), with 2× their rounds about 3
    /// would likely be decided, with 4× 5, with 10× 6": per comparison, what the run decided and what a longer one
    /// would.</summary>
    public static string Describe(IReadOnlyList<SideBySideRow> cells)
    {
        var decided = cells.Where(c => c.Verdict != Verdict.Inconclusive).ToList();
        var open = cells.Where(c => c.Verdict == Verdict.Inconclusive).ToList();
        string line = $"{decided.Count} of {cells.Count} cells decided"
            + (decided.Count == 0 ? "" : $", in {Range(decided.Select(c => c.Rounds))} rounds");
        if (open.Count == 0)
            return line;
        var likely = Multiples.Select(m => (Multiple: m, Count: open.Count(c =>
            RoundsNeeded(c) is { } needed && needed <= m * c.Rounds))).ToList();
        return line + $"; of the {open.Count} open ({Range(open.Select(c => c.Rounds))} rounds), "
            + string.Join(", ", likely.Select((l, i) => i == 0
                ? $"with {l.Multiple}× their rounds about {l.Count} would likely be decided"
                : $"with {l.Multiple}× {l.Count}"));
    }

    static string Range(IEnumerable<int> rounds)
    {
        var list = rounds.ToList();
        return list.Min() == list.Max() ? $"{list.Min()}" : $"{list.Min()}–{list.Max()}";
    }
}
