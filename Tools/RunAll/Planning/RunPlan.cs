using SerializerTests.Cli;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Planning;

public static class RunPlan
{
    /// <summary>So the first-call order is drawn apart from the steady state's.</summary>
    const int FirstCallStream = 0x5f1c;

    public static IReadOnlyList<RuntimeVariant> Targets(RunSettings settings)
    {
        var targets = settings.Runtimes.SelectMany(r => settings.Variants.Select(v => new RuntimeVariant(r, v)))
            .ToList();
        return [.. targets, .. settings.Packages.SelectMany(pin => targets.Select(t => t with { Pin = pin }))];
    }

    /// <summary>One version alone only pins the package.</summary>
    static bool IsSideBySide(RunSettings settings, RuntimeVariant target) =>
        target.Pin is { } pin && settings.Packages.Count(p => p.Package == pin.Package) > 1;

    /// <summary>A cell whose comparison can be given more rounds (<see cref="RunSettings.HasSideBySide"/>).</summary>
    public static bool TakesAddedRounds(RunSettings settings, Cell cell) =>
        IsSideBySide(settings, cell.Target) || settings.RuntimeVerdicts && cell.Target.Pin is null;

    /// <summary>The rounds the plan gives a cell's child: its launches, or its unit's processes.</summary>
    public static int PlannedRounds(RunSettings settings, Cell cell) =>
        cell.Test == TestKind.FirstCall ? settings.Launches
        : IsSideBySide(settings, cell.Target) ? settings.SideBySideProcesses : settings.EffectiveProcesses;

    /// <summary>The rounds an earlier session of a resumed run added beyond the plan (until decided), found by
    /// their cell files.</summary>
    public static IEnumerable<Cell> AddedRounds(RunSettings settings, IReadOnlyList<Cell> plan, Func<Cell, bool> isDone)
    {
        foreach (var child in plan.Where(c => TakesAddedRounds(settings, c)).Select(c => c with { Launch = 0 })
            .Distinct())
            for (int round = PlannedRounds(settings, child) + 1; isDone(child with { Launch = round }); round++)
                yield return child with { Launch = round };
    }

    public static IReadOnlyList<SerializerId> SerializersOn(RunSettings settings, RuntimeVariant target,
        IReadOnlyList<string> serializers) =>
        [.. serializers.SelectMany(s => target.Pin is null ? [new SerializerId(s)]
            : Builds(settings, target.Unpinned, s).Where(b => b.Target == target).Select(b => b.Serializer))];

    static IEnumerable<(RuntimeVariant Target, SerializerId Serializer)> Builds(RunSettings settings,
        RuntimeVariant target, string serializer)
    {
        var pins = settings.Packages.Count == 0 ? []
            : settings.Packages.Where(p => p.Package == SerializerSelection.PackageOf(serializer)).ToList();
        return pins.Count == 0 ? [(target, new SerializerId(serializer))]
            : pins.Select(p => (target with { Pin = p }, p.On(serializer)));
    }

    /// <summary>Rounds in seeded orders, so a slow spell of the machine lands on different children.</summary>
    public static IReadOnlyList<Cell> Cells(RunSettings settings, IReadOnlyList<RuntimeVariant> targets,
        IReadOnlyList<string> serializers)
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
            Rounds(units, u =>
                IsSideBySide(settings, u.Target) ? settings.SideBySideProcesses : settings.EffectiveProcesses,
                new Random(settings.Seed)));
        return settings.Shard is { } shard ? [.. cells.Where(c => shard.TakesRound(c.Launch))] : cells;
    }

    public static string? ShardError(RunSettings settings) =>
        settings.Shard is { } shard && (settings.Launches < shard.Count || settings.EffectiveProcesses < shard.Count)
            ? $"--shard {shard}: a shard takes whole rounds, and this run has {settings.Launches} launches per "
                + "first-call child (--launches) "
                + $"and {settings.EffectiveProcesses} processes per steady-state unit (--processes); give both at "
                    + $"least {shard.Count}"
            : null;

    /// <summary>The versions of a side-by-side serializer share every round, so a slow spell falls on all.</summary>
    static IEnumerable<Cell> Rounds(IReadOnlyList<Cell> cells, Func<Cell, int> rounds, Random random)
    {
        int most = cells.Count == 0 ? 0 : cells.Max(rounds);
        for (int round = 1; round <= most; round++)
            foreach (var cell in cells.Select(c => (Cell: c, Key: random.Next())).OrderBy(c => c.Key)
                .Select(c => c.Cell)
                .Where(c => rounds(c) >= round))
                yield return cell with { Launch = round };
    }
}
