namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// The rule behind every "X ahead of Y" a report or <c>compare</c> states: X is below Y when the 95% interval of the ratio X/Y
/// lies wholly below 1. On the log scale the ratio's half-width is √(hX² + hY²), where h = ln(1 + half-width%/100) is each value's
/// own; two intervals failing to overlap needs hX + hY, up to √2 times as much, and so throws away about a third of the power to
/// separate. Each h already carries its own Student's t quantile, so the combination is slightly conservative against a Welch
/// interval of the difference. A value without an interval (a count, a size) has h = 0: two such values differ when they differ.
/// </summary>
public static class RatioInterval
{
    /// <summary>True when <paramref name="a"/> (half-width <paramref name="aPercent"/>) is below <paramref name="b"/> by the rule.</summary>
    public static bool Below(double a, double? aPercent, double b, double? bPercent)
    {
        if (a >= b)
            return false;
        if (a <= 0)
            return true;
        return Math.Log(b / a) > HalfWidth(aPercent, bPercent);
    }

    /// <summary>The log-scale half-width of the ratio of two values with these half-widths.</summary>
    public static double HalfWidth(double? aPercent, double? bPercent)
    {
        double ha = LogHalfWidth(aPercent), hb = LogHalfWidth(bPercent);
        return Math.Sqrt(ha * ha + hb * hb);
    }

    static double LogHalfWidth(double? percent) => percent is > 0 ? Math.Log(1 + percent.Value / 100) : 0;

    /// <summary>
    /// Groups a reader can follow: going down <paramref name="sorted"/> (best first), a value joins the group of the one before it
    /// unless the first of that group is ahead of it (<paramref name="ahead"/>), when it starts the next group. A value's rank is one
    /// more than the number of values in earlier groups ("1, 1, 3", as in a sports table), so ranks never fall as the order goes on,
    /// and a group's members are each within the rule's reach of its first.
    /// </summary>
    /// <returns>The ranks, in the order of <paramref name="sorted"/>.</returns>
    public static IReadOnlyList<int> GroupRanks<T>(IReadOnlyList<T> sorted, Func<T, T, bool> ahead)
    {
        var ranks = new int[sorted.Count];
        int leader = 0;
        for (int i = 0; i < sorted.Count; i++)
        {
            if (i == 0 || ahead(sorted[leader], sorted[i]))
                leader = i;
            ranks[i] = leader + 1;
        }
        return ranks;
    }
}
