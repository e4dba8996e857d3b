namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// The Mann-Whitney U test in its normal approximation with tie correction, one-sided: is <c>y</c> stochastically
/// greater than <c>x</c>? Used as dotnet/performance's ResultsComparer uses it, as an equivalence test: a change is
/// claimed only when the samples of B differ from those of A scaled by the noise threshold.
/// </summary>
public static class MannWhitney
{
    /// <summary>The one-sided p-value of "y tends to be greater than x"; 1 when either side has fewer than 3 values.</summary>
    public static double GreaterPValue(IReadOnlyList<double> x, IReadOnlyList<double> y)
    {
        int m = x.Count, n = y.Count;
        if (m < 3 || n < 3)
            return 1;
        var all = x.Select(v => (Value: v, FromY: false)).Concat(y.Select(v => (Value: v, FromY: true))).OrderBy(p => p.Value).ToArray();
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
        return 1 - NormalCdf(z);
    }

    /// <summary>Abramowitz and Stegun 26.2.17 (error below 7.5e-8).</summary>
    static double NormalCdf(double z)
    {
        double t = 1 / (1 + 0.2316419 * Math.Abs(z));
        double density = Math.Exp(-z * z / 2) / Math.Sqrt(2 * Math.PI);
        double tail = density * t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
        return z >= 0 ? 1 - tail : tail;
    }
}
