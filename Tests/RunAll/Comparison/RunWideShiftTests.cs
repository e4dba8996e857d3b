using SerializerTests.RunAll.Comparison;

namespace SerializerTests.Tests.RunAll;

/// <summary>Two runs whose whole B moved with the machine: the shift is a finding of its own, and a cell is marked only where it
/// moved relative to it.</summary>
public class RunWideShiftTests
{
    static readonly string[] Serializers = ["S0", "S1", "S2", "S3", "S4", "S5", "S6", "S7"];
    static readonly int[] Counts = [1, 10, 1000, 10000];

    /// <summary>Seven runs within ±0.5% of their median: tight enough that Mann-Whitney separates any ratio beyond the threshold.</summary>
    static readonly double[] Spread = [0.995, 1.0, 1.005, 0.998, 1.002, 0.997, 1.003];

    /// <summary>A cell's own noise on top of the shift, −2% … +2% in steps of 0.5%, as many cells above 0 as below.</summary>
    static double Noise(int cell) => ((cell * 7) % 9 - 4) * 0.005;

    static ResultRow Steady(string serializer, int objects, double serialize, double deserialize)
    {
        double[] serializeRuns = [.. Spread.Select(s => serialize * s)], deserializeRuns = [.. Spread.Select(s => deserialize * s)];
        return new ResultRow
        {
            Serializer = new(serializer), Objects = objects, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
            SerializeSeconds = serialize, DeserializeSeconds = deserialize,
            SerializeMedianSeconds = SampleSummary.MedianOf(serializeRuns), SerializeSamples = Samples.Of(serializeRuns),
            DeserializeMedianSeconds = SampleSummary.MedianOf(deserializeRuns), DeserializeSamples = Samples.Of(deserializeRuns),
        };
    }

    /// <summary>Run A (8 serializers × 4 N) and run B: A × <paramref name="shift"/> × each cell's noise, and the serialize cell named
    /// by <paramref name="planted"/> times its factor on top.</summary>
    static (ResultRow[] A, ResultRow[] B) Runs(double shift, (string Serializer, int Objects, double Factor)? planted = null)
    {
        var cells = Serializers.SelectMany((serializer, i) => Counts.Select(n => (Serializer: serializer, Objects: n, Seconds: (i + 1) * n * 1e-6))).ToList();
        var a = cells.Select(c => Steady(c.Serializer, c.Objects, c.Seconds, 2 * c.Seconds)).ToArray();
        var b = cells.Select((c, i) =>
        {
            double plant = planted is { } p && p.Serializer == c.Serializer && p.Objects == c.Objects ? p.Factor : 1;
            return Steady(c.Serializer, c.Objects, c.Seconds * shift * (1 + Noise(2 * i)) * plant, 2 * c.Seconds * shift * (1 + Noise(2 * i + 1)));
        }).ToArray();
        return (a, b);
    }

    [Fact]
    public void AWholeRunFivePercentFasterIsTheShiftAndNoCellIsMarked()
    {
        var (a, b) = Runs(0.95);
        var result = RunComparison.Compare(a, b, thresholdPercent: 5);

        Assert.Equal(64, result.Cells.Count);
        // Judged on B/A as measured, with runs this tight, these would have been marked faster.
        Assert.True(result.Cells.Count(c => c.Ratio < 1 / 1.05) >= 10);
        Assert.All(result.Cells, c => Assert.Equal(Change.Unchanged, c.Change));
        var shift = Assert.Single(result.Shifts);
        Assert.Equal((RunWideShift.SteadyState, 64), (shift.Kind, shift.Cells));
        Assert.Equal(0.95, shift.Ratio, 3);
        Assert.InRange(0.95, shift.Low!.Value, shift.High!.Value);
        var lines = ComparisonReport.SummaryLines(result).ToList();
        Assert.StartsWith("64 cells paired; noise threshold ±5%: 0 faster, 0 slower, 64 unchanged relative to the run-wide shift", lines[0]);
        Assert.StartsWith("run-wide shift in the steady state: B as a whole ran 5.0% faster (B/A 0.950, 95% interval ", lines[1]);
        Assert.Equal(ComparisonReport.UnpairedNote, lines[2]);
    }

    /// <param name="factor">1.2 as planted; 1.08 leaves the cell's B/A as measured at 1.041, inside the threshold: only B's median and
    /// runs divided by the shift show it.</param>
    [Theory]
    [InlineData(1.2)]
    [InlineData(1.08)]
    public void OneCellSlowerThanTheRestIsTheOnlyOneMarked(double factor)
    {
        var (a, b) = Runs(0.95, ("S3", 1000, factor));
        var result = RunComparison.Compare(a, b, thresholdPercent: 5);

        var changed = Assert.Single(result.Cells, c => c.Change != Change.Unchanged);
        Assert.Equal(("S3", 1000, "serialize", Change.Slower), (changed.Serializer, changed.Objects, changed.Operation, changed.Change));
        Assert.Equal(0.95, result.Shifts.Single().Ratio, 3);
        Assert.Equal(changed.Ratio / result.Shifts.Single().Ratio, changed.RatioToShift, 12);
    }

    static ResultRow WithIntervals(string serializer, double seconds, double intervalPercent) => new()
    {
        Serializer = new(serializer), Objects = 1000, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
        SerializeSeconds = seconds, DeserializeSeconds = seconds, SerializeMedianSeconds = seconds, DeserializeMedianSeconds = seconds,
        SerializeIntervalPercent = intervalPercent, DeserializeIntervalPercent = intervalPercent,
    };

    [Fact]
    public void CoverageAfterTheShiftComparesAsMedianWithBsMedianDividedByTheShift()
    {
        // Both operations alike, 8 cells: X and Y 1.10 (±5% each), Z 1.04 (±5%), W 1.13 (A ±5%, B ±2%). The shift is 1.10.
        // Raw: only Z's medians lie inside each other's intervals (0.04 ≤ 0.05 of A, ≤ 0.052 of B).
        // After the shift: X and Y 1.00, inside both ways; Z 0.945, outside both ways (0.0545 > 0.05 of A, > 0.0473 of B ÷ shift);
        // W 1.027, inside A's ±5% but not B's ±2% (0.0273 > 0.0205).
        ResultRow[] a = [WithIntervals("X", 1, 5), WithIntervals("Y", 1, 5), WithIntervals("Z", 1, 5), WithIntervals("W", 1, 5)];
        ResultRow[] b = [WithIntervals("X", 1.10, 5), WithIntervals("Y", 1.10, 5), WithIntervals("Z", 1.04, 5), WithIntervals("W", 1.13, 2)];
        var result = RunComparison.Compare(a, b, 5);

        Assert.Equal(1.10, result.Shifts.Single().Ratio, 9);
        Assert.Equal((2, 2, 8), RunComparison.Coverage(result, 1000));
        Assert.Equal((6, 4, 8), RunComparison.Coverage(result, 1000, relativeToShift: true));
        Assert.Equal((2, 8), RunComparison.Repeatability(result, 1000, 5));
        Assert.Equal((6, 8), RunComparison.Repeatability(result, 1000, 5, relativeToShift: true));
        Assert.Contains("coverage: 4 of 16 (25%): B's median inside A's 95% interval in 2 of 8 cells, A's inside B's in 2 of 8; "
            + "after the shift (B's median ÷ shift) 10 of 16 (62%: B in A 6, A in B 4)", ComparisonReport.SummaryLines(result).Single(l => l.StartsWith("coverage:", StringComparison.Ordinal)));
    }

    [Fact]
    public void TheMarkdownGivesTheRatioAsMeasuredAndDividedByTheShift()
    {
        var (a, b) = Runs(0.95, ("S3", 1000, 1.2));
        var markdown = ComparisonReport.Markdown(RunComparison.Compare(a, b, 5), "/runs/a", "/runs/b").Split('\n', StringSplitOptions.TrimEntries);

        Assert.Contains("| Test | Runtime | Variant | Serializer | N | Root type | Operation | A s/op | B s/op | B/A | B/A ÷ shift | Change |", markdown);
        // S3 (the fourth serializer) at N = 1000, the 15th cell: A 0.004 s, B 0.004 × 0.95 × (1 + Noise(28) = 1.015) × 1.2.
        Assert.Contains("| combined | net10.0 | JIT | S3 | 1000 | BookShelf | serialize | 0.004 | 0.004628 | 1.157 | 1.218 | SLOWER |", markdown);
        Assert.Contains($"- {ComparisonReport.UnpairedNote}", markdown);
        Assert.Contains(markdown, l => l.StartsWith("- run-wide shift in the steady state: B as a whole ran 5.0% faster (B/A 0.950", StringComparison.Ordinal));
    }

    /// <summary>A first-call child's pooled row for one root type from five launches around <paramref name="ms"/> (deserialize halved).</summary>
    static ResultRow FirstCall(string serializer, string variant, string rootType, double ms) =>
        LaunchPooling.Pool([.. new[] { 1.00, 1.02, 0.98, 1.01, 0.99 }.Select((f, i) => new ResultRow
        {
            Serializer = new(serializer), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = variant, RootType = rootType, Status = ResultStatus.Ok,
            Launch = i + 1, Runs = 1, SerializeSeconds = ms * f / 1000, DeserializeSeconds = ms * f / 2000,
        })]);

    [Fact]
    public void EachVariantsFirstCallsHaveTheirOwnShift()
    {
        // JIT's first calls all 15% slower in B, NativeAOT's all 15% faster but Z's Large 30% slower than the rest (both operations).
        string[] serializers = ["X", "Y", "Z"], rootTypes = ["BookShelf", "Large"];
        var children = serializers.SelectMany(s => rootTypes.Select(t => (Serializer: s, RootType: t))).ToList();
        var a = new[] { "JIT", "NativeAOT" }.SelectMany(v => children.Select((c, i) => FirstCall(c.Serializer, v, c.RootType, 10 + i))).ToArray();
        var b = children.Select((c, i) => FirstCall(c.Serializer, "JIT", c.RootType, (10 + i) * 1.15))
            .Concat(children.Select((c, i) => FirstCall(c.Serializer, "NativeAOT", c.RootType, (10 + i) * 0.85 * (c is ("Z", "Large") ? 1.3 : 1)))).ToArray();
        var result = RunComparison.Compare(a, b, 5);

        Assert.Equal([RunWideShift.FirstCalls("JIT"), RunWideShift.FirstCalls("NativeAOT")], result.Shifts.Select(s => s.Kind));
        Assert.Equal([1.15, 0.85], result.Shifts.Select(s => Math.Round(s.Ratio, 6)));
        Assert.Equal(["NativeAOT Z Large serialize", "NativeAOT Z Large deserialize"],
            result.Cells.Where(c => c.Change != Change.Unchanged).Select(c => $"{c.Variant} {c.Serializer} {c.RootType} {c.Operation}"));
        Assert.All(result.Cells.Where(c => c.Change != Change.Unchanged), c => Assert.Equal(Change.Slower, c.Change));
        var lines = ComparisonReport.SummaryLines(result).ToList();
        Assert.Contains(lines, l => l.StartsWith("run-wide shift in first calls under JIT: B as a whole ran 15.0% slower (B/A 1.150, 95% interval 1.150–1.150, over 12 cells)", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("first call JIT: 0 of 12 cells within ±10% (0%), after the shift 12 of 12 (100%)", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("first call NativeAOT: 0 of 12 cells within ±10% (0%), after the shift 10 of 12 (83%)", StringComparison.Ordinal));
    }
}
