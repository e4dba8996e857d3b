using System.Xml.Linq;
using SerializerTests.Calibration;
using SerializerTests.RunAll.Calibration;
using SerializerTests.RunAll.Cli;

namespace SerializerTests.Tests.RunAll;

public class CalibrationTests
{
    static ResultRow Ours(string serializer, int objects, double? serializeNs, double? deserializeNs, string status = ResultStatus.Ok) => new()
    {
        Serializer = new(serializer), Objects = objects, Status = status,
        SerializeMedianSeconds = serializeNs * 1e-9, DeserializeMedianSeconds = deserializeNs * 1e-9,
        SerializeMadPercent = 1.5, DeserializeMadPercent = 0.5,
    };

    static ReferenceMeasurement Bdn(string serializer, int objects, string operation, double medianNs) => new()
    {
        Serializer = serializer, Objects = objects, Operation = operation, MedianNs = medianNs, MeanNs = medianNs, MinNs = medianNs * 0.9, ErrorNs = medianNs / 100, Iterations = 15,
    };

    [Fact]
    public void OursIsTheMedianOfTheLaunchMediansAndTheRatioIsAgainstBenchmarkDotNetsMedian()
    {
        IReadOnlyList<ResultRow>[] launches = [[Ours("A", 1, 100, 300)], [Ours("A", 1, 130, 330)], [Ours("A", 1, 110, 310)]];
        var missing = new List<string>();
        var cells = CalibrationComparison.Pair(launches, [Bdn("A", 1, ReferenceMeasurement.Serialize, 100), Bdn("A", 1, ReferenceMeasurement.Deserialize, 400)], missing);

        Assert.Empty(missing);
        Assert.Equal(2, cells.Count);
        Assert.Equal(110.0, cells[0].OursNs, 6);
        Assert.Equal(1.1, cells[0].Ratio, 9);
        Assert.Equal("100 130 110", cells[0].OursLaunchesNs);
        Assert.Equal(1.5, cells[0].OursMadPercent);
        Assert.Equal(310.0, cells[1].OursNs, 6);
        Assert.Equal(0.775, cells[1].Ratio, 9);
        Assert.Equal(22.5, CalibrationComparison.WorstDeviation(cells), 9);
    }

    [Fact]
    public void EachOperationIsTakenFromTheLaunchThatTimedIt()
    {
        // calibrate runs the host once per operation: a launch holds a serialize-only row and a deserialize-only row.
        IReadOnlyList<ResultRow>[] launches = [[Ours("A", 1, 100, null), Ours("A", 1, null, 300)], [Ours("A", 1, 120, null), Ours("A", 1, null, 360)]];
        var cells = CalibrationComparison.Pair(launches, [Bdn("A", 1, ReferenceMeasurement.Serialize, 110), Bdn("A", 1, ReferenceMeasurement.Deserialize, 330)], []);
        Assert.Equal(["100 120", "300 360"], cells.Select(c => c.OursLaunchesNs));
        Assert.Equal([1.0, 1.0], cells.Select(c => Math.Round(c.Ratio, 9)));
    }

    [Fact]
    public void ACellTheHostFailedIsNamedAndLeftOutNotCountedAsPerfect()
    {
        var missing = new List<string>();
        var cells = CalibrationComparison.Pair([[Ours("A", 1, 100, 100, ResultStatus.Failed), Ours("A", 100, 1000, 1000)]],
            [Bdn("A", 1, ReferenceMeasurement.Serialize, 100), Bdn("A", 100, ReferenceMeasurement.Serialize, 800)], missing);
        Assert.Equal(100, Assert.Single(cells).Objects);
        Assert.Equal("A N=1 serialize: no ok row from the host", Assert.Single(missing));
    }

    [Fact]
    public void CellsWhereBenchmarkDotNetMissedItsOwnErrorTargetAreNamedBeforeTheLastLine()
    {
        var steady = Bdn("A", 1, ReferenceMeasurement.Serialize, 100);
        var noisy = Bdn("A", 100, ReferenceMeasurement.Deserialize, 1000) with { ErrorNs = 45 };
        var cells = CalibrationComparison.Pair([[Ours("A", 1, 100, 100), Ours("A", 100, 1000, 1000)]], [steady, noisy], []);
        var output = new StringWriter();
        CalibrationReport.Write(output, cells, []);
        var lines = output.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal("machine not steady: BenchmarkDotNet's error above its 2% target in 1 of 2 cells (A N=100 deserialize)", lines[^2]);
        Assert.StartsWith(CalibrationReport.WorstDeviationPrefix, lines[^1]);
        Assert.Null(CalibrationReport.NoisyCellsLine([cells[0]]));
    }

    [Fact]
    public void TheReportEndsWithTheWorstDeviationLineAndListsEveryCell()
    {
        var cells = CalibrationComparison.Pair([[Ours("A", 1, 104, 95), Ours("B", 1, 100, 100)]],
            [Bdn("A", 1, ReferenceMeasurement.Serialize, 100), Bdn("A", 1, ReferenceMeasurement.Deserialize, 100), Bdn("B", 1, ReferenceMeasurement.Serialize, 100)], []);
        var output = new StringWriter();
        CalibrationReport.Write(output, cells, ["Jil: no cells, not available here"]);
        var lines = output.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal("worst deviation: 5.0%", lines[^1]);
        Assert.Equal(5.0, CalibrationReport.ParseWorstDeviation(lines[^1]));
        Assert.Equal("Jil: no cells, not available here", lines[0]);
        var table = lines.SkipWhile(l => !l.StartsWith("Serializer", StringComparison.Ordinal)).Skip(1).SkipLast(1).ToList();
        Assert.Equal(3, table.Count);
        var first = table[0].Split(' ', StringSplitOptions.RemoveEmptyEntries);
        // Neither side counted collections here: both GC columns and the calls say so.
        Assert.Equal(["A", "1", "serialize", "104.0", "1.5", "100.0", "1.0", "1.040", "-", "-", "-/-"], first);
    }

    [Fact]
    public void CollectionsPerThousandAreOursMeanOverTheLaunchesBesideBenchmarkDotNetsAndTheLargeOnesAreCompared()
    {
        static ResultRow Counted(double gen0, double gen1, double calls) => Ours("A", 1000, 100, 300) with
        {
            DeserializeGen0PerThousand = gen0, DeserializeGen1PerThousand = gen1, DeserializeGen2PerThousand = 0, DeserializeGcWindowCalls = calls,
        };
        var bdn = Bdn("A", 1000, ReferenceMeasurement.Deserialize, 300)
            with { Gen0PerThousand = 20, Gen1PerThousand = 5.5, Gen2PerThousand = 0.1, GcCalls = 2048 };
        var cells = CalibrationComparison.Pair([[Counted(20, 7, 2048)], [Counted(22, 9, 1024)]],
            [bdn, Bdn("A", 1000, ReferenceMeasurement.Serialize, 100)], []);
        var deserialize = cells.Single(c => c.Operation == ReferenceMeasurement.Deserialize);
        Assert.Equal((21.0, 8.0, 0.0), (deserialize.OursGen0PerThousand, deserialize.OursGen1PerThousand, deserialize.OursGen2PerThousand));
        Assert.Equal((20.0, 5.5, 0.1), (deserialize.BdnGen0PerThousand, deserialize.BdnGen1PerThousand, deserialize.BdnGen2PerThousand));
        // The serialize rows carry no counts: nothing to compare there.
        Assert.Empty(cells.Single(c => c.Operation == ReferenceMeasurement.Serialize).Collections());

        var output = new StringWriter();
        CalibrationReport.Write(output, cells, []);
        var lines = output.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        // The calls each side counted over: our launches' mean window beside BenchmarkDotNet's iteration.
        Assert.Equal(["21/8/0", "20/5.5/0.1", "1536/2048"], lines.Single(l => l.StartsWith("A ", StringComparison.Ordinal) && l.Contains(" deserialize "))
            .Split(' ', StringSplitOptions.RemoveEmptyEntries)[^3..]);
        // gen0 21 against 20 is within 15%, gen1 8 against 5.5 is not; gen2's 0.1 is too few to compare.
        Assert.Equal("collections per 1,000 operations: 1 of 2 counts of at least 5 (BenchmarkDotNet's) within 15% of BenchmarkDotNet's; "
            + "farthest A N=1000 deserialize gen1 1.45x", Assert.Single(lines, l => l.StartsWith("collections per 1,000", StringComparison.Ordinal)));
        Assert.Null(CalibrationReport.CollectionsLine([cells.Single(c => c.Operation == ReferenceMeasurement.Serialize)]));
    }

    [Theory]
    [InlineData("worst deviation: 12.5%", 12.5)]
    [InlineData("worst deviation: 0.0%", 0.0)]
    [InlineData("worst deviation: 12.5", null)]
    [InlineData("deviation: 1%", null)]
    public void TheWorstDeviationLineParsesBack(string line, double? expected) => Assert.Equal(expected, CalibrationReport.ParseWorstDeviation(line));

    [Fact]
    public void BenchmarkDotNetMeasurementsRoundTripThroughTheirFile()
    {
        string path = Path.Combine(TempFolders.New("bdn-"), "bdn.tsv");
        try
        {
            ReferenceMeasurement[] written = [Bdn("SystemTextJson", 10000, ReferenceMeasurement.Deserialize, 2.53e6) with
                { Gen0PerThousand = 1250, Gen1PerThousand = 312.5, Gen2PerThousand = 0, AllocatedBytesPerOperation = 4_200_000 }, Bdn("Empty", 1, ReferenceMeasurement.Serialize, 0.25)];
            TsvFile.Write(path, written);
            Assert.Equal(written, TsvFile.Read<ReferenceMeasurement>(path));
            Assert.StartsWith("Serializer\tObjects\tOperation\tMedianNs", File.ReadLines(path).First());
        }
        finally
        {
            File.Delete(path);
        }
    }

    [Fact]
    public void CalibrateDefaultsToTheIssuesCellsAndTakesItsOptions()
    {
        var (defaults, error) = RunAllCommandLine.ParseRequest(["calibrate"], TextWriter.Null);
        Assert.Null(error);
        var request = Assert.IsType<CalibrateRequest>(defaults);
        Assert.Equal(CalibrateRequest.DefaultSerializers, request.Serializers);
        Assert.Equal([1, 100, 10_000], request.Counts);
        Assert.Equal((0, 5, 5), (request.PayloadBytes, request.Launches, request.Pool));

        var (given, _) = RunAllCommandLine.ParseRequest(["calibrate", "--serializers", "Json,#GoogleProtobuf", "--N", "5,50", "--payload", "10", "--launches", "1", "--pool", "1"], TextWriter.Null);
        var custom = Assert.IsType<CalibrateRequest>(given);
        Assert.Equal(["Json", "#GoogleProtobuf"], custom.Serializers);
        Assert.Equal([5, 50], custom.Counts);
        Assert.Equal((10, 1, 1), (custom.PayloadBytes, custom.Launches, custom.Pool));
    }

    [Theory]
    [InlineData(ReferenceMeasurement.Serialize)]
    [InlineData(ReferenceMeasurement.Deserialize)]
    public void BenchmarkDotNetsChildGetsTheSteadyStateChildrensEnvironment(string operation)
    {
        var cell = new CalibrateCommand.CellToRun("MessagePack", 100, operation);
        var child = CalibrateCommand.BenchmarkDotNetChild("Calibration.dll", "folder", cell, payloadBytes: 0);
        Assert.Equal(SteadyStateRuntime.Environment, child.Environment);
        Assert.Equal(["Calibration.dll", "--serializers", "MessagePack", "--N", "100", "--operation", operation], child.Arguments.Take(7));
    }

    [Fact]
    public void OurLaunchesAlternateAroundBenchmarkDotNetsProcess()
    {
        Assert.Equal([0, 2, 4], CalibrateCommand.LaunchOrder(5, beforeReference: true));
        Assert.Equal([1, 3], CalibrateCommand.LaunchOrder(5, beforeReference: false));
        Assert.Equal([0], CalibrateCommand.LaunchOrder(1, beforeReference: true));
        Assert.Empty(CalibrateCommand.LaunchOrder(1, beforeReference: false));
    }

    [Fact]
    public void EachCellsLineSaysHowLongTheCellsLeftTakeAtThePaceSoFarAndHowSteadyTheMachineWas()
    {
        var cell = new CalibrateCommand.CellToRun("MessagePack", 100, ReferenceMeasurement.Serialize);
        Assert.Equal("[1/36] MessagePack N=100 serialize", CalibrateCommand.CellLine(0, 36, cell, TimeSpan.FromMinutes(3), 0));
        Assert.Equal("[2/36] MessagePack N=100 serialize (1 cell in 1.5 min, BenchmarkDotNet within its 2% error target in 1; "
            + "about 53 min left at this pace)", CalibrateCommand.CellLine(1, 36, cell, TimeSpan.FromMinutes(1.5), 1));
        Assert.Equal("[9/36] MessagePack N=100 serialize (8 cells in 11.3 min, BenchmarkDotNet within its 2% error target in 3; "
            + "about 40 min left at this pace)", CalibrateCommand.CellLine(8, 36, cell, TimeSpan.FromMinutes(11.3), 3));
    }

    [Theory]
    [InlineData(1.0, 100.0, false)]
    [InlineData(2.04, 100.0, false)]
    [InlineData(2.06, 100.0, true)]
    [InlineData(5.0, 0.0, false)]
    public void BenchmarkDotNetMissesItsTargetOnlyWhereItsErrorPrintsAboveTwoPercent(double errorNs, double meanNs, bool missed)
    {
        var measured = new ReferenceMeasurement { MeanNs = meanNs, ErrorNs = errorNs };
        Assert.Equal(missed, CalibrationReport.MissedTarget(measured.ErrorPercent));
    }

    [Fact]
    public void TheCalibrationToolIsBuiltWithTheHostsRuntimeSettingsAndOverridesNone()
    {
        // BenchmarkDotNet measures in the tool's own process, so the tool's runtimeconfig must be the host's: one props file for both.
        string root = RepositoryLayout.FindRoot()!;
        string settings = Path.Combine(root, "SerializerTests", "HostRuntime.props");
        var names = XDocument.Load(settings).Root!.Elements("PropertyGroup").Elements().Select(e => e.Name.LocalName).ToList();
        Assert.Contains("ServerGarbageCollector", names);
        foreach (string project in new[] { "SerializerTests/SerializerTests.csproj", "Tools/Calibration/Calibration.csproj" })
        {
            string path = Path.Combine(root, project);
            var xml = XDocument.Load(path).Root!;
            var imports = xml.Elements("Import").Select(i => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(path)!, i.Attribute("Project")!.Value)));
            Assert.Contains(settings, imports);
            Assert.Empty(xml.Elements("PropertyGroup").Elements().Select(e => e.Name.LocalName).Intersect(names));
        }
    }

    static CalibrationCell Cell(string serializer, int objects, double oursNs, double bdnNs, int? payload = 0) => new()
    {
        Serializer = serializer, Objects = objects, Operation = ReferenceMeasurement.Serialize, OursNs = oursNs, BdnNs = bdnNs, Ratio = oursNs / bdnNs, PayloadBytes = payload,
    };

    static CalibrationHistory.Calibration Calibration(string name, params CalibrationCell[] cells) => new(name, cells);

    [Fact]
    public void PoolingTakesEachSidesMedianOverTheCalibrationsThatHaveTheCell()
    {
        // B's reference sat in a slow spell in the second calibration: the pooled median outvotes it.
        var pool = CalibrationHistory.Combine(
        [
            Calibration("1", Cell("A", 1, 100, 100), Cell("B", 1, 200, 200)),
            Calibration("2", Cell("A", 1, 110, 90), Cell("B", 1, 210, 300)),
            Calibration("3", Cell("A", 1, 105, 95)),
            Calibration("4", Cell("A", 1, 95, 102), Cell("B", 1, 190, 198)),
        ]);

        var a = pool.Cells.Single(c => c.Serializer == "A");
        Assert.Equal((4, 102.5, 97.5), (a.Calibrations, a.OursNs, a.BdnNs));
        Assert.Equal(102.5 / 97.5, a.Ratio, 12);
        var b = pool.Cells.Single(c => c.Serializer == "B");
        Assert.Equal((3, 200.0, 200.0, 1.0), (b.Calibrations, b.OursNs, b.BdnNs, b.Ratio));
        Assert.Equal(50.0, b.BdnSpreadPercent, 9);
        Assert.Equal(5.0, b.OursSpreadPercent, 9);
        Assert.Equal(50.0, CalibrationHistory.WorstAgainstPool(pool.Calibrations[1], pool, c => c.BdnNs, p => p.BdnNs), 9);
        Assert.Equal(100 * (1 - 100 / 102.5), CalibrationHistory.WorstAgainstPool(pool.Calibrations[0], pool, c => c.OursNs, p => p.OursNs), 9);
    }

    [Fact]
    public void EarlierCalibrationsArePooledNewestFirstAndOnlyWithTheSamePayload()
    {
        string root = TempFolders.New("calibration-history-");
        try
        {
            void Write(string name, params CalibrationCell[] cells)
            {
                Directory.CreateDirectory(Path.Combine(root, name));
                TsvFile.Write(Path.Combine(root, name, RunFolder.Files.CalibrationCells), cells);
            }
            Write("2026-11-20_10-00-00_calibration", Cell("A", 1, 1, 1));
            Write("2026-11-21_10-00-00_calibration", Cell("A", 1, 2, 2));
            Write("2026-11-21_11-00-00_calibration", Cell("A", 1, 3, 3, payload: 10));
            Write("2026-11-21_12-00-00_calibration", Cell("A", 1, 4, 4, payload: null));
            Directory.CreateDirectory(Path.Combine(root, "2026-11-21_13-00-00_calibration"));
            Write("2026-11-21_14-00-00_calibration", Cell("A", 1, 5, 5));
            Write("2026-11-21_23-00-00_calibration", Cell("A", 1, 9, 9));
            Directory.CreateDirectory(Path.Combine(root, "2026-11-21_15-00-00_calibration"));
            File.WriteAllText(Path.Combine(root, "2026-11-21_15-00-00_calibration", RunFolder.Files.CalibrationCells), "Serializer\tObjects\nA\tnot a number\n");
            Write("2026-11-21_15-30-00_calibration", Cell("A", 1, 6, 6));
            string unreadable = Path.Combine(root, "2026-11-21_15-30-00_calibration", RunFolder.Files.CalibrationCells);
            File.WriteAllText(unreadable, File.ReadAllText(unreadable).Replace("\t6\t", "\tsix\t"));
            string current = Path.Combine(root, "2026-11-21_16-00-00_calibration");

            var skipped = new List<string>();
            var earlier = CalibrationHistory.LoadEarlier(current, payloadBytes: 0, count: 2, skipped);
            Assert.Equal(["2026-11-21_14-00-00_calibration", "2026-11-21_10-00-00_calibration"], earlier.Select(c => c.Name));
            Assert.Equal([5.0, 2.0], earlier.Select(c => c.Cells[0].OursNs));
            Assert.Equal(2, skipped.Count);
            Assert.Contains("2026-11-21_15-30-00_calibration", skipped[0]);
            Assert.Contains("2026-11-21_15-00-00_calibration", skipped[1]);

            Assert.Empty(CalibrationHistory.LoadEarlier(current, payloadBytes: 0, count: 0, []));
            Assert.Equal(["2026-11-21_11-00-00_calibration"], CalibrationHistory.LoadEarlier(current, payloadBytes: 10, count: 5, []).Select(c => c.Name));
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }

    [Fact]
    public void ThePooledLinesComeAfterTheTableAndBeforeTheWorstDeviationLine()
    {
        var current = Calibration("now", Cell("A", 1, 104, 100), Cell("B", 1, 100, 120));
        var pool = CalibrationHistory.Combine([Calibration("before", Cell("A", 1, 100, 100), Cell("B", 1, 100, 100)), current]);
        var pooled = CalibrationHistory.Describe(pool, "/results", payloadBytes: 0);
        var output = new StringWriter();
        CalibrationReport.Write(output, current.Cells, [], pooled);
        var lines = output.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal("worst deviation: 16.7%", lines[^1]);
        Assert.Equal(pooled, lines[^(pooled.Count + 1)..^1]);
        Assert.Equal("  BenchmarkDotNet against its pooled medians, worst cell per calibration (oldest first, this one last): 9.1%, 9.1%", pooled[1]);
        Assert.Equal("  ours against our pooled medians, same order: 2.0%, 2.0%", pooled[2]);
        Assert.Equal("  pooled ours/BDN: median |ours/BDN - 1| 5.5% over 2 cells, worst 9.1% (B N=1 serialize 0.909); every cell in "
            + "calibration_pooled.tsv", pooled[3]);
        Assert.StartsWith("No earlier calibration with payload 0", Assert.Single(CalibrationHistory.Describe(CalibrationHistory.Combine([current]), "/results", 0)));
    }

    [Fact]
    public void ThePoolSaysHowManyCellsLieBeyondBenchmarkDotNetsOwnSpreadAndPoolsTheCollections()
    {
        // A: ours 3% off a BenchmarkDotNet that moved 1% between invocations (beyond); B: the pooled medians agree although BenchmarkDotNet
        // moved 15%; C: in this calibration only, so it has no spread to be judged by. Collections: A's outlying count is outvoted; B's
        // third calibration has BenchmarkDotNet's gen1 but not ours, so it is left out of both sides' medians.
        var pool = CalibrationHistory.Combine(
        [
            Calibration("1", Cell("A", 1, 100, 100) with { OursGen0PerThousand = 10, BdnGen0PerThousand = 11 },
                Cell("B", 1, 200, 200) with { OursGen1PerThousand = 5, BdnGen1PerThousand = 10 }),
            Calibration("2", Cell("A", 1, 103, 101) with { OursGen0PerThousand = 12, BdnGen0PerThousand = 11 },
                Cell("B", 1, 198, 230) with { OursGen1PerThousand = 5, BdnGen1PerThousand = 12 }),
            Calibration("3", Cell("A", 1, 106, 99) with { OursGen0PerThousand = 30, BdnGen0PerThousand = 11 },
                Cell("B", 1, 202, 190) with { BdnGen1PerThousand = 40 }, Cell("C", 1, 50, 60)),
        ]);

        var a = pool.Cells.Single(c => c.Serializer == "A");
        Assert.Equal((12.0, 11.0), (a.OursGen0PerThousand, a.BdnGen0PerThousand));
        Assert.Null(a.OursGen1PerThousand);
        var b = pool.Cells.Single(c => c.Serializer == "B");
        Assert.Equal((5.0, 11.0), (b.OursGen1PerThousand, b.BdnGen1PerThousand));
        Assert.Equal([true, false, false], pool.Cells.Select(c => c.BeyondBdnSpread));

        var lines = CalibrationHistory.Describe(pool, "/results", payloadBytes: 0);
        Assert.Equal("  pooled ours/BDN: median |ours/BDN - 1| 3.0% over 3 cells, worst 16.7% (C N=1 serialize 0.833); every cell in "
            + "calibration_pooled.tsv", lines[3]);
        Assert.Equal("  pooled cells farther from BenchmarkDotNet than its own calibrations lie from their median: 1 of 2 "
            + "(A N=1 serialize 1.030 against 1.0%)", lines[4]);
        Assert.Equal("  pooled collections per 1,000 operations: 1 of 2 counts of at least 5 (BenchmarkDotNet's) within 15% of "
            + "BenchmarkDotNet's; farthest B N=1 serialize gen1 0.45x", lines[5]);
        Assert.Equal(6, lines.Count);
    }

    [Fact]
    public async Task AnInterruptedCalibrationEndsWithOneLineAndExit130NotAStackTrace()
    {
        // Ctrl+C or SIGTERM cancel the token; calibrate has no interrupted path of its own, so its children's cancellation reaches
        // RunAllApp, which once let it escape as an unhandled exception (exit 134).
        string root = RunAllRun.NewOutputRoot();
        using var interrupted = new CancellationTokenSource();
        await interrupted.CancelAsync();
        try
        {
            var run = await RunAllRun.InProcess(["calibrate", "--serializers", "#MessagePack", "--out", root], interrupted.Token);

            Assert.Equal(RunAllApp.Interrupted, run.ExitCode);
            Assert.StartsWith("RunAll: interrupted;", Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries)));
            Assert.DoesNotContain("   at ", run.Output + run.Error);
            string folder = Assert.Single(Directory.GetDirectories(root));
            Assert.Contains($"Calibration folder: {folder}", run.Output);
            // What keeps a stopped invocation out of the next one's pool (CalibrationHistory.LoadEarlier passes such folders over).
            Assert.False(File.Exists(Path.Combine(folder, RunFolder.Files.CalibrationCells)));
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }
}
