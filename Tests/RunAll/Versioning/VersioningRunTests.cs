using AngleSharp.Html.Parser;
using SerializerTests.RunAll.Columns;
using SerializerTests.RunAll.Versioning;
using SerializerTests.Versioning;

namespace SerializerTests.Tests.RunAll;

[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class VersioningRunTests
{
    [Fact]
    public async Task VersioningWritesTheMatrixAndEndsWithItsFolder()
    {
        var run = await RunAllRun.InProcess(["versioning", "--serializers", "#ProtobufNet,#MemoryPack,#AllocPerf", "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        string folder = run.Lines[^1];
        Assert.EndsWith(VersioningCommand.FolderSuffix, folder);
        var rows = TsvFile.Read<VersioningRow>(Path.Combine(folder, RunFolder.Files.Versioning));
        Assert.Equal(16, rows.Count(r => r.Serializer == "ProtobufNet"));
        Assert.Equal(VersioningOutcome.Unsupported, Assert.Single(rows, r => r.Serializer == "AllocPerf").Outcome);

        var page = new HtmlParser().ParseDocument(File.ReadAllText(Path.Combine(folder, "report.html")));
        var reordered = page.QuerySelector("table[data-table='versioning-matrix'] tr[data-serializer='MemoryPack'] td[data-column='members-reordered']")!;
        Assert.Equal("wrong / wrong", reordered.TextContent);
        Assert.Contains("danger", reordered.ClassList);
        Assert.Contains("safe", page.QuerySelector("table[data-table='versioning-matrix'] tr[data-serializer='ProtobufNet'] td[data-column='member-renamed']")!.ClassList);
        Assert.Contains("| MemoryPack |", File.ReadAllText(Path.Combine(folder, "summary.md")));
    }

    [Fact]
    public async Task ColumnElevenOfARunComesFromItsVersioningMeasurement()
    {
        var run = await RunAllRun.InProcess(["--quick", "--runs", "3", "--precision", "0", "--serializers", "#ProtobufNet,#MemoryPack,#AllocPerf", "--runtimes", "net10.0",
            "--variants", "jit", "--launches", "1", "--N", "1", "--processes", "1", "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        var versioningRows = TsvFile.Read<VersioningRow>(Path.Combine(run.Folder, RunFolder.Files.Versioning));
        Assert.All(versioningRows, r => Assert.Equal(("net10.0", "JIT"), (r.Runtime, r.Variant)));
        var measured = VersioningVerdicts.Of(versioningRows);
        Assert.Equal((true, false, null), (measured[("ProtobufNet", "net10.0", "JIT")], measured[("MemoryPack", "net10.0", "JIT")], measured[("AllocPerf", "net10.0", "JIT")]));
        var rows = RunAllRun.Read(run.CombinedCsv);
        Assert.All(rows, r => Assert.Equal(measured[(r.Serializer, r.Runtime!, r.Variant!)], r.SupportsVersioning));
        Assert.Contains("One variant only", File.ReadAllText(Path.Combine(run.Folder, RunFolder.Files.VersioningVariants)));
        Assert.Contains(run.Lines, l => l.StartsWith("versioning ", StringComparison.Ordinal) && l.EndsWith("column 11: a child per serializer", StringComparison.Ordinal));
    }
}
