using SerializerTests.Cli;

namespace SerializerTests.RunAll.Planning;

/// <summary>What a benchmark run measures: its runtime variants and its cells, in the order they run.</summary>
public static class RunPlan
{
    /// <summary>Mixed into the seed for the first-call rounds, so that their order is drawn apart from the steady state's and a
    /// run's steady-state order does not depend on how many launches it asks for.</summary>
    const int FirstCallStream = 0x5f1c;

    /// <summary>The run's runtime variants, then each of them once per side-by-side pin (<see cref="RunSettings.Packages"/>).</summary>
    public static IReadOnlyList<RuntimeVariant> Targets(RunSettings settings)
    {
        var targets = settings.Runtimes.SelectMany(r => settings.Variants.Select(v => new RuntimeVariant(r, v))).ToList();
        return [.. targets, .. settings.Packages.SelectMany(pin => targets.Select(t => t with { Pin = pin }))];
    }

    /// <summary>Whether <paramref name="target"/> is one of several builds of a package measured side by side (one version alone only pins
    /// the package for the run).</summary>
    static bool IsSideBySide(RunSettings settings, RuntimeVariant target) =>
        target.Pin is { } pin && settings.Packages.Count(p => p.Package == pin.Package) > 1;

    /// <summary>The serializers a pinned build measures, as their rows name them (<c>ProtobufNet@3.2.52</c>); on an unpinned build, all of
    /// <paramref name="serializers"/> (versioning and hostile input measure every serializer on the run's own versions too).</summary>
    public static IReadOnlyList<SerializerId> SerializersOn(RunSettings settings, RuntimeVariant target, IReadOnlyList<string> serializers) =>
        [.. serializers.SelectMany(s => target.Pin is null ? [new SerializerId(s)]
            : Builds(settings, target.Unpinned, s).Where(b => b.Target == target).Select(b => b.Serializer))];

    /// <summary>Where <paramref name="serializer"/> runs in <paramref name="target"/>: on the target itself, or, when it uses a package the
    /// run pins, once on each pin's build under the pin's label (<c>ProtobufNet@3.2.52</c>).</summary>
    static IEnumerable<(RuntimeVariant Target, SerializerId Serializer)> Builds(RunSettings settings, RuntimeVariant target, string serializer)
    {
        var pins = settings.Packages.Count == 0 ? [] : settings.Packages.Where(p => p.Package == SerializerSelection.PackageOf(serializer)).ToList();
        return pins.Count == 0 ? [(target, new SerializerId(serializer))] : pins.Select(p => (target with { Pin = p }, p.On(serializer)));
    }

    /// <summary>First call: every first-call child (dataset × target × serializer) launched <see cref="RunSettings.Launches"/> times,
    /// in rounds of one launch per child, each round in its own order drawn from the run's seed, so that a slow spell of the machine
    /// lands on different children and a child's launches are a sample of the run, not of one minute of it. Then the steady state in
    /// JIT targets, or in every target when --variants was given: every unit (target × serializer × dataset) in
    /// <see cref="RunSettings.EffectiveProcesses"/> processes, launched the same way.</summary>
    public static IReadOnlyList<Cell> Cells(RunSettings settings, IReadOnlyList<RuntimeVariant> targets, IReadOnlyList<string> serializers)
    {
        var unpinned = targets.Where(t => t.Pin is null).ToList();
        var children = (from dataset in settings.Datasets
                        from target in unpinned
                        from serializer in serializers
                        from build in Builds(settings, target, serializer)
                        select new Cell(build.Target, TestKind.FirstCall, build.Serializer, 1, dataset)).ToList();
        var cells = Rounds(children, _ => settings.Launches, new Random(settings.Seed ^ FirstCallStream)).ToList();

        var units = (from dataset in settings.Datasets
                     from target in unpinned.Where(t => t.Variant == Variant.Jit || settings.VariantsGiven)
                     from serializer in serializers
                     from build in Builds(settings, target, serializer)
                     select new Cell(build.Target, TestKind.Combined, build.Serializer, 1, dataset)).ToList();
        cells.AddRange(
            Rounds(units, u => IsSideBySide(settings, u.Target) ? settings.SideBySideProcesses : settings.EffectiveProcesses,
                new Random(settings.Seed)));
        // A shard keeps its rounds of the whole run's plan: the order within each round is the unsharded run's.
        return settings.Shard is { } shard ? [.. cells.Where(c => shard.TakesRound(c.Launch))] : cells;
    }

    /// <summary>Why <paramref name="settings"/> cannot be sharded as they ask, or null: a shard takes whole rounds, so every shard
    /// needs at least one round of first calls and of the steady state.</summary>
    public static string? ShardError(RunSettings settings) =>
        settings.Shard is { } shard && (settings.Launches < shard.Count || settings.EffectiveProcesses < shard.Count)
            ? $"--shard {shard}: a shard takes whole rounds, and this run has {settings.Launches} launches per first-call child (--launches) "
                + $"and {settings.EffectiveProcesses} processes per steady-state unit (--processes); give both at least {shard.Count}"
            : null;

    /// <summary>Rounds, each holding once every cell that has that many (<paramref name="rounds"/>; numbered by its round) in an order of
    /// its own: the versions of a side-by-side serializer share every round, so a slow spell or a shifted hour falls on all of them.</summary>
    static IEnumerable<Cell> Rounds(IReadOnlyList<Cell> cells, Func<Cell, int> rounds, Random random)
    {
        int most = cells.Count == 0 ? 0 : cells.Max(rounds);
        for (int round = 1; round <= most; round++)
            foreach (var cell in cells.Select(c => (Cell: c, Key: random.Next())).OrderBy(c => c.Key).Select(c => c.Cell)
                .Where(c => rounds(c) >= round))
                yield return cell with { Launch = round };
    }
}
