namespace SerializerTests.Tests.RunAll;

public class StudentTTests
{
    [Theory]
    [InlineData(1, 12.706)]
    [InlineData(2, 4.303)]
    [InlineData(4, 2.776)]
    [InlineData(10, 2.228)]
    [InlineData(30, 2.042)]
    [InlineData(1000, 1.962)]
    public void Quantile975MatchesTheStandardTable(int degreesOfFreedom, double tabled) =>
        Assert.Equal(tabled, StudentT.Quantile975(degreesOfFreedom), 3);

    [Fact]
    public void FractionalDegreesOfFreedomLieBetweenTheirNeighbours()
    {
        double t = StudentT.Quantile975(2.5);
        Assert.True(StudentT.Quantile975(3) < t && t < StudentT.Quantile975(2), $"t(0.975, 2.5) = {t}");
    }

    [Fact]
    public void OtherQuantilesComeFromTheSameDistribution() => Assert.Equal(3.169, StudentT.Quantile(0.995, 10), 1e-3);

    [Fact]
    public void DegreesOfFreedomBelowOneAreRejected()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => StudentT.Quantile975(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => StudentT.Quantile975(0.0));
    }
}

public class MannWhitneyTests
{
    [Fact]
    public void ThePValueIsTheNormalApproximationWithContinuityCorrection()
    {
        // U = 25 of 25: z = (25 - 12.5 - 0.5) / √(25 · 11 / 12) = 2.5067, p = 0.006093 (R: wilcox.test(y, x, "greater", exact = FALSE)).
        double[] x = [1, 2, 3, 4, 5], y = [6, 7, 8, 9, 10];
        Assert.Equal(0.006093, MannWhitney.GreaterPValue(x, y), 1e-6);
        // Seconds per operation at nanosecond scale rank the same: no absolute tolerance merges them into ties.
        Assert.Equal(MannWhitney.GreaterPValue(x, y), MannWhitney.GreaterPValue([.. x.Select(v => v * 1e-10)], [.. y.Select(v => v * 1e-10)]), 12);
    }

    [Fact]
    public void FewerThanThreeValuesOrAllTiedGiveOne()
    {
        Assert.Equal(1, MannWhitney.GreaterPValue([1, 2], [5, 6, 7]));
        Assert.Equal(1, MannWhitney.GreaterPValue([1, 1, 1], [1, 1, 1]));
    }
}
