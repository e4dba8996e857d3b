using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Summaries;

/// <summary>
/// What the analysis step judged a run's measurements to be, once, for every page: the first-call costs pooled over their launches,
/// the decision matrix, the rankings with their ties, the use-case views, the Pareto front, the seed articles' claims and each
/// serializer's change between the run's runtimes (<see cref="RuntimeChange"/>). It is
/// written into the results folder as analysis.json (<see cref="AnalysisFile"/>) and read back by <c>report</c> and <c>publish</c>,
/// which render it and judge nothing again; the side-by-side verdicts have their own file, SideBySide.csv.
/// </summary>
/// <param name="Version">The file's format (<see cref="CurrentVersion"/>); a file of another is recomputed, as a missing one is.</param>
public sealed record RunAnalysis(int Version, IReadOnlyList<FirstCallCost> FirstCalls, DecisionMatrix Matrix, IReadOnlyList<RankedList> Rankings,
    IReadOnlyList<ViewRanking> UseCases, IReadOnlyList<ParetoPoint> Pareto, IReadOnlyList<ClaimCheck> Claims,
    IReadOnlyList<RuntimeChange> RuntimeChanges)
{
    /// <summary>2: <see cref="RuntimeChanges"/> added (a file of format 1 is judged again, and so gains them); 3: pooled round by round
    /// where raw/ is there (a folder judged before is judged again, and gains them); 4: each ranked value's place as a number.</summary>
    public const int CurrentVersion = 4;

    /// <summary>Judges what <paramref name="summary"/>'s rows and side files hold.</summary>
    public static RunAnalysis Of(RunSummary summary)
    {
        var firstCalls = FirstCallCosts.Of(summary.FirstCallRows);
        var matrix = DecisionMatrix.Build(summary, firstCalls);
        return new(CurrentVersion, firstCalls, matrix, [.. SteadyRankings(summary), .. FirstCallRankings(summary, firstCalls, matrix)],
            UseCaseViews.Rank(matrix), Decision.Pareto.Of(matrix), SeedClaims.Check(summary),
            summary.Raw.Count > 0
                ? PairedVerdict.RuntimeChanges(summary.Raw, summary.Baselines) : RuntimeChange.Of(summary.SideBySide, summary.Baselines));
    }

    /// <summary>The ranking of one measure in one dataset (and variant, for first calls); null where the run has none.</summary>
    public RankedList? Ranking(string measure, string dataset, string? variant = null) =>
        Rankings.FirstOrDefault(r => r.Measure == measure && r.Dataset == dataset && r.Variant == variant);

    /// <summary>What it holds, in a few words, for the console.</summary>
    public string Describe() =>
        $"{Matrix.Rows.Count} serializers in the matrix, {Rankings.Count(r => r.Entries.Count > 0)} rankings, {UseCases.Count} use-case views";

    public ViewRanking View(UseCaseView view) => UseCases.Single(r => r.View.Id == view.Id);

    /// <summary>Serialize, deserialize, size as written and size after Brotli of each dataset at the report's N, on its primary runtime.</summary>
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
                points.Select(p => (p.Serializer, p.DeserializeSeconds, p.DeserializeIntervalPercent)), summary.Baselines);
            yield return RankedList.Of(RankedList.Size, dataset, null,
                points.Select(p => (p.Serializer, (double?)p.SizeBytes, (double?)null)), summary.Baselines);
            yield return RankedList.Of(RankedList.Brotli, dataset, null,
                points.Select(p => (p.Serializer, (double?)p.BrotliBytes, (double?)null)), summary.Baselines);
        }
    }

    /// <summary>The cheapest first call of each dataset and variant, over the complete sums the NativeAOT rule ranks.</summary>
    static IEnumerable<RankedList> FirstCallRankings(RunSummary summary, IReadOnlyList<FirstCallCost> costs, DecisionMatrix matrix) =>
        from dataset in summary.FirstCallDatasets
        from variant in summary.Variants
        select RankedList.Of(RankedList.FirstCall, dataset, variant,
            costs.Where(c => c.Dataset == dataset && c.Variant == variant && c.Complete && NativeAotRanking.Excludes(c, matrix) is null)
                .Select(c => (c.Serializer, (double?)c.Milliseconds, c.IntervalPercent)), summary.Baselines);
}
