namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Benjamini and Hochberg's step-up rule (1995): a comparison makes dozens to hundreds of faster/slower claims at once, and on a noisy
/// hour, where a cell's interval is several times wider than the ±threshold band, 95% intervals alone called about 3% of the cells of an
/// A/A (a runtime against itself) faster or slower (docs/history/verdicts.md, "False calls in an A/A"). Of m p-values, sorted, the i-th is a
/// discovery, with every smaller one, when it is at most i·rate/m for some i at or above it; the expected share of false claims among the
/// discoveries is then at most the rate, and an A/A, where every claim would be false, makes one at all with probability at most the
/// rate.
/// </summary>
public static class FalseDiscovery
{
    /// <summary>The rate the comparisons keep, in percent.</summary>
    public const double RatePercent = 5;

    /// <summary>The largest p-value among the discoveries; below every p-value (none is a discovery) when there are none.</summary>
    public static double Cutoff(IEnumerable<double> pValues, double ratePercent = RatePercent)
    {
        var sorted = pValues.Order().ToList();
        double cutoff = -1;
        for (int i = 0; i < sorted.Count; i++)
            if (sorted[i] <= (i + 1) * ratePercent / 100 / sorted.Count)
                cutoff = sorted[i];
        return cutoff;
    }
}
