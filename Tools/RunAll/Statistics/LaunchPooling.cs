using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Statistics;

/// <summary>The row starts from the median launch, so its process and trace columns belong to one real launch
/// (docs/methodology.md, "First call").</summary>
public static class LaunchPooling
{
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
        foreach (var operation in ResultRow.Operations)
        {
            var launches = Operation(rows.Select(r => r.Of(operation).Seconds));
            pooled = pooled.With(operation, pooled.Of(operation) with
            {
                Seconds = launches?.Median, FirstSeconds = launches?.Median, MedianSeconds = launches?.Median,
                MinSeconds = launches?.Min,
                IntervalPercent = launches?.IntervalPercent, Samples = launches?.Samples,
                MedianOf = launches is null ? null : MedianEstimate.Launches,
            });
        }
        return pooled;
    }

    public static IEnumerable<ResultRow> PoolByRootType(IEnumerable<ResultRow> launches) =>
        launches.GroupBy(r => r.RootType ?? "").Select(type => Pool([.. type]));

    /// <summary>The half-width of a total over several first calls, from each launch's own total.</summary>
    public static double? IntervalPercentOfTotal(IReadOnlyList<ResultRow> pooledRows, double center)
    {
        var serialize = pooledRows.Select(r => r.SerializeSamples ?? Samples.None).ToList();
        var deserialize = pooledRows.Select(r => r.DeserializeSamples ?? Samples.None).ToList();
        int launches = serialize.Concat(deserialize).Select(s => s.Count).DefaultIfEmpty(0).Min();
        if (launches < 2 || serialize.Concat(deserialize).Any(s => s.Count != launches))
            return null;
        var totals = Enumerable.Range(0, launches)
            .Select(i => serialize.Sum(s => s[i]) + deserialize.Sum(s => s[i])).ToList();
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
        return new Pooled(
            median, known.Min(), ProcessPooling.IntervalPercent(known, [.. known.Select(_ => (double?)null)], median),
            Samples.Of(known));
    }

    /// <summary>The lower one of an even count.</summary>
    static ResultRow MedianLaunch(IReadOnlyList<ResultRow> rows)
    {
        var ordered = rows.OrderBy(r => (r.SerializeSeconds ?? 0) + (r.DeserializeSeconds ?? 0)).ToList();
        return ordered[(ordered.Count - 1) / 2];
    }
}
