using SerializerTests.Results;
using SerializerTests.RunAll.Statistics;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Summaries;

/// <summary>What a first call spends its time on, from the child's trace (RunAll -profile); <see cref="RestMs"/> is what
/// the trace does not attribute (the serializer's own code, the OS).</summary>
public sealed record FirstCallBreakdown(double JitMs, double GcMs, double AssemblyLoadMs, double RestMs);

/// <summary>A first-call type a serializer has no ok call for: its worst status (failed, timeout, unsupported, or
/// <see cref="NotRun"/> when the run has no row for it) and the first reason given.</summary>
public sealed record MissingFirstCall(string RootType, string Status, string? Reason)
{
    public const string NotRun = "not run";
    const int ShownReason = 100;

    /// <summary>"LargeBookShelf unsupported: the reason", the reason cut short; the whole of it is in the CSV.</summary>
    public string Describe() => Reason is not { Length: > 0 } reason ? $"{RootType} {Status}"
        : $"{RootType} {Status}: {RowText.Shorten(reason, ShownReason)}";
}

/// <summary>
/// One serializer's first-call cost in one runtime variant: the sum of its ok timed first calls (each the median of its launches; serialize and
/// deserialize of each first-call type; the first includes creating the serializer, so assembly loading and library
/// start-up land there) — the span the trace's first-call columns cover — and the wall time of the whole child process.
/// Only a <see cref="Complete"/> cost is ranked: a sum over fewer types than the others' would look cheaper than it is.
/// </summary>
/// <param name="MeasuredTypes">The types whose calls are in <paramref name="Milliseconds"/>.</param>
/// <param name="Missing">The dataset's first-call types without an ok call; empty when complete.</param>
/// <param name="IntervalPercent">The 95% half-width of <paramref name="Milliseconds"/> from the launches' own sums (<see cref="LaunchPooling"/>);
/// null for a row from one launch.</param>
public sealed record FirstCallCost(string Dataset, string Serializer, string Variant, double Milliseconds, double? ProcessWallMs,
    FirstCallBreakdown? Breakdown,
    IReadOnlyList<string> MeasuredTypes, IReadOnlyList<MissingFirstCall> Missing, double? IntervalPercent = null)
{
    public bool Complete => Missing.Count == 0;
}

/// <summary>Turns first-call rows into costs, deciding once (for report.html and summary.md alike) which are complete.</summary>
public static class FirstCallCosts
{
    /// <param name="rows">The first-call rows of one runtime, any status.</param>
    /// <returns>A cost per dataset, serializer and variant with at least one ok call; the others measured nothing to show.</returns>
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
                var missing = types.Except(measured).Select(t => Missing(t, child.Where(r => r.RootType == t).ToList())).ToList();
                costs.Add(new FirstCallCost(dataset.Key, child.Key.Serializer, child.Key.Variant, ms, ok[0].ProcessWallMs, Breakdown(ok[0], ms),
                    measured, missing,
                    LaunchPooling.IntervalPercentOfTotal(ok, ms / 1000)));
            }
        }
        return costs;
    }

    /// <summary>The dataset's first-call types, and any other type its rows have (a dataset this build does not know,
    /// or one whose types changed since the run): the child writes a row for each, ok or not.</summary>
    static List<string> TypesOf(string dataset, IEnumerable<ResultRow> rows)
    {
        var declared = Datasets.Find(dataset)?.FirstCallTypes.Select(t => t.Name) ?? [];
        // A row without a root type never ran one (an unavailable serializer's, a build failure's): it names no type.
        var seen = rows.Select(r => r.RootType).Where(t => !string.IsNullOrEmpty(t)).OfType<string>().Order(StringComparer.Ordinal);
        return declared.Concat(seen).Distinct().ToList();
    }

    static MissingFirstCall Missing(string rootType, IReadOnlyList<ResultRow> rows)
    {
        var worst = rows.OrderBy(r => RunSummary.Severity(r.Status)).FirstOrDefault();
        return worst is null ? new MissingFirstCall(rootType, MissingFirstCall.NotRun, null)
            : new MissingFirstCall(rootType, worst.Status,
                rows.Where(r => r.Status == worst.Status).Select(r => r.Error).FirstOrDefault(e => !string.IsNullOrWhiteSpace(e)));
    }

    static FirstCallBreakdown? Breakdown(ResultRow row, double ms)
    {
        if (row.TraceFirstCallJitMs is not { } jit)
            return null;
        double gc = row.TraceFirstCallGcPauseMs ?? 0, load = row.TraceFirstCallAssemblyLoadMs ?? 0;
        return new FirstCallBreakdown(jit, gc, load, Math.Max(0, ms - jit - gc - load));
    }
}
