using SerializerTests.RunAll.Steps;

namespace SerializerTests.Tests.RunAll;

/// <summary>--runtime-verdicts: the rounds a runtime comparison's steady-state verdicts need, their cost said before the run, and a
/// comparison that cannot be made refused before anything is built.</summary>
public class RuntimeVerdictsTests
{
    static readonly string[] Serializers = ["MessagePack", "ProtobufNet"];
    static readonly RunSettings TwoRuntimes = new() { Runtimes = ["net10.0", "net9.0"], Variants = [Variant.Jit], RuntimeVerdicts = true, Seed = 5 };

    static IReadOnlyList<Cell> Plan(RunSettings settings) => RunPlan.Cells(settings, RunPlan.Targets(settings), Serializers);

    static Dictionary<(RuntimeVariant, SerializerId), int> ProcessesPerUnit(RunSettings settings) =>
        Plan(settings).Where(c => c.Test == TestKind.Combined).GroupBy(c => (c.Target, c.Serializer)).ToDictionary(g => g.Key, g => g.Count());

    [Fact]
    public void EverySteadyStateUnitOfEveryRuntimeRunsInTheVerdictsRoundsAndProcessesStillDecide()
    {
        var units = ProcessesPerUnit(TwoRuntimes);
        Assert.Equal(2 * Serializers.Length, units.Count);
        Assert.All(units.Values, n => Assert.Equal(RunSettings.RuntimeVerdictProcesses, n));
        Assert.All(ProcessesPerUnit(TwoRuntimes with { RuntimeVerdicts = false }).Values, n => Assert.Equal(RunSettings.DefaultProcesses, n));
        Assert.All(ProcessesPerUnit(TwoRuntimes with { Processes = 3 }).Values, n => Assert.Equal(3, n));
        // The first calls are the launches' business, not the verdicts'.
        Assert.Equal(Plan(TwoRuntimes with { RuntimeVerdicts = false }).Where(c => c.Test == TestKind.FirstCall),
            Plan(TwoRuntimes).Where(c => c.Test == TestKind.FirstCall));
    }

    [Fact]
    public void ItsCostIsTheExtraProcessesFixedCostAgainstTheSameRunAtTheDefaultProcesses()
    {
        var plan = Plan(TwoRuntimes);
        var work = new RunWork(TwoRuntimes, "", Serializers, new("", ""), RunPlan.Targets(TwoRuntimes), plan, plan, []);
        var steps = BenchmarkCommand.Steps();
        var floor = StepRunner.Floor(steps, work).AtSpeed(1.5);
        string line = RuntimeVerdictsCost.Line(steps, work, floor, 1.5)!;

        // Per unit (runtime × serializer): eight processes' fixed cost instead of two's, each unit's collection windows paid once either way.
        var later = plan.First(c => c.Test == TestKind.Combined && !c.MeasuresForItsUnit);
        double perUnit = (RunSettings.RuntimeVerdictProcesses - RunSettings.DefaultProcesses) * RunBudget.FixedSeconds(TwoRuntimes, later);
        var without = floor.Total - TimeSpan.FromSeconds(2 * Serializers.Length * perUnit);
        Assert.Equal($"--runtime-verdicts: {RunSettings.RuntimeVerdictProcesses} processes per steady-state unit instead of "
            + $"{RunSettings.DefaultProcesses}, for steady-state verdicts between net9.0, net10.0: the floor {RunFloor.Minutes(floor.Total)} min "
            + $"instead of {RunFloor.Minutes(without)} (+{RunFloor.Minutes(floor.Total - without)} min).", line);
        Assert.Null(RuntimeVerdictsCost.Line(steps, work with { Settings = TwoRuntimes with { RuntimeVerdicts = false } },
            floor, 1.5));
    }

    [Theory]
    [InlineData("--runtime-verdicts", null, "--runtime-verdicts: compares runtimes, and this run has one (net10.0); give two or more with --runtimes")]
    [InlineData("--until-decided", "5", "--until-decided: adds rounds to a side by side, and this run has none; give --package id=v1,v2")]
    [InlineData("--runtimes", "net7.0,net10.0", "--runtimes: net7.0 cannot be built here: this repository builds net10.0, net9.0, net8.0")]
    [InlineData("--runtimes", "net10.0,NET10.0", "--runtimes: net10.0 is named twice, and RunAll does not compare a runtime with itself")]
    public async Task AComparisonThatCannotBeMadeIsOneLineBeforeAnythingIsBuiltOrWritten(string option, string? value, string expected)
    {
        string root = RunAllRun.NewOutputRoot();
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter", option, .. value is null ? Array.Empty<string>() : [value], "--out", root]);
        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("RunAll: error: " + expected, line);
        Assert.Empty(Directory.EnumerateFileSystemEntries(root));
        string artifacts = RepositoryLayout.ArtifactsPath(RepositoryLayout.FindRoot()!);
        Assert.False(Directory.Exists(artifacts) && Directory.EnumerateDirectories(artifacts, "net7.0*").Any());
    }

    [Fact]
    public void TwoKnownRuntimesAreAComparisonAndOneWithoutTheOptionIsARun()
    {
        Assert.Null(TwoRuntimes.RuntimesError());
        Assert.Null((TwoRuntimes with { Runtimes = ["net10.0"], RuntimeVerdicts = false }).RuntimesError());
        Assert.NotNull((TwoRuntimes with { Runtimes = ["net11.0", "net10.0"] }).RuntimesError());
    }
}
