using MathNet.Numerics.Statistics;
using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Statistics;

/// <summary>The interval comes from the process medians, so it describes what a rerun would see
/// (docs/methodology.md, "Processes and intervals").</summary>
public static class ProcessPooling
{
    /// <summary>Prior standard deviations (log scale).</summary>
    public const double OutlierDeviations = 4;

    /// <summary>Matched by position, so the classic sweep's two N = 1 rows stay apart.</summary>
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

    public static VariancePrior Prior(IEnumerable<IReadOnlyList<ResultRow>> positions) =>
        ModeratedVariance.Fit(positions.Where(rows => rows.Count >= 2 && NotPooled(rows, "process") is null)
            .SelectMany(rows => ResultRow.Operations.Select(operation =>
                (Group: Group(rows[0], operation), Logs: LogMedians(rows, operation))))
            .Where(c => c.Logs is not null).Select(c => (c.Group, c.Logs!)));

    static string Group(ResultRow row, RowOperation operation) =>
        $"{operation.Name()} N={row.Objects} {row.Runtime} {row.Variant} {row.Dataset} {row.PayloadBytes}";

    static IReadOnlyList<double>? LogMedians(IReadOnlyList<ResultRow> rows, RowOperation operation) =>
        rows.All(r => r.Of(operation).MedianSeconds is > 0)
            ? [.. rows.Select(r => Math.Log(r.Of(operation).MedianSeconds!.Value))]
            : null;

    /// <param name="prior">None: each cell on its own.</param>
    public static ResultRow Pool(IReadOnlyList<ResultRow> rows, VariancePrior? prior = null)
    {
        if (NotPooled(rows, "process") is { } notPooled)
            return notPooled;

        prior ??= VariancePrior.None;
        var pooled = ResultRow.Operations
            .Select(operation => (Operation: operation, Pooled: Operation(rows, operation, prior))).ToList();
        var outliers = pooled.Where(o => o.Pooled?.Outliers is { Length: > 0 })
            .Select(o => $"{o.Operation.Name()}: {o.Pooled!.Outliers}").ToList();
        var row = rows[0] with
        {
            Launch = null,
            Processes = rows.Count,
            ProcessWallMs = Median(rows.Select(r => r.ProcessWallMs)),
            CanaryMs = Median(rows.Select(r => r.CanaryMs)),
            CanarySamples = CanarySamples.Of(rows.SelectMany(r => r.CanarySamples ?? Enumerable.Empty<CanarySample>())),
            TimedCpuPercent = Median(rows.Select(r => r.TimedCpuPercent)),
            TimedRunProcessors = TimedRunThreads.AddProcessors(rows.Select(r => r.TimedRunProcessors)),
            ProcessOutliers = outliers.Count == 0 ? null : string.Join("; ", outliers),
        };
        foreach (var (operation, result) in pooled)
            row = row.With(operation, Columns(rows, operation, result));
        return row;
    }

    static OperationColumns Columns(IReadOnlyList<ResultRow> rows, RowOperation operation, Pooled? pooled)
    {
        var each = rows.Select(r => r.Of(operation)).ToList();
        return new(pooled?.Mean ?? each[0].Seconds, pooled?.First, pooled?.Median, pooled?.Min,
            (int?)Median(each.Select(c => (double?)c.Repetitions)),
            (long?)Median(each.Select(c => (double?)c.AllocatedBytesPerOp)), pooled?.MadPercent, pooled?.OutlierRuns,
            pooled?.Runs,
            pooled?.IntervalPercent, pooled?.Samples,
            CollectionsPerThousand.Mean(each.Select(c => c.Collections)), pooled?.MedianOf);
    }

    /// <summary>A number is reported only where every <paramref name="part"/> measured.</summary>
    internal static ResultRow? NotPooled(IReadOnlyList<ResultRow> rows, string part)
    {
        if (rows.Count == 1)
            return rows[0];
        if (rows.FirstOrDefault(r => r.Status is ResultStatus.Failed or ResultStatus.Timeout) is { } failed)
            return failed with
            {
                Error = $"{part} {failed.Launch} of {rows.Count}: {failed.Error}", Processes = rows.Count,
            };
        return rows.Any(r => r.Status != ResultStatus.Ok) ? rows[0] with { Processes = rows.Count } : null;
    }

    sealed record Pooled(
        double Mean, double Median, double Min, double First, double? MadPercent, int OutlierRuns, int Runs,
        double? IntervalPercent, Samples? Samples, string? Outliers, MedianEstimate MedianOf);

    static Pooled? Operation(IReadOnlyList<ResultRow> rows, RowOperation operation, VariancePrior prior)
    {
        var each = rows.Select(r => r.Of(operation)).ToList();
        var medians = each.Select(c => c.MedianSeconds).ToList();
        if (medians.Any(m => m is null))
            return null;
        var known = medians.Select(m => m!.Value).ToList();
        var pooled = each.SelectMany(c => c.Samples ?? Samples.None).ToList();
        var summary = SampleSummary.From(Median(each.Select(c => c.FirstSeconds)) ?? 0, pooled, 1, 0);
        double? priorVariance = prior.VarianceOf(Group(rows[0], operation));
        var estimate = CenterOf(known, priorVariance);
        double center = Center(known, estimate, priorVariance);
        var processIntervals = each.Select(c => c.IntervalPercent).ToList();
        return new Pooled(
            summary.Mean, center, summary.Min, summary.First, summary.MadPercent, summary.Outliers,
            rows.Count + pooled.Count,
            priorVariance is { } variance
                ? ModeratedIntervalPercent(known, processIntervals, center, variance, prior.DegreesOfFreedom)
                : IntervalPercent(known, processIntervals, center),
            Samples.Of(pooled), OutlierText(known, center, priorVariance),
            estimate);
    }

    /// <summary>Huber's M-estimate, so one process far out barely moves it.</summary>
    static double Center(IReadOnlyList<double> medians, MedianEstimate estimate, double? priorVariance) =>
        estimate == MedianEstimate.ProcessesHuber
            ? Math.Exp(ModeratedVariance.HuberLocation(
                [.. medians.Select(m => Math.Log(m))], Math.Sqrt(priorVariance!.Value)))
            : SampleSummary.MedianOf(medians);

    static MedianEstimate CenterOf(IReadOnlyList<double> medians, double? priorVariance) =>
        priorVariance is not null && medians.All(m => m > 0)
            ? MedianEstimate.ProcessesHuber : MedianEstimate.ProcessesMedian;

    public static double? ModeratedIntervalPercent(
        IReadOnlyList<double> processMedians, IReadOnlyList<double?> processIntervals, double center,
        double priorVariance, double priorDegrees)
    {
        int p = processMedians.Count;
        if (p < 2 || center <= 0 || processMedians.Any(m => m <= 0))
            return null;
        var (variance, degrees) = ModeratedVariance.Moderate(
            processMedians.Select(m => Math.Log(m)).Variance(), p - 1, priorVariance, priorDegrees);
        double between = (Math.Exp(StudentT.Quantile975(degrees) * Math.Sqrt(variance / p)) - 1) * 100;
        return Math.Max(between, Within(processIntervals, p));
    }

    static string? OutlierText(IReadOnlyList<double> medians, double center, double? priorVariance)
    {
        // Two processes lie equally far from their center: which is unlike the run cannot be told.
        if (priorVariance is not { } variance || center <= 0 || medians.Count < 3)
            return null;
        double limit = OutlierDeviations * Math.Sqrt(variance);
        var far = medians.Select((m, i) => (Process: i + 1, Ratio: m / center))
            .Where(o => o.Ratio > 0 && Math.Abs(Math.Log(o.Ratio)) > limit)
            .Select(o => string.Create(
                System.Globalization.CultureInfo.InvariantCulture, $"process {o.Process} {(o.Ratio - 1) * 100:+0;-0}%"))
            .ToList();
        return far.Count == 0 ? null : string.Join(", ", far);
    }

    public static double? IntervalPercent(
        IReadOnlyList<double> processMedians, IReadOnlyList<double?> processIntervals, double center)
    {
        int p = processMedians.Count;
        if (p < 2 || center <= 0)
            return null;
        double between = StudentT.Quantile975(p - 1) * processMedians.StandardDeviation() / Math.Sqrt(p) / center * 100;
        return Math.Max(between, Within(processIntervals, p));
    }

    /// <summary>The least an interval may claim.</summary>
    static double Within(IReadOnlyList<double?> processIntervals, int p) =>
        processIntervals.All(i => i is not null)
            ? SampleSummary.MedianOf(processIntervals.Select(i => i!.Value).ToList()) / Math.Sqrt(p)
            : 0;

    internal static double? Median(IEnumerable<double?> values)
    {
        var known = values.Where(v => v is not null).Select(v => v!.Value).ToList();
        return known.Count == 0 ? null : SampleSummary.MedianOf(known);
    }
}
