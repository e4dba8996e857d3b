using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Hostile;

namespace SerializerTests.Tests.RunAll;

public class ShardTests
{
    static readonly RuntimeVariant Jit = new("net10.0", Variant.Jit), Aot = new("net10.0", Variant.NativeAot);
    static readonly string[] Serializers = ["MessagePack", "MemoryPack", "ProtobufNet"];
    static readonly RunSettings Whole = new() { Quick = true, Processes = 4, Launches = 5, Seed = 11 };

    static IReadOnlyList<Cell> Plan(Shard? shard) => RunPlan.Cells(Whole with { Shard = shard }, [Jit, Aot], Serializers);

    [Theory]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    public void TheShardsTogetherAreTheWholeRunEachCellOnceInTheWholeRunsOrder(int count)
    {
        var whole = Plan(null);
        var shards = Enumerable.Range(1, count).Select(k => Plan(new Shard(k, count))).ToList();
        Assert.Equal(whole.Count, shards.Sum(s => s.Count));
        Assert.Equal(whole.ToHashSet(), shards.SelectMany(s => s).ToHashSet());
        // Each shard launches its cells in the order the unsharded run would.
        Assert.All(shards, shard => Assert.Equal(whole.Where(shard.Contains), shard));
    }

    [Fact]
    public void EachShardIsACompleteBlockEveryUnitAndChildMeasuredAsOftenAsInTheOthers()
    {
        var units = Plan(null).Select(c => c with { Launch = 0 }).ToHashSet();
        for (int k = 1; k <= 2; k++)
        {
            var shard = Plan(new Shard(k, 2));
            var perUnit = shard.GroupBy(c => c with { Launch = 0 }).ToDictionary(g => g.Key, g => g.Count());
            Assert.Equal(units, perUnit.Keys.ToHashSet());
            // 4 processes and 5 launches over 2 shards: 2 processes each; launches 3 and 2.
            Assert.All(perUnit, p => Assert.Equal(p.Key.Test == TestKind.FirstCall ? (k == 1 ? 3 : 2) : 2, p.Value));
        }
    }

    [Fact]
    public void AShardNeedsAWholeRoundOfBothKinds()
    {
        Assert.Null(RunPlan.ShardError(Whole with { Shard = new(4, 4) }));
        string error = RunPlan.ShardError(Whole with { Shard = new(1, 5) })!;
        Assert.Equal("--shard 1/5: a shard takes whole rounds, and this run has 5 launches per first-call child (--launches) and 4 processes per "
            + "steady-state unit (--processes); give both at least 5", error);
        Assert.NotNull(RunPlan.ShardError(Whole with { Shard = new(1, 6) }));
    }

    [Fact]
    public void HostileGroupsAreDealtRoundRobinNoneTwiceNoneLeftOut()
    {
        var groups = HostileMeasurement.Groups([new("MessagePack"), new("MemoryPack"), new("ProtobufNet"), new("SystemTextJson")], ["bookshelf", "person"]);
        var dealt = Enumerable.Range(1, 3).Select(k => HostileMeasurement.Mine(groups, new Shard(k, 3))).ToList();
        Assert.Equal(groups, dealt.SelectMany(d => d).OrderBy(g => groups.ToList().IndexOf(g)));
        Assert.Equal(groups.Count, dealt.SelectMany(d => d).Distinct().Count());
        Assert.All(dealt, d => Assert.InRange(d.Count, groups.Count / 3, groups.Count / 3 + 1));
    }

    [Fact]
    public void EachShardsFloorIsItsOwnPartTheirSumTheWholeRunsChildrenAndHostileInput()
    {
        double Minutes(Shard? shard, string label)
        {
            var options = Whole with { Shard = shard };
            var plan = RunPlan.Cells(options, [Jit, Aot], Serializers);
            var work = new SerializerTests.RunAll.Steps.RunWork(options, "", Serializers, new("", ""), [Jit, Aot], plan, plan, []);
            return SerializerTests.RunAll.Steps.StepRunner.Floor(SerializerTests.RunAll.Running.BenchmarkCommand.Steps(), work).Parts
                .Single(p => p.Label.EndsWith(label, StringComparison.Ordinal)).Time.TotalMinutes;
        }
        foreach (var label in new[] { "first-call launches", "fixed cost", "hostile input", "versioning" })
            Assert.Equal(Minutes(null, label), Minutes(new(1, 2), label) + Minutes(new(2, 2), label), 6);
        Assert.True(Minutes(new(1, 2), "fixed cost") < Minutes(null, "fixed cost"));
    }

    [Theory]
    [InlineData("1/4", 1, 4)]
    [InlineData("4/4", 4, 4)]
    [InlineData("1/1", 1, 1)]
    [InlineData("0/4", 0, 0)]
    [InlineData("5/4", 0, 0)]
    [InlineData("1/0", 0, 0)]
    [InlineData("-1/4", 0, 0)]
    [InlineData("1", 0, 0)]
    [InlineData("a/b", 0, 0)]
    public void AShardIsKOfN(string text, int index, int count) =>
        Assert.Equal(index == 0 ? null : new Shard(index, count), Shard.Parse(text));

    [Fact]
    public void TheCommandLineTakesAShardAndRefusesANonsenseOne()
    {
        var (arguments, error) = RunAllCommandLine.Parse(["--quick", "--shard", "2/3"], TextWriter.Null);
        Assert.Null(error);
        Assert.Equal(new Shard(2, 3), arguments!.Shard);
        var (_, bad) = RunAllCommandLine.Parse(["--shard", "3/2"], TextWriter.Null);
        Assert.Equal("--shard: '3/2' is not k/n with 1 ≤ k ≤ n, such as 1/4", bad);
    }
}
