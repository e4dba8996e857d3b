using MathNet.Numerics.Statistics;
using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Statistics;

/// <summary>
/// Turns the rows that the processes of one steady-state unit wrote for one N into the one row of the combined CSV
/// (docs/methodology.md, "Processes and intervals"). The classic columns, minimum and MAD come from the pooled steady runs of every
/// process (each process's cold run left out). The median is a robust center of the P process medians (Huber's M-estimate with
/// the run's shared scale, or their median), so that one process a slow spell caught barely moves it. The interval comes from the processes' medians,
/// so that it describes what a rerun in new
/// processes would see: on the log scale, ±t·√(s̃²/P), where s̃² is the variance of the log process medians moderated by the run's
/// other cells (<see cref="ModeratedVariance"/>, with t on d₀ + P − 1 degrees of freedom; without a prior, s² and t(P−1)), written
/// in percent of the median and never narrower than the processes' own intervals shrunk by √P. One process: its own interval.
/// A process further from the median than four prior standard deviations is named in <see cref="ResultRow.ProcessOutliers"/>.
/// </summary>
public static class ProcessPooling
{
    /// <summary>A process this many prior standard deviations (log scale) from the row's median is named as an outlier: under a
    /// normal model one process in about 16,000 would be, by chance.</summary>
    public const double OutlierDeviations = 4;

    /// <summary>The combined CSV's steady-state rows of a run: each unit's processes' rows matched by position (the same N list in the
    /// same order, so the classic sweep's two N = 1 rows stay apart), each position pooled with the prior that all positions of the
    /// run give together (<see cref="Prior"/>).</summary>
    /// <param name="units">Per unit, per process in process order, the rows it wrote.</param>
    public static IReadOnlyList<ResultRow> PoolRun(IEnumerable<IReadOnlyList<IReadOnlyList<ResultRow>>> units)
    {
        var positions = units.SelectMany(Positions).ToList();
        var prior = Prior(positions);
        return [.. positions.Select(p => Pool(p, prior))];
    }

    static IEnumerable<IReadOnlyList<ResultRow>> Positions(IReadOnlyList<IReadOnlyList<ResultRow>> processes)
    {
        int positions = processes.Max(p => p.Count);
        for (int i = 0; i < positions; i++)
            yield return processes.Where(p => i < p.Count).Select(p => p[i]).ToList();
    }

    /// <summary>The prior that the steady-state cells of one run give each other: every position (N) of every unit, each operation,
    /// grouped by operation × N × runtime × variant × dataset × payload.</summary>
    /// <param name="positions">Per unit and N, one row per process.</param>
    public static VariancePrior Prior(IEnumerable<IReadOnlyList<ResultRow>> positions) =>
        ModeratedVariance.Fit(positions.Where(rows => rows.Count >= 2 && NotPooled(rows, "process") is null)
            .SelectMany(rows => ResultRow.Operations.Select(operation => (Group: Group(rows[0], operation), Logs: LogMedians(rows, operation))))
            .Where(c => c.Logs is not null).Select(c => (c.Group, c.Logs!)));

    static string Group(ResultRow row, RowOperation operation) =>
        $"{operation.Name()} N={row.Objects} {row.Runtime} {row.Variant} {row.Dataset} {row.PayloadBytes}";

    /// <summary>The logs of the processes' medians, or null where one is missing or not positive.</summary>
    static IReadOnlyList<double>? LogMedians(IReadOnlyList<ResultRow> rows, RowOperation operation) =>
        rows.All(r => r.Of(operation).MedianSeconds is > 0) ? [.. rows.Select(r => Math.Log(r.Of(operation).MedianSeconds!.Value))] : null;

    /// <summary>The combined CSV's row of one unit at one N, from its processes' rows.</summary>
    /// <param name="rows">One row per process, in process order.</param>
    /// <param name="prior">What the run's other cells say of the variance (<see cref="Prior"/>); none: each cell on its own.</param>
    public static ResultRow Pool(IReadOnlyList<ResultRow> rows, VariancePrior? prior = null)
    {
        if (NotPooled(rows, "process") is { } notPooled)
            return notPooled;

        prior ??= VariancePrior.None;
        var pooled = ResultRow.Operations.Select(operation => (Operation: operation, Pooled: Operation(rows, operation, prior))).ToList();
        var outliers = pooled.Where(o => o.Pooled?.Outliers is { Length: > 0 }).Select(o => $"{o.Operation.Name()}: {o.Pooled!.Outliers}").ToList();
        var row = rows[0] with
        {
            Launch = null,
            Processes = rows.Count,
            ProcessWallMs = Median(rows.Select(r => r.ProcessWallMs)),
            CanaryMs = Median(rows.Select(r => r.CanaryMs)),
            CanarySamples = rows.Any(r => r.CanarySamples is not null) ? string.Join(' ', rows.Select(r => r.CanarySamples).OfType<string>()) : null,
            TimedCpuPercent = Median(rows.Select(r => r.TimedCpuPercent)),
            TimedRunProcessors = TimedRunThreads.AddProcessors(rows.Select(r => r.TimedRunProcessors)),
            ProcessOutliers = outliers.Count == 0 ? null : string.Join("; ", outliers),
        };
        foreach (var (operation, result) in pooled)
            row = row.With(operation, Columns(rows, operation, result));
        return row;
    }

    /// <summary>An operation's block of the pooled row: the pooled runs' figures; repetitions and allocation the processes' median,
    /// collections per 1,000 operations their mean.</summary>
    static OperationColumns Columns(IReadOnlyList<ResultRow> rows, RowOperation operation, Pooled? pooled)
    {
        var each = rows.Select(r => r.Of(operation)).ToList();
        return new(pooled?.Mean ?? each[0].Seconds, pooled?.First, pooled?.Median, pooled?.Min,
            (int?)Median(each.Select(c => (double?)c.Repetitions)),
            (long?)Median(each.Select(c => (double?)c.AllocatedBytesPerOp)), pooled?.MadPercent, pooled?.OutlierRuns, pooled?.Runs,
            pooled?.IntervalPercent, pooled?.Samples,
            CollectionsPerThousand.Mean(each.Select(c => c.Collections)));
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

    sealed record Pooled(double Mean, double Median, double Min, double First, double? MadPercent, int OutlierRuns, int Runs, double? IntervalPercent,
        Samples? Samples, string? Outliers);

    /// <summary>Null when the operation was not measured (a serialize-only or deserialize-only test).</summary>
    static Pooled? Operation(IReadOnlyList<ResultRow> rows, RowOperation operation, VariancePrior prior)
    {
        var each = rows.Select(r => r.Of(operation)).ToList();
        var medians = each.Select(c => c.MedianSeconds).ToList();
        if (medians.Any(m => m is null))
            return null;
        var known = medians.Select(m => m!.Value).ToList();
        var perProcess = each.Select(c => c.Samples ?? Samples.None).ToList();
        // Rows written before samples were recorded: the process medians stand in for the runs.
        var pooled = perProcess.All(s => s.Count > 0) ? perProcess.SelectMany(s => s).ToList() : known;
        var summary = SampleSummary.From(Median(each.Select(c => c.FirstSeconds)) ?? 0, pooled, 1, 0);
        double? priorVariance = prior.VarianceOf(Group(rows[0], operation));
        double center = Center(known, priorVariance);
        var processIntervals = each.Select(c => c.IntervalPercent).ToList();
        return new Pooled(summary.Mean, center, summary.Min, summary.First, summary.MadPercent, summary.Outliers, rows.Count + pooled.Count,
            priorVariance is { } variance
                ? ModeratedIntervalPercent(known, processIntervals, center, variance, prior.DegreesOfFreedom)
                : IntervalPercent(known, processIntervals, center),
            Samples.Of(pooled), OutlierText(known, center, priorVariance));
    }

    /// <summary>The row's median from its processes' medians: with a prior, Huber's M-estimate on the log scale with the prior's
    /// standard deviation as its scale (one process far out moves it by at most 1.345 of those); without one, their median.</summary>
    static double Center(IReadOnlyList<double> medians, double? priorVariance) =>
        priorVariance is { } variance && medians.All(m => m > 0)
            ? Math.Exp(ModeratedVariance.HuberLocation([.. medians.Select(m => Math.Log(m))], Math.Sqrt(variance)))
            : SampleSummary.MedianOf(medians);

    /// <summary>The moderated between-process half-width in percent of <paramref name="center"/> (log scale, turned back into a
    /// ratio); null with fewer than two processes or a center of zero.</summary>
    public static double? ModeratedIntervalPercent(IReadOnlyList<double> processMedians, IReadOnlyList<double?> processIntervals, double center,
        double priorVariance, double priorDegrees)
    {
        int p = processMedians.Count;
        if (p < 2 || center <= 0 || processMedians.Any(m => m <= 0))
            return null;
        var (variance, degrees) = ModeratedVariance.Moderate(processMedians.Select(m => Math.Log(m)).Variance(), p - 1, priorVariance, priorDegrees);
        double between = (Math.Exp(StudentT.Quantile975(degrees) * Math.Sqrt(variance / p)) - 1) * 100;
        return Math.Max(between, Within(processIntervals, p));
    }

    /// <summary>The processes further than <see cref="OutlierDeviations"/> prior standard deviations from the center, as
    /// "process 2 +52%"; null without a prior, with fewer than three processes, or without such a process.</summary>
    static string? OutlierText(IReadOnlyList<double> medians, double center, double? priorVariance)
    {
        // Two processes far apart lie equally far from their center: which one is unlike the run cannot be told.
        if (priorVariance is not { } variance || center <= 0 || medians.Count < 3)
            return null;
        double limit = OutlierDeviations * Math.Sqrt(variance);
        var far = medians.Select((m, i) => (Process: i + 1, Ratio: m / center)).Where(o => o.Ratio > 0 && Math.Abs(Math.Log(o.Ratio)) > limit)
            .Select(o => string.Create(System.Globalization.CultureInfo.InvariantCulture, $"process {o.Process} {(o.Ratio - 1) * 100:+0;-0}%"))
            .ToList();
        return far.Count == 0 ? null : string.Join(", ", far);
    }

    /// <summary>The between-process half-width in percent of <paramref name="center"/>; null for a center of zero.</summary>
    public static double? IntervalPercent(IReadOnlyList<double> processMedians, IReadOnlyList<double?> processIntervals, double center)
    {
        int p = processMedians.Count;
        if (p < 2 || center <= 0)
            return null;
        double between = StudentT.Quantile975(p - 1) * processMedians.StandardDeviation() / Math.Sqrt(p) / center * 100;
        return Math.Max(between, Within(processIntervals, p));
    }

    /// <summary>The processes' own median half-width shrunk by √P (0 when one has none): the least an interval may claim.</summary>
    static double Within(IReadOnlyList<double?> processIntervals, int p) =>
        processIntervals.All(i => i is not null) ? SampleSummary.MedianOf(processIntervals.Select(i => i!.Value).ToList()) / Math.Sqrt(p) : 0;

    /// <summary>The median of the known values; null when none is known.</summary>
    internal static double? Median(IEnumerable<double?> values)
    {
        var known = values.Where(v => v is not null).Select(v => v!.Value).ToList();
        return known.Count == 0 ? null : SampleSummary.MedianOf(known);
    }
}
