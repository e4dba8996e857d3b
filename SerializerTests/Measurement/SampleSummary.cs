namespace SerializerTests.Measurement;

/// <summary>
/// Per-operation times in seconds. <see cref="First"/> is the cold first call; the rest describe the later (steady)
/// runs: <see cref="Median"/> and <see cref="Min"/> over all of them, <see cref="Mean"/> without the
/// <see cref="Outliers"/> (runs above the upper Tukey fence Q3 + 1.5·IQR: a run hit by another process or a
/// background GC; BenchmarkDotNet's default rule), <see cref="MadPercent"/> the median absolute deviation as a
/// percentage of the median. With a single run all times are that run. <see cref="Runs"/> counts the cold run too.
/// </summary>
public sealed record SampleSummary(double First, double Mean, double Median, double Min, double? MadPercent, int Outliers, int Runs, int Repetitions, long AllocatedBytesPerOp)
{
    public static SampleSummary From(double first, IReadOnlyList<double> steady, int repetitions, long allocatedBytesPerOp)
    {
        if (steady.Count == 0)
            return new SampleSummary(first, first, first, first, null, 0, 1, repetitions, allocatedBytesPerOp);
        double median = MedianOf(steady);
        double fence = UpperFence(steady);
        var kept = steady.Where(v => v <= fence).ToList();
        double mad = MedianOf(steady.Select(v => Math.Abs(v - median)).ToList());
        return new SampleSummary(first, kept.Average(), median, steady.Min(), median > 0 ? 100 * mad / median : 0,
            steady.Count - kept.Count, steady.Count + 1, repetitions, allocatedBytesPerOp);
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
