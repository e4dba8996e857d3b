using System.Reflection;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.Tests.RunAll;

public class StepRunnerTests
{
    static readonly SerializerTests.RunAll.Planning.RunSettings Settings = new() { Quick = true, PayloadBytes = 10 };

    static RunWork Work(IReadOnlyList<SerializerTests.RunAll.Planning.Cell>? plan = null) => new(Settings, "", [], new HostToolchain("", ""), [], plan ?? [], plan ?? [], []);

    [Fact]
    public void TheBenchmarksStepsEachDeclareFilesNoOtherStepWrites()
    {
        var plan = SerializerTests.RunAll.Planning.RunPlan.Cells(Settings, [new("net10.0", SerializerTests.RunAll.Planning.Variant.Jit)], ["MessagePack"]);
        var files = BenchmarkCommand.Steps().SelectMany(s => s.Files(Work(plan)).Select(f => (Step: s.Name, File: f))).ToList();
        // Every cell of the plan is one step's.
        Assert.Equal(plan.Select(RunFolder.CellFileName).Order(StringComparer.Ordinal), files.Where(f => f.File.StartsWith(RunFolder.Files.Cells + Path.DirectorySeparatorChar, StringComparison.Ordinal)).Select(f => f.File).Order(StringComparer.Ordinal));
        Assert.Empty(files.GroupBy(f => f.File).Where(g => g.Count() > 1).Select(g => $"{g.Key}: {string.Join(", ", g.Select(f => f.Step))}"));
        // Each is a name the results folder declares, or the combined CSV and its workbook, named from the options.
        var declared = typeof(RunFolder.Files).GetFields(BindingFlags.Public | BindingFlags.Static).Select(f => (string)f.GetRawConstantValue()!).ToHashSet();
        string combined = CombinedCsvExporter.CombinedFileName(Settings);
        Assert.All(files, f => Assert.True(declared.Contains(f.File) || f.File == combined || f.File == Path.ChangeExtension(combined, ".xlsx")
            || plan.Select(RunFolder.CellFileName).Contains(f.File), f.File));
        Assert.Equal(["building", "versioning", "hostile input", "footprint", "quiet and warm-up", "first-call launches", "steady state", "until decided", "export", "analysing", "report"],
            BenchmarkCommand.Steps().Select(s => s.Name));
    }

    [Fact]
    public async Task AnInterruptedStepSkipsTheMeasuringStepsLeftAndTheClosingOnesStillRun()
    {
        string folder = TempFolders.New("steps-");
        try
        {
            var runFolder = RunFolder.CreateStandalone(folder, "_steps");
            using var console = new ConsoleLog(TextWriter.Null, runFolder.ConsoleLogPath);
            var run = new RunContext(Work(), runFolder, console, new RunBudget(Settings, TimeSpan.Zero), new CellRunner(Settings), interactive: false, TextWriter.Null);
            var ran = new List<string>();
            using var cancel = new CancellationTokenSource();
            IRunStep[] steps =
            [
                new FakeStep("first", false, ran, () => { }),
                new FakeStep("cancelled", false, ran, () => { cancel.Cancel(); cancel.Token.ThrowIfCancellationRequested(); }),
                new FakeStep("skipped", false, ran, () => { }),
                new FakeStep("closing", true, ran, () => { }),
            ];
            await StepRunner.RunAsync(steps, run, cancel.Token);

            Assert.Equal(["first", "cancelled", "closing"], ran);
            Assert.True(run.Interrupted);
            var table = run.Time.Lines(TimeSpan.FromSeconds(1), slowest: 0).Skip(1).Select(l => l.Split("  ", StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)).ToList();
            Assert.Equal(["first", "cancelled", "closing", "other", "total"], table.Select(l => l[0]));
            Assert.Equal(["done first", "interrupted", "done closing"], table.Take(3).Select(l => l[^1]));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void TheFloorIsTheSumOfTheStepsParts()
    {
        var ran = new List<string>();
        var floor = StepRunner.Floor([new FakeStep("a", false, ran, () => { }, 2), new FakeStep("b", true, ran, () => { }, 3)], Work());
        Assert.Equal(TimeSpan.FromMinutes(5), floor.Total);
        Assert.Equal("5.0 min: a 2.0, b 3.0", floor.ToString());
    }

    sealed class FakeStep(string name, bool closing, List<string> ran, Action work, double floorMinutes = 0) : IRunStep
    {
        public string Name => name;
        public bool Closing => closing;
        public IReadOnlyList<string> Files(RunWork work) => [];
        public FloorPart Floor(RunWork work) => new(name, TimeSpan.FromMinutes(floorMinutes));

        public Task<string> RunAsync(RunContext run, CancellationToken cancellation)
        {
            ran.Add(name);
            work();
            return Task.FromResult("done " + name);
        }
    }
}
