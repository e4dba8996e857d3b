using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Summaries;

public sealed record SeedClaim(string Text, string Source, string Faster, string Slower, bool Serialize, int Objects,
    double MaxRatio);

public sealed record ClaimCheck(SeedClaim Claim, double? Ratio, string Verdict);

/// <summary>So a run that stops reproducing a claim shows why (docs/history/fairness.md, "Paths").</summary>
public static class SeedClaims
{
    public static IReadOnlyList<SeedClaim> All { get; } =
    [
        new("System.Text.Json's source-generated code serializes a BookShelf 20+% faster than its reflection-based "
            + "serializer",
            "the classic article (shared/seeds/000)", "SystemTextJsonSourceGen", "SystemTextJson", Serialize: true,
                Objects: 1000, MaxRatio: 0.8),
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
            : !RatioInterval.Below(faster.Value, fasterInterval, slower.Value, slowerInterval)
                ? "not shown: the interval of the ratio includes 1"
            : ratio <= claim.MaxRatio ? "holds"
            : $"faster, but by less than claimed (at most {claim.MaxRatio:0.##}×)";
        return new(claim, ratio, verdict);
    }

    public static IReadOnlyList<ClaimCheck> Check(RunSummary data) =>
        data.PrimaryRuntime is { } runtime && data.Datasets.Contains(Dataset)
            ? [.. All.Select(c => Check(c, data.Steady(runtime, Dataset)))] : [];

    public const string Dataset = "bookshelf";

    public const string Rule = "a claim holds when the 95% interval of the ratio of the two lies below 1 and the "
        + "ratio is the claimed one";

    static (double? Seconds, double? IntervalPercent) Time(SeedClaim claim, string serializer,
        IReadOnlyList<SteadyPoint> points) =>
        points.FirstOrDefault(p => p.Serializer == serializer && p.Objects == claim.Objects) is { } p
            ? claim.Serialize ? (p.SerializeSeconds, p.SerializeIntervalPercent)
                : (p.DeserializeSeconds, p.DeserializeIntervalPercent)
            : (null, null);
}
