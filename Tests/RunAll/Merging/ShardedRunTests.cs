using SerializerTests.RunAll.Hostile;

namespace SerializerTests.Tests.RunAll;

/// <summary>A run split into two shards (one interrupted and resumed on the way) and merged is the unsharded run: the same
/// cells, statuses and row counts, versioning and hostile input once each, and a folder report, compare and --resume take.</summary>
[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class ShardedRunTests
{
    static readonly string[] Run = ["--quick", "--serializers", "#BinaryWriter,#GoogleProtobuf", "--runtimes", "net10.0", "--variants", "jit",
        "--launches", "2", "--processes", "2", "--seed", "7", "--N", "1,10"];

    [Fact]
    public async Task TwoShardsMergedAreTheUnshardedRun()
    {
        string root = RunAllRun.NewOutputRoot();
        var whole = await RunAllRun.InProcess([.. Run, "--out", root], hostile: true);
        var one = await RunAllRun.InProcess([.. Run, "--shard", "1/2", "--out", root], hostile: true);
        using var cancelled = new CancellationTokenSource();
        cancelled.Cancel();
        var interrupted = await RunAllRun.InProcess([.. Run, "--shard", "2/2", "--out", root], cancelled.Token, hostile: true);
        Assert.Equal(130, interrupted.ExitCode);
        var two = await RunAllRun.InProcess(["--resume", interrupted.Folder]);
        Assert.True(new[] { whole, one, two }.All(r => r.ExitCode == 0), whole.Output + one.Output + two.Output);
        Assert.EndsWith("_shard1of2", one.Folder);
        // A shard holds its own rounds: the first launch and process of every child and unit in shard 1, the second in shard 2.
        Assert.All(Directory.GetFiles(Path.Combine(one.Folder, RunFolder.Files.Cells)), f => Assert.EndsWith("_launch1.tsv", f));
        Assert.All(Directory.GetFiles(Path.Combine(two.Folder, RunFolder.Files.Cells)), f => Assert.EndsWith("_launch2.tsv", f));

        var merged = await RunAllRun.InProcess(["merge", one.Folder, two.Folder, "--out", root]);
        Assert.True(merged.ExitCode == 0, merged.Error + merged.Output);
        Assert.EndsWith("_merged", merged.Folder);
        Assert.Equal(Keys(RunAllRun.Read(whole.CombinedCsv)), Keys(RunAllRun.Read(merged.CombinedCsv)));
        Assert.Equal(RawKeys(whole.Folder), RawKeys(merged.Folder));
        Assert.Equal(TsvFile.Read<VersioningRow>(Path.Combine(whole.Folder, RunFolder.Files.Versioning)).Select(r => (r.Serializer, r.Change, r.Direction, r.Outcome)),
            TsvFile.Read<VersioningRow>(Path.Combine(merged.Folder, RunFolder.Files.Versioning)).Select(r => (r.Serializer, r.Change, r.Direction, r.Outcome)));
        Assert.Equal(HostileKeys(whole.Folder), HostileKeys(merged.Folder));
        Assert.Equal(TsvFile.Read<HostileSummaryRow>(Path.Combine(whole.Folder, RunFolder.Files.HostileSummary)).Select(r => (r.Serializer, r.Cases, r.Rank)),
            TsvFile.Read<HostileSummaryRow>(Path.Combine(merged.Folder, RunFolder.Files.HostileSummary)).Select(r => (r.Serializer, r.Cases, r.Rank)));
        string environment = File.ReadAllText(Path.Combine(merged.Folder, RunFolder.Files.Environment));
        Assert.Contains($"== Shard 1 of 2: {one.Folder}", environment);
        Assert.Contains($"== Shard 2 of 2: {two.Folder}", environment);
        Assert.True(File.Exists(Path.Combine(merged.Folder, RunFolder.Files.Builds, "shard2-net10.0-JIT.log")));

        // A folder like any other.
        Assert.Equal(0, (await RunAllRun.InProcess(["compare", whole.Folder, merged.Folder])).ExitCode);
        Assert.Equal(0, (await RunAllRun.InProcess(["report", merged.Folder])).ExitCode);
        var resumed = await RunAllRun.InProcess(["--resume", merged.Folder]);
        Assert.Equal(0, resumed.ExitCode);
        Assert.Contains("Resuming: 8 of 8 cells already done.", resumed.Lines);
    }

    [Fact]
    public async Task HostileShardsMergedAreTheUnshardedHostileRun()
    {
        string root = RunAllRun.NewOutputRoot();
        string[] hostile = ["hostile", "--serializers", "#BinaryWriter,#MessagePack", "--dataset", "bookshelf,person", "--N", "1", "--positions", "4", "--out", root];
        var whole = await RunAllRun.InProcess(hostile);
        var one = await RunAllRun.InProcess([.. hostile, "--shard", "1/2"]);
        var two = await RunAllRun.InProcess([.. hostile, "--shard", "2/2"]);
        Assert.True(new[] { whole, one, two }.All(r => r.ExitCode == 0), whole.Output + one.Output + two.Output);
        Assert.EndsWith("_hostile_shard2of2", two.Lines[^1]);
        // MessagePack has a hardened setting: six groups, three a shard.
        Assert.Equal(3, Directory.GetFiles(Path.Combine(one.Lines[^1], RunFolder.Files.HostileGroups)).Length);

        var merged = await RunAllRun.InProcess(["merge", one.Lines[^1], two.Lines[^1], "--out", root]);
        Assert.True(merged.ExitCode == 0, merged.Error + merged.Output);
        string folder = merged.Lines[^1];
        Assert.EndsWith("_hostile_merged", folder);
        Assert.Equal(HostileKeys(whole.Lines[^1]), HostileKeys(folder));
        Assert.Equal(File.ReadAllLines(Path.Combine(whole.Lines[^1], RunFolder.Files.HostileSummary)).Select(l => string.Join('\t', l.Split('\t').Take(8))),
            File.ReadAllLines(Path.Combine(folder, RunFolder.Files.HostileSummary)).Select(l => string.Join('\t', l.Split('\t').Take(8))));
        Assert.True(File.Exists(Path.Combine(folder, RunFolder.Files.Report)) && File.Exists(Path.Combine(folder, RunFolder.Files.Summary)));

        // A benchmark run's shard and a hostile one are not one run.
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter", "--runtimes", "net10.0", "--variants", "jit", "--launches", "2",
            "--processes", "2", "--N", "1", "--shard", "2/2", "--out", root]);
        var mixed = await RunAllRun.InProcess(["merge", one.Lines[^1], run.Folder, "--out", root]);
        Assert.Equal(2, mixed.ExitCode);
        Assert.StartsWith("RunAll: error: merge: shards of different runs: ", mixed.Error);
    }

    static List<string> Keys(IReadOnlyList<ResultRow> rows) =>
        [.. rows.Select(r => $"{r.Serializer} {r.Objects} {r.Test} {r.Variant} {r.RootType} {r.Status} {r.Processes} {r.SupportsVersioning}").Order(StringComparer.Ordinal)];

    static List<string> RawKeys(string folder) =>
        [.. Directory.GetFiles(Path.Combine(folder, RunFolder.Files.Raw)).SelectMany(f => RunAllRun.Read(f))
            .Select(r => $"{r.Serializer} {r.Objects} {r.Test} {r.Variant} {r.RootType} {r.Launch} {r.Status}").Order(StringComparer.Ordinal)];

    static List<string> HostileKeys(string folder) =>
        [.. TsvFile.Read<HostileRow>(Path.Combine(folder, RunFolder.Files.Hostile)).Select(r => $"{r.Serializer} {r.Setting} {r.Dataset} {r.Case} {r.Outcome}")];
}
