namespace SerializerTests.Tests.RunAll;

public class RunPlanTests
{
    static readonly RuntimeVariant[] Targets = [new("net10.0", Variant.Jit), new("net10.0", Variant.ReadyToRun), new("net10.0", Variant.NativeAot)];
    static readonly string[] Serializers = ["A", "B", "C", "D", "E", "F", "G", "H"];

    static List<Cell> FirstCalls(RunSettings options) => [.. RunPlan.Cells(options, Targets, Serializers).Where(c => c.Test == TestKind.FirstCall)];

    [Fact]
    public void FirstCallsRunInRoundsOfEveryChildOnceEachRoundInAnOrderOfItsOwn()
    {
        var options = new RunSettings { Launches = 5, Seed = 42 };
        var cells = FirstCalls(options);
        int children = Targets.Length * Serializers.Length;
        Assert.Equal(children * 5, cells.Count);
        var rounds = cells.Chunk(children).ToList();
        for (int round = 0; round < rounds.Count; round++)
        {
            // A round holds every child exactly once, all numbered by that round: no launch of a child runs before the last round ended.
            Assert.All(rounds[round], c => Assert.Equal(round + 1, c.Launch));
            Assert.Equal(children, rounds[round].Select(c => (c.Target, c.Serializer)).Distinct().Count());
        }
        var orders = rounds.Select(r => string.Join(' ', r.Select(c => $"{c.Target.Key}/{c.Serializer}"))).ToList();
        Assert.Equal(orders.Count, orders.Distinct().Count());
        // Not variant after variant (two changes of variant in a round): the variants are interleaved within a round.
        Assert.All(rounds, r => Assert.True(r.Zip(r.Skip(1)).Count(p => p.First.Target != p.Second.Target) > Targets.Length - 1));
    }

    [Fact]
    public void TheSeedDecidesTheOrderAndTheLaunchesDoNotMoveTheSteadyState()
    {
        var options = new RunSettings { Launches = 3, Seed = 7 };
        Assert.Equal(RunPlan.Cells(options, Targets, Serializers), RunPlan.Cells(options with { }, Targets, Serializers));
        Assert.NotEqual(FirstCalls(options), FirstCalls(options with { Seed = 8 }));
        var steady = RunPlan.Cells(options, Targets, Serializers).Where(c => c.Test == TestKind.Combined).ToList();
        Assert.Equal(steady, RunPlan.Cells(options with { Launches = 9 }, Targets, Serializers).Where(c => c.Test == TestKind.Combined));
        // Fewer launches are the first rounds of more: a run's first k rounds are what --launches k would have launched first.
        Assert.Equal(FirstCalls(options), FirstCalls(options with { Launches = 9 }).Take(FirstCalls(options).Count));
    }
}
