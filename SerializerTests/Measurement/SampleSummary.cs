namespace SerializerTests.Measurement;

/// <summary>
/// Per-operation times in seconds. <see cref="First"/> is the cold first call; the rest describe the later (steady)
/// runs: <see cref="Median"/> and <see cref="Min"/> over all of them, <see cref="Mean"/> without the
/// <see cref="Outliers"/> (runs above the upper Tukey fence Q3 + 1.5·IQR: a run hit by another process or a
/// background GC; BenchmarkDotNet's default rule), <see cref="MadPercent"/> the median absolute deviation as a
/// percentage of the median, <see cref="IntervalPercent"/> the half-width of the median's 95% confidence interval as a
/// percentage of the median (null with fewer than <see cref="MinRunsForInterval"/> runs). With a single run all times
/// are that run. <see cref="Runs"/> counts the cold run too.
/// </summary>
public sealed record SampleSummary(double First, double Mean, double Median, double Min, double? MadPercent, int Outliers, int Runs, int Repetitions,
    long AllocatedBytesPerOp, double? IntervalPercent = null)
{
    /// <summary>The fewest runs whose extremes already form a 95% confidence interval of the median: all six on one side
    /// of it has probability 2/64 = 3.1%.</summary>
    public const int MinRunsForInterval = 6;

    public static SampleSummary From(double first, IReadOnlyList<double> steady, int repetitions, long allocatedBytesPerOp)
    {
        if (steady.Count == 0)
            return new SampleSummary(first, first, first, first, null, 0, 1, repetitions, allocatedBytesPerOp);
        double median = MedianOf(steady);
        double fence = UpperFence(steady);
        var kept = steady.Where(v => v <= fence).ToList();
        double mad = MedianOf(steady.Select(v => Math.Abs(v - median)).ToList());
        return new SampleSummary(first, kept.Average(), median, steady.Min(), median > 0 ? 100 * mad / median : 0,
            steady.Count - kept.Count, steady.Count + 1, repetitions, allocatedBytesPerOp, MedianInterval(steady)?.RelativeHalfWidth * 100);
    }

    /// <summary>
    /// The distribution-free 95% confidence interval of the median: the order statistics x(k) and x(n+1-k) for the
    /// largest k with P(Binomial(n, ½) &lt; k) ≤ 2.5% (each run falls below the true median with probability ½, whatever
    /// the distribution of the runs). Null with fewer than <see cref="MinRunsForInterval"/> values.
    /// </summary>
    public static MedianInterval? MedianInterval(IReadOnlyList<double> values)
    {
        int n = values.Count;
        if (n < MinRunsForInterval)
            return null;
        // Cumulative binomial probabilities P(X ≤ i), from P(X = 0) = 2^-n by P(X = i+1) = P(X = i)·(n-i)/(i+1).
        double probability = Math.Pow(0.5, n), cumulative = probability;
        int k = 0;
        while (cumulative <= 0.025)
        {
            k++;
            probability *= (double)(n - k + 1) / k;
            cumulative += probability;
        }
        // Here P(X ≤ k-1) ≤ 2.5% < P(X ≤ k): the interval is [x(k), x(n+1-k)] in 1-based order, k ≥ 1.
        var sorted = values.Order().ToArray();
        return new MedianInterval(sorted[k - 1], sorted[n - k], MedianOf(sorted));
    }

    public static double MedianOf(IReadOnlyList<double> values) => Quantile(values, 0.5);

    /// <summary>Q3 + 1.5·IQR, quartiles interpolated linearly between order statistics.</summary>
    public static double UpperFence(IReadOnlyList<double> values)
    {
        double q1 = Quantile(values, 0.25), q3 = Quantile(values, 0.75);
        return q3 + 1.5 * (q3 - q1);
    }

    static double Quantile(IReadOnlyList<double> values, double p)
    {
        if (values.Count == 0)
            throw new ArgumentException("no values", nameof(values));
        var sorted = values.Order().ToArray();
        double position = p * (sorted.Length - 1);
        int below = (int)Math.Floor(position);
        int above = Math.Min(below + 1, sorted.Length - 1);
        return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
    }
}

/// <summary>A 95% confidence interval of a median; <see cref="RelativeHalfWidth"/> is half its width over the median.</summary>
public sealed record MedianInterval(double Low, double High, double Median)
{
    public double RelativeHalfWidth => Median > 0 ? (High - Low) / 2 / Median : 0;
}
