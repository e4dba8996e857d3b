using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Turns the rows that the processes of one steady-state unit wrote for one N into the one row of the combined CSV
/// (docs/methodology.md, "Processes and intervals"). The classic columns and the median, minimum and MAD come from the
/// pooled steady runs of every process (each process's cold run left out). The interval comes from the processes'
/// medians, so that it describes what a rerun in new processes would see: the mean of the P medians is an estimate
/// whose standard error the spread of the medians gives, and its 95% interval is ±t(0.975, P−1)·SD/√P, expressed around the
/// pooled median and never narrower than the processes' own intervals shrunk by √P. One process: its own interval.
/// </summary>
public static class ProcessPooling
{
    /// <param name="rows">One row per process, in process order.</param>
    public static ResultRow Pool(IReadOnlyList<ResultRow> rows)
    {
        if (NotPooled(rows, "process") is { } notPooled)
            return notPooled;

        var serialize = Operation(rows, r => r.SerializeMedianSeconds, r => r.SerializeSamples, r => r.SerializeIntervalPercent, r => r.SerializeFirstSeconds);
        var deserialize = Operation(rows, r => r.DeserializeMedianSeconds, r => r.DeserializeSamples, r => r.DeserializeIntervalPercent, r => r.DeserializeFirstSeconds);
        var first = rows[0];
        return first with
        {
            Launch = null,
            Processes = rows.Count,
            ProcessWallMs = Median(rows.Select(r => r.ProcessWallMs)),
            SerializeSeconds = serialize?.Mean ?? first.SerializeSeconds,
            SerializeMedianSeconds = serialize?.Median,
            SerializeMinSeconds = serialize?.Min,
            SerializeFirstSeconds = serialize?.First,
            SerializeMadPercent = serialize?.MadPercent,
            SerializeOutliers = serialize?.Outliers,
            SerializeRuns = serialize?.Runs,
            SerializeIntervalPercent = serialize?.IntervalPercent,
            SerializeSamples = serialize?.Samples,
            SerializeRepetitions = (int?)Median(rows.Select(r => (double?)r.SerializeRepetitions)),
            SerializeAllocatedBytesPerOp = (long?)Median(rows.Select(r => (double?)r.SerializeAllocatedBytesPerOp)),
            DeserializeSeconds = deserialize?.Mean ?? first.DeserializeSeconds,
            DeserializeMedianSeconds = deserialize?.Median,
            DeserializeMinSeconds = deserialize?.Min,
            DeserializeFirstSeconds = deserialize?.First,
            DeserializeMadPercent = deserialize?.MadPercent,
            DeserializeOutliers = deserialize?.Outliers,
            DeserializeRuns = deserialize?.Runs,
            DeserializeIntervalPercent = deserialize?.IntervalPercent,
            DeserializeSamples = deserialize?.Samples,
            DeserializeRepetitions = (int?)Median(rows.Select(r => (double?)r.DeserializeRepetitions)),
            DeserializeAllocatedBytesPerOp = (long?)Median(rows.Select(r => (double?)r.DeserializeAllocatedBytesPerOp)),
        };
    }

    /// <summary>The row of rows that give no numbers to pool, or null when there are several and all are ok: the only row; else the
    /// first that failed or timed out, its error naming which <paramref name="part"/> it was ("process 2 of 3: …"), since a number is
    /// reported only where every part measured; else the first row (unsupported everywhere).</summary>
    internal static ResultRow? NotPooled(IReadOnlyList<ResultRow> rows, string part)
    {
        if (rows.Count == 1)
            return rows[0];
        if (rows.FirstOrDefault(r => r.Status is ResultStatus.Failed or ResultStatus.Timeout) is { } failed)
            return failed with { Error = $"{part} {failed.Launch} of {rows.Count}: {failed.Error}", Processes = rows.Count };
        return rows.Any(r => r.Status != ResultStatus.Ok) ? rows[0] with { Processes = rows.Count } : null;
    }

    sealed record Pooled(double Mean, double Median, double Min, double First, double? MadPercent, int Outliers, int Runs, double? IntervalPercent, string? Samples);

    /// <summary>Null when the operation was not measured (a serialize-only or deserialize-only test).</summary>
    static Pooled? Operation(IReadOnlyList<ResultRow> rows, Func<ResultRow, double?> median, Func<ResultRow, string?> samples,
        Func<ResultRow, double?> interval, Func<ResultRow, double?> first)
    {
        var medians = rows.Select(median).ToList();
        if (medians.Any(m => m is null))
            return null;
        var perProcess = rows.Select(r => Samples.Parse(samples(r)) ?? []).ToList();
        // Rows written before samples were recorded: the process medians stand in for the runs.
        var pooled = perProcess.All(s => s.Count > 0) ? perProcess.SelectMany(s => s).ToList() : medians.Select(m => m!.Value).ToList();
        var summary = SampleSummary.From(Median(rows.Select(first)) ?? 0, pooled, 1, 0);
        return new Pooled(summary.Mean, summary.Median, summary.Min, summary.First, summary.MadPercent, summary.Outliers,
            rows.Count + pooled.Count, IntervalPercent(medians.Select(m => m!.Value).ToList(), rows.Select(interval).ToList(), summary.Median),
            Samples.Format(pooled));
    }

    /// <summary>The between-process half-width in percent of <paramref name="center"/>; null for a center of zero.</summary>
    public static double? IntervalPercent(IReadOnlyList<double> processMedians, IReadOnlyList<double?> processIntervals, double center)
    {
        int p = processMedians.Count;
        if (p < 2 || center <= 0)
            return null;
        double mean = processMedians.Average();
        double sd = Math.Sqrt(processMedians.Sum(m => (m - mean) * (m - mean)) / (p - 1));
        double between = StudentT.Quantile975(p - 1) * sd / Math.Sqrt(p) / center * 100;
        double within = processIntervals.All(i => i is not null) ? SampleSummary.MedianOf(processIntervals.Select(i => i!.Value).ToList()) / Math.Sqrt(p) : 0;
        return Math.Max(between, within);
    }

    /// <summary>The median of the known values; null when none is known.</summary>
    internal static double? Median(IEnumerable<double?> values)
    {
        var known = values.Where(v => v is not null).Select(v => v!.Value).ToList();
        return known.Count == 0 ? null : SampleSummary.MedianOf(known);
    }
}
