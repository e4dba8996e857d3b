namespace SerializerTests.Measurement;

/// <summary>Per 1,000 operations, as BenchmarkDotNet's MemoryDiagnoser counts them.</summary>
/// <param name="WindowCalls">The calls in each window: the count depends on it, since the first collections after a
/// forced one come late.</param>
public sealed record CollectionsPerThousand(double Gen0, double Gen1, double Gen2, double? WindowCalls = null)
{
    /// <summary>A value, so reading the counts allocates nothing inside a timed run's allocation count.</summary>
    public static (long Gen0, long Gen1, long Gen2) Counts() =>
        (GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2));

    public static (long Gen0, long Gen1, long Gen2) Since((long Gen0, long Gen1, long Gen2) before)
    {
        var now = Counts();
        return (now.Gen0 - before.Gen0, now.Gen1 - before.Gen1, now.Gen2 - before.Gen2);
    }

    public static CollectionsPerThousand? Of(
        (long Gen0, long Gen1, long Gen2) collections, long operations, long? windowCalls = null)
    {
        if (operations <= 0)
            return null;
        double Per(long count) => Math.Round(1000.0 * count / operations, 4);
        return new(Per(collections.Gen0), Per(collections.Gen1), Per(collections.Gen2), windowCalls);
    }

    public static CollectionsPerThousand? Mean(IEnumerable<CollectionsPerThousand?> each)
    {
        var known = each.OfType<CollectionsPerThousand>().ToList();
        double Average(Func<CollectionsPerThousand, double> of) => Math.Round(known.Average(of), 4);
        return known.Count == 0 ? null
            : new(Average(c => c.Gen0), Average(c => c.Gen1), Average(c => c.Gen2),
                known.All(c => c.WindowCalls is not null) ? Average(c => c.WindowCalls!.Value) : null);
    }
}
