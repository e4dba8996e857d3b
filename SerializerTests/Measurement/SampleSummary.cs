namespace SerializerTests.Measurement;

/// <summary>Per-operation times in seconds; <see cref="Mean"/> leaves out the runs above the upper Tukey fence, as
/// BenchmarkDotNet does.</summary>
public sealed record SampleSummary(double First, double Mean, double Median, double Min, double? MadPercent,
    int Outliers, int Runs, int Repetitions, long AllocatedBytesPerOp, double? IntervalPercent = null)
{
    public const int MinRunsForInterval = 6;

    public IReadOnlyList<double> Steady { get; init; } = [];

    public static SampleSummary From(
        double first, IReadOnlyList<double> steady, int repetitions, long allocatedBytesPerOp)
    {
        if (steady.Count == 0)
            return new SampleSummary(first, first, first, first, null, 0, 1, repetitions, allocatedBytesPerOp);
        double median = MedianOf(steady);
        double fence = UpperFence(steady);
        var kept = steady.Where(v => v <= fence).ToList();
        double mad = MedianOf(steady.Select(v => Math.Abs(v - median)).ToList());
        return new SampleSummary(first, kept.Average(), median, steady.Min(), median > 0 ? 100 * mad / median : 0,
            steady.Count - kept.Count, steady.Count + 1, repetitions, allocatedBytesPerOp,
            MedianInterval(steady)?.RelativeHalfWidth * 100)
        { Steady = [.. steady] };
    }

    public static MedianInterval? MedianInterval(IReadOnlyList<double> values, double confidence = 0.95)
    {
        int n = values.Count;
        if (n < MinRunsForInterval)
            return null;
        int k = LowerOrderStatistic(n, (1 - confidence) / 2);
        if (k < 1)
            return null;
        var sorted = values.Order().ToArray();
        double median = MedianOf(sorted);
        return median > 0 ? new MedianInterval(sorted[k - 1], sorted[n - k], median) : null;
    }

    /// <summary>Summed in log space: 2^-n underflows to zero past n ≈ 1075.</summary>
    static int LowerOrderStatistic(int n, double tail)
    {
        double logProbability = n * Math.Log(0.5), cumulative = Math.Exp(logProbability);
        int k = 0;
        while (cumulative <= tail && k < n / 2)
        {
            k++;
            logProbability += Math.Log((double)(n - k + 1) / k);
            cumulative += Math.Exp(logProbability);
        }
        return k;
    }

    public static double MedianOf(IReadOnlyList<double> values) => Quantile(values, 0.5);

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

public sealed record MedianInterval(double Low, double High, double Median)
{
    public double RelativeHalfWidth => (High - Low) / 2 / Median;
}
