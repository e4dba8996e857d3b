using SerializerTests.RunAll.Comparison;

namespace SerializerTests.Tests.RunAll;

public class ComparisonTests
{
    static ResultRow Steady(string serializer, int objects, double serialize, double deserialize, string runtime = "net10.0") => new()
    {
        Serializer = SerializerId.Parse(serializer), Objects = objects, Test = "combined", Runtime = runtime, Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
        SerializeSeconds = serialize * 1.1, DeserializeSeconds = deserialize * 1.1, SerializeMedianSeconds = serialize, DeserializeMedianSeconds = deserialize,
    };

    static ResultRow FirstCall(string serializer, string variant, double serialize) => new()
    {
        Serializer = new(serializer), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = variant, Status = ResultStatus.Ok, RootType = "BookShelf",
        SerializeSeconds = serialize, DeserializeSeconds = serialize,
    };

    [Fact]
    public void RatiosAreBOverAOfTheMediansWithChangesBeyondTheThresholdMarked()
    {
        var result = RunComparison.Compare(
            [Steady("A", 1000, 1.0, 2.0), FirstCall("A", "NativeAOT", 0.010)],
            [Steady("A", 1000, 1.04, 1.0), FirstCall("A", "NativeAOT", 0.020)], thresholdPercent: 5);

        var cells = result.Cells.ToDictionary(c => (c.Test, c.Operation));
        AssertCell(cells[("combined", "serialize")], 1.04, Change.Unchanged);
        AssertCell(cells[("combined", "deserialize")], 0.5, Change.Faster);
        AssertCell(cells[("firstcall", "serialize")], 2.0, Change.Slower);
    }

    [Fact]
    public void ARunOfOneVersionPairsWithARunOfAnotherButARunOfTwoKeepsItsLabelsApart()
    {
        var result = RunComparison.Compare([Steady("ProtobufNet@3.2.52", 1000, 1.0, 2.0)], [Steady("ProtobufNet@3.4.40", 1000, 0.5, 2.0)], 5);
        Assert.Equal(["ProtobufNet", "ProtobufNet"], result.Cells.Select(c => c.Serializer));
        Assert.Equal(0.5, result.Cells.Single(c => c.Operation == "serialize").Ratio, 6);

        var both = RunComparison.Compare([Steady("ProtobufNet@3.2.52", 1000, 1.0, 2.0), Steady("ProtobufNet@3.4.40", 1000, 0.5, 2.0)],
            [Steady("ProtobufNet@3.2.52", 1000, 1.0, 2.0), Steady("ProtobufNet@3.4.40", 1000, 0.5, 2.0)], 5);
        Assert.Equal(["ProtobufNet@3.2.52", "ProtobufNet@3.4.40"], both.Cells.Select(c => c.Serializer).Distinct().Order());
        Assert.All(both.Cells, c => Assert.Equal(1.0, c.Ratio, 6));
    }

    [Fact]
    public void CellsPairOnlyWithTheSameRuntimeAndOthersAreListedAsUnpaired()
    {
        var failed = Steady("B", 10, 1, 1) with { Status = ResultStatus.Failed };
        var result = RunComparison.Compare([Steady("A", 10, 1, 1, "net9.0"), Steady("B", 10, 1, 1)], [Steady("A", 10, 1, 1, "net10.0"), failed], 5);

        Assert.Empty(result.Cells);
        Assert.Equal(4, result.OnlyInA.Count);
        Assert.Equal(["combined net10.0 JIT A N=10 BookShelf serialize", "combined net10.0 JIT A N=10 BookShelf deserialize"], result.OnlyInB);
    }

    [Fact]
    public void RepeatabilityCountsSteadyStateCellsFromNOf1000Within5Percent()
    {
        var result = RunComparison.Compare(
            [Steady("A", 10, 1, 1), Steady("A", 1000, 1, 1), Steady("A", 10000, 1, 1), FirstCall("A", "JIT", 1)],
            [Steady("A", 10, 2, 2), Steady("A", 1000, 1.03, 0.96), Steady("A", 10000, 1.06, 1), FirstCall("A", "JIT", 2)], 5);
        Assert.Equal((3, 4), RunComparison.Repeatability(result, 1000, 5));
    }

    [Fact]
    public void MarkdownHoldsTheSummaryAndOneTableRowPerCell()
    {
        var result = RunComparison.Compare([Steady("A", 1000, 1, 2)], [Steady("A", 1000, 2, 2)], 5);
        var markdown = ComparisonReport.Markdown(result, "/runs/a", "/runs/b").Split('\n', StringSplitOptions.TrimEntries);
        Assert.Contains(markdown, l => l.StartsWith("- 2 cells paired; noise threshold ±5%: 0 faster, 1 slower, 1 unchanged", StringComparison.Ordinal));
        var rows = markdown.Where(l => l.StartsWith("| combined", StringComparison.Ordinal)).ToList();
        // Two cells are too few for a run-wide shift: B/A ÷ shift is B/A.
        Assert.Equal(["| combined | net10.0 | JIT | A | 1000 | BookShelf | serialize | 1 | 2 | 2.000 | 2.000 | SLOWER |",
            "| combined | net10.0 | JIT | A | 1000 | BookShelf | deserialize | 2 | 2 | 1.000 | 1.000 |  |"], rows);
    }

    static ResultRow WithRuns(ResultRow row, double[] serialize, double? intervalPercent) => row with
    {
        SerializeMedianSeconds = SerializerTests.Measurement.SampleSummary.MedianOf(serialize), SerializeSamples = SerializerTests.Measurement.Samples.Of(serialize),
        SerializeIntervalPercent = intervalPercent,
    };

    [Fact]
    public void ARatioBeyondTheThresholdIsAChangeOnlyWhereTheRunsSaySo()
    {
        // Medians 1.00 and 1.10 both times; in the first pair the runs overlap widely, in the second they are apart.
        double[] spreadA = [0.6, 0.8, 1.0, 1.2, 1.4, 0.7, 1.3], spreadB = [0.66, 0.88, 1.1, 1.32, 1.54, 0.77, 1.43];
        double[] tightA = [0.99, 1.0, 1.01, 1.0, 0.995, 1.005, 1.0], tightB = [1.09, 1.1, 1.11, 1.1, 1.095, 1.105, 1.1];
        var noisy = RunComparison.Compare([WithRuns(Steady("A", 1000, 1, 1), spreadA, null)], [WithRuns(Steady("A", 1000, 1, 1), spreadB, null)], 5);
        var clear = RunComparison.Compare([WithRuns(Steady("A", 1000, 1, 1), tightA, null)], [WithRuns(Steady("A", 1000, 1, 1), tightB, null)], 5);
        AssertCell(noisy.Cells.Single(c => c.Operation == "serialize"), 1.1, Change.Unchanged);
        AssertCell(clear.Cells.Single(c => c.Operation == "serialize"), 1.1, Change.Slower);
    }

    [Fact]
    public void RowsOfSeveralProcessesAreJudgedByTheirIntervalsNotByTheirPooledRuns()
    {
        // Every run of A at 1.00 and of B at 1.10: the pooled runs alone call B slower. Where the rows pool two processes, their
        // intervals (from the processes' medians) decide: ±10% each leaves the ratio's interval reaching into the ±5% band, ±1% does not.
        double[] runsA = [0.99, 1.0, 1.01, 1.0, 0.995, 1.005, 1.0], runsB = [1.09, 1.1, 1.11, 1.1, 1.095, 1.105, 1.1];
        Change Judged(int processes, double intervalPercent) => RunComparison.Compare(
            [WithRuns(Steady("A", 1000, 1, 1), runsA, intervalPercent) with { Processes = processes }],
            [WithRuns(Steady("A", 1000, 1, 1), runsB, intervalPercent) with { Processes = processes }], 5).Cells.Single(c => c.Operation == "serialize").Change;

        Assert.Equal(Change.Unchanged, Judged(processes: 2, intervalPercent: 10));
        Assert.Equal(Change.Slower, Judged(processes: 2, intervalPercent: 1));
        Assert.Equal(Change.Slower, Judged(processes: 1, intervalPercent: 10));
    }

    [Fact]
    public void CoverageCountsBothDirectionsAndACellWithoutAnIntervalAsAMiss()
    {
        var a = new[] { WithRuns(Steady("A", 1000, 1, 1), [1.0], 5), WithRuns(Steady("B", 1000, 1, 1), [1.0], 20), WithRuns(Steady("C", 10, 1, 1), [1.0], 50) };
        var b = new[] { WithRuns(Steady("A", 1000, 1, 1), [1.1], 5), WithRuns(Steady("B", 1000, 1, 1), [1.1], null), WithRuns(Steady("C", 10, 1, 1), [1.0], 50) };
        var result = RunComparison.Compare(a, b, 5);
        // Serialize: A's 1.1 outside ±5% of 1.0 and 1.0 outside ±5% of 1.1; B's 1.1 inside ±20% of 1.0, B's row has no interval.
        // Deserialize: no interval anywhere. C: N < 1000.
        Assert.Equal((1, 0, 4), RunComparison.Coverage(result, 1000));
        Assert.Contains(ComparisonReport.SummaryLines(result), l => l.StartsWith("coverage: 1 of 8 (12%)", StringComparison.Ordinal));
    }

    [Fact]
    public void TheRunWideShiftIsTheMedianRatioOfEverySteadyStateCellAndCellsAreJudgedAgainstIt()
    {
        // B ran 10% slower throughout, except serializer D, which really got 30% slower; N = 10 counts in the shift (not in
        // repeatability), first calls have a shift of their own.
        var result = RunComparison.Compare(
            [Steady("A", 1000, 1, 1), Steady("B", 1000, 1, 1), Steady("C", 1000, 1, 1), Steady("D", 1000, 1, 1), Steady("A", 10, 1, 1), FirstCall("A", "JIT", 1)],
            [Steady("A", 1000, 1.10, 1.12), Steady("B", 1000, 1.09, 1.11), Steady("C", 1000, 1.10, 1.08), Steady("D", 1000, 1.3, 1.3), Steady("A", 10, 1.1, 1.1), FirstCall("A", "JIT", 3)], 5);

        // 1.08, 1.09, 1.10, 1.10, 1.10, 1.10, 1.11, 1.12, 1.3, 1.3: the middle two 1.10; of ten, the 95% interval is the 2nd to the 9th.
        var (steady, firstCalls) = (result.Shifts[0], result.Shifts[1]);
        Assert.Equal((RunWideShift.SteadyState, 10, (double?)1.09, (double?)1.3), (steady.Kind, steady.Cells, steady.Low, steady.High));
        Assert.Equal(1.10, steady.Ratio, 9);
        // Two first-call cells have no 95% interval: their shift is not divided out.
        Assert.Equal((RunWideShift.FirstCalls("JIT"), 2, (double?)null, 1.0), (firstCalls.Kind, firstCalls.Cells, firstCalls.Low, firstCalls.Divisor));
        Assert.Equal(["D serialize", "D deserialize", "A serialize", "A deserialize"],
            result.Cells.Where(c => c.Change == Change.Slower).Select(c => $"{c.Serializer} {c.Operation}"));
        Assert.Equal((0, 8), RunComparison.Repeatability(result, 1000, 5));
        Assert.Equal((6, 8), RunComparison.Repeatability(result, 1000, 5, relativeToShift: true));
        var lines = ComparisonReport.SummaryLines(result).ToList();
        Assert.Contains("run-wide shift in the steady state: B as a whole ran 10.0% slower (B/A 1.100, 95% interval 1.090–1.300, over 10 cells): "
            + "the machine's state of that hour, or a change every serializer shares", lines);
        Assert.Contains("run-wide shift in first calls under JIT: median B/A 3.000 over 2 cells, too few for a 95% interval (6 needed); their marks are not adjusted", lines);
        Assert.Contains("repeatability: 0 of 8 steady-state cells with N ≥ 1000 within ±5% (0%); after the shift 6 of 8 (75%)", lines);
        Assert.StartsWith("12 cells paired; noise threshold ±5%: 0 faster, 4 slower, 8 unchanged relative to the run-wide shift", lines[0]);
    }

    [Fact]
    public void TheSweepsTwoRowsWithTheSameNAreComparedApart()
    {
        var a = new[] { Steady("A", 1, 1, 1), Steady("A", 1, 2, 2) };
        var b = new[] { Steady("A", 1, 1, 1), Steady("A", 1, 4, 4) };
        var serialize = RunComparison.Compare(a, b, 5).Cells.Where(c => c.Operation == "serialize").Select(c => c.Ratio);
        Assert.Equal([1.0, 2.0], serialize);
    }

    static void AssertCell(ComparedCell cell, double ratio, Change change)
    {
        Assert.Equal(ratio, cell.Ratio, 9);
        Assert.Equal(change, cell.Change);
    }
    static ResultRow Ranked(string serializer, int objects, double seconds, double intervalPercent) =>
        Steady(serializer, objects, seconds, seconds) with { SerializeIntervalPercent = intervalPercent, DeserializeIntervalPercent = intervalPercent };

    [Fact]
    public void ResolvingPowerCountsThePairsEachRunSeparatesAndContradictionsTheClaimsTheOtherRunReverses()
    {
        // N = 1000, three serializers, both operations alike (two groups of three pairs each run). A: X 1.0, Y 1.3, Z 1.32 at ±5%:
        // X-Y and X-Z separated, Y-Z not (4 claims over both operations). B: X 1.0, Y 1.35 and Z 1.2 at ±2%: all three separated
        // (6 claims), and B's Y above Z reverses nothing A claimed, while A's medians (Y 1.3 below Z 1.32) reverse B's claim Z < Y.
        // N = 10 (a group of its own): X 1.0 and Y 2.0 at ±50% in both runs, separated (ln 2 = 0.69 > √2·ln 1.5 = 0.57) where their
        // intervals overlap (1.5 > 1.0): claimed in both runs, and kept.
        var a = new[] { Ranked("X", 1000, 1.0, 5), Ranked("Y", 1000, 1.3, 5), Ranked("Z", 1000, 1.32, 5), Ranked("X", 10, 1.0, 50), Ranked("Y", 10, 2.0, 50) };
        var b = new[] { Ranked("X", 1000, 1.0, 2), Ranked("Y", 1000, 1.35, 2), Ranked("Z", 1000, 1.2, 2), Ranked("X", 10, 1.0, 50), Ranked("Y", 10, 2.0, 50) };
        var claims = RunComparison.OrderClaims(RunComparison.Compare(a, b, 5)).ToDictionary(c => c.Objects, c => c.Claims);

        Assert.Equal(new OrderClaims(Pairs: 6, SeparatedA: 4, SeparatedB: 6, ReversedA: 0, ReversedB: 2), claims[1000]);
        Assert.Equal(10.0 / 12, claims[1000].ResolvingPower, 9);
        Assert.Equal(2.0 / 10, claims[1000].ContradictionRate, 9);
        Assert.Equal(new OrderClaims(2, 2, 2, 0, 0), claims[10]);
        var lines = ComparisonReport.SummaryLines(RunComparison.Compare(a, b, 5)).ToList();
        Assert.Contains("order claims: resolving power 88% (14 of 16 serializer pairs", lines.Single(l => l.StartsWith("order claims", StringComparison.Ordinal)));
        Assert.Contains("contradiction rate 14.3% (2 of those claims", lines.Single(l => l.StartsWith("order claims", StringComparison.Ordinal)));
        Assert.EndsWith("per N: N = 10: 100% / 0.0%, N = 1000: 83% / 20.0%", lines.Single(l => l.StartsWith("order claims", StringComparison.Ordinal)));
    }
}
