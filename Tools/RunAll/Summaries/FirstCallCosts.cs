using SerializerTests.Results;
using SerializerTests.RunAll.Statistics;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Summaries;

/// <summary><see cref="RestMs"/> is what the trace does not attribute.</summary>
public sealed record FirstCallBreakdown(double JitMs, double GcMs, double AssemblyLoadMs, double RestMs);

public sealed record MissingFirstCall(string RootType, string Status, string? Reason)
{
    public const string NotRun = "not run";
    const int ShownReason = 100;

    public string Describe() => Reason is not { Length: > 0 } reason ? $"{RootType} {Status}"
        : $"{RootType} {Status}: {RowText.Shorten(reason, ShownReason)}";
}

/// <summary>Only a <see cref="Complete"/> cost is ranked: a sum over fewer types would look cheaper than it
/// is.</summary>
public sealed record FirstCallCost(string Dataset, string Serializer, string Variant, double Milliseconds,
    double? ProcessWallMs,
    FirstCallBreakdown? Breakdown,
    IReadOnlyList<string> MeasuredTypes, IReadOnlyList<MissingFirstCall> Missing, double? IntervalPercent = null)
{
    public bool Complete => Missing.Count == 0;
}

public static class FirstCallCosts
{
    public static List<FirstCallCost> Of(IEnumerable<ResultRow> rows)
    {
        var costs = new List<FirstCallCost>();
        foreach (var dataset in rows.GroupBy(RunSummary.DatasetOf))
        {
            var types = TypesOf(dataset.Key, dataset);
            foreach (var child in dataset.GroupBy(r => (r.Serializer, Variant: r.Variant ?? "")))
            {
                var ok = child.Where(r => r.Status == ResultStatus.Ok).ToList();
                if (ok.Count == 0)
                    continue;
                double ms = ok.Sum(r => (r.SerializeSeconds ?? 0) + (r.DeserializeSeconds ?? 0)) * 1000;
                var measured = types.Where(t => ok.Any(r => r.RootType == t)).ToList();
                var missing = types.Except(measured).Select(t => Missing(t, child.Where(r => r.RootType == t).ToList()))
                    .ToList();
                costs.Add(new FirstCallCost(dataset.Key, child.Key.Serializer, child.Key.Variant, ms,
                    ok[0].ProcessWallMs, Breakdown(ok[0], ms),
                    measured, missing,
                    LaunchPooling.IntervalPercentOfTotal(ok, ms / 1000)));
            }
        }
        return costs;
    }

    /// <summary>Includes other types its rows have: the child writes a row for each.</summary>
    static List<string> TypesOf(string dataset, IEnumerable<ResultRow> rows)
    {
        var declared = Datasets.Find(dataset)?.FirstCallTypes.Select(t => t.Name) ?? [];
        // A row without a root type never ran one.
        var seen = rows.Select(r => r.RootType).Where(t => !string.IsNullOrEmpty(t)).OfType<string>()
            .Order(StringComparer.Ordinal);
        return declared.Concat(seen).Distinct().ToList();
    }

    static MissingFirstCall Missing(string rootType, IReadOnlyList<ResultRow> rows)
    {
        var worst = rows.OrderBy(r => RunSummary.Severity(r.Status)).FirstOrDefault();
        return worst is null ? new MissingFirstCall(rootType, MissingFirstCall.NotRun, null)
            : new MissingFirstCall(rootType, worst.Status,
                rows.Where(r => r.Status == worst.Status).Select(r => r.Error)
                    .FirstOrDefault(e => !string.IsNullOrWhiteSpace(e)));
    }

    static FirstCallBreakdown? Breakdown(ResultRow row, double ms)
    {
        if (row.TraceFirstCallJitMs is not { } jit)
            return null;
        double gc = row.TraceFirstCallGcPauseMs ?? 0, load = row.TraceFirstCallAssemblyLoadMs ?? 0;
        return new FirstCallBreakdown(jit, gc, load, Math.Max(0, ms - jit - gc - load));
    }
}
