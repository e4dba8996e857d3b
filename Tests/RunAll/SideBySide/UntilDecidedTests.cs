using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Steps;

namespace SerializerTests.Tests.RunAll;

public class UntilDecidedTests
{
    static readonly PackagePin A = new("MessagePack", "2.5.302", "2.5.302"), B = new("MessagePack", "2.5.307", "2.5.307");

    static readonly RunSettings SideBySide = new()
    {
        Quick = true, Serializers = ["#MessagePack"], Runtimes = ["net10.0"], Packages = [A, B], Launches = 9, Seed = 5,
    };

    [Theory]
    [InlineData(null, null, 1)]
    [InlineData(30.0, null, 10)]
    [InlineData(null, 10.0, 10)]
    public void ASideBySideWithABudgetOfItsOwnJudgesByTheRepeatedIntervalAndAPlainRunNever(
        double? budget, double? untilDecided, int looks)
    {
        var settings = SideBySide with { BudgetMinutes = budget, UntilDecidedMinutes = untilDecided };
        Assert.Equal(looks, settings.Design.Looks);
        Assert.Equal(1, (settings with { Packages = [A] }).Design.Looks);
        Assert.Equal(1, (settings with { Shard = new Shard(1, 2) }).Design.Looks);
        Assert.Equal(looks, (settings with { Packages = [], Runtimes = ["net9.0", "net10.0"], RuntimeVerdicts = true })
            .Design.Looks);
    }

    [Fact]
    public void TheDefaultBudgetStaysTheFloorPlusTheUsualMeasuringAndTheRestGoesToAddedRounds()
    {
        var floor = new RunFloor([new FloorPart("builds", TimeSpan.FromMinutes(8))]);
        var usual = floor.Total + RunBudget.DefaultMeasuring(floor);
        Assert.Equal((usual, usual), (RunBudget.Choose(SideBySide, floor), RunBudget.Planned(SideBySide, floor, usual)));
        var withBudget = SideBySide with { BudgetMinutes = 30 };
        Assert.Equal(TimeSpan.FromMinutes(30), RunBudget.Choose(withBudget, floor));
        Assert.Equal(usual, RunBudget.Planned(withBudget, floor, TimeSpan.FromMinutes(30)));
        var more = SideBySide with { UntilDecidedMinutes = 12 };
        Assert.Equal(usual + TimeSpan.FromMinutes(12), RunBudget.Choose(more, floor));
        Assert.Equal(usual, RunBudget.Planned(more, floor, RunBudget.Choose(more, floor)));
        // A plain run's --budget is the planned rounds' own.
        var plain = SideBySide with { Packages = [A], BudgetMinutes = 30 };
        Assert.Equal(TimeSpan.FromMinutes(30), RunBudget.Planned(plain, floor, TimeSpan.FromMinutes(30)));
    }

    [Fact]
    public void UntilDecidedGivesAddedRoundsItsMinutesFromWhenTheyStartAndABudgetItsRest()
    {
        var clock = new RunBudgetTests.SteppedClock();
        var budget = new RunBudget(SideBySide with { UntilDecidedMinutes = 20 }, TimeSpan.FromMinutes(30), clock,
            planned: TimeSpan.FromMinutes(10));
        clock.Advance(TimeSpan.FromMinutes(4));
        Assert.Equal(budget.Left, budget.LeftForAdding);
        budget.AddingStarts();
        Assert.Equal(TimeSpan.FromMinutes(20), budget.LeftForAdding);
        clock.Advance(TimeSpan.FromMinutes(19));
        Assert.Equal(TimeSpan.FromMinutes(1), budget.LeftForAdding);
        // Never past the budget itself, the reports' part kept; with --budget, all that is left.
        foreach (var settings in new[] { SideBySide with { UntilDecidedMinutes = 20 }, SideBySide with { BudgetMinutes = 30 } })
        {
            var late = new RunBudget(settings, TimeSpan.FromMinutes(30), clock, planned: TimeSpan.FromMinutes(10));
            clock.Advance(TimeSpan.FromMinutes(12));
            late.AddingStarts();
            Assert.Equal(late.Left, late.LeftForAdding);
        }
    }

    [Fact]
    public void AResumedRunFindsTheRoundsAnEarlierSessionAddedAndNoneOfAPlainCell()
    {
        var settings = SideBySide with { BudgetMinutes = 30 };
        var plan = RunPlan.Cells(settings, RunPlan.Targets(settings), ["MessagePack"]);
        var steady = plan.First(c => c.Test == TestKind.Combined && c.Target.Pin == B);
        var launch = plan.First(c => c.Test == TestKind.FirstCall && c.Target.Pin == A);
        Assert.Equal(settings.SideBySideProcesses, RunPlan.PlannedRounds(settings, steady));
        Assert.Equal(9, RunPlan.PlannedRounds(settings, launch));
        var onDisk = new HashSet<Cell>(plan)
        {
            steady with { Launch = 17 }, steady with { Launch = 18 }, steady with { Launch = 20 }, launch with { Launch = 10 },
        };
        var found = RunPlan.AddedRounds(settings, plan, onDisk.Contains).ToList();
        // Round 20 without 19 is not a round of the loop: it follows a gap, so it was never part of a wave.
        Assert.Equal([steady with { Launch = 17 }, steady with { Launch = 18 }, launch with { Launch = 10 }],
            found.OrderBy(c => c.Test).ThenBy(c => c.Launch));
        Assert.Empty(RunPlan.AddedRounds(settings with { Packages = [A] }, plan, onDisk.Contains));
    }

    static SideBySideRow Cell(double ratio, double low, double high, int rounds) => new()
    {
        Factor = "package MessagePack", A = "2.5.302", B = "2.5.307", Test = "combined", Serializer = "MessagePack",
        Objects = 1000, Operation = "serialize", Rounds = rounds, Ratio = ratio, RatioLow = low, RatioHigh = high,
        ThresholdPercent = 5, Verdict = PairedVerdict.Decide(low, high, 5),
    };

    [Fact]
    public void ACellsOutlookIsTheRoundsAtWhichItsIntervalWouldClearTheBandsEdge()
    {
        // Half-width ln(1.08) around 1.00 after 16 rounds, on t(9) (three cut from each end); inside ±ln(1.05) needs
        // 16·(ln 1.08 / ln 1.05)² on the normal's 1.96 instead: about 28.
        double shrink = Math.Pow(1.959964 / 2.262157, 2);
        var open = Cell(1.00, 1 / 1.08, 1.08, 16);
        Assert.Equal(16 * Math.Pow(Math.Log(1.08) / Math.Log(1.05), 2) * shrink, DecisionOutlook.RoundsNeeded(open)!.Value, 3);
        Assert.Null(DecisionOutlook.RoundsNeeded(Cell(1.05, 1.0, 1.1025, 16)));
        var beyond = Cell(1.10, 1.10 / 1.08, 1.10 * 1.08, 16);
        Assert.Equal(16 * Math.Pow(Math.Log(1.08) / (Math.Log(1.10) - Math.Log(1.05)), 2) * shrink,
            DecisionOutlook.RoundsNeeded(beyond)!.Value, 3);
        // At its best, a few rounds' wide interval could hold a ratio far beyond the band, which few more rounds would decide.
        var wide = Cell(1.00, 0.8, 1.25, 9);
        double halfOnZ = Math.Log(1.25) * 1.959964 / 2.446912;
        Assert.Equal(9 * Math.Pow(halfOnZ / (Math.Log(1.25) - Math.Log(1.05)), 2), DecisionOutlook.RoundsAtBest(wide)!.Value, 3);
        Assert.True(DecisionOutlook.RoundsAtBest(wide) < DecisionOutlook.RoundsNeeded(wide) / 10);
        // Narrow and inside the band but off 1, its best is the point nearest 1.
        var near = Cell(1.02, 1.0, 1.04, 16);
        Assert.Equal(DecisionOutlook.RoundsNeeded(near with { Ratio = 1.0 })!.Value, DecisionOutlook.RoundsAtBest(near)!.Value, 6);
        var decided = Cell(1.0, 0.99, 1.01, 16);
        Assert.Equal(Verdict.Same, decided.Verdict);
        Assert.Equal("1 of 3 cells decided, in 16 rounds; of the 2 open (16 rounds), with 2× their rounds about 1 would "
            + "likely be decided, with 4× 2, with 10× 2",
            DecisionOutlook.Describe([decided, open, beyond]));
    }

    [Fact]
    public void TheLooksColumnRoundTripsAndASideBySideOfTheReferencesColumnsReadsAsOneLook()
    {
        string folder = TempFolders.New("looks-");
        string path = Path.Combine(folder, RunFolder.Files.SideBySide);
        TsvFile.Write(path, [Cell(1.0, 0.99, 1.01, 16) with { Looks = 7 }]);
        Assert.Equal(7, TsvFile.Read<SideBySideRow>(path).Single().Looks);
        var lines = File.ReadAllLines(path).Select(l => string.Join('\t', l.Split('\t')[..SideBySideRow.ReferenceColumns]));
        File.WriteAllText(path, string.Join('\n', lines) + "\n");
        var (rows, recomputed) = SideBySideAnalysis.Read(folder, [], SequentialDesign.Fixed, _ => { });
        Assert.Equal(((int?)null, false), (rows.Single().Looks, recomputed));
    }

    [Fact]
    public void AWaveFeedsADearUnitOnlyWhereItLeavesTheBetterUnitsTheRoundsTheyStillNeed()
    {
        // First calls: two launches of a second each, 10 → 14 this look, likely decided by 46. A steady state: two
        // processes of ten seconds, 17 → 24 this look.
        var next = new Dictionary<string, int> { ["fa"] = 10, ["fb"] = 10, ["sa"] = 17, ["sb"] = 17 };
        var cost = next.Keys.ToDictionary(c => c, c => TimeSpan.FromSeconds(c[0] == 'f' ? 1 : 10));
        UntilDecidedStep.Unit<string> First(int reach, double score) => new(["fa", "fb"], 14, reach, score);
        var steady = new UntilDecidedStep.Unit<string>(["sa", "sb"], 24, 24, 0.01);
        var left = TimeSpan.FromSeconds(200);

        var choice = UntilDecidedStep.Take([steady, First(reach: 46, score: 1)], next, cost, left);
        Assert.Equal((1, 5, 5), (choice.Units, choice.Rounds["fa"], choice.Rounds["fb"]));
        Assert.False(choice.Rounds.ContainsKey("sa"), "10 s of first calls, 64 s kept for their decision, 160 s of steady state");
        Assert.Equal((0, TimeSpan.FromSeconds(10)), (choice.LastLooks.Count, choice.Cost));

        choice = UntilDecidedStep.Take([steady, First(reach: 14, score: 1)], next, cost, left);
        Assert.Equal((2, 5, 8, 8), (choice.Units, choice.Rounds["fa"], choice.Rounds["sa"], choice.Rounds["sb"]));

        choice = UntilDecidedStep.Take([steady with { Score = 2 }, First(reach: 46, score: 1)], next, cost, left);
        Assert.Equal((2, 8, 5), (choice.Units, choice.Rounds["sa"], choice.Rounds["fa"]));
    }

    [Fact]
    public void ACellLeftOpenWithTimeToSpareIsNotSaidToHaveSpentIt()
    {
        Assert.Equal("when the time left was spent", UntilDecidedStep.WhyOpen(cut: true, TimeSpan.FromMinutes(5.2)));
        Assert.Equal("with 5.2 min left, too few for a look that would likely decide it",
            UntilDecidedStep.WhyOpen(cut: false, TimeSpan.FromMinutes(5.2)));
    }

    [Fact]
    public void AWaveThatCanAffordNoNextLookSpendsWhatIsLeftOnALastShorterOneWhereItWouldLikelyDecide()
    {
        // A steady state at 81 rounds, 20 s a round: its next look, 122, needs 820 s of the 540 left, which reach 108.
        var next = new Dictionary<string, int> { ["sa"] = 82, ["sb"] = 82, ["fa"] = 155, ["fb"] = 155 };
        var cost = next.Keys.ToDictionary(c => c, c => TimeSpan.FromSeconds(c[0] == 's' ? 10 : 1));
        var left = TimeSpan.FromSeconds(540);
        UntilDecidedStep.Unit<string> Steady(int? shortFrom) => new(["sa", "sb"], 122, 122, 0.01, shortFrom);

        var choice = UntilDecidedStep.Take([Steady(shortFrom: 100)], next, cost, left);
        Assert.Equal((1, 27, 27), (choice.Units, choice.Rounds["sa"], choice.Rounds["sb"]));
        Assert.Equal(["sa", "sb"], Assert.Single(choice.LastLooks).Children);
        Assert.Equal(TimeSpan.FromSeconds(540), choice.Cost);
        // Not where its cells would need more than the time left gives, nor off the design's looks (no ShortFrom).
        Assert.Empty(UntilDecidedStep.Take([Steady(shortFrom: 115)], next, cost, left).Rounds);
        Assert.Empty(UntilDecidedStep.Take([Steady(shortFrom: null)], next, cost, left).Rounds);
        // Nor while another unit's look fits: the last look waits for the time that unit leaves.
        var first = new UntilDecidedStep.Unit<string>(["fa", "fb"], 231, 231, 1);
        choice = UntilDecidedStep.Take([Steady(shortFrom: 100), first], next, cost, left);
        Assert.Equal((1, 0, false), (choice.Units, choice.LastLooks.Count, choice.Rounds.ContainsKey("sa")));
    }
}
