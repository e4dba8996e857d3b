using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Comparison;

public enum Change { Unchanged, Faster, Slower }

/// <summary><see cref="Change"/> is judged on <see cref="RatioToShift"/>.</summary>
public sealed record ComparedCell(
    string Test, string Runtime, string Variant, string Serializer, int Objects, string RootType, string Operation,
    double A, double B, Change Change, double? IntervalPercentA = null, double? IntervalPercentB = null,
    string Group = "", double Shift = 1)
{
    public double Ratio => B / A;

    public double RatioToShift => Ratio / Shift;

    /// <summary>The interval is relative and stays.</summary>
    public ComparedCell RelativeToShift => this with { B = B / Shift, Shift = 1 };

    public bool BInsideA => IntervalPercentA is { } ci && Math.Abs(B - A) <= A * ci / 100;

    public bool AInsideB => IntervalPercentB is { } ci && Math.Abs(A - B) <= B * ci / 100;
}

/// <summary>A run claims an order where <see cref="RatioInterval.Below"/> separates a pair; the other run's medians
/// reverse a claim where they put the pair the other way round.</summary>
public sealed record OrderClaims(int Pairs, int SeparatedA, int SeparatedB, int ReversedA, int ReversedB)
{
    public double ResolvingPower => Pairs == 0 ? 0 : (SeparatedA + SeparatedB) / (2.0 * Pairs);

    public double ContradictionRate =>
        SeparatedA + SeparatedB == 0 ? 0 : (double)(ReversedA + ReversedB) / (SeparatedA + SeparatedB);

    public static OrderClaims operator +(OrderClaims x, OrderClaims y) =>
        new(x.Pairs + y.Pairs, x.SeparatedA + y.SeparatedA, x.SeparatedB + y.SeparatedB,
            x.ReversedA + y.ReversedA, x.ReversedB + y.ReversedB);

    public static readonly OrderClaims None = new(0, 0, 0, 0, 0);
}

public sealed record Agreement(int Cells, int Within, int BInsideA, int AInsideB);

/// <param name="Machine">The canary's B/A (<see cref="ResultRow.CanaryMs"/>); null where a run has none.</param>
public sealed record ComparisonResult(
    IReadOnlyList<ComparedCell> Cells, IReadOnlyList<string> OnlyInA, IReadOnlyList<string> OnlyInB,
    double ThresholdPercent,
    IReadOnlyList<RunWideShift> Shifts, RunWideShift? Machine = null);

/// <summary>B is divided by its kind's <see cref="RunWideShift"/>, as whole runs shift with the machine's hour;
/// pooled rows are judged by interval, as a process's runs share its speed (docs/accuracy.md).</summary>
public static class RunComparison
{
    public const double DefaultThresholdPercent = 5;
    public const double Alpha = 0.05;

    public static ComparisonResult Compare(
        IReadOnlyList<ResultRow> a, IReadOnlyList<ResultRow> b, double thresholdPercent)
    {
        var measuredA = Measurements(a);
        var measuredB = Measurements(b);
        var paired = measuredA.Where(m => measuredB.ContainsKey(m.Key))
            .Select(m => (m.Key, A: m.Value, B: measuredB[m.Key])).ToList();
        var shifts = paired.GroupBy(p => KindOf(p.Key)).OrderBy(g => g.Key != RunWideShift.SteadyState)
            .Select(g => RunWideShift.Of(g.Key, [.. g.Select(p => p.B.Seconds / p.A.Seconds)])).ToList();
        var divisors = shifts.ToDictionary(s => s.Kind, s => s.Divisor);
        var canaries = paired.Where(p => p.A.CanaryMs is not null && p.B.CanaryMs is not null)
            .Select(p => p.B.CanaryMs!.Value / p.A.CanaryMs!.Value)
            .ToList();
        double factor = 1 + thresholdPercent / 100;
        var cells = paired.Select(p =>
        {
            var (key, ma, mb) = p;
            double shift = divisors[KindOf(key)];
            return new ComparedCell(
                key.Test, key.Runtime, key.Variant, key.Serializer, key.Objects, key.RootType, key.Operation,
                ma.Seconds, mb.Seconds, Decide(ma, mb.DividedBy(shift), factor), ma.IntervalPercent, mb.IntervalPercent,
                (key with { Serializer = "" }).ToString(), shift);
        }).ToList();
        return new ComparisonResult(cells,
            measuredA.Keys.Where(k => !measuredB.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            measuredB.Keys.Where(k => !measuredA.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            thresholdPercent, shifts, canaries.Count == 0 ? null : RunWideShift.Of(RunWideShift.Machine, canaries));
    }

    static string KindOf(Key key) =>
        IsFirstCall(key.Test) ? RunWideShift.FirstCalls(key.Variant) : RunWideShift.SteadyState;

    static Change Decide(Measurement a, Measurement b, double factor)
    {
        double ratio = b.Seconds / a.Seconds;
        var byRatio = ratio > factor ? Change.Slower : ratio < 1 / factor ? Change.Faster : Change.Unchanged;
        if (byRatio == Change.Unchanged)
            return byRatio;
        if (a.Processes >= 2 && b.Processes >= 2 && a.IntervalPercent is not null && b.IntervalPercent is not null)
            return Math.Abs(Math.Log(ratio)) - Math.Log(factor)
                > RatioInterval.HalfWidth(a.IntervalPercent, b.IntervalPercent) ? byRatio
                : Change.Unchanged;
        if (a.Samples.Count == 0 || b.Samples.Count == 0)
            return byRatio;
        var (low, high) = byRatio == Change.Slower ? (a.Samples.Select(s => s * factor).ToList(), b.Samples)
            : (b.Samples.Select(s => s * factor).ToList(), a.Samples);
        return MannWhitney.GreaterPValue(low, high) < Alpha ? byRatio : Change.Unchanged;
    }

    /// <summary>The repeatability criterion of docs/accuracy.md.</summary>
    public static (int Within, int Total) Repeatability(
        ComparisonResult result, int minimumObjects, double percent, bool relativeToShift = false)
    {
        var steady = AgreementOf(SteadyCells(result, minimumObjects, relativeToShift), percent);
        return (steady.Within, steady.Cells);
    }

    /// <summary>A cell without an interval is a miss.</summary>
    public static (int BInsideA, int AInsideB, int Cells) Coverage(
        ComparisonResult result, int minimumObjects, bool relativeToShift = false)
    {
        var steady = AgreementOf(SteadyCells(result, minimumObjects, relativeToShift), 0);
        return (steady.BInsideA, steady.AInsideB, steady.Cells);
    }

    public static IReadOnlyList<(int Objects, OrderClaims Claims)> OrderClaims(ComparisonResult result) =>
        [.. SteadyCells(result, 0, relativeToShift: false).GroupBy(c => c.Objects).OrderBy(g => g.Key)
            .Select(n => (n.Key, n.GroupBy(c => c.Group).Select(g => ClaimsOf([.. g]))
                .Aggregate(Comparison.OrderClaims.None, (x, y) => x + y)))];

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

    /// <summary>+1 when x is below y, −1 when above, null when not separated.</summary>
    static int? Claim(double x, double? xPercent, double y, double? yPercent) =>
        RatioInterval.Below(x, xPercent, y, yPercent) ? 1 : RatioInterval.Below(y, yPercent, x, xPercent) ? -1 : null;

    static List<ComparedCell> SteadyCells(ComparisonResult result, int minimumObjects, bool relativeToShift) =>
        result.Cells.Where(c => !IsFirstCall(c.Test) && c.Objects >= minimumObjects)
            .Select(c => relativeToShift ? c.RelativeToShift : c).ToList();

    static bool IsFirstCall(string test) => test == TestKind.FirstCall.Name();

    public static IReadOnlyList<(string Variant, IReadOnlyList<ComparedCell> Cells)> FirstCallCellsByVariant(
        ComparisonResult result) =>
        [.. result.Cells.Where(c => IsFirstCall(c.Test)).GroupBy(c => c.Variant)
            .Select(g => (g.Key, (IReadOnlyList<ComparedCell>)g.ToList()))];

    /// <summary>Pass <see cref="ComparedCell.RelativeToShift"/> for the figures after the shift.</summary>
    public static Agreement AgreementOf(IReadOnlyList<ComparedCell> cells, double percent) =>
        new(cells.Count, cells.Count(c => Math.Abs(c.Ratio - 1) <= percent / 100), cells.Count(c => c.BInsideA),
            cells.Count(c => c.AInsideB));

    /// <param name="Occurrence">The classic sweep measures N = 1 twice.</param>
    sealed record Key(
        string Test, string Runtime, string Variant, string Serializer, int Objects, int Occurrence, int PayloadBytes,
        string Dataset, string RootType, string Operation)
    {
        public override string ToString() =>
            $"{Test} {Runtime} {Variant} {Serializer} N={Objects}"
            + $"{(Occurrence > 1 ? $" (#{Occurrence})" : "")} {RootType} {Operation}";
    }

    /// <param name="Processes">1 for a first-call row: its runs are its launches.</param>
    sealed record Measurement(
        double Seconds, double? IntervalPercent, IReadOnlyList<double> Samples, double? CanaryMs, int Processes)
    {
        public Measurement DividedBy(double shift) =>
            this with { Seconds = Seconds / shift, Samples = [.. Samples.Select(s => s / shift)] };
    }

    static Dictionary<Key, Measurement> Measurements(IReadOnlyList<ResultRow> rows)
    {
        var measurements = new Dictionary<Key, Measurement>();
        var occurrences = new Dictionary<Key, int>();
        // A run that pinned one version of a package is the same serializer as a run of another version; a run of
        // several versions keeps its labels apart.
        var single = rows.Select(r => r.Serializer).Where(s => s.IsPinned).Distinct()
            .GroupBy(s => s.Adapter)
            .Where(g => g.Count() == 1).Select(g => g.Key).ToHashSet();
        foreach (var row in rows.Where(r => r.Status == ResultStatus.Ok)
            .Select(r => r.Serializer is var id && single.Contains(id.Adapter)
            ? r with { Serializer = id.Unpinned } : r))
        {
            bool firstCall = IsFirstCall(row.Test);
            var rowKey = KeyOf(row, "", 0);
            int occurrence = occurrences[rowKey] = occurrences.GetValueOrDefault(rowKey) + 1;
            // A first-call row's classic column is the median of its launches; a steady-state row's is the mean, so
            // its median is compared.
            int processes = firstCall ? 1 : row.Processes ?? 1;
            Add(KeyOf(row, "serialize", occurrence),
                firstCall ? row.SerializeSeconds : row.SerializeMedianSeconds ?? row.SerializeSeconds,
                row.SerializeIntervalPercent, row.SerializeSamples, row.CanaryMs, processes);
            Add(KeyOf(row, "deserialize", occurrence),
                firstCall ? row.DeserializeSeconds : row.DeserializeMedianSeconds ?? row.DeserializeSeconds,
                row.DeserializeIntervalPercent, row.DeserializeSamples, null, processes);
        }
        return measurements;

        // Only one operation carries the row's canary, so each row counts once in the machine's shift.
        void Add(Key key, double? seconds, double? interval, Samples? samples, double? canary, int processes)
        {
            if (seconds is > 0)
                measurements[key] = new Measurement(
                    seconds.Value, interval, samples ?? Samples.None, canary is > 0 ? canary : null, processes);
        }
    }

    static Key KeyOf(ResultRow row, string operation, int occurrence) =>
        new(row.Test, row.Runtime ?? "", row.Variant ?? "", row.Serializer, row.Objects, occurrence, row.PayloadBytes,
            row.Dataset ?? "", row.RootType ?? "", operation);
}
