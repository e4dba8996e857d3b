using SerializerTests.Cli;
using SerializerTests.RunAll.Cli;

namespace SerializerTests.RunAll.Matrix;

/// <summary>What a benchmark run measures: its runtime variants and its cells, in the order they run.</summary>
public static class RunPlan
{
    public static IReadOnlyList<RuntimeVariant> Targets(RunAllOptions options) =>
        options.Runtimes.SelectMany(r => options.Variants.Select(v => new RuntimeVariant(r, v))).ToList();

    /// <summary>First call in every target, per dataset (each serializer's launches back to back, as the classic tool did); then
    /// the steady state in JIT targets, or in every target when --variants was given: every unit (target × serializer × dataset)
    /// in <see cref="RunAllOptions.EffectiveProcesses"/> processes, launched in rounds of one process per unit, each round in its
    /// own order drawn from the run's seed, so that one slow spell of the machine lands on different units.</summary>
    public static IReadOnlyList<Cell> Cells(RunAllOptions options, IReadOnlyList<RuntimeVariant> targets, IReadOnlyList<string> serializers)
    {
        var cells = new List<Cell>();
        foreach (var dataset in options.Datasets)
        foreach (var target in targets)
        foreach (var serializer in serializers)
        for (int launch = 1; launch <= options.Launches; launch++)
            cells.Add(new Cell(target, TestKind.FirstCall, serializer, launch, dataset));

        var units = (from dataset in options.Datasets
                     from target in targets.Where(t => t.Variant == Variant.Jit || options.VariantsGiven)
                     from serializer in serializers
                     select new Cell(target, TestKind.Combined, serializer, 1, dataset)).ToList();
        var random = new Random(options.Seed);
        for (int process = 1; process <= options.EffectiveProcesses; process++)
            cells.AddRange(units.Select(u => (Unit: u, Key: random.Next())).OrderBy(u => u.Key).Select(u => u.Unit with { Launch = process }));
        return cells;
    }
}
