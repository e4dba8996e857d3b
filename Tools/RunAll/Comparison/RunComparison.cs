using SerializerTests.Cli;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Comparison;

public enum Change { Unchanged, Faster, Slower }

/// <summary>One operation of one cell in both runs, in seconds per operation; <see cref="Ratio"/> is B/A.</summary>
public sealed record ComparedCell(string Test, string Runtime, string Variant, string Serializer, int Objects, string RootType, string Operation,
    double A, double B, Change Change)
{
    public double Ratio => B / A;
}

/// <param name="OnlyInA">Cells with a number in A and none in B (absent, failed, unsupported), and the reverse.</param>
public sealed record ComparisonResult(IReadOnlyList<ComparedCell> Cells, IReadOnlyList<string> OnlyInA, IReadOnlyList<string> OnlyInB, double ThresholdPercent);

/// <summary>
/// Pairs the rows of two runs by test, runtime, variant, serializer, N, payload, dataset and root type. Steady-state
/// rows compare their medians, first-call rows the first call itself. A ratio beyond the noise threshold is a change.
/// </summary>
public static class RunComparison
{
    public const double DefaultThresholdPercent = 5;

    public static ComparisonResult Compare(IReadOnlyList<ResultRow> a, IReadOnlyList<ResultRow> b, double thresholdPercent)
    {
        var measuredA = Measurements(a);
        var measuredB = Measurements(b);
        var cells = new List<ComparedCell>();
        foreach (var (key, timeA) in measuredA)
        {
            if (!measuredB.TryGetValue(key, out double timeB))
                continue;
            double ratio = timeB / timeA;
            var change = ratio > 1 + thresholdPercent / 100 ? Change.Slower : ratio < 1 / (1 + thresholdPercent / 100) ? Change.Faster : Change.Unchanged;
            cells.Add(new ComparedCell(key.Test, key.Runtime, key.Variant, key.Serializer, key.Objects, key.RootType, key.Operation, timeA, timeB, change));
        }
        return new ComparisonResult(cells,
            measuredA.Keys.Where(k => !measuredB.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            measuredB.Keys.Where(k => !measuredA.ContainsKey(k)).Select(k => k.ToString()).ToList(),
            thresholdPercent);
    }

    /// <summary>The share of steady-state cells with N ≥ <paramref name="minimumObjects"/> whose ratio lies within
    /// ±<paramref name="percent"/>: the repeatability criterion of docs/accuracy.md.</summary>
    public static (int Within, int Total) Repeatability(ComparisonResult result, int minimumObjects, double percent)
    {
        var steady = result.Cells.Where(c => c.Test != TestKind.FirstCall.Name() && c.Objects >= minimumObjects).ToList();
        return (steady.Count(c => Math.Abs(c.Ratio - 1) <= percent / 100), steady.Count);
    }

    sealed record Key(string Test, string Runtime, string Variant, string Serializer, int Objects, int PayloadBytes, string Dataset, string RootType, string Operation)
    {
        public override string ToString() => $"{Test} {Runtime} {Variant} {Serializer} N={Objects} {RootType} {Operation}";
    }

    static Dictionary<Key, double> Measurements(IReadOnlyList<ResultRow> rows)
    {
        var measurements = new Dictionary<Key, double>();
        foreach (var row in rows.Where(r => r.Status == ResultStatus.Ok))
        {
            bool firstCall = row.Test == TestKind.FirstCall.Name();
            Add(row, "serialize", firstCall ? row.SerializeSeconds : row.SerializeMedianSeconds ?? row.SerializeSeconds);
            Add(row, "deserialize", firstCall ? row.DeserializeSeconds : row.DeserializeMedianSeconds ?? row.DeserializeSeconds);
        }
        return measurements;

        void Add(ResultRow row, string operation, double? seconds)
        {
            if (seconds is > 0)
                measurements[new Key(row.Test, row.Runtime ?? "", row.Variant ?? "", row.Serializer, row.Objects, row.PayloadBytes, row.Dataset ?? "", row.RootType ?? "", operation)] = seconds.Value;
        }
    }
}
