using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.Tests.RunAll;

public class RunBudgetTests
{
    static readonly RuntimeVariant Jit = new("net10.0", Variant.Jit), Aot = new("net10.0", Variant.NativeAot);
    static readonly RunSettings Quick = new() { Quick = true, Processes = 3 };

    static IReadOnlyList<Cell> Plan(RunSettings options) => SerializerTests.RunAll.Planning.RunPlan.Cells(options, [Jit, Aot], ["MessagePack", "ServiceStack"]);

    static RunFloor Floor(IReadOnlyList<RuntimeVariant> unbuilt) =>
        StepRunner.Floor(BenchmarkCommand.Steps(), new RunWork(Quick, "", ["MessagePack", "ServiceStack"], new("", ""), [Jit, Aot], Plan(Quick), Plan(Quick), unbuilt));

    [Fact]
    public void TheFloorCountsBuildsToMakeAndTheFixedCostOfEveryChildThatIsLaunched()
    {
        var parts = Floor([Aot]).Parts.ToDictionary(p => p.Label, p => p.Time);
        Assert.Equal(ReferenceMachine.BuildEstimate(Variant.NativeAot), parts["builds (1 to make)"]);
        // ServiceStack's rows are written without a child: only MessagePack's launches and processes count.
        Assert.Equal(2 * RunSettings.DefaultLaunches * ReferenceMachine.FirstCallLaunch, parts[$"{2 * RunSettings.DefaultLaunches} first-call launches"]);
        // Each process pays its operations; the unit's first also its collection windows (at 1,000 objects only: 0.9 s).
        Assert.Equal(3 * PerProcess + 0.9, parts["3 steady-state processes' fixed cost"].TotalSeconds, 6);
        // Two variants' versioning, --quick's one hostile dataset, warm-up for the two variants with first calls, the reports.
        Assert.Equal(2 * ReferenceMachine.VersioningPerVariant, parts["versioning"]);
        Assert.Equal(ReferenceMachine.HostilePerDataset, parts["hostile input"]);
        Assert.Equal(2 * ReferenceMachine.WarmUpPerVariant, parts["warm-up"]);
        Assert.Equal(ReferenceMachine.Reports, parts["reports"]);
        Assert.Equal(parts.Values.Aggregate(TimeSpan.Zero, (sum, t) => sum + t), Floor([Aot]).Total);
    }

    /// <summary>A --quick child's start and its six operations' fixed cost, without the collection windows.</summary>
    static readonly double PerProcess = ReferenceMachine.ProcessStartSeconds + new[] { 1, 10, 1000 }.Sum(n => 2 * ReferenceMachine.FixedSecondsPerOperation(n));

    /// <summary>A unit's processes, the first of which takes the collection windows.</summary>
    static Cell[] Processes(int count) => [.. Enumerable.Range(1, count).Select(launch => new Cell(Jit, TestKind.Combined, new("MessagePack"), launch))];

    [Fact]
    public void AUnitPaysItsCollectionWindowsOnceHoweverManyProcessesItHas()
    {
        // A side-by-side unit's sixteen processes beside a plain unit's two: only each unit's first process takes the windows.
        Cell[] pending = [.. Processes(16), .. Processes(2).Select(c => c with { Serializer = new("MemoryPack") })];
        var work = new RunWork(Quick with { Processes = null }, "", ["MessagePack", "MemoryPack"], new("", ""), [Jit], pending, pending, []);
        Assert.Equal(18 * PerProcess + 2 * 0.9, new SteadyStateStep().Floor(work).Time.TotalSeconds, 6);
    }

    [Fact]
    public void ASlowMachineStretchesEveryPartOfTheFloorButTheSteadyStatesFixedCost()
    {
        var usual = Floor([Aot]);
        var slow = usual.AtSpeed(2);
        var steady = usual.Parts.Single(p => p.LearntAsItRuns);
        Assert.EndsWith("steady-state processes' fixed cost", steady.Label);
        foreach (var (before, after) in usual.Parts.Zip(slow.Parts))
            Assert.Equal(before.LearntAsItRuns ? before.Time : 2 * before.Time, after.Time);
        Assert.Equal(2 * usual.Total - steady.Time, slow.Total);
        Assert.Equal(usual.Total, usual.AtSpeed(1).Total);
    }

    [Fact]
    public void TheDefaultBudgetIsTheFloorPlusTheMeasuringTimeAndAGivenOneIsTaken()
    {
        var floor = Floor([]);
        Assert.Equal(floor.Total + TimeSpan.FromMinutes(RunSettings.MeasuringMinutes), RunBudget.Choose(Quick, floor));
        Assert.Equal(TimeSpan.FromMinutes(9), RunBudget.Choose(Quick with { BudgetMinutes = 9 }, floor));
    }

    [Fact]
    public void ALongRunsDefaultMeasuringTimeIsAShareOfItsFloor()
    {
        // The shape of a default run's floor (8.5 min of builds, 216 processes' 58.2 min): past 40 minutes the share decides.
        var floor = new RunFloor([new("builds", TimeSpan.FromMinutes(8.5)), new("first calls", TimeSpan.FromMinutes(3.2)),
            new("steady state", TimeSpan.FromMinutes(58.2)), new("the rest", TimeSpan.FromMinutes(1.5))]);
        var full = Quick with { Quick = false };
        Assert.Equal(floor.Total * (1 + RunSettings.MeasuringShareOfFloor), RunBudget.Choose(full, floor));
        Assert.Equal(71.4 * 1.05, RunBudget.Choose(full, floor).TotalMinutes, 6);
    }

    [Fact]
    public void EachChildGetsAnEqualShareOfWhatIsLeftAfterTheFixedCostsCappedByThePrecisionCap()
    {
        var clock = new SteppedClock();
        var options = Quick with { MaxSeconds = 100 };
        var budget = new RunBudget(options, TimeSpan.FromMinutes(10), clock);
        // 600 s less 10 s kept for the reports, less 20 children's fixed cost and the first one's windows, over 20 × 6 operations.
        Assert.Equal((590 - 20 * PerProcess - 0.9) / 120, budget.SecondsPerOperation(Processes(20)), 6);
        // Once the first has run, the windows are no longer kept back.
        Assert.Equal((590 - 19 * PerProcess) / 114, budget.SecondsPerOperation(Processes(20)[1..]), 6);
        Assert.Equal(RunSettings.QuickMaxSeconds, new RunBudget(Quick, TimeSpan.FromMinutes(10), clock).SecondsPerOperation(Processes(20)));
        clock.Advance(TimeSpan.FromMinutes(10));
        Assert.Equal(RunBudget.MinSecondsPerOperation, budget.SecondsPerOperation(Processes(20)));
    }

    [Fact]
    public void ChildrenThatCostMoreThanPredictedShrinkTheSharesOfTheRest()
    {
        var clock = new SteppedClock();
        var options = Quick with { MaxSeconds = 100 };
        var budget = new RunBudget(options, TimeSpan.FromMinutes(10), clock);
        double before = budget.SecondsPerOperation(Processes(10));
        // A child that did no timed runs yet took 10 s: its fixed cost was several times the prediction.
        var row = new ResultRow { Status = ResultStatus.Ok, Test = "combined", SerializeRuns = 1, DeserializeRuns = 1 };
        budget.ChildFinished(Processes(2)[1], [row], TimeSpan.FromSeconds(10), before);
        double after = budget.SecondsPerOperation(Processes(10));
        Assert.True(after < before - 0.5, $"{after} against {before}");
    }

    [Theory]
    [InlineData(0.1, true)]   // two timed runs of 1 s against a share of 0.1 s: 1.9 s the share could not buy is fixed cost
    [InlineData(2.0, false)]  // the same runs within a share of 2 s: sampling the share paid for
    public void TimedRunsBeyondTheShareCountAsFixedCost(double share, bool sharesShrink)
    {
        var clock = new SteppedClock();
        var options = Quick with { MaxSeconds = 100 };
        var budget = new RunBudget(options, TimeSpan.FromMinutes(30), clock);
        double before = budget.SecondsPerOperation(Processes(10));
        var row = new ResultRow
        {
            Status = ResultStatus.Ok, Test = "combined", Objects = 1000,
            SerializeRuns = 3, SerializeRepetitions = 1, SerializeMedianSeconds = 1.0, DeserializeRuns = 1,
        };
        budget.ChildFinished(Processes(2)[1], [row], TimeSpan.FromSeconds(PerProcess + 2.0), share);
        Assert.Equal(sharesShrink, budget.SecondsPerOperation(Processes(10)) < before - 0.01);
    }

    [Fact]
    public void ARunOverItsBudgetNamesTheFixedPartsThatTookLongerThanTheFloorSays()
    {
        var clock = new SteppedClock();
        var budget = new RunBudget(Quick, TimeSpan.FromMinutes(7.6), clock);
        (string, TimeSpan, bool)[] parts =
        [
            ("building", TimeSpan.FromMinutes(1.0), false), ("first-call launches", TimeSpan.FromMinutes(1.6), false),
            ("hostile input", TimeSpan.FromMinutes(0.5), false), ("steady state", TimeSpan.FromMinutes(2.7), true),
        ];
        // Building 1.2x its part (within), first calls 2.3x, hostile input 1.4x; the steady state, far over its fixed part, fills the budget by design.
        (string, TimeSpan)[] ran =
        [
            ("building", TimeSpan.FromMinutes(1.2)), ("first-call launches", TimeSpan.FromMinutes(3.7)),
            ("hostile input", TimeSpan.FromMinutes(0.7)), ("steady state", TimeSpan.FromMinutes(3.3)),
        ];
        clock.Advance(TimeSpan.FromMinutes(7.5));
        Assert.Equal("Budget: 7.6 min, used 7.5 min.", budget.UsedLine(parts, ran));
        clock.Advance(TimeSpan.FromMinutes(0.5));
        Assert.Equal("Budget: 7.6 min, used 8.0 min: over it where a step took longer than the floor assumes: "
            + "first-call launches 3.7 min against the floor's 1.6, 2.3x; hostile input 0.7 min against the floor's 0.5, 1.4x.", budget.UsedLine(parts, ran));
        // Every fixed part within its estimate: what is left over is the steady-state children's own fixed cost.
        Assert.EndsWith(": over it by the steady-state processes' fixed cost, which no share can shrink.", budget.UsedLine(parts, [("steady state", TimeSpan.FromMinutes(6))]));
    }

    internal sealed class SteppedClock : TimeProvider
    {
        long _ticks;
        public override long TimestampFrequency => TimeSpan.TicksPerSecond;
        public override long GetTimestamp() => _ticks;
        public void Advance(TimeSpan time) => _ticks += time.Ticks;
    }
}
