namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Yuen's trimmed mean with its winsorized standard error (Yuen 1974; Wilcox, <i>Introduction to Robust
/// Estimation</i>): the mean of the middle values, so that a round in which one process of a pair fell into a slow
/// spell moves it little. A symmetric spread keeps it on the true centre, and the ratio of two builds measured in
/// shuffled rounds has one.
/// </summary>
/// <param name="Variance">The count times the squared standard error, so it stands where a plain mean's variance
/// would.</param>
/// <param name="Degrees">The degrees of freedom of its t: the values kept, less one.</param>
public readonly record struct TrimmedMean(double Mean, double Variance, int Degrees)
{
    /// <summary>The share cut from each end: Wilcox's recommendation, which loses about 5% of the mean's efficiency at
    /// the normal.</summary>
    public const double Proportion = 0.2;

    static int Cut(int count, double proportion) => (int)Math.Floor(proportion * count);

    /// <summary>The degrees of freedom <paramref name="count"/> values give.</summary>
    public static int DegreesOf(int count, double proportion = Proportion) => count - 2 * Cut(count, proportion) - 1;

    /// <param name="proportion">0 is the plain mean with its sample variance.</param>
    public static TrimmedMean Of(IReadOnlyList<double> values, double proportion = Proportion)
    {
        int n = values.Count;
        if (n == 0)
            return new(double.NaN, double.NaN, -1);
        var sorted = values.Order().ToArray();
        int cut = Cut(n, proportion), kept = n - 2 * cut;
        double mean = sorted[cut..(n - cut)].Average();
        if (n < 2)
            return new(mean, double.NaN, 0);
        double low = sorted[cut], high = sorted[n - cut - 1];
        var winsorized = sorted.Select(v => Math.Clamp(v, low, high)).ToArray();
        double centre = winsorized.Average();
        double spread = winsorized.Sum(v => (v - centre) * (v - centre)) / (n - 1);
        return new(mean, n * (n - 1) * spread / ((double)kept * (kept - 1)), kept - 1);
    }
}
