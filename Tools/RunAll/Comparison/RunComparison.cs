using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Comparison;

public enum Change { Unchanged, Faster, Slower }

/// <summary>One operation of one cell in both runs, in seconds per operation; <see cref="Ratio"/> is B/A. The intervals are the
/// rows' 95% half-widths in percent (null where a row has none). <see cref="Group"/> names what the cell shares with the other
/// serializers' cells it is ranked against (everything but the serializer). <see cref="Shift"/> is the divisor of the run-wide shift
/// of the cell's kind (<see cref="RunWideShift.Divisor"/>), and <see cref="Change"/> is judged on <see cref="RatioToShift"/>.</summary>
public sealed record ComparedCell(string Test, string Runtime, string Variant, string Serializer, int Objects, string RootType, string Operation,
    double A, double B, Change Change, double? IntervalPercentA = null, double? IntervalPercentB = null, string Group = "", double Shift = 1)
{
    public double Ratio => B / A;

    /// <summary>B/A divided by the run-wide shift: how far the cell moved against the rest of its kind.</summary>
    public double RatioToShift => Ratio / Shift;

    /// <summary>The cell with B's median divided by the shift (its interval, relative, unchanged): what the closing figures count
    /// "after the shift".</summary>
    public ComparedCell RelativeToShift => this with { B = B / Shift, Shift = 1 };

    /// <summary>B's median inside A's interval (false where A has none).</summary>
    public bool BInsideA => IntervalPercentA is { } ci && Math.Abs(B - A) <= A * ci / 100;

    /// <summary>A's median inside B's interval (false where B has none).</summary>
    public bool AInsideB => IntervalPercentB is { } ci && Math.Abs(A - B) <= B * ci / 100;
}

/// <summary>The order claims of two runs over the serializer pairs of some cells (<see cref="RunComparison.OrderClaims"/>): a run claims
/// an order where <see cref="RatioInterval.Below"/> separates a pair; the other run's medians reverse a claim where they put the pair
/// the other way round.</summary>
public sealed record OrderClaims(int Pairs, int SeparatedA, int SeparatedB, int ReversedA, int ReversedB)
{
    /// <summary>The share of pairs a run separates, both runs counted.</summary>
    public double ResolvingPower => Pairs == 0 ? 0 : (SeparatedA + SeparatedB) / (2.0 * Pairs);

    /// <summary>The share of those claims that the other run's medians reverse.</summary>
    public double ContradictionRate => SeparatedA + SeparatedB == 0 ? 0 : (double)(ReversedA + ReversedB) / (SeparatedA + SeparatedB);

    public static OrderClaims operator +(OrderClaims x, OrderClaims y) =>
        new(x.Pairs + y.Pairs, x.SeparatedA + y.SeparatedA, x.SeparatedB + y.SeparatedB, x.ReversedA + y.ReversedA, x.ReversedB + y.ReversedB);

    public static readonly OrderClaims None = new(0, 0, 0, 0, 0);
}

/// <summary>How a set of cells held on the rerun (<see cref="RunComparison.AgreementOf"/>): how many lie within the band, and how
/// often each run's median fell inside the other's interval.</summary>
public sealed record Agreement(int Cells, int Within, int BInsideA, int AInsideB);

/// <param name="OnlyInA">Cells with a number in A and none in B (absent, failed, unsupported), and the reverse.</param>
/// <param name="Shifts">The run-wide shift of each kind of cell: the steady state's first, then each variant's first calls.</param>
/// <param name="Machine">The machine's own shift: B/A of the canary (<see cref="ResultRow.CanaryMs"/>) over the steady-state rows both runs
/// timed it in; null where either run has none (runs made before the canary).</param>
public sealed record ComparisonResult(IReadOnlyList<ComparedCell> Cells, IReadOnlyList<string> OnlyInA, IReadOnlyList<string> OnlyInB,
    double ThresholdPercent,
    IReadOnlyList<RunWideShift> Shifts, RunWideShift? Machine = null);

/// <summary>
/// Pairs the rows of two runs by test, runtime, variant, serializer, N (and which of the sweep's rows with that N), payload,
/// dataset and root type. Steady-state rows compare their medians, first-call rows the first call itself. Two runs are unpaired:
/// whole runs shift with the machine's hour, so each kind of cell (the steady state, each variant's first calls) has its
/// <see cref="RunWideShift"/>, and B is divided by it before a cell is judged. A change is marked only where that ratio lies beyond
/// the noise threshold and the rows' own evidence puts it beyond the threshold too. Steady-state rows pooled from several processes
/// carry an interval from their processes' medians: the ratio's interval (<see cref="RatioInterval.HalfWidth"/>) must lie wholly
/// beyond the threshold, because a process's runs share its speed (docs/accuracy.md, "What spoils a process") and testing the pooled
/// runs as if each were a process marked 23 of 144 steady-state cells of identical code on a noisy hour. Other rows that carry their
/// runs (first calls, whose runs are launches; a single process) are tested as dotnet/performance's ResultsComparer does: a one-sided
/// Mann-Whitney test finds B's runs (divided by the shift) beyond A's scaled by the threshold (p &lt; <see cref="Alpha"/>).
/// </summary>
public static class RunComparison
{
    public const double DefaultThresholdPercent = 5;
    public const double Alpha = 0.05;

    public static ComparisonResult Compare(IReadOnlyList<ResultRow> a, IReadOnlyList<ResultRow> b, double thresholdPercent)
    {
        var measuredA = Measurements(a);
        var measuredB = Measurements(b);
        var paired = measuredA.Where(m => measuredB.ContainsKey(m.Key)).Select(m => (m.Key, A: m.Value, B: measuredB[m.Key])).ToList();
        var shifts = paired.GroupBy(p => KindOf(p.Key)).OrderBy(g => g.Key != RunWideShift.SteadyState)
            .Select(g => RunWideShift.Of(g.Key, [.. g.Select(p => p.B.Seconds / p.A.Seconds)])).ToList();
        var divisors = shifts.ToDictionary(s => s.Kind, s => s.Divisor);
        var canaries = paired.Where(p => p.A.CanaryMs is not null && p.B.CanaryMs is not null).Select(p => p.B.CanaryMs!.Value / p.A.CanaryMs!.Value)
            .ToList();
        double factor = 1 + thresholdPercent / 100;
        var cells = paired.Select(p =>
        {
            var (key, ma, mb) = p;
            double shift = divisors[KindOf(key)];
            return new ComparedCell(key.Test, key.Runtime, key.Variant, key.Serializer, key.Objects, key.RootType, key.Operation,
                ma.Seconds, mb.Seconds, Decide(ma, mb.DividedBy(shift), factor), ma.IntervalPercent, mb.IntervalPercent,
                (key with { Serializer = "" }).ToString(), shift);
        }).ToList();
        return new ComparisonResult(cells,
            measuredA.Keys.Where(k => !measuredB.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            measuredB.Keys.Where(k => !measuredA.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            thresholdPercent, shifts, canaries.Count == 0 ? null : RunWideShift.Of(RunWideShift.Machine, canaries));
    }

    static string KindOf(Key key) => IsFirstCall(key.Test) ? RunWideShift.FirstCalls(key.Variant) : RunWideShift.SteadyState;

    static Change Decide(Measurement a, Measurement b, double factor)
    {
        double ratio = b.Seconds / a.Seconds;
        var byRatio = ratio > factor ? Change.Slower : ratio < 1 / factor ? Change.Faster : Change.Unchanged;
        if (byRatio == Change.Unchanged)
            return byRatio;
        if (a.Processes >= 2 && b.Processes >= 2 && a.IntervalPercent is not null && b.IntervalPercent is not null)
            return Math.Abs(Math.Log(ratio)) - Math.Log(factor) > RatioInterval.HalfWidth(a.IntervalPercent, b.IntervalPercent) ? byRatio
                : Change.Unchanged;
        if (a.Samples.Count == 0 || b.Samples.Count == 0)
            return byRatio;
        var (low, high) = byRatio == Change.Slower ? (a.Samples.Select(s => s * factor).ToList(), b.Samples)
            : (b.Samples.Select(s => s * factor).ToList(), a.Samples);
        return MannWhitney.GreaterPValue(low, high) < Alpha ? byRatio : Change.Unchanged;
    }

    /// <summary>The share of steady-state cells with N ≥ <paramref name="minimumObjects"/> whose ratio lies within
    /// ±<paramref name="percent"/>: the repeatability criterion of docs/accuracy.md; <paramref name="relativeToShift"/>: their ratio
    /// divided by the run-wide shift.</summary>
    public static (int Within, int Total) Repeatability(ComparisonResult result, int minimumObjects, double percent, bool relativeToShift = false)
    {
        var steady = AgreementOf(SteadyCells(result, minimumObjects, relativeToShift), percent);
        return (steady.Within, steady.Cells);
    }

    /// <summary>How often a row's interval held on the rerun, over the steady-state cells with N ≥ <paramref name="minimumObjects"/>,
    /// counted in both directions (B's median inside A's interval, A's inside B's); a cell without an interval is a miss.
    /// <paramref name="relativeToShift"/>: B's median divided by the run-wide shift.</summary>
    public static (int BInsideA, int AInsideB, int Cells) Coverage(ComparisonResult result, int minimumObjects, bool relativeToShift = false)
    {
        var steady = AgreementOf(SteadyCells(result, minimumObjects, relativeToShift), 0);
        return (steady.BInsideA, steady.AInsideB, steady.Cells);
    }

    /// <summary>The order claims of the steady-state cells per N (ascending): within each group of cells ranked against each other
    /// (<see cref="ComparedCell.Group"/>), every pair of serializers with a number in both runs.</summary>
    public static IReadOnlyList<(int Objects, OrderClaims Claims)> OrderClaims(ComparisonResult result) =>
        [.. SteadyCells(result, 0, relativeToShift: false).GroupBy(c => c.Objects).OrderBy(g => g.Key)
            .Select(n => (n.Key, n.GroupBy(c => c.Group).Select(g => ClaimsOf([.. g])).Aggregate(Comparison.OrderClaims.None, (x, y) => x + y)))];

    static OrderClaims ClaimsOf(IReadOnlyList<ComparedCell> cells)
    {
        int pairs = 0, separatedA = 0, separatedB = 0, reversedA = 0, reversedB = 0;
        for (int i = 0; i < cells.Count; i++)
        {
            for (int j = i + 1; j < cells.Count; j++)
            {
                var (x, y) = (cells[i], cells[j]);
                pairs++;
                if (Claim(x.A, x.IntervalPercentA, y.A, y.IntervalPercentA) is { } claimA)
                {
                    separatedA++;
                    if (Math.Sign(y.B - x.B) == -claimA)
                        reversedA++;
                }
                if (Claim(x.B, x.IntervalPercentB, y.B, y.IntervalPercentB) is { } claimB)
                {
                    separatedB++;
                    if (Math.Sign(y.A - x.A) == -claimB)
                        reversedB++;
                }
            }
        }
        return new(pairs, separatedA, separatedB, reversedA, reversedB);
    }

    /// <summary>+1 when the rule puts x below y, −1 when above, null when it does not separate them.</summary>
    static int? Claim(double x, double? xPercent, double y, double? yPercent) =>
        RatioInterval.Below(x, xPercent, y, yPercent) ? 1 : RatioInterval.Below(y, yPercent, x, xPercent) ? -1 : null;

    static List<ComparedCell> SteadyCells(ComparisonResult result, int minimumObjects, bool relativeToShift) =>
        result.Cells.Where(c => !IsFirstCall(c.Test) && c.Objects >= minimumObjects).Select(c => relativeToShift ? c.RelativeToShift : c).ToList();

    static bool IsFirstCall(string test) => test == TestKind.FirstCall.Name();

    /// <summary>The first-call cells (serializer × root type × operation) of each variant, in the order variants first appear.</summary>
    public static IReadOnlyList<(string Variant, IReadOnlyList<ComparedCell> Cells)> FirstCallCellsByVariant(ComparisonResult result) =>
        [.. result.Cells.Where(c => IsFirstCall(c.Test)).GroupBy(c => c.Variant).Select(g => (g.Key, (IReadOnlyList<ComparedCell>)g.ToList()))];

    /// <summary>What a rerun kept of some cells: how many lie within ±<paramref name="percent"/>, and how often each run's median fell
    /// inside the other's interval (of the cells as given: <see cref="ComparedCell.RelativeToShift"/> for the figures after the shift).</summary>
    public static Agreement AgreementOf(IReadOnlyList<ComparedCell> cells, double percent) =>
        new(cells.Count, cells.Count(c => Math.Abs(c.Ratio - 1) <= percent / 100), cells.Count(c => c.BInsideA), cells.Count(c => c.AInsideB));

    /// <param name="Occurrence">Which row with this N it is (the classic sweep measures N = 1 twice): 1, 2, ….</param>
    sealed record Key(string Test, string Runtime, string Variant, string Serializer, int Objects, int Occurrence, int PayloadBytes, string Dataset,
        string RootType, string Operation)
    {
        public override string ToString() =>
            $"{Test} {Runtime} {Variant} {Serializer} N={Objects}{(Occurrence > 1 ? $" (#{Occurrence})" : "")} {RootType} {Operation}";
    }

    /// <param name="CanaryMs">The row's canary (<see cref="ResultRow.CanaryMs"/>): the machine's speed while it was measured.</param>
    /// <param name="Processes">The steady-state processes the row pools (1 for a first-call row: its runs are its launches).</param>
    sealed record Measurement(double Seconds, double? IntervalPercent, IReadOnlyList<double> Samples, double? CanaryMs, int Processes)
    {
        /// <summary>The median and the runs divided by <paramref name="shift"/> (the interval is relative and stays).</summary>
        public Measurement DividedBy(double shift) => this with { Seconds = Seconds / shift, Samples = [.. Samples.Select(s => s / shift)] };
    }

    static Dictionary<Key, Measurement> Measurements(IReadOnlyList<ResultRow> rows)
    {
        var measurements = new Dictionary<Key, Measurement>();
        var occurrences = new Dictionary<Key, int>();
        // A run that pinned one version of a package (--package id=v) names its serializers by it (ProtobufNet@3.2.52); against a run of
        // another version they are the same serializer. A run of several versions keeps its labels apart.
        var single = rows.Select(r => SerializerId.Parse(r.Serializer)).Where(s => s.IsPinned).Distinct().GroupBy(s => s.Adapter)
            .Where(g => g.Count() == 1).Select(g => g.Key).ToHashSet();
        foreach (var row in rows.Where(r => r.Status == ResultStatus.Ok)
            .Select(r => SerializerId.Parse(r.Serializer) is var id && single.Contains(id.Adapter)
            ? r with { Serializer = id.Unpinned.ToString() } : r))
        {
            bool firstCall = IsFirstCall(row.Test);
            var rowKey = KeyOf(row, "", 0);
            int occurrence = occurrences[rowKey] = occurrences.GetValueOrDefault(rowKey) + 1;
            // A first-call row's classic column is the median of its launches (their times are its samples); a steady-state row's is the
            // classic mean, and its median is the number compared.
            int processes = firstCall ? 1 : row.Processes ?? 1;
            Add(KeyOf(row, "serialize", occurrence), firstCall ? row.SerializeSeconds : row.SerializeMedianSeconds ?? row.SerializeSeconds,
                row.SerializeIntervalPercent, row.SerializeSamples, row.CanaryMs, processes);
            Add(KeyOf(row, "deserialize", occurrence), firstCall ? row.DeserializeSeconds : row.DeserializeMedianSeconds ?? row.DeserializeSeconds,
                row.DeserializeIntervalPercent, row.DeserializeSamples, null, processes);
        }
        return measurements;

        // The canary is the row's, so only one of its operations carries it: each row counts once in the machine's shift.
        void Add(Key key, double? seconds, double? interval, Samples? samples, double? canary, int processes)
        {
            if (seconds is > 0)
                measurements[key] = new Measurement(seconds.Value, interval, samples ?? Samples.None, canary is > 0 ? canary : null, processes);
        }
    }

    static Key KeyOf(ResultRow row, string operation, int occurrence) =>
        new(row.Test, row.Runtime ?? "", row.Variant ?? "", row.Serializer, row.Objects, occurrence, row.PayloadBytes, row.Dataset ?? "",
            row.RootType ?? "", operation);
}
