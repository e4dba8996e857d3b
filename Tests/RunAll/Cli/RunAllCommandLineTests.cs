using SerializerTests.RunAll.Cli;

namespace SerializerTests.Tests.RunAll;

public class RunAllCommandLineTests
{
    [Theory]
    [InlineData("--bogus")]
    [InlineData("ten")]
    [InlineData("--variants", "jit,quantum")]
    [InlineData("--runtimes", "dotnet10")]
    [InlineData("--runs", "0")]
    [InlineData("--N", "1,x")]
    [InlineData("--timeout", "-1")]
    [InlineData("--dataset", "bookshelf,nope")]
    [InlineData("--serializers", "NoSuchSerializer")]
    [InlineData("--resume", "/no/such/folder")]
    [InlineData("analyze", "/no/such/folder")]
    [InlineData("analyze")]
    [InlineData("compare", "/no/such/a", "/no/such/b")]
    [InlineData("compare", "/only/one")]
    [InlineData("compare", "a", "b", "--threshold", "x")]
    [InlineData("report", "/no/such/folder")]
    [InlineData("report")]
    [InlineData("report", "a", "--N", "x")]
    [InlineData("calibrate", "--N", "x")]
    [InlineData("calibrate", "--launches", "0")]
    [InlineData("calibrate", "--serializers", "NoSuchSerializer")]
    public async Task BadArgumentsExitWith2AndOneLine(params string[] args)
    {
        var run = await RunAllRun.InProcess(args);
        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("RunAll: error: ", line);
    }

    /// <summary>System.CommandLine hands an unknown option to a positional argument or leaves it unmatched, and its own error
    /// names the token after it ('x', 'A'); the line names what was typed wrong, and the option it is nearest to.</summary>
    [Theory]
    [InlineData("--pakage", "--package", "--pakage", "x")]
    [InlineData("--pakage", "--package", "--pakage")]
    [InlineData("--treshold", "--threshold", "compare", "--treshold", "5", "A", "B")]
    [InlineData("--Quick", "--quick", "10", "--Quick")]
    [InlineData("--bogus", null, "report", "folder", "--bogus")]
    public async Task AMistypedOptionIsTheOneLineNamed(string typed, string? nearest, params string[] args)
    {
        var run = await RunAllRun.InProcess(args);
        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries)).TrimEnd('\r');
        Assert.Equal(nearest is null ? $"RunAll: error: unknown option '{typed}' (see --help)" : $"RunAll: error: unknown option '{typed}'; did you mean '{nearest}'?", line);
    }

    [Fact]
    public async Task RejectedSerializerLeavesNoResultsFolderBehind()
    {
        string root = RunAllRun.NewOutputRoot();
        var run = await RunAllRun.InProcess(["--serializers", "NoSuchSerializer", "--out", root]);
        Assert.Equal(2, run.ExitCode);
        Assert.Empty(Directory.GetFileSystemEntries(root));
    }

    [Fact]
    public void AnalyzeIsACommandWithAFolder()
    {
        var (request, error) = RunAllCommandLine.ParseRequest(["analyze", "some/folder"], TextWriter.Null);
        Assert.Null(error);
        Assert.Equal(new AnalyzeRequest("some/folder"), request);
    }

    [Fact]
    public void HostileHasItsDefaultsAndReachesTheChildArguments()
    {
        var (request, error) = RunAllCommandLine.ParseRequest(["hostile", "--serializers", "MessagePack", "--case-timeout", "4", "--seed", "7"], TextWriter.Null);
        Assert.Null(error);
        var hostile = Assert.IsType<HostileRequest>(request);
        Assert.Equal(["MessagePack"], hostile.Serializers);
        Assert.Equal(["bookshelf", "person", "organization"], hostile.Datasets);
        Assert.Equal((3, 4, 256, 7), (hostile.Objects, hostile.CaseTimeoutSeconds, hostile.MaxPositions, hostile.Seed));
        var runner = new SerializerTests.RunAll.Hostile.HostileChildRunner("host", hostile);
        var child = ThroughTheHostsParser(runner.ChildOptions(new(new("MessagePack"), Hardened: true, "person"), from: 12));
        Assert.Equal((TestKind.Hostile, "#MessagePack", "person", 3, 7, 256, 12, true),
            (child.Test, Assert.Single(child.Serializers), child.Dataset.Name, Assert.Single(child.Counts), child.Seed, child.MaxPositions, child.FromCase, child.Hardened));
        // Serializer by serializer, the hardened setting only where the catalog has one.
        Assert.Equal(["MessagePack default bookshelf", "MessagePack hardened bookshelf", "SystemTextJson default bookshelf"],
            SerializerTests.RunAll.Hostile.HostileMeasurement.Groups([new("MessagePack"), new("SystemTextJson")], ["bookshelf"]).Select(g => $"{g.Serializer} {g.Setting} {g.Dataset}"));
    }

    [Theory]
    [InlineData("--case-timeout", "0", "--case-timeout")]
    [InlineData("--dataset", "nope", "--dataset: 'nope' is not one of")]
    [InlineData("--positions", "x", "--positions")]
    public void HostileRejectsBadValuesInOneLine(string option, string value, string expected)
    {
        var (request, error) = RunAllCommandLine.ParseRequest(["hostile", option, value], TextWriter.Null);
        Assert.Null(request);
        Assert.Contains(expected, error);
        Assert.DoesNotContain('\n', error!);
    }

    [Fact]
    public void TheClassicFormsParse()
    {
        var (ten, _) = RunAllCommandLine.Parse(["10"], TextWriter.Null);
        Assert.Equal(10, ten!.PayloadBytes);
        Assert.False(ten.Profile);
        var (profile, _) = RunAllCommandLine.Parse(["-profile"], TextWriter.Null);
        Assert.True(profile!.Profile);
        Assert.Equal(0, profile.PayloadBytes);
    }

    /// <summary>The run a benchmark command line asks for, as <see cref="BenchmarkArguments.ToSettings"/> resolves it.</summary>
    static RunSettings Settings(params string[] args)
    {
        var (arguments, error) = RunAllCommandLine.Parse(args, TextWriter.Null);
        Assert.Null(error);
        return arguments!.ToSettings();
    }

    [Fact]
    public void DefaultsCoverEveryRuntimeAndVariantWithSteadyStateInJitOnly()
    {
        var options = Settings();
        Assert.Equal(["net10.0", "net9.0", "net8.0"], options.Runtimes);
        Assert.Equal([Variant.Jit, Variant.ReadyToRun, Variant.NativeAot], options.Variants);
        Assert.False(options.VariantsGiven);
        Assert.Equal([1, 10, 100, 1000, 10_000, 100_000, 1_000_000], options.EffectiveCounts);
        Assert.Equal(HostOptions.DefaultCounts, Settings("--N", "classic").EffectiveCounts);
        Assert.Equal(5, options.EffectiveRuns);
        Assert.Equal((1.0, 1.2), (options.EffectivePrecision, options.EffectiveMaxSeconds));
        Assert.False(options.Rebuild);
        Assert.Equal((RunSettings.DefaultLaunches, RunSettings.DefaultQuietWaitSeconds), (options.Launches, options.QuietWaitSeconds));

        var targets = new[] { new RuntimeVariant("net10.0", Variant.Jit), new RuntimeVariant("net10.0", Variant.NativeAot) };
        var plan = SerializerTests.RunAll.Planning.RunPlan.Cells(options, targets, ["A", "B"]);
        Assert.Equal(2 * 2 * RunSettings.DefaultLaunches, plan.Count(c => c.Test == TestKind.FirstCall));
        Assert.All(plan.Where(c => c.Test == TestKind.Combined), c => Assert.Equal(Variant.Jit, c.Target.Variant));
        Assert.Equal(2 * RunSettings.DefaultProcesses, plan.Count(c => c.Test == TestKind.Combined));
        Assert.Null(options.BudgetMinutes);
    }

    [Fact]
    public void SteadyStateUnitsRunInRoundsOfOneProcessEachInAnOrderTheSeedFixes()
    {
        var targets = new[] { new RuntimeVariant("net10.0", Variant.Jit), new RuntimeVariant("net9.0", Variant.Jit) };
        string[] serializers = ["A", "B", "C", "D", "E"];
        IReadOnlyList<Cell> Steady(int seed) => [.. SerializerTests.RunAll.Planning.RunPlan.Cells(new RunSettings { Seed = seed, Processes = 4 }, targets, serializers)
            .Where(c => c.Test == TestKind.Combined)];
        var plan = Steady(7);
        var rounds = plan.Chunk(10).ToList();
        Assert.Equal(4, rounds.Count);
        foreach (var (round, process) in rounds.Select((r, i) => (r, i + 1)))
        {
            Assert.All(round, c => Assert.Equal(process, c.Launch));
            Assert.Equal(10, round.Select(c => (c.Target, c.Serializer)).Distinct().Count());
        }
        Assert.Equal(plan, Steady(7));
        Assert.NotEqual(rounds[0].Select(c => (c.Target, c.Serializer)), rounds[1].Select(c => (c.Target, c.Serializer)));
        Assert.NotEqual(plan, Steady(8));
    }

    [Fact]
    public void QuickMeasuresTheSdkRuntimeOnlyUnlessRuntimesAreGiven()
    {
        Assert.Equal([SerializerTests.RunAll.Toolchains.HostToolchain.SdkRuntime], Settings("--quick").Runtimes);
        Assert.Equal(["net10.0", "net8.0"], Settings("--quick", "--runtimes", "net10.0,net8.0").Runtimes);
        var budget = Settings("--quick", "--budget", "7.5", "--processes", "2", "--seed", "11");
        Assert.Equal((7.5, 2, 11), (budget.BudgetMinutes, budget.EffectiveProcesses, budget.Seed));
    }

    [Fact]
    public void QuickAndExplicitVariantsChangeThePlan()
    {
        var options = Settings("--quick", "--variants", "r2r,aot");
        Assert.Equal([1, 10, 1000], options.EffectiveCounts);
        Assert.Equal((2.0, 0.5), (options.EffectivePrecision, options.EffectiveMaxSeconds));
        Assert.True(options.VariantsGiven);
        var plan = SerializerTests.RunAll.Planning.RunPlan.Cells(options, [new RuntimeVariant("net9.0", Variant.ReadyToRun)], ["A"]);
        Assert.Equal(Enumerable.Range(1, RunSettings.DefaultProcesses), plan.Where(c => c.Test == TestKind.Combined).Select(c => c.Launch));
    }

    [Fact]
    public void SavedOptionsHoldWhatWasAskedNotWhatIsDerivedFromIt()
    {
        var options = new RunOptionsFile { Quick = true, Datasets = ["person"] };
        var folder = RunFolder.CreateNew(TempFolders.New("options-"), options);
        string saved = File.ReadAllText(Path.Combine(folder.Path, "run-options.json"));
        Assert.DoesNotContain("Effective", saved);
        var (_, reopened, error) = RunFolder.Open(folder.Path, "--resume");
        Assert.Null(error);
        var settings = reopened!.ToSettings();
        Assert.Equal(["person"], settings.Datasets);
        Assert.Equal((2.0, 0.5), (settings.EffectivePrecision, settings.EffectiveMaxSeconds));
    }

    [Fact]
    public void PrecisionMaxSecondsAndRebuildReachTheChildAndTheToolchain()
    {
        var options = Settings("--quick", "--precision", "0.5", "--max-seconds", "2.5", "--runs", "9", "--rebuild");
        Assert.Equal((0.5, 2.5, 9, true), (options.EffectivePrecision, options.EffectiveMaxSeconds, options.EffectiveRuns, options.Rebuild));
        var cell = new Cell(new RuntimeVariant("net10.0", Variant.Jit), TestKind.Combined, new("A"), 1);
        var runner = new SerializerTests.RunAll.Running.CellRunner(options);
        var child = ThroughTheHostsParser(runner.ChildOptions(cell));
        Assert.Equal((9, 0.5, 2.5, true), (child.Runs, child.PrecisionPercent, child.MaxSeconds, child.Verify));
        Assert.Equal(options.EffectiveCounts, child.Counts);
        Assert.Equal(0.75, ThroughTheHostsParser(runner.ChildOptions(cell, maxSeconds: 0.75)).MaxSeconds);
        // The unit's first process alone takes the collection windows (and the compressed sizes) that every process would take alike.
        Assert.Equal((true, false), (child.CompressedSizes, child.NoCollectionWindow));
        var second = ThroughTheHostsParser(runner.ChildOptions(cell with { Launch = 2 }));
        Assert.Equal((false, true), (second.CompressedSizes, second.NoCollectionWindow));
    }

    /// <summary>What a child started with these options reads from its command line.</summary>
    internal static HostOptions ThroughTheHostsParser(HostOptions options)
    {
        var (parsed, error) = HostCommandLine.Parse([.. HostCommandLine.Arguments(options)], TextWriter.Null);
        Assert.Null(error);
        return parsed!;
    }

    [Theory]
    [InlineData("--precision", "-1")]
    [InlineData("--precision", "1,5")]
    [InlineData("--max-seconds", "0")]
    [InlineData("--max-seconds", "abc")]
    public void BadPrecisionOrTimeIsOneLine(string option, string value)
    {
        var (options, error) = RunAllCommandLine.Parse([option, value], TextWriter.Null);
        Assert.Null(options);
        Assert.StartsWith($"{option}: '{value}' is not a number of at least", error);
    }
}
