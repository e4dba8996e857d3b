using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.Tests.RunAll;

public class TrimmedMeanTests
{
    [Fact]
    public void TwoOfTenAreCutFromEachEndAndTheStandardErrorIsTheWinsorizedOnes()
    {
        var t = TrimmedMean.Of([7, 1, 100, 3, 2, 9, 4, 8, 5, 6]);
        Assert.Equal(5.5, t.Mean, 12);
        // Winsorized: 3 3 3 4 5 6 7 8 8 8, variance 42.5 / 9; n(n − 1)s²w / (h(h − 1)) with h = 6 kept.
        Assert.Equal(10 * 9 * (42.5 / 9) / (6 * 5), t.Variance, 12);
        Assert.Equal((5, 5), (t.Degrees, TrimmedMean.DegreesOf(10)));
    }

    [Fact]
    public void NoTrimmingIsThePlainMeanAndItsSampleVariance()
    {
        double[] values = [0.3, -0.1, 0.25, 2.0, 0.05];
        var t = TrimmedMean.Of(values, 0);
        double mean = values.Average();
        Assert.Equal(mean, t.Mean, 12);
        Assert.Equal(values.Sum(v => (v - mean) * (v - mean)) / 4, t.Variance, 12);
        Assert.Equal(4, t.Degrees);
        Assert.Equal((1.0, true, 0), (TrimmedMean.Of([1.0]).Mean, double.IsNaN(TrimmedMean.Of([1.0]).Variance),
            TrimmedMean.Of([1.0]).Degrees));
    }

    [Fact]
    public void ARoundInWhichOneBuildFellIntoASlowSpellMovesTheVerdictsRatioLittleAndThePlainMeanMuch()
    {
        var raw = PairedVerdictTests.Run("3.2.52~2", _ => 1.0, rounds: 10).Select(r =>
            r.Launch == 4 && r.Package!.EndsWith("~2", StringComparison.Ordinal)
                ? r with { SerializeMedianSeconds = 2 * r.SerializeMedianSeconds } : r).ToList();
        var serialize = PairedVerdict.Compare(raw).Where(c => c.Operation == "serialize").ToList();
        Assert.All(serialize, c =>
        {
            Assert.InRange(c.Ratio!.Value, 0.99, 1.01);
            Assert.InRange(c.MeanRatio!.Value, 1.06, 1.08);
            Assert.Equal(Verdict.Same, c.Verdict);
        });
        Assert.Contains("20%-trimmed geometric mean", PairedVerdict.Rule(serialize[0]));
    }
}
