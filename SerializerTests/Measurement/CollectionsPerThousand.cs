namespace SerializerTests.Measurement;

/// <summary>
/// Garbage collections per 1,000 operations, as BenchmarkDotNet's MemoryDiagnoser counts them: the change in
/// <see cref="GC.CollectionCount"/> of each generation (a gen1 collection counts in Gen0 too, a gen2 in all three) over windows of
/// calls that each start after a forced full collection (which is outside the count), divided by the calls. The window is one of
/// BenchmarkDotNet's iteration length where the operation allocates enough (<see cref="OperationSampler"/>), else each timed run.
/// </summary>
/// <param name="WindowCalls">The calls in each window: the count depends on it, since the first collections after a forced one come
/// late. A pooled row: the mean of its processes'.</param>
public sealed record CollectionsPerThousand(double Gen0, double Gen1, double Gen2, double? WindowCalls = null)
{
    /// <summary>The collection counts of generations 0, 1 and 2 now; a value, so reading them allocates nothing inside a timed run's
    /// allocation count.</summary>
    public static (long Gen0, long Gen1, long Gen2) Counts() => (GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2));

    /// <summary>The collections of each generation since <paramref name="before"/> was read (<see cref="Counts"/>).</summary>
    public static (long Gen0, long Gen1, long Gen2) Since((long Gen0, long Gen1, long Gen2) before)
    {
        var now = Counts();
        return (now.Gen0 - before.Gen0, now.Gen1 - before.Gen1, now.Gen2 - before.Gen2);
    }

    /// <summary>Collections per 1,000 of <paramref name="operations"/>; null without operations.</summary>
    /// <param name="collections">Per generation: the collections counted while the operations ran.</param>
    /// <param name="windowCalls">The calls in each window the operations were made in.</param>
    public static CollectionsPerThousand? Of((long Gen0, long Gen1, long Gen2) collections, long operations, long? windowCalls = null)
    {
        if (operations <= 0)
            return null;
        double Per(long count) => Math.Round(1000.0 * count / operations, 4);
        return new(Per(collections.Gen0), Per(collections.Gen1), Per(collections.Gen2), windowCalls);
    }

    /// <summary>The mean of several processes' (a pooled row); null where none has them.</summary>
    public static CollectionsPerThousand? Mean(IEnumerable<CollectionsPerThousand?> each)
    {
        var known = each.OfType<CollectionsPerThousand>().ToList();
        double Average(Func<CollectionsPerThousand, double> of) => Math.Round(known.Average(of), 4);
        return known.Count == 0 ? null
            : new(Average(c => c.Gen0), Average(c => c.Gen1), Average(c => c.Gen2),
                known.All(c => c.WindowCalls is not null) ? Average(c => c.WindowCalls!.Value) : null);
    }
}
