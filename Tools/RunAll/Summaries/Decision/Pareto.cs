namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>A serializer's point in the speed-size plane and, when another beats it on both, which one.</summary>
/// <param name="OnMedianFront">No other point is at least as small and faster by its median: the classic front, which the chart
/// joins; every <see cref="Optimal"/> point off it is one the ratio rule does not separate from it.</param>
public sealed record ParetoPoint(string Serializer, Measured Time, Measured Size, string? DominatedBy, bool OnMedianFront)
{
    public bool Optimal => DominatedBy is null;
}

/// <summary>
/// The choices never worth it: a serializer is dominated when another writes no more bytes and is faster (serialize plus
/// deserialize) by the ratio rule (<see cref="Measured.SeparatelyBelow"/>: the 95% interval of the ratio of their times lies below 1).
/// Where it does not, this run cannot say the other is faster, so the point stays on the front. The reference rows (baselines, and rows
/// on a library's own types) are left out: they start from other work than the libraries' rows, so neither side can dominate the other.
/// </summary>
public static class Pareto
{
    public static IReadOnlyList<ParetoPoint> Of(DecisionMatrix matrix)
    {
        var points = matrix.Rows.Where(r => !r.Baseline && r.SerializePlusDeserialize is not null && r.SizeBytes is not null)
            .Select(r => (r.Serializer, Time: r.SerializePlusDeserialize!, Size: r.SizeBytes!)).ToList();
        return [.. points.Select(p => new ParetoPoint(p.Serializer, p.Time, p.Size,
            points.Where(o => o.Serializer != p.Serializer && Dominates(o.Time, o.Size, p.Time, p.Size))
                .OrderBy(o => o.Time.Value).Select(o => o.Serializer).FirstOrDefault(),
            !points.Any(o => o.Serializer != p.Serializer && o.Size.Value <= p.Size.Value && o.Time.Value <= p.Time.Value
                && (o.Size.Value < p.Size.Value || o.Time.Value < p.Time.Value))))];
    }

    public static bool Dominates(Measured time, Measured size, Measured otherTime, Measured otherSize) =>
        size.Value <= otherSize.Value && time.SeparatelyBelow(otherTime);
}
