using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// Compares two builds measured in the same seeded rounds cell by cell on each round's B/A, so that whatever state the
/// machine was in during a round falls on both (docs/methodology.md, "Side by side").
/// </summary>
public static class PairedVerdict
{
    public const double DefaultThresholdPercent = 5;

    /// <summary>The rule the cells were judged by, as the tables print it.</summary>
    /// <remarks>A row without <see cref="SideBySideRow.MeanRatio"/> was judged before the ratio was trimmed.</remarks>
    public static string Rule(SideBySideRow cell) =>
        (cell.MeanRatio is null ? "B/A is the geometric mean of the rounds' ratios with its 95% interval ("
            : $"B/A is the {100 * TrimmedMean.Proportion:0}%-trimmed geometric mean of the rounds' ratios with its 95% "
                + "interval (Yuen's; ")
        + "paired by round, variance moderated across the comparison's cells"
        + (cell.Looks > 1 ? $"; a repeated interval, valid at each of up to {cell.Looks} looks as rounds were added"
            : "")
        + "); "
        + $"faster/slower: the interval lies wholly beyond ±{cell.ThresholdPercent:0.#}%"
        + $" and the cell is among the comparison's discoveries at a false discovery rate of "
        + $"{cell.FalseDiscoveryPercent:0.#}% (Benjamini–Hochberg)"
        + $"; same: wholly inside ±{cell.ThresholdPercent:0.#}%; inconclusive: otherwise";

    sealed record Point(string Arm, string Cell, int Round, double Seconds, ResultRow Row);

    /// <summary>Every comparison <paramref name="raw"/> holds: each pinned package's versions against the one before,
    /// and each runtime of the run's own builds against the one before (older → newer).</summary>
    /// <param name="design">How often the run looked (<see cref="SequentialDesign.Fixed"/>: once).</param>
    public static IReadOnlyList<SideBySideRow> Compare(IReadOnlyList<ResultRow> raw, SequentialDesign? design = null,
        double thresholdPercent = DefaultThresholdPercent)
    {
        design ??= SequentialDesign.Fixed;
        var ok = raw.Where(r => r.Status == ResultStatus.Ok && r.Launch is not null).ToList();
        var rows = new List<SideBySideRow>();
        foreach (var package in ok.Where(r => !string.IsNullOrEmpty(r.Package))
            .GroupBy(r => PackagePin.OfColumn(r.Package!).Package))
        {
            var labels = package.Select(r => PackagePin.OfColumn(r.Package!).Label).Distinct()
                .OrderBy(PackagePin.OrderOf).ToList();
            var points = Points(package, r => PackagePin.OfColumn(r.Package!).Label, withRuntime: true);
            for (int i = 1; i < labels.Count; i++)
                rows.AddRange(Pair(
                    ComparisonFactor.Versions(package.Key), labels[i - 1], labels[i], points, design,
                    thresholdPercent));
        }
        var own = ok.Where(r => string.IsNullOrEmpty(r.Package)).ToList();
        var steps = RuntimeSteps(own);
        if (steps.Count > 0)
        {
            var points = Points(own, r => r.Runtime ?? "", withRuntime: false);
            foreach (var (a, b) in steps)
                rows.AddRange(Pair(ComparisonFactor.Runtime, a, b, points, design, thresholdPercent));
        }
        return rows;
    }

    /// <summary>A steady-state row gives its two medians, a first-call row its two calls.</summary>
    static List<Point> Points(IEnumerable<ResultRow> rows, Func<ResultRow, string> arm, bool withRuntime)
    {
        var points = new List<Point>();
        foreach (var row in rows)
        {
            bool firstCall = row.Test == TestKind.FirstCall.Name();
            string cell = string.Join('|', row.Test, withRuntime ? row.Runtime : "", row.Variant,
                row.Serializer.Adapter, row.Dataset, row.RootType, row.Objects);
            if ((firstCall ? row.SerializeSeconds : row.SerializeMedianSeconds) is > 0 and var s)
                points.Add(new(arm(row), cell + "|serialize", row.Launch!.Value, s, row));
            if ((firstCall ? row.DeserializeSeconds : row.DeserializeMedianSeconds) is > 0 and var d)
                points.Add(new(arm(row), cell + "|deserialize", row.Launch!.Value, d, row));
        }
        return points;
    }

    /// <summary>B against A over every cell both have, the variance moderated across those cells.</summary>
    static IEnumerable<SideBySideRow> Pair(ComparisonFactor factor, string a, string b, List<Point> points,
        SequentialDesign design, double thresholdPercent)
    {
        var cells = points.Where(p => p.Arm == a || p.Arm == b).GroupBy(p => p.Cell).Select(cell =>
            (Cell: cell.Key, A: cell.Where(p => p.Arm == a).ToList(), B: cell.Where(p => p.Arm == b).ToList(),
                LogRatios: (IReadOnlyList<double>)[.. RoundRatios(cell, a, b).Values]))
            .Where(c => c.A.Count > 0 && c.B.Count > 0).ToList();
        var judged = Judge([.. cells.Select(c => (Group(c.A[0].Row, c.Cell), c.LogRatios))], design,
            thresholdPercent);
        return cells.Zip(judged, (cell, j) => Describe(factor, a, b, cell.Cell, cell.A, cell.B, thresholdPercent) with
        {
            Rounds = cell.LogRatios.Count,
            Ratio = j.Estimate.Ratio, RatioLow = j.Estimate.Low, RatioHigh = j.Estimate.High, PValue = j.Estimate.P,
            Verdict = j.Verdict, FalseDiscoveryPercent = FalseDiscovery.RatePercent, Looks = design.Looks,
            MeanRatio = cell.LogRatios.Count > 0 ? Math.Exp(cell.LogRatios.Average()) : null,
        });
    }

    /// <summary>A family of paired log-ratio series judged together: the variance is moderated across the family and
    /// discoveries are counted among it.</summary>
    internal static List<(Estimate Estimate, string Verdict)> Judge(
        IReadOnlyList<(string Group, IReadOnlyList<double> LogRatios)> family, SequentialDesign design,
        double thresholdPercent, double trim = TrimmedMean.Proportion)
    {
        var centres = family.Select(f => TrimmedMean.Of(f.LogRatios, trim)).ToList();
        var prior = ModeratedVariance.Fit(family.Zip(centres, (f, c) => (f.Group, c.Degrees, c.Variance)));
        var estimates = family.Zip(centres, (f, c) => Estimate.Of(c, f.LogRatios.Count, prior, f.Group, design,
            thresholdPercent)).ToList();
        double cutoff = FalseDiscovery.Cutoff(estimates.Select(e => e.P).OfType<double>());
        return [.. estimates.Select(e => (e, Decide(e.Low, e.High, thresholdPercent, discovery: e.P <= cutoff)))];
    }

    static SortedDictionary<int, double> RoundRatios(IEnumerable<Point> cell, string a, string b)
    {
        var ofA = cell.Where(p => p.Arm == a).GroupBy(p => p.Round).ToDictionary(g => g.Key, g => g.First().Seconds);
        var ofB = cell.Where(p => p.Arm == b).GroupBy(p => p.Round).ToDictionary(g => g.Key, g => g.First().Seconds);
        return new(ofA.Keys.Intersect(ofB.Keys).ToDictionary(r => r, r => Math.Log(ofB[r] / ofA[r])));
    }

    /// <summary>Each serializer's change between consecutive runtimes, pooled round by round: one process of each
    /// runtime carries every cell of a part in a round. Needs raw/; else <see cref="RuntimeChange.Of"/>.</summary>
    public static IReadOnlyList<RuntimeChange> RuntimeChanges(IReadOnlyList<ResultRow> raw,
        IReadOnlySet<string> baselines, SequentialDesign? design = null,
        double thresholdPercent = DefaultThresholdPercent)
    {
        design ??= SequentialDesign.Fixed;
        var own = raw.Where(r => r.Status == ResultStatus.Ok && r.Launch is not null && string.IsNullOrEmpty(r.Package)
            && (r.Test == TestKind.FirstCall.Name() || r.Objects >= RuntimeChange.SteadyFromObjects)).ToList();
        var points = Points(own, r => r.Runtime ?? "", withRuntime: false);
        return RuntimeChange.Ordered(
            RuntimeSteps(own).SelectMany(step => Parts(step.A, step.B, points, baselines, design, thresholdPercent)));
    }

    static List<(string A, string B)> RuntimeSteps(IEnumerable<ResultRow> own)
    {
        var runtimes = own.Select(r => r.Runtime ?? "").Distinct().OrderBy(RuntimeVariant.VersionOf).ToList();
        return [.. runtimes.Zip(runtimes.Skip(1))];
    }

    static IEnumerable<RuntimeChange> Parts(string a, string b, List<Point> points, IReadOnlySet<string> baselines,
        SequentialDesign design, double thresholdPercent)
    {
        var parts = points.Where(p => p.Arm == a || p.Arm == b)
            .GroupBy(p => (Serializer: p.Row.Serializer.Adapter, p.Row.Test,
                Variant: p.Row.Variant ?? ""))
            .Select(part =>
            {
                var cells = part.GroupBy(p => p.Cell).Select(cell => RoundRatios(cell, a, b))
                    .Where(c => c.Count > 0).ToList();
                IReadOnlyList<double> rounds =
                    [.. cells.SelectMany(c => c).GroupBy(r => r.Key).OrderBy(g => g.Key)
                        .Select(g => g.Average(r => r.Value))];
                return (part.Key, Cells: cells.Count, Rounds: rounds,
                    Group: PartGroup(part.Key.Test, part.Key.Variant));
            }).Where(p => p.Cells > 0).ToList();
        var judged = Judge([.. parts.Select(p => (p.Group, p.Rounds))], design, thresholdPercent);
        foreach (var ((key, cells, _, _), (e, verdict)) in parts.Zip(judged))
            if (e is { Ratio: { } ratio, Low: { } low, High: { } high })
                yield return new RuntimeChange(a, b, key.Serializer, key.Test, key.Variant, cells, ratio, low, high,
                    verdict, baselines.Contains(key.Serializer), ByRound: true);
    }

    /// <summary>The parts whose variances are alike: the steady state, or the first calls in one variant.</summary>
    static string PartGroup(string test, string variant) =>
        test == TestKind.FirstCall.Name() ? $"first call {variant}" : "steady state";

    /// <summary>The cells whose variances are alike: an operation of the steady state, or of the first calls in one
    /// variant.</summary>
    static string Group(ResultRow row, string cell) =>
        PartGroup(row.Test, row.Variant ?? "")
        + (cell.EndsWith("|serialize", StringComparison.Ordinal) ? " serialize" : " deserialize");

    /// <summary>The p-value is two-sided, so it is below 0.05 exactly when the interval lies wholly beyond the band;
    /// interval and p are null with fewer than two rounds.</summary>
    internal readonly record struct Estimate(double? Ratio, double? Low, double? High, double? P)
    {
        public static Estimate Of(TrimmedMean centre, int rounds, VariancePrior prior, string group,
            SequentialDesign design, double thresholdPercent)
        {
            if (rounds == 0)
                return default;
            double mean = centre.Mean;
            if (rounds < 2)
                return new(Math.Exp(mean), null, null, null);
            var (moderated, degrees) = prior.VarianceOf(group) is { } priorVariance
                ? ModeratedVariance.Moderate(centre.Variance, centre.Degrees, priorVariance, prior.DegreesOfFreedom)
                : (centre.Variance, centre.Degrees);
            double error = Math.Sqrt(moderated / rounds), half = design.Quantile(degrees) * error;
            double beyond = (Math.Abs(mean) - Math.Log(1 + thresholdPercent / 100)) / error;
            double p = double.IsNaN(beyond) ? 1 : design.Adjusted(Math.Min(1, 2 * StudentT.UpperTail(beyond, degrees)));
            return new(Math.Exp(mean), Math.Exp(mean - half), Math.Exp(mean + half), p);
        }
    }

    /// <summary>The equivalence rule: beyond the band only for a <paramref name="discovery"/>, inside it, or
    /// neither.</summary>
    public static string Decide(double? low, double? high, double thresholdPercent, bool discovery = true)
    {
        if (low is not { } lo || high is not { } hi)
            return Verdict.Inconclusive;
        double band = 1 + thresholdPercent / 100;
        return hi < 1 / band && discovery ? Verdict.Faster : lo > band && discovery ? Verdict.Slower
            : lo >= 1 / band && hi <= band ? Verdict.Same : Verdict.Inconclusive;
    }

    static SideBySideRow Describe(ComparisonFactor factor, string a, string b, string cell,
        List<Point> ofA, List<Point> ofB, double thresholdPercent)
    {
        var row = ofA[0].Row;
        bool serialize = cell.EndsWith("|serialize", StringComparison.Ordinal);
        bool steady = row.Test != TestKind.FirstCall.Name();
        long? Size(List<Point> p) => steady ? p.Select(x => x.Row.SizeBytes).FirstOrDefault(s => s is not null) : null;
        long? Brotli(List<Point> p) =>
            steady ? p.Select(x => x.Row.BrotliBytes).FirstOrDefault(s => s is not null) : null;
        long? Alloc(List<Point> p) =>
            steady && p.Select(x => serialize
                ? x.Row.SerializeAllocatedBytesPerOp : x.Row.DeserializeAllocatedBytesPerOp)
            .OfType<long>().ToList() is { Count: > 0 } all
            ? (long)SampleSummary.MedianOf([.. all.Select(v => (double)v)]) : null;
        return new SideBySideRow
        {
            Factor = factor.ToString(), A = a, B = b, Test = row.Test,
            Runtime = factor.IsRuntime ? "" : row.Runtime ?? "",
            Variant = row.Variant ?? "", Serializer = row.Serializer.Adapter,
            Dataset = row.Dataset ?? "",
            RootType = row.RootType ?? "",
            Objects = row.Objects, Operation = serialize ? "serialize" : "deserialize",
            ASeconds = SampleSummary.MedianOf([.. ofA.Select(p => p.Seconds)]),
            BSeconds = SampleSummary.MedianOf([.. ofB.Select(p => p.Seconds)]),
            ThresholdPercent = thresholdPercent,
            ASizeBytes = Size(ofA), BSizeBytes = Size(ofB), ABrotliBytes = Brotli(ofA), BBrotliBytes = Brotli(ofB),
            AAllocatedBytesPerOp = Alloc(ofA), BAllocatedBytesPerOp = Alloc(ofB),
        };
    }

    /// <summary>"protobuf-net 3.2.52 → 3.4.40" or "net9.0 → net10.0": the comparison a row belongs to.</summary>
    public static string PairOf(SideBySideRow row) =>
        row.Compared is { IsRuntime: false } factor ? $"{factor.Package} {Pair(row.A, row.B)}" : Pair(row.A, row.B);

    /// <summary>"A → B": what two builds are called together, on every page.</summary>
    public static string Pair(string a, string b) => $"{a} → {b}";
}
