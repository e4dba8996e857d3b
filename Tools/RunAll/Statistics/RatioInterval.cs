namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// The rule behind every "X ahead of Y": X is below Y when the 95% interval of the ratio X/Y lies wholly below 1. It
/// combines the half-widths as √(hX² + hY²), since requiring the intervals not to overlap would throw away power.
/// </summary>
public static class RatioInterval
{
    public static bool Below(double a, double? aPercent, double b, double? bPercent)
    {
        if (a >= b)
            return false;
        if (a <= 0)
            return true;
        return Math.Log(b / a) > HalfWidth(aPercent, bPercent);
    }

    /// <summary>The log-scale half-width of the ratio.</summary>
    public static double HalfWidth(double? aPercent, double? bPercent)
    {
        double ha = LogHalfWidth(aPercent), hb = LogHalfWidth(bPercent);
        return Math.Sqrt(ha * ha + hb * hb);
    }

    static double LogHalfWidth(double? percent) => percent is > 0 ? Math.Log(1 + percent.Value / 100) : 0;

    /// <summary>
    /// Groups a reader can follow: a value joins the group before it unless that group's first is
    /// <paramref name="ahead"/> of it; ranks count as in a sports table ("1, 1, 3"), so they never fall.
    /// </summary>
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
