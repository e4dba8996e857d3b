using SerializerTests.Cli;
using SerializerTests.RunAll.Cli;

namespace SerializerTests.RunAll.Planning;

/// <summary>What a benchmark run measures: its runtime variants and its cells, in the order they run.</summary>
public static class RunPlan
{
    /// <summary>Mixed into the seed for the first-call rounds, so that their order is drawn apart from the steady state's and a
    /// run's steady-state order does not depend on how many launches it asks for.</summary>
    const int FirstCallStream = 0x5f1c;

    public static IReadOnlyList<RuntimeVariant> Targets(RunAllOptions options) =>
        options.Runtimes.SelectMany(r => options.Variants.Select(v => new RuntimeVariant(r, v))).ToList();

    /// <summary>First call: every first-call child (dataset × target × serializer) launched <see cref="RunAllOptions.Launches"/> times,
    /// in rounds of one launch per child, each round in its own order drawn from the run's seed, so that a slow spell of the machine
    /// lands on different children and a child's launches are a sample of the run, not of one minute of it. Then the steady state in
    /// JIT targets, or in every target when --variants was given: every unit (target × serializer × dataset) in
    /// <see cref="RunAllOptions.EffectiveProcesses"/> processes, launched the same way.</summary>
    public static IReadOnlyList<Cell> Cells(RunAllOptions options, IReadOnlyList<RuntimeVariant> targets, IReadOnlyList<string> serializers)
    {
        var children = (from dataset in options.Datasets
                        from target in targets
                        from serializer in serializers
                        select new Cell(target, TestKind.FirstCall, serializer, 1, dataset)).ToList();
        var cells = Rounds(children, options.Launches, new Random(options.Seed ^ FirstCallStream)).ToList();

        var units = (from dataset in options.Datasets
                     from target in targets.Where(t => t.Variant == Variant.Jit || options.VariantsGiven)
                     from serializer in serializers
                     select new Cell(target, TestKind.Combined, serializer, 1, dataset)).ToList();
        cells.AddRange(Rounds(units, options.EffectiveProcesses, new Random(options.Seed)));
        // A shard keeps its rounds of the whole run's plan: the order within each round is the unsharded run's.
        return options.Shard is { } shard ? [.. cells.Where(c => shard.TakesRound(c.Launch))] : cells;
    }

    /// <summary>Why <paramref name="options"/> cannot be sharded as they ask, or null: a shard takes whole rounds, so every shard
    /// needs at least one round of first calls and of the steady state.</summary>
    public static string? ShardError(RunAllOptions options) =>
        options.Shard is { } shard && (options.Launches < shard.Count || options.EffectiveProcesses < shard.Count)
            ? $"--shard {shard}: a shard takes whole rounds, and this run has {options.Launches} launches per first-call child (--launches) "
                + $"and {options.EffectiveProcesses} processes per steady-state unit (--processes); give both at least {shard.Count}"
            : null;

    /// <summary><paramref name="rounds"/> rounds, each holding every cell once (numbered by its round) in an order of its own.</summary>
    static IEnumerable<Cell> Rounds(IReadOnlyList<Cell> cells, int rounds, Random random)
    {
        for (int round = 1; round <= rounds; round++)
            foreach (var cell in cells.Select(c => (Cell: c, Key: random.Next())).OrderBy(c => c.Key).Select(c => c.Cell))
                yield return cell with { Launch = round };
    }
}
