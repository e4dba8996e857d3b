namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Benjamini and Hochberg's step-up rule: a comparison makes hundreds of faster/slower claims at once, and 95%
/// intervals alone make false ones on a noisy hour (docs/history/verdicts.md, "False calls in an A/A").
/// </summary>
public static class FalseDiscovery
{
    public const double RatePercent = 5;

    /// <summary>The largest p-value among the discoveries; below every p-value when there are none.</summary>
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
