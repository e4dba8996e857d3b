using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Summaries;

/// <summary>A measurable claim of the articles the project grew from (shared/seeds): <paramref name="Faster"/> takes at most
/// <paramref name="MaxRatio"/> of <paramref name="Slower"/>'s steady-state time for one operation at <paramref name="Objects"/> objects.</summary>
public sealed record SeedClaim(string Text, string Source, string Faster, string Slower, bool Serialize, int Objects, double MaxRatio);

/// <param name="Ratio">The run's <c>Faster/Slower</c> time, null when the run did not measure both.</param>
public sealed record ClaimCheck(SeedClaim Claim, double? Ratio, string Verdict);

/// <summary>
/// The seed articles' claims checked against a run (summary.md, "The seed articles' claims"): a reader of the classic article can see
/// whether this run reproduces what it reported, and a run that stops reproducing it shows why (an adapter off its library's fast path
/// hid one for a while: docs/history/fairness.md, "Paths"). Holds only when the 95% interval of the ratio of the two lies below 1
/// (<see cref="RatioInterval.Below"/>) and the margin is the claimed one.
/// </summary>
public static class SeedClaims
{
    public static IReadOnlyList<SeedClaim> All { get; } =
    [
        new("System.Text.Json's source-generated code serializes a BookShelf 20+% faster than its reflection-based serializer",
            "the classic article (shared/seeds/000)", "SystemTextJsonSourceGen", "SystemTextJson", Serialize: true, Objects: 1000, MaxRatio: 0.8),
    ];

    public static ClaimCheck Check(SeedClaim claim, IReadOnlyList<SteadyPoint> points)
    {
        var (faster, fasterInterval) = Time(claim, claim.Faster, points);
        var (slower, slowerInterval) = Time(claim, claim.Slower, points);
        if (faster is not > 0 || slower is not > 0)
            return new(claim, null, "not measured in this run");
        double ratio = faster.Value / slower.Value;
        string verdict = RatioInterval.Below(slower.Value, slowerInterval, faster.Value, fasterInterval)
            ? "contradicted: slower, and the interval of the ratio separates them"
            : !RatioInterval.Below(faster.Value, fasterInterval, slower.Value, slowerInterval) ? "not shown: the interval of the ratio includes 1"
            : ratio <= claim.MaxRatio ? "holds"
            : $"faster, but by less than claimed (at most {claim.MaxRatio:0.##}×)";
        return new(claim, ratio, verdict);
    }

    /// <summary>Every claim checked on the run's steady state of BookShelf; none where the run has no BookShelf steady state.</summary>
    public static IReadOnlyList<ClaimCheck> Check(RunSummary data) =>
        data.PrimaryRuntime is { } runtime && data.Datasets.Contains(Dataset) ? [.. All.Select(c => Check(c, data.Steady(runtime, Dataset)))] : [];

    /// <summary>The dataset the claims are about.</summary>
    public const string Dataset = "bookshelf";

    /// <summary>When a claim holds, as the page says it.</summary>
    public const string Rule = "a claim holds when the 95% interval of the ratio of the two lies below 1 and the ratio is the claimed one";

    static (double? Seconds, double? IntervalPercent) Time(SeedClaim claim, string serializer, IReadOnlyList<SteadyPoint> points) =>
        points.FirstOrDefault(p => p.Serializer == serializer && p.Objects == claim.Objects) is { } p
            ? claim.Serialize ? (p.SerializeSeconds, p.SerializeIntervalPercent) : (p.DeserializeSeconds, p.DeserializeIntervalPercent)
            : (null, null);
}
