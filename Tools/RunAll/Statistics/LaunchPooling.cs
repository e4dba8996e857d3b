using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Turns the launches of one first-call child into its rows of the combined CSV, one per root type (docs/methodology.md, "First
/// call"). The classic time columns are the median over the launches, not the classic tool's last of three: one launch of a first
/// call moved by 10–45% on a rerun here, the median of several does not follow the one that a slow second caught. The interval is
/// built as the steady state's (<see cref="ProcessPooling.IntervalPercent"/>: the launches play the processes), so it describes what
/// a rerun would see; the launches' own times are kept in launch order in the samples columns, which <c>compare</c> tests.
/// The row starts from the median launch (the one whose first calls together are the median), so its process and trace columns
/// belong to one real launch; the process counters are then the launches' medians.
/// </summary>
public static class LaunchPooling
{
    /// <param name="rows">One row per launch of the child, all for one root type, in launch order.</param>
    public static ResultRow Pool(IReadOnlyList<ResultRow> rows)
    {
        if (ProcessPooling.NotPooled(rows, "launch") is { } notPooled)
            return rows.Count == 1 ? notPooled : notPooled with { Launch = null };

        var pooled = MedianLaunch(rows) with
        {
            Launch = null,
            Processes = rows.Count,
            ProcessWallMs = ProcessPooling.Median(rows.Select(r => r.ProcessWallMs)),
            TimeToMainMs = ProcessPooling.Median(rows.Select(r => r.TimeToMainMs)),
            JitMethods = (long?)ProcessPooling.Median(rows.Select(r => (double?)r.JitMethods)),
            JitMs = ProcessPooling.Median(rows.Select(r => r.JitMs)),
            Gen0Collections = (int?)ProcessPooling.Median(rows.Select(r => (double?)r.Gen0Collections)),
            Gen1Collections = (int?)ProcessPooling.Median(rows.Select(r => (double?)r.Gen1Collections)),
            Gen2Collections = (int?)ProcessPooling.Median(rows.Select(r => (double?)r.Gen2Collections)),
            CpuMs = ProcessPooling.Median(rows.Select(r => r.CpuMs)),
            PeakWorkingSetMB = ProcessPooling.Median(rows.Select(r => r.PeakWorkingSetMB)),
        };
        // Each operation's times: the launches' median, fastest and interval, the launches' own times as its samples.
        foreach (var operation in ResultRow.Operations)
        {
            var launches = Operation(rows.Select(r => r.Of(operation).Seconds));
            pooled = pooled.With(operation, pooled.Of(operation) with
            {
                Seconds = launches?.Median, FirstSeconds = launches?.Median, MedianSeconds = launches?.Median, MinSeconds = launches?.Min,
                IntervalPercent = launches?.IntervalPercent, Samples = launches?.Samples,
            });
        }
        return pooled;
    }

    /// <summary>One child's rows of every launch, in launch order, pooled per root type (each launch writes one row per type, or a
    /// missing one for each it owed), in the order the first launch wrote them: the combined CSV's rows of that child.</summary>
    public static IEnumerable<ResultRow> PoolByRootType(IEnumerable<ResultRow> launches) =>
        launches.GroupBy(r => r.RootType ?? "").Select(type => Pool([.. type]));

    /// <summary>The half-width in percent of <paramref name="center"/> for a total over several first calls (report.html's first-call
    /// cost sums the calls of every root type): each launch's own total, spread as the single calls' are. Null without at least two
    /// launches that measured every call.</summary>
    public static double? IntervalPercentOfTotal(IReadOnlyList<ResultRow> pooledRows, double center)
    {
        var serialize = pooledRows.Select(r => r.SerializeSamples ?? Samples.None).ToList();
        var deserialize = pooledRows.Select(r => r.DeserializeSamples ?? Samples.None).ToList();
        int launches = serialize.Concat(deserialize).Select(s => s.Count).DefaultIfEmpty(0).Min();
        if (launches < 2 || serialize.Concat(deserialize).Any(s => s.Count != launches))
            return null;
        var totals = Enumerable.Range(0, launches).Select(i => serialize.Sum(s => s[i]) + deserialize.Sum(s => s[i])).ToList();
        return ProcessPooling.IntervalPercent(totals, [.. totals.Select(_ => (double?)null)], center);
    }

    sealed record Pooled(double Median, double Min, double? IntervalPercent, Samples? Samples);

    static Pooled? Operation(IEnumerable<double?> launches)
    {
        var values = launches.ToList();
        if (values.Any(v => v is null))
            return null;
        var known = values.Select(v => v!.Value).ToList();
        double median = SampleSummary.MedianOf(known);
        return new Pooled(median, known.Min(), ProcessPooling.IntervalPercent(known, [.. known.Select(_ => (double?)null)], median),
            Samples.Of(known));
    }

    /// <summary>The launch whose serialize plus deserialize is the median of the launches' (the lower one of an even count).</summary>
    static ResultRow MedianLaunch(IReadOnlyList<ResultRow> rows)
    {
        var ordered = rows.OrderBy(r => (r.SerializeSeconds ?? 0) + (r.DeserializeSeconds ?? 0)).ToList();
        return ordered[(ordered.Count - 1) / 2];
    }
}
