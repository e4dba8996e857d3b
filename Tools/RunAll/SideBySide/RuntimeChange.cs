using System.Text.Json.Serialization;
using SerializerTests.Cli;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// One serializer's change from runtime A to runtime B over one part of its cells, the line a reader of a runtime comparison looks
/// for first: the steady state (its cells at N ≥ <see cref="SteadyFromObjects"/>) or the first calls, in one variant. B/A is the
/// geometric mean of the part's cell ratios (SideBySide.csv); its interval the geometric mean of their interval bounds, as wide as if
/// every cell had erred the same way in every round, so never narrower than the part's own; the verdict the cells' equivalence rule
/// at their threshold. Computed from SideBySide.csv alone, so a folder without raw/ (the published reference) has it too.
/// </summary>
/// <param name="Test">The CSV's Test of the part's cells: the steady state or the first call.</param>
/// <param name="Cells">The cells pooled (datasets × N or root types × serialize and deserialize), each with an interval.</param>
/// <param name="Baseline">A hand-written baseline: shown after the serializers, in no count of them.</param>
public sealed record RuntimeChange(string A, string B, string Serializer, string Test, string Variant, int Cells, double Ratio,
    double RatioLow, double RatioHigh, string Verdict, bool Baseline = false)
{
    /// <summary>The steady state's part starts here: below it a call is mostly the harness's fixed cost, the same on both runtimes.</summary>
    public const int SteadyFromObjects = 1000;

    [JsonIgnore]
    public bool IsFirstCall => Test == TestKind.FirstCall.Name();

    /// <summary>"steady state JIT" or "first call NativeAOT".</summary>
    [JsonIgnore]
    public string Part => $"{(IsFirstCall ? "first call" : "steady state")} {Variant}";

    /// <summary>"net9.0 → net10.0", the name <see cref="PairedVerdict.PairOf"/> gives the comparison's cells.</summary>
    [JsonIgnore]
    public string Pair => PairedVerdict.Pair(A, B);

    /// <summary>Every runtime comparison's changes in the order the comparisons come, serializer by serializer, the steady state first.</summary>
    /// <param name="baselines">The run's hand-written baselines (<see cref="Summaries.Baselines"/>).</param>
    public static IReadOnlyList<RuntimeChange> Of(IReadOnlyList<SideBySideRow> cells, IReadOnlySet<string> baselines) =>
        [.. cells.Where(c => c.Compared.IsRuntime && c is { Ratio: > 0, RatioLow: > 0, RatioHigh: > 0 }
                && (c.Test == TestKind.FirstCall.Name() || c.Objects >= SteadyFromObjects))
            .GroupBy(c => (c.A, c.B, c.Serializer, c.Test, c.Variant))
            .OrderBy(g => g.Key.Serializer, StringComparer.Ordinal).ThenBy(g => g.Key.Test == TestKind.FirstCall.Name())
            .ThenBy(g => RuntimeVariant.OrderOf(g.Key.Variant))
            .GroupBy(g => (g.Key.A, g.Key.B)).SelectMany(pair => pair.Select(part => Pooled(part, baselines.Contains(part.Key.Serializer))))];

    static RuntimeChange Pooled(IGrouping<(string A, string B, string Serializer, string Test, string Variant), SideBySideRow> part, bool baseline)
    {
        static double Geometric(IEnumerable<double> values) => Math.Exp(values.Average(Math.Log));
        var (a, b, serializer, test, variant) = part.Key;
        double low = Geometric(part.Select(c => c.RatioLow!.Value)), high = Geometric(part.Select(c => c.RatioHigh!.Value));
        return new(a, b, serializer, test, variant, part.Count(), Geometric(part.Select(c => c.Ratio!.Value)), low, high,
            PairedVerdict.Decide(low, high, part.First().ThresholdPercent), baseline);
    }
}
