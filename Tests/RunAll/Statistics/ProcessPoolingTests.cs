namespace SerializerTests.Tests.RunAll;

public class ProcessPoolingTests
{
    static ResultRow Process(int launch, params double[] serializeRuns) => new()
    {
        Serializer = new("A"), Objects = 1000, Test = "combined", Status = ResultStatus.Ok, Launch = launch, Runs = 5, Processes = 1,
        SerializeFirstSeconds = 10 * launch, SerializeMedianSeconds = SampleSummary.MedianOf(serializeRuns), SerializeSamples = Samples.Of(serializeRuns),
        SerializeIntervalPercent = 0.1, SerializeRepetitions = 4, SizeBytes = 123,
    };

    [Fact]
    public void ThePooledRowTakesItsStatisticsFromEveryRunAndItsIntervalFromTheProcessMedians()
    {
        var pooled = ProcessPooling.Pool([Process(1, 1.0, 1.1, 0.9), Process(2, 2.0, 2.1, 1.9), Process(3, 3.0, 3.1, 2.9)]);
        Assert.Equal((3, (int?)null, 5), (pooled.Processes, pooled.Launch, pooled.Runs));
        Assert.Equal(2.0, pooled.SerializeMedianSeconds!.Value, 12);
        Assert.Equal(0.9, pooled.SerializeMinSeconds);
        Assert.Equal(2.0, pooled.SerializeSeconds!.Value, 12);
        Assert.Equal(20, pooled.SerializeFirstSeconds);
        Assert.Equal(12, pooled.SerializeRuns);
        Assert.Equal(9, pooled.SerializeSamples!.Count);
        // Medians 1, 2, 3: SD 1, t(0.975, 2) = 0.95 / √(2 · 0.975 · 0.025) = 4.3027 (closed form for 2 degrees of freedom),
        // half-width 4.3027/√3 = 2.484 around the median 2 → 124.2%.
        Assert.Equal(100 * (0.95 / Math.Sqrt(2 * 0.975 * 0.025)) / Math.Sqrt(3) / 2, pooled.SerializeIntervalPercent!.Value, 6);
        Assert.Null(pooled.DeserializeMedianSeconds);
    }

    [Fact]
    public void CollectionsPerThousandArePooledAsTheProcessesMeanAndSurviveTheCsv()
    {
        var pooled = ProcessPooling.Pool([
            Process(1, 1.0) with { SerializeGen0PerThousand = 10, SerializeGen1PerThousand = 2, SerializeGen2PerThousand = 0 },
            Process(2, 1.0) with { SerializeGen0PerThousand = 30, SerializeGen1PerThousand = 1, SerializeGen2PerThousand = 0.5 }]);
        Assert.Equal((20.0, 1.5, 0.25), (pooled.SerializeGen0PerThousand, pooled.SerializeGen1PerThousand, pooled.SerializeGen2PerThousand));
        // Deserialize was not measured: its columns stay empty.
        Assert.Null(pooled.DeserializeGen0PerThousand);

        string path = Path.Combine(TempFolders.New("gc-columns-"), "rows.csv");
        ResultCsv.WriteFile(path, [pooled]);
        var read = Assert.Single(ResultCsv.ReadFile(path));
        Assert.Equal(new CollectionsPerThousand(20, 1.5, 0.25), read.Of(RowOperation.Serialize).Collections);
        Assert.Null(read.Of(RowOperation.Deserialize).Collections);
    }

    [Fact]
    public void IdenticalProcessMediansStillGetTheProcessesOwnPrecisionShrunkByTheirNumber()
    {
        var pooled = ProcessPooling.Pool([Process(1, 1.0, 1.0, 1.0), Process(2, 1.0, 1.0, 1.0), Process(3, 1.0, 1.0, 1.0), Process(4, 1.0, 1.0, 1.0)]);
        Assert.Equal(0.1 / 2, pooled.SerializeIntervalPercent!.Value, 12);
    }

    [Fact]
    public void OneFailedProcessFailsTheRowAndSaysWhich()
    {
        var failed = Process(2, 1.0) with { Status = ResultStatus.Failed, Error = "round trip differs", SerializeMedianSeconds = null, SerializeSamples = null };
        var pooled = ProcessPooling.Pool([Process(1, 1.0, 1.1, 0.9), failed, Process(3, 1.0, 1.1, 0.9)]);
        Assert.Equal((ResultStatus.Failed, "process 2 of 3: round trip differs", 3), (pooled.Status, pooled.Error, pooled.Processes));
    }

    [Fact]
    public void ASingleProcessKeepsItsOwnRow()
    {
        var only = Process(1, 1.0, 1.1, 0.9);
        Assert.Same(only, ProcessPooling.Pool([only]));
    }
}

public class IntervalRankingTests
{
    [Fact]
    public void ValuesTheIntervalsDoNotSeparateShareARankAndTheNextSkipsTheSharedPlaces()
    {
        // 1.00 ±5% and 1.04 ±5% overlap; 1.30 ±5% is apart from both; 1.33 exact lies inside 1.30's interval.
        var ranks = IntervalRanking.Ranks([(1.00, 5), (1.04, 5), (1.30, 5), (1.33, null)]);
        Assert.Equal([1, 1, 3, 3], ranks);
        Assert.Equal(["1=", "1=", "3=", "3="], IntervalRanking.Labels(ranks));
        Assert.Equal(["1", "2"], IntervalRanking.Labels(IntervalRanking.Ranks([(1.0, null), (2.0, null)])));
    }

    [Fact]
    public void TheRatiosIntervalSeparatesWhereTheTwoIntervalsStillOverlap()
    {
        // 1.00 ±5% reaches 1.05, 1.08 ±5% down to 1.026: the intervals overlap, but ln(1.08) = 0.077 exceeds the ratio's
        // half-width √2·ln(1.05) = 0.069. At 1.06 (0.058) it does not.
        Assert.True(RatioInterval.Below(1.00, 5, 1.08, 5));
        Assert.False(RatioInterval.Below(1.00, 5, 1.06, 5));
        Assert.False(RatioInterval.Below(1.08, 5, 1.00, 5));
        Assert.True(RatioInterval.Below(1.00, null, 1.01, null));
        Assert.Equal([1, 2], IntervalRanking.Ranks([(1.00, 5), (1.08, 5)]));
    }

    [Fact]
    public void GroupsFollowTheSortedOrderWhenSeparationIsNotTransitive()
    {
        // 1.06 is within reach of 1.00 and of 1.12, which 1.00 is not: the old "one more than those below" rule gave 1, 1, 2 (a rank
        // that reads as if 1.12 were tied with nothing); groups led by their fastest give 1, 1, 3, and 1.16 joins 1.12's group.
        Assert.Equal([3, 1, 3, 1], IntervalRanking.Ranks([(1.12, 5), (1.06, 5), (1.16, 5), (1.00, 5)]));
        var ranks = IntervalRanking.Ranks([.. new[] { 1.00, 1.03, 1.07, 1.09, 1.2, 1.25, 1.5 }.Select(v => (v, (double?)4))]);
        Assert.Equal(ranks.Order(), ranks);
    }
}
