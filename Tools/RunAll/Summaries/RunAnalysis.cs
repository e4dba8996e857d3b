using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Summaries;

/// <summary>Judged once; <c>report</c> and <c>publish</c> render it and judge nothing again.</summary>
public sealed record RunAnalysis(int Version, IReadOnlyList<FirstCallCost> FirstCalls, DecisionMatrix Matrix,
    IReadOnlyList<RankedList> Rankings,
    IReadOnlyList<ViewRanking> UseCases, IReadOnlyList<ParetoPoint> Pareto, IReadOnlyList<ClaimCheck> Claims,
    IReadOnlyList<RuntimeChange> RuntimeChanges)
{
    /// <summary>Bumped when the content changes, so older files are judged again.</summary>
    public const int CurrentVersion = 4;

    public static RunAnalysis Of(RunSummary summary)
    {
        var firstCalls = FirstCallCosts.Of(summary.FirstCallRows);
        var matrix = DecisionMatrix.Build(summary, firstCalls);
        return new(CurrentVersion, firstCalls, matrix,
            [.. SteadyRankings(summary), .. FirstCallRankings(summary, firstCalls, matrix)],
            UseCaseViews.Rank(matrix), Decision.Pareto.Of(matrix), SeedClaims.Check(summary),
            summary.Raw.Count > 0
                ? PairedVerdict.RuntimeChanges(summary.Raw, summary.Baselines,
                    new SequentialDesign(summary.SideBySide.FirstOrDefault()?.Looks ?? 1))
                    : RuntimeChange.Of(summary.SideBySide, summary.Baselines));
    }

    public RankedList? Ranking(string measure, string dataset, string? variant = null) =>
        Rankings.FirstOrDefault(r => r.Measure == measure && r.Dataset == dataset && r.Variant == variant);

    public string Describe() =>
        $"{Matrix.Rows.Count} serializers in the matrix, {Rankings.Count(r => r.Entries.Count > 0)} rankings, "
            + $"{UseCases.Count} use-case views";

    public ViewRanking View(UseCaseView view) => UseCases.Single(r => r.View.Id == view.Id);

    static IEnumerable<RankedList> SteadyRankings(RunSummary summary)
    {
        if (summary.PrimaryRuntime is not { } runtime)
            yield break;
        foreach (var dataset in summary.Datasets)
        {
            var points = summary.AtObjects(runtime, dataset);
            yield return RankedList.Of(RankedList.Serialize, dataset, null,
                points.Select(p => (p.Serializer, p.SerializeSeconds, p.SerializeIntervalPercent)), summary.Baselines);
            yield return RankedList.Of(RankedList.Deserialize, dataset, null,
                points.Select(p => (p.Serializer, p.DeserializeSeconds, p.DeserializeIntervalPercent)),
                    summary.Baselines);
            yield return RankedList.Of(RankedList.Size, dataset, null,
                points.Select(p => (p.Serializer, (double?)p.SizeBytes, (double?)null)), summary.Baselines);
            yield return RankedList.Of(RankedList.Brotli, dataset, null,
                points.Select(p => (p.Serializer, (double?)p.BrotliBytes, (double?)null)), summary.Baselines);
        }
    }

    static IEnumerable<RankedList> FirstCallRankings(RunSummary summary, IReadOnlyList<FirstCallCost> costs,
        DecisionMatrix matrix) =>
        from dataset in summary.FirstCallDatasets
        from variant in summary.Variants
        select RankedList.Of(RankedList.FirstCall, dataset, variant,
            costs.Where(c =>
                c.Dataset == dataset && c.Variant == variant && c.Complete
                && NativeAotRanking.Excludes(c, matrix) is null)
                .Select(c => (c.Serializer, (double?)c.Milliseconds, c.IntervalPercent)), summary.Baselines);
}
