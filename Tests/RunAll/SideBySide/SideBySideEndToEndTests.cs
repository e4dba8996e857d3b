using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.Tests.RunAll;

public class SideBySideBuildTests
{
    static readonly PackagePin Pin = new("protobuf-net", "3.4.40", "3.4.40~2");

    [Fact]
    public void ARowWhoseLibraryIsNotItsPinsVersionHasMeasuredSomethingElse()
    {
        var cell = new Cell(new RuntimeVariant("net10.0", Variant.Jit, Pin), TestKind.Combined, Pin.On("ProtobufNet"), 1);
        var host = new BuiltHost(cell.Target, "/nowhere/SerializerTests", null);
        var row = new SideBySideBuild().Label(cell, host, new ResultRow { Serializer = new("ProtobufNet"), LibraryVersion = "3.4.40", Status = ResultStatus.Ok });
        Assert.Equal(("ProtobufNet@3.4.40~2", "protobuf-net=3.4.40~2"), (row.Serializer, row.Package));
        Assert.Null(SideBySideBuild.Mismatch(cell, row));
        Assert.Equal("built with protobuf-net 3.4.40, but the child loaded protobuf-net 3.2.52", SideBySideBuild.Mismatch(cell, row with { LibraryVersion = "3.2.52" }));
        // A row that already says why it has no number keeps its own reason; a cell of the run's own versions is not checked.
        Assert.Null(SideBySideBuild.Mismatch(cell, row with { LibraryVersion = "3.2.52", Status = ResultStatus.Failed }));
        var own = cell with { Target = cell.Target.Unpinned, Serializer = new("ProtobufNet") };
        Assert.Null(SideBySideBuild.Mismatch(own, row with { LibraryVersion = "3.2.52" }));
    }
}

[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class SideBySideEndToEndTests
{
    [Fact]
    public async Task TheSameVersionTwiceIsTwoBuildsMeasuredInTheSameRoundsAndCompared()
    {
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#ProtobufNet,#BinaryWriter", "--package", "protobuf-net=3.4.40,3.4.40", "--runtimes", "net10.0",
            "--variants", "jit", "--launches", "2", "--processes", "2", "--N", "1,10", "--out", RunAllRun.NewOutputRoot()]);
        Assert.Equal(0, run.ExitCode);
        var rows = RunAllRun.Read(run.CombinedCsv);
        Assert.All(rows, r => Assert.Equal(ResultStatus.Ok, r.Status));
        var pinned = rows.Where(r => r.Serializer.IsPinned).ToList();
        Assert.Equal(["ProtobufNet@3.4.40", "ProtobufNet@3.4.40~2"], pinned.Select(r => r.Serializer.ToString()).Distinct().Order());
        Assert.All(pinned, r => Assert.Equal(("3.4.40", "protobuf-net=" + r.Serializer.PinLabel), (r.LibraryVersion, r.Package)));
        // Two builds of one version: the same library file in both, hashed from each build's folder.
        Assert.Single(pinned.Select(r => r.LibrarySha256).Distinct(), h => h is { Length: 64 });
        Assert.DoesNotContain(rows, r => r.Serializer == "ProtobufNet");
        Assert.All(rows.Where(r => r.Serializer == "BinaryWriter"), r => Assert.True(string.IsNullOrEmpty(r.Package)));

        var cells = TsvFile.Read<SideBySideRow>(Path.Combine(run.Folder, RunFolder.Files.SideBySide));
        // Steady state: N = 1 and 10, two operations; first calls: four root types, two operations; every one paired over both rounds.
        Assert.Equal(2 * 2 + 4 * 2, cells.Count);
        Assert.All(cells, c => Assert.Equal(("package protobuf-net", "3.4.40", "3.4.40~2", "ProtobufNet", 2), (c.Factor, c.A, c.B, c.Serializer, c.Rounds)));
        Assert.Contains("### protobuf-net 3.4.40 → 3.4.40~2", File.ReadAllText(Path.Combine(run.Folder, RunFolder.Files.Summary)));
        string report = File.ReadAllText(Path.Combine(run.Folder, RunFolder.Files.Report));
        Assert.Contains("data-table=\"side-by-side\"", report);
        Assert.Contains("<section id=\"side-by-side-1\" data-section=\"side-by-side\">", report);
        string environment = File.ReadAllText(Path.Combine(run.Folder, RunFolder.Files.Environment));
        Assert.Contains("Build net10.0 JIT (protobuf-net=3.4.40~2): ", environment);
        Assert.Contains(run.Lines, l => l.StartsWith("side by side protobuf-net=3.4.40~2: 1 build ", StringComparison.Ordinal));

        // Resuming it with other versions would mix two runs' builds: refused, and the folder left as it was.
        var before = Directory.GetFiles(run.Folder, "*", SearchOption.AllDirectories).ToDictionary(f => f, File.GetLastWriteTimeUtc);
        var other = await RunAllRun.InProcess(["--resume", run.Folder, "--package", "protobuf-net=3.2.52"]);
        Assert.Equal(2, other.ExitCode);
        Assert.Equal($"RunAll: error: --resume: {run.Folder} measured --package protobuf-net=3.4.40,3.4.40, this command asks for --package protobuf-net=3.2.52; "
            + "resume without --package (the folder keeps its own), or start a new run", other.Error.Trim());
        Assert.Equal(before, Directory.GetFiles(run.Folder, "*", SearchOption.AllDirectories).ToDictionary(f => f, File.GetLastWriteTimeUtc));

        await ReportReadsTheAnalysisAndRecomputesOnlyWhatIsMissingOrDamaged(run.Folder, cells);
    }

    /// <summary>`report DIR` renders SideBySide.csv as the analysis step wrote it (a verdict changed in the file is the page's), and
    /// recomputes it from raw/ only where it is missing or damaged, saying so in one line.</summary>
    static async Task ReportReadsTheAnalysisAndRecomputesOnlyWhatIsMissingOrDamaged(string folder, IReadOnlyList<SideBySideRow> cells)
    {
        string path = Path.Combine(folder, RunFolder.Files.SideBySide);
        string summary = Path.Combine(folder, RunFolder.Files.Summary);
        TsvFile.Write(path, [cells[0] with { Verdict = Verdict.Slower }, .. cells.Skip(1).Select(c => c with { Verdict = Verdict.Same })]);
        var edited = await RunAllRun.InProcess(["report", folder]);
        Assert.Equal(0, edited.ExitCode);
        Assert.DoesNotContain(edited.Lines, l => l.Contains("recomputed", StringComparison.Ordinal));
        Assert.Contains($"{cells.Count} cells: 0 faster, 1 slower, {cells.Count - 1} same, 0 inconclusive", File.ReadAllText(summary));

        foreach (var (damage, why) in new[] { ((Action)(() => File.Delete(path)), "not in the folder"), (() => File.WriteAllText(path, "Factor\tA\n"), "damaged") })
        {
            damage();
            var report = await RunAllRun.InProcess(["report", folder]);
            Assert.Equal(0, report.ExitCode);
            Assert.Single(report.Lines, l => l.StartsWith($"{RunFolder.Files.SideBySide}: {why}", StringComparison.Ordinal)
                && l.EndsWith($"its {cells.Count} cells recomputed from raw/.", StringComparison.Ordinal));
            Assert.Equal(cells, TsvFile.Read<SideBySideRow>(path));
        }
    }

    [Fact]
    public async Task UntilDecidedAddsRoundsToBothBuildsJudgesThemAsRepeatedLooksAndAResumeFindsThem()
    {
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#ProtobufNet", "--package", "protobuf-net=3.4.40,3.4.40", "--runtimes", "net10.0",
            "--variants", "jit", "--launches", "2", "--processes", "2", "--N", "1", "--no-hostile", "--until-decided", "0.3", "--out", RunAllRun.NewOutputRoot()]);
        Assert.Equal(0, run.ExitCode);
        var added = Directory.GetFiles(Path.Combine(run.Folder, RunFolder.Files.Cells)).Select(Path.GetFileNameWithoutExtension)
            .Where(f => Cell.RoundOf(f!) > 2).ToList();
        // A and B get every added round together.
        Assert.NotEmpty(added);
        Assert.Equal(added.Count(f => f!.Contains("_protobuf-net@3.4.40_", StringComparison.Ordinal)),
            added.Count(f => f!.Contains("_protobuf-net@3.4.40~2_", StringComparison.Ordinal)));
        var cells = TsvFile.Read<SideBySideRow>(Path.Combine(run.Folder, RunFolder.Files.SideBySide));
        Assert.All(cells, c => Assert.Equal(SequentialDesign.UntilDecided.Looks, c.Looks));
        Assert.Contains(cells, c => c.Rounds > 2);
        Assert.Contains(run.Lines, l => l.StartsWith("Until decided: protobuf-net 3.4.40 → 3.4.40~2: ", StringComparison.Ordinal) && l.Contains(" cells decided"));
        Assert.Contains("repeated interval, valid at each of up to 10 looks", File.ReadAllText(Path.Combine(run.Folder, RunFolder.Files.Summary)));
        // The combined CSV pools the added launches with the planned ones.
        var firstCalls = RunAllRun.Read(run.CombinedCsv).Where(r => r.Test == TestKind.FirstCall.Name() && r.Serializer.IsPinned).ToList();
        Assert.Contains(firstCalls, r => r.Processes > 2);

        int done = Directory.GetFiles(Path.Combine(run.Folder, RunFolder.Files.Cells)).Length;
        var resumed = await RunAllRun.InProcess(["--resume", run.Folder]);
        Assert.Equal(0, resumed.ExitCode);
        Assert.Contains(resumed.Lines, l => l.StartsWith($"Resuming: {done} of {done} cells already done", StringComparison.Ordinal));
        // A resumed run goes on from the rounds it finds: none is lost, and it may add more.
        Assert.All(cells.Zip(TsvFile.Read<SideBySideRow>(Path.Combine(run.Folder, RunFolder.Files.SideBySide))), p => Assert.True(p.Second.Rounds >= p.First.Rounds));
    }

    [Fact]
    public async Task AVersionTheSourceDoesNotServeIsOneLineBeforeAnythingIsBuiltOrWritten()
    {
        string root = RunAllRun.NewOutputRoot();
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#ProtobufNet", "--package", "protobuf-net=3.4.40,0.0.1", "--out", root]);
        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("RunAll: error: --package protobuf-net=0.0.1: the package does not restore here (NU1102: Unable to find package protobuf-net with version (= 0.0.1)", line);
        Assert.Empty(Directory.EnumerateFileSystemEntries(root));
        Assert.False(Directory.Exists(Path.Combine(SerializerTests.RunAll.RepositoryLayout.ArtifactsPath(SerializerTests.RunAll.RepositoryLayout.FindRoot()!),
            $"{HostToolchain.SdkRuntime}-JIT_protobuf-net@0.0.1")));
    }
}
