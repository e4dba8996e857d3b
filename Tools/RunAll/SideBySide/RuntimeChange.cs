using System.Text.Json.Serialization;
using SerializerTests.Cli;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// One serializer's change from runtime A to runtime B over one part of its cells, the line a reader of a runtime comparison looks
/// for first: the steady state (its cells at N ≥ <see cref="SteadyFromObjects"/>) or the first calls, in one variant, judged by the
/// cells' equivalence rule at their threshold. A run's analysis pools it round by round from raw/
/// (<see cref="PairedVerdict.RuntimeChanges"/>, <see cref="ByRound"/>): per round the mean of the part's cells' log ratios, its interval
/// over the rounds. A folder without raw/ (the published reference, judged before that) has it from SideBySide.csv alone
/// (<see cref="Of"/>): B/A the geometric mean of the part's cell ratios, its interval the geometric mean of their bounds, as wide as if
/// every cell had erred the same way in every round.
/// </summary>
/// <param name="Test">The CSV's Test of the part's cells: the steady state or the first call.</param>
/// <param name="Cells">The cells pooled (datasets × N or root types × serialize and deserialize), each with an interval.</param>
/// <param name="Baseline">A hand-written baseline: shown after the serializers, in no count of them.</param>
/// <param name="ByRound">Pooled round by round from raw/ (<see cref="PairedVerdict.RuntimeChanges"/>); false: from the cells' bounds.</param>
public sealed record RuntimeChange(string A, string B, string Serializer, string Test, string Variant, int Cells, double Ratio,
    double RatioLow, double RatioHigh, string Verdict, bool Baseline = false, bool ByRound = false)
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

    /// <summary>Every runtime comparison's changes from its cells alone (SideBySide.csv, so a folder without raw/ has them too), in the
    /// order of <see cref="Ordered"/>; a run with raw/ pools them round by round instead (<see cref="PairedVerdict.RuntimeChanges"/>).</summary>
    /// <param name="baselines">The run's hand-written baselines (<see cref="Summaries.Baselines"/>).</param>
    public static IReadOnlyList<RuntimeChange> Of(IReadOnlyList<SideBySideRow> cells, IReadOnlySet<string> baselines) =>
        Ordered(cells.Where(c => c.Compared.IsRuntime && c is { Ratio: > 0, RatioLow: > 0, RatioHigh: > 0 }
                && (c.Test == TestKind.FirstCall.Name() || c.Objects >= SteadyFromObjects))
            .GroupBy(c => (c.A, c.B, c.Serializer, c.Test, c.Variant)).Select(part => Pooled(part, baselines.Contains(part.Key.Serializer))));

    /// <summary>The comparisons in the order they come, within each serializer by serializer, the steady state first, the variants in
    /// their order.</summary>
    public static IReadOnlyList<RuntimeChange> Ordered(IEnumerable<RuntimeChange> changes) =>
        [.. changes.OrderBy(c => c.Serializer, StringComparer.Ordinal).ThenBy(c => c.IsFirstCall).ThenBy(c => RuntimeVariant.OrderOf(c.Variant))
            .GroupBy(c => (c.A, c.B)).SelectMany(pair => pair)];

    static RuntimeChange Pooled(IGrouping<(string A, string B, string Serializer, string Test, string Variant), SideBySideRow> part, bool baseline)
    {
        static double Geometric(IEnumerable<double> values) => Math.Exp(values.Average(Math.Log));
        var (a, b, serializer, test, variant) = part.Key;
        double low = Geometric(part.Select(c => c.RatioLow!.Value)), high = Geometric(part.Select(c => c.RatioHigh!.Value));
        return new(a, b, serializer, test, variant, part.Count(), Geometric(part.Select(c => c.Ratio!.Value)), low, high,
            PairedVerdict.Decide(low, high, part.First().ThresholdPercent), baseline);
    }
}
