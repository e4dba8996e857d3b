using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Comparison;

public enum Change { Unchanged, Faster, Slower }

/// <summary>One operation of one cell in both runs, in seconds per operation; <see cref="Ratio"/> is B/A. The intervals are the
/// rows' 95% half-widths in percent (null where a row has none). <see cref="Group"/> names what the cell shares with the other
/// serializers' cells it is ranked against (everything but the serializer).</summary>
public sealed record ComparedCell(string Test, string Runtime, string Variant, string Serializer, int Objects, string RootType, string Operation,
    double A, double B, Change Change, double? IntervalPercentA = null, double? IntervalPercentB = null, string Group = "")
{
    public double Ratio => B / A;

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

/// <summary>How a set of cells held on the rerun (<see cref="RunComparison.AgreementOf"/>).</summary>
public sealed record Agreement(int Cells, int Within, double Shift, int WithinOfShift, int BInsideA, int AInsideB, int Changed);

/// <param name="OnlyInA">Cells with a number in A and none in B (absent, failed, unsupported), and the reverse.</param>
public sealed record ComparisonResult(IReadOnlyList<ComparedCell> Cells, IReadOnlyList<string> OnlyInA, IReadOnlyList<string> OnlyInB, double ThresholdPercent);

/// <summary>
/// Pairs the rows of two runs by test, runtime, variant, serializer, N (and which of the sweep's rows with that N), payload,
/// dataset and root type. Steady-state rows compare their medians, first-call rows the first call itself. A change is
/// marked only where the ratio lies beyond the noise threshold and, where both rows carry their runs, a one-sided
/// Mann-Whitney test finds B's runs beyond A's scaled by the threshold (p &lt; <see cref="Alpha"/>), as dotnet/performance's
/// ResultsComparer decides.
/// </summary>
public static class RunComparison
{
    public const double DefaultThresholdPercent = 5;
    public const double Alpha = 0.05;

    public static ComparisonResult Compare(IReadOnlyList<ResultRow> a, IReadOnlyList<ResultRow> b, double thresholdPercent)
    {
        var measuredA = Measurements(a);
        var measuredB = Measurements(b);
        var cells = new List<ComparedCell>();
        foreach (var (key, ma) in measuredA)
        {
            if (!measuredB.TryGetValue(key, out var mb))
                continue;
            cells.Add(new ComparedCell(key.Test, key.Runtime, key.Variant, key.Serializer, key.Objects, key.RootType, key.Operation,
                ma.Seconds, mb.Seconds, Decide(ma, mb, 1 + thresholdPercent / 100), ma.IntervalPercent, mb.IntervalPercent, (key with { Serializer = "" }).ToString()));
        }
        return new ComparisonResult(cells,
            measuredA.Keys.Where(k => !measuredB.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            measuredB.Keys.Where(k => !measuredA.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            thresholdPercent);
    }

    static Change Decide(Measurement a, Measurement b, double factor)
    {
        double ratio = b.Seconds / a.Seconds;
        var byRatio = ratio > factor ? Change.Slower : ratio < 1 / factor ? Change.Faster : Change.Unchanged;
        if (byRatio == Change.Unchanged || a.Samples.Count == 0 || b.Samples.Count == 0)
            return byRatio;
        var (low, high) = byRatio == Change.Slower ? (a.Samples.Select(s => s * factor).ToList(), b.Samples) : (b.Samples.Select(s => s * factor).ToList(), a.Samples);
        return MannWhitney.GreaterPValue(low, high) < Alpha ? byRatio : Change.Unchanged;
    }

    /// <summary>The share of steady-state cells with N ≥ <paramref name="minimumObjects"/> whose ratio lies within
    /// ±<paramref name="percent"/>: the repeatability criterion of docs/accuracy.md.</summary>
    public static (int Within, int Total) Repeatability(ComparisonResult result, int minimumObjects, double percent)
    {
        var steady = AgreementOf(SteadyCells(result, minimumObjects), percent);
        return (steady.Within, steady.Cells);
    }

    /// <summary>The median ratio over the steady-state cells with N ≥ <paramref name="minimumObjects"/> (how much faster or slower the
    /// whole of B ran), and how many of those cells lie within ±<paramref name="percent"/> of it; null without cells.</summary>
    public static (double Shift, int Within, int Total)? RunWideShift(ComparisonResult result, int minimumObjects, double percent)
    {
        var steady = AgreementOf(SteadyCells(result, minimumObjects), percent);
        return steady.Cells == 0 ? null : (steady.Shift, steady.WithinOfShift, steady.Cells);
    }

    /// <summary>How often a row's interval held on the rerun, over the steady-state cells with N ≥ <paramref name="minimumObjects"/>,
    /// counted in both directions (B's median inside A's interval, A's inside B's); a cell without an interval is a miss.</summary>
    public static (int BInsideA, int AInsideB, int Cells) Coverage(ComparisonResult result, int minimumObjects)
    {
        var steady = AgreementOf(SteadyCells(result, minimumObjects), 0);
        return (steady.BInsideA, steady.AInsideB, steady.Cells);
    }

    /// <summary>The order claims of the steady-state cells per N (ascending): within each group of cells ranked against each other
    /// (<see cref="ComparedCell.Group"/>), every pair of serializers with a number in both runs.</summary>
    public static IReadOnlyList<(int Objects, OrderClaims Claims)> OrderClaims(ComparisonResult result) =>
        [.. SteadyCells(result, 0).GroupBy(c => c.Objects).OrderBy(g => g.Key)
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

    static List<ComparedCell> SteadyCells(ComparisonResult result, int minimumObjects) =>
        result.Cells.Where(c => !IsFirstCall(c.Test) && c.Objects >= minimumObjects).ToList();

    static bool IsFirstCall(string test) => test == TestKind.FirstCall.Name();

    /// <summary>The first-call cells (serializer × root type × operation) of each variant, in the order variants first appear.</summary>
    public static IReadOnlyList<(string Variant, IReadOnlyList<ComparedCell> Cells)> FirstCallCellsByVariant(ComparisonResult result) =>
        [.. result.Cells.Where(c => IsFirstCall(c.Test)).GroupBy(c => c.Variant).Select(g => (g.Key, (IReadOnlyList<ComparedCell>)g.ToList()))];

    /// <summary>What a rerun kept of some cells: how many lie within ±<paramref name="percent"/>, the median B/A (the run-wide shift)
    /// and how many lie within ±<paramref name="percent"/> of it, and how often each run's median fell inside the other's interval.</summary>
    public static Agreement AgreementOf(IReadOnlyList<ComparedCell> cells, double percent)
    {
        double shift = cells.Count == 0 ? 1 : SampleSummary.MedianOf(cells.Select(c => c.Ratio).ToList());
        return new Agreement(cells.Count, cells.Count(c => Math.Abs(c.Ratio - 1) <= percent / 100), shift,
            cells.Count(c => Math.Abs(c.Ratio / shift - 1) <= percent / 100), cells.Count(c => c.BInsideA), cells.Count(c => c.AInsideB),
            cells.Count(c => c.Change != Change.Unchanged));
    }

    /// <param name="Occurrence">Which row with this N it is (the classic sweep measures N = 1 twice): 1, 2, ….</param>
    sealed record Key(string Test, string Runtime, string Variant, string Serializer, int Objects, int Occurrence, int PayloadBytes, string Dataset, string RootType, string Operation)
    {
        public override string ToString() => $"{Test} {Runtime} {Variant} {Serializer} N={Objects}{(Occurrence > 1 ? $" (#{Occurrence})" : "")} {RootType} {Operation}";
    }

    sealed record Measurement(double Seconds, double? IntervalPercent, IReadOnlyList<double> Samples);

    static Dictionary<Key, Measurement> Measurements(IReadOnlyList<ResultRow> rows)
    {
        var measurements = new Dictionary<Key, Measurement>();
        var occurrences = new Dictionary<Key, int>();
        foreach (var row in rows.Where(r => r.Status == ResultStatus.Ok))
        {
            bool firstCall = IsFirstCall(row.Test);
            var rowKey = KeyOf(row, "", 0);
            int occurrence = occurrences[rowKey] = occurrences.GetValueOrDefault(rowKey) + 1;
            // A first-call row's classic column is the median of its launches (their times are its samples); a steady-state row's is the
            // classic mean, and its median is the number compared.
            Add(KeyOf(row, "serialize", occurrence), firstCall ? row.SerializeSeconds : row.SerializeMedianSeconds ?? row.SerializeSeconds,
                row.SerializeIntervalPercent, row.SerializeSamples);
            Add(KeyOf(row, "deserialize", occurrence), firstCall ? row.DeserializeSeconds : row.DeserializeMedianSeconds ?? row.DeserializeSeconds,
                row.DeserializeIntervalPercent, row.DeserializeSamples);
        }
        return measurements;

        void Add(Key key, double? seconds, double? interval, string? samples)
        {
            if (seconds is > 0)
                measurements[key] = new Measurement(seconds.Value, interval, Samples.Parse(samples) ?? []);
        }
    }

    static Key KeyOf(ResultRow row, string operation, int occurrence) =>
        new(row.Test, row.Runtime ?? "", row.Variant ?? "", row.Serializer, row.Objects, occurrence, row.PayloadBytes, row.Dataset ?? "", row.RootType ?? "", operation);
}
