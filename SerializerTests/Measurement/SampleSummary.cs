namespace SerializerTests.Measurement;

/// <summary>
/// Per-operation times in seconds. <see cref="First"/> is the cold first call; <see cref="Mean"/>,
/// <see cref="Median"/> and <see cref="Min"/> are over the later runs (the classic tool's "mean excluding
/// first"). With a single run all four are that run.
/// </summary>
public sealed record SampleSummary(double First, double Mean, double Median, double Min, int Repetitions, long AllocatedBytesPerOp)
{
    public static SampleSummary From(double first, IReadOnlyList<double> steady, int repetitions, long allocatedBytesPerOp)
    {
        if (steady.Count == 0)
            return new SampleSummary(first, first, first, first, repetitions, allocatedBytesPerOp);
        return new SampleSummary(first, steady.Average(), MedianOf(steady), steady.Min(), repetitions, allocatedBytesPerOp);
    }

    public static double MedianOf(IReadOnlyList<double> values)
    {
        if (values.Count == 0)
            throw new ArgumentException("no values", nameof(values));
        var sorted = values.Order().ToArray();
        int mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
