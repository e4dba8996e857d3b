using System.Text.Json.Serialization;
using SerializerTests.Cli;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// One serializer's change from runtime A to runtime B over one part of its cells (the steady state or the first calls
/// of one variant): the line a reader of a runtime comparison looks for first.
/// </summary>
/// <param name="Baseline">A hand-written baseline: shown after the serializers, in no count of them.</param>
/// <param name="ByRound">Pooled round by round from raw/; false: from the cells' bounds.</param>
public sealed record RuntimeChange(string A, string B, string Serializer, string Test, string Variant, int Cells,
    double Ratio, double RatioLow, double RatioHigh, string Verdict, bool Baseline = false, bool ByRound = false)
{
    /// <summary>Below this a call is mostly the harness's fixed cost, the same on both runtimes.</summary>
    public const int SteadyFromObjects = 1000;

    [JsonIgnore]
    public bool IsFirstCall => Test == TestKind.FirstCall.Name();

    /// <summary>"steady state JIT" or "first call NativeAOT".</summary>
    [JsonIgnore]
    public string Part => $"{(IsFirstCall ? "first call" : "steady state")} {Variant}";

    /// <summary>"net9.0 → net10.0", as <see cref="PairedVerdict.PairOf"/> names the comparison's cells.</summary>
    [JsonIgnore]
    public string Pair => PairedVerdict.Pair(A, B);

    /// <summary>The changes from SideBySide.csv alone, for a folder without raw/: the interval is the geometric mean of
    /// the cells' bounds, as wide as if every cell had erred alike in every round.</summary>
    public static IReadOnlyList<RuntimeChange> Of(IReadOnlyList<SideBySideRow> cells, IReadOnlySet<string> baselines) =>
        Ordered(cells.Where(c => c.Compared.IsRuntime && c is { Ratio: > 0, RatioLow: > 0, RatioHigh: > 0 }
                && (c.Test == TestKind.FirstCall.Name() || c.Objects >= SteadyFromObjects))
            .GroupBy(c => (c.A, c.B, c.Serializer, c.Test, c.Variant))
            .Select(part => Pooled(part, baselines.Contains(part.Key.Serializer))));

    /// <summary>Within each comparison by serializer, the steady state first, the variants in their order.</summary>
    public static IReadOnlyList<RuntimeChange> Ordered(IEnumerable<RuntimeChange> changes) =>
        [.. changes.OrderBy(c => c.Serializer, StringComparer.Ordinal).ThenBy(c => c.IsFirstCall)
            .ThenBy(c => RuntimeVariant.OrderOf(c.Variant))
            .GroupBy(c => (c.A, c.B)).SelectMany(pair => pair)];

    static RuntimeChange Pooled(
        IGrouping<(string A, string B, string Serializer, string Test, string Variant), SideBySideRow> part,
        bool baseline)
    {
        static double Geometric(IEnumerable<double> values) => Math.Exp(values.Average(Math.Log));
        var (a, b, serializer, test, variant) = part.Key;
        double low = Geometric(part.Select(c => c.RatioLow!.Value)),
            high = Geometric(part.Select(c => c.RatioHigh!.Value));
        return new(a, b, serializer, test, variant, part.Count(), Geometric(part.Select(c => c.Ratio!.Value)),
            low, high,
            PairedVerdict.Decide(low, high, part.First().ThresholdPercent), baseline);
    }
}
