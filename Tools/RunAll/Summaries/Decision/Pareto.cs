namespace SerializerTests.RunAll.Summaries.Decision;

public sealed record ParetoPoint(string Serializer, Measured Time, Measured Size, string? DominatedBy,
    bool OnMedianFront)
{
    public bool Optimal => DominatedBy is null;
}

/// <summary>Dominated when another writes no more bytes and is faster by the ratio rule; reference rows left
/// out.</summary>
public static class Pareto
{
    public static IReadOnlyList<ParetoPoint> Of(DecisionMatrix matrix)
    {
        var points = matrix.Rows.Where(r =>
            !r.Baseline && r.SerializePlusDeserialize is not null && r.SizeBytes is not null)
            .Select(r => (r.Serializer, Time: r.SerializePlusDeserialize!, Size: r.SizeBytes!)).ToList();
        return [.. points.Select(p => new ParetoPoint(p.Serializer, p.Time, p.Size,
            points.Where(o => o.Serializer != p.Serializer && Dominates(o.Time, o.Size, p.Time, p.Size))
                .OrderBy(o => o.Time.Value).Select(o => o.Serializer).FirstOrDefault(),
            !points.Any(o =>
                o.Serializer != p.Serializer && o.Size.Value <= p.Size.Value && o.Time.Value <= p.Time.Value
                && (o.Size.Value < p.Size.Value || o.Time.Value < p.Time.Value))))];
    }

    public static bool Dominates(Measured time, Measured size, Measured otherTime, Measured otherSize) =>
        size.Value <= otherSize.Value && time.SeparatelyBelow(otherTime);
}
