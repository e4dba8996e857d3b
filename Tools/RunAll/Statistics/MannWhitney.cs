using MathNet.Numerics.Distributions;

namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// The one-sided Mann-Whitney U test, normal approximation with tie correction. Our own because Perfolizer's has no tie
/// correction and counts values within 1e-9 as tied, which merges distinct timings in seconds.
/// </summary>
public static class MannWhitney
{
    /// <summary>The p-value of "y tends to be greater than x"; 1 when either side has fewer than 3 values.</summary>
    public static double GreaterPValue(IReadOnlyList<double> x, IReadOnlyList<double> y)
    {
        int m = x.Count, n = y.Count;
        if (m < 3 || n < 3)
            return 1;
        var all = x.Select(v => (Value: v, FromY: false)).Concat(y.Select(v => (Value: v, FromY: true)))
            .OrderBy(p => p.Value).ToArray();
        double rankSumY = 0, tieTerm = 0;
        for (int i = 0; i < all.Length;)
        {
            int j = i;
            while (j < all.Length && all[j].Value == all[i].Value)
                j++;
            double rank = (i + 1 + j) / 2.0;
            for (int k = i; k < j; k++)
                if (all[k].FromY)
                    rankSumY += rank;
            double ties = j - i;
            tieTerm += ties * ties * ties - ties;
            i = j;
        }
        double u = rankSumY - n * (n + 1) / 2.0;
        double mean = m * (double)n / 2;
        double total = m + n;
        double variance = m * (double)n / 12 * (total + 1 - tieTerm / (total * (total - 1)));
        if (variance <= 0)
            return 1;
        double z = (u - mean - 0.5) / Math.Sqrt(variance);
        // The upper tail by symmetry: 1 - CDF(z) would lose the small p-values to cancellation.
        return Normal.CDF(0, 1, -z);
    }
}
