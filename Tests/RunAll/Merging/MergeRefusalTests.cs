namespace SerializerTests.Tests.RunAll;

/// <summary><c>RunAll merge</c> refuses, with one line, exit 2 and nothing written, shards that do not make one whole run.</summary>
public sealed class MergeRefusalTests : IDisposable
{
    const string Commit = "0123456789abcdef0123456789abcdef01234567";
    readonly string _root = TempFolders.New("merge-refusal-");
    readonly string _out;

    public MergeRefusalTests() => _out = Directory.CreateDirectory(Path.Combine(_root, "out")).FullName;

    public void Dispose() => Directory.Delete(_root, recursive: true);

    static readonly RunOptionsFile Options = new() { Quick = true, Serializers = ["#BinaryWriter"], Runtimes = ["net10.0"], Seed = 5, Launches = 2, Processes = 2 };

    /// <summary>A shard's folder as a run leaves it: its options, and environment.txt with the commit and the machine.</summary>
    string Shard(int index, int count, RunOptionsFile? options = null, string commit = Commit, string cpu = "Test CPU @ 2.0GHz")
    {
        var folder = RunFolder.CreateNew(Path.Combine(_root, "shards"), (options ?? Options) with { Shard = new Shard(index, count) });
        File.WriteAllText(folder.EnvironmentPath, $"Command line: RunAll --shard {index}/{count}\nCommit: {commit} (clean)\nCPU: {cpu}\nLogical cores: 2\nMemory: {1000 + index} MiB\n");
        return folder.Path;
    }

    async Task<string> RefusalAsync(params string[] args)
    {
        var error = new StringWriter();
        int exitCode = await RunAllApp.RunAsync(["merge", .. args, "--out", _out], TextWriter.Null, error, interactive: false, CancellationToken.None);
        Assert.Equal(2, exitCode);
        Assert.Empty(Directory.EnumerateFileSystemEntries(_out));
        return Assert.Single(error.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries));
    }

    [Fact]
    public async Task ShardsOfDifferentCommits()
    {
        string a = Shard(1, 2), b = Shard(2, 2, commit: "fedcba9876543210fedcba9876543210fedcba98");
        Assert.Equal($"RunAll: error: merge: shards of different commits: 0123456789ab in {a} (shard 1/2), fedcba987654 in {b} (shard 2/2)", await RefusalAsync(a, b));
    }

    [Fact]
    public async Task ShardsOfDifferentOptions()
    {
        string a = Shard(1, 2), b = Shard(2, 2, Options with { PayloadBytes = 10 });
        Assert.Equal($"RunAll: error: merge: shards of different options: {a} (shard 1/2) and {b} (shard 2/2) differ in PayloadBytes", await RefusalAsync(a, b));
    }

    [Fact]
    public async Task ShardsOfDifferentSeeds()
    {
        string a = Shard(1, 2), b = Shard(2, 2, Options with { Seed = 6 });
        Assert.Equal($"RunAll: error: merge: shards of different seeds: 5 in {a} (shard 1/2), 6 in {b} (shard 2/2); give every shard the same --seed", await RefusalAsync(a, b));
    }

    [Fact]
    public async Task AShardGivenTwice()
    {
        string a = Shard(1, 2), b = Shard(1, 2);
        Assert.Equal($"RunAll: error: merge: shard 1 of 2 given twice: {a} and {b}", await RefusalAsync(a, b));
        Assert.Equal($"RunAll: error: merge: '{a}' given twice", await RefusalAsync(a, a));
    }

    [Fact]
    public async Task AMissingShardIsNamed()
    {
        string a = Shard(1, 3), c = Shard(3, 3);
        Assert.Equal("RunAll: error: merge: shard 2 of 3 missing", await RefusalAsync(a, c));
    }

    /// <summary>Shard 2 of 2 with a damaged cell of its own, or shard 1 with a cell of shard 2's round: each named.</summary>
    [Theory]
    [InlineData(2, "not a\tresult file\n\u0000\u0001", null)]
    [InlineData(1, "", "not a cell of shard 1/2's rounds")]
    public async Task ACellFileThatCannotBeMergedIsNamed(int inShard, string content, string? why)
    {
        string a = Shard(1, 2), b = Shard(2, 2);
        string cell = Path.Combine(inShard == 1 ? a : b, RunFolder.Files.Cells, "net10.0-JIT_combined_BinaryWriter_launch2.tsv");
        File.WriteAllText(cell, content);
        string refusal = await RefusalAsync(a, b);
        Assert.StartsWith($"RunAll: error: merge: {cell}: {why}", refusal);
        Assert.True(why is not null || refusal.Length > $"RunAll: error: merge: {cell}: ".Length, refusal);
    }

    [Fact]
    public async Task AFolderOfARunThatWasNotShardedOrOfAnotherCount()
    {
        var whole = RunFolder.CreateNew(Path.Combine(_root, "whole"), Options).Path;
        string a = Shard(1, 2);
        Assert.Equal($"RunAll: error: merge: '{whole}' is not a shard: its run had no --shard", await RefusalAsync(a, whole));
        string other = Shard(2, 3);
        Assert.Equal($"RunAll: error: merge: shards of different runs: {a} (shard 1/2) and {other} (shard 2/3)", await RefusalAsync(a, other));
    }

    [Fact]
    public async Task MachinesOfDifferentKindsUnlessAllowed()
    {
        string a = Shard(1, 2), b = Shard(2, 2, cpu: "Other CPU @ 3.1GHz");
        Assert.Equal($"RunAll: error: merge: shards from different kinds of machine: 'CPU: Test CPU @ 2.0GHz; Logical cores: 2' in {a} (shard 1/2), "
            + $"'CPU: Other CPU @ 3.1GHz; Logical cores: 2' in {b} (shard 2/2); add --allow-mixed-machines to merge them anyway (docs/methodology.md, \"Running wide\")",
            await RefusalAsync(a, b));
    }
}
