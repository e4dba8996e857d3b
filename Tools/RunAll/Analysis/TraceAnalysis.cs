using SerializerTests.Cli;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Analysis;

/// <summary>The CPU list prefers the steady-state child, which runs long enough to sample well.</summary>
public sealed record TraceAnalysis(
    int KeptLaunch,
    IReadOnlyList<(Cell Cell, TraceDetails Details)> FirstCalls,
    IReadOnlyList<AssemblyRow> Assemblies,
    IReadOnlyList<FirstCallJitRow> FirstCallJit,
    IReadOnlyList<ExceptionRow> Exceptions,
    IReadOnlyList<CpuSampleRow> CpuSamples)
{
    public static TraceAnalysis Of(IReadOnlyList<(Cell Cell, TraceDetails Details)> traces, int keptLaunch)
    {
        var kept = traces.Where(t => t.Cell.Test != TestKind.FirstCall || t.Cell.Launch == keptLaunch).ToList();
        var firstCalls = kept.Where(t => t.Cell.Test == TestKind.FirstCall).ToList();
        var assemblies = new List<AssemblyRow>();
        foreach (var target in firstCalls.Where(t => t.Details.Assemblies.Count > 0).GroupBy(t => t.Cell.Target))
        {
            var names = target.ToDictionary(t => t.Cell.Serializer.ToString(), t =>
                t.Details.Assemblies.Select(SimpleName).Distinct().ToList());
            var common =
                names.Values.Skip(1)
                    .Aggregate(new HashSet<string>(names.Values.First()), (set, next) =>
                    { set.IntersectWith(next); return set; });
            assemblies.AddRange(names.SelectMany(s =>
                s.Value.Select(a =>
                    new AssemblyRow(target.Key.Runtime, target.Key.VariantName, s.Key, a, common.Contains(a)))));
        }

        var jit = firstCalls.SelectMany(t => t.Details.FirstCallJitted.Select(m =>
            new FirstCallJitRow(t.Cell.Target.Runtime, t.Cell.Target.VariantName, t.Cell.Serializer.ToString(), m.Name,
                m.Tier, m.Ms)))
            .ToList();

        var exceptions = kept.SelectMany(t =>
            t.Details.ExceptionTypes.Select(e =>
                new ExceptionRow(t.Cell.Target.Runtime, t.Cell.Target.VariantName, t.Cell.Serializer.ToString(),
                t.Cell.Test.Name(), t.Cell.Launch, e.Name, e.Count)))
            .ToList();

        var cpu = kept.Where(t => t.Details.Metrics.CpuSamples > 0)
            .GroupBy(t => (t.Cell.Target, t.Cell.Serializer))
            .Select(g => g.OrderBy(t => t.Cell.Test == TestKind.FirstCall).First())
            .SelectMany(t =>
                t.Details.TopCpuMethods.Select(m =>
                    new CpuSampleRow(t.Cell.Target.Runtime, t.Cell.Target.VariantName, t.Cell.Serializer.ToString(),
                t.Cell.Test.Name(), m.Name, m.Count,
                    Math.Round(100.0 * m.Count / t.Details.Metrics.CpuSamples!.Value, 1))))
            .ToList();
        return new TraceAnalysis(keptLaunch, firstCalls, assemblies, jit, exceptions, cpu);
    }

    static string SimpleName(string fullName) => fullName.Split(',')[0].Trim();
}
