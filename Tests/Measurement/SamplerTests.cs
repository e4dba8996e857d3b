using SerializerTests.Measurement;

namespace SerializerTests.Tests.Measurement;

public class SamplerTests
{
    [Fact]
    public void SummaryReportsFirstApartAndStatisticsOverTheRest()
    {
        var summary = SampleSummary.From(first: 10, steady: [4, 1, 3], repetitions: 8, allocatedBytesPerOp: 5);
        Assert.Equal((10.0, 8.0 / 3, 3.0, 1.0), (summary.First, summary.Mean, summary.Median, summary.Min));
    }

    [Fact]
    public void MedianOfAnEvenCountAveragesTheMiddlePair() => Assert.Equal(2.5, SampleSummary.MedianOf([4, 1, 2, 3]));

    [Fact]
    public void SingleRunReportsThatRunEverywhere()
    {
        var summary = new OperationSampler(new MeasurementPolicy(1, TimeSpan.FromMilliseconds(1))).Measure(() => { });
        Assert.Equal(summary.First, summary.Median);
        Assert.Equal(1, summary.Repetitions);
    }

    [Fact]
    public void FastOperationsAreRepeatedUntilARunIsLongEnough()
    {
        int calls = 0;
        var summary = new OperationSampler(new MeasurementPolicy(3, TimeSpan.FromMilliseconds(5))).Measure(() => calls++);
        Assert.True(summary.Repetitions > 1000, $"repetitions {summary.Repetitions}");
        // cold call + pilot + two timed runs
        Assert.True(calls >= 1 + 2 * summary.Repetitions);
    }

    [Fact]
    public void AllocationsAreCountedPerOperation()
    {
        byte[]? keep = null;
        var summary = new OperationSampler(new MeasurementPolicy(3, TimeSpan.FromMilliseconds(2))).Measure(() => keep = new byte[1000]);
        Assert.NotNull(keep);
        Assert.InRange(summary.AllocatedBytesPerOp, 1000, 1100);
    }
}
