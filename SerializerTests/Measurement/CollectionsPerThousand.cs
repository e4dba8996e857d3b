namespace SerializerTests.Measurement;

/// <summary>
/// Garbage collections per 1,000 operations over an operation's timed runs, as BenchmarkDotNet's MemoryDiagnoser counts them:
/// the change in <see cref="GC.CollectionCount"/> of each generation (a gen1 collection counts in Gen0 too, a gen2 in all three)
/// divided by the operations timed. The forced full collection before each run is outside the count.
/// </summary>
public sealed record CollectionsPerThousand(double Gen0, double Gen1, double Gen2)
{
    /// <summary>The collection counts of generations 0, 1 and 2 now; a value, so reading them allocates nothing inside a timed run's
    /// allocation count.</summary>
    public static (long Gen0, long Gen1, long Gen2) Counts() => (GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2));

    /// <summary>Collections per 1,000 of <paramref name="operations"/>; null without operations.</summary>
    /// <param name="collections">Per generation: the collections counted while the operations ran.</param>
    public static CollectionsPerThousand? Of((long Gen0, long Gen1, long Gen2) collections, long operations)
    {
        if (operations <= 0)
            return null;
        double Per(long count) => Math.Round(1000.0 * count / operations, 4);
        return new(Per(collections.Gen0), Per(collections.Gen1), Per(collections.Gen2));
    }

    /// <summary>The mean of several processes' (a pooled row); null where none has them.</summary>
    public static CollectionsPerThousand? Mean(IEnumerable<CollectionsPerThousand?> each)
    {
        var known = each.OfType<CollectionsPerThousand>().ToList();
        return known.Count == 0 ? null
            : new(Math.Round(known.Average(c => c.Gen0), 4), Math.Round(known.Average(c => c.Gen1), 4), Math.Round(known.Average(c => c.Gen2), 4));
    }
}
