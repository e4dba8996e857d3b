namespace SerializerTests.Tests.RunAll.Statistics;

public class FalseDiscoveryTests
{
    [Fact]
    public void AP_ValueAboveItsOwnRanksLimitIsADiscoveryWhenALargerOneIsBelowItsLimit()
    {
        // m = 3 at 5%: the limits are 0.0167, 0.0333, 0.05. 0.02 misses its own, 0.021 meets the second's, so both are discoveries.
        Assert.Equal(0.021, FalseDiscovery.Cutoff([0.5, 0.021, 0.02]));
        // 0.004 meets the first limit; 0.039 and 0.041 miss theirs (0.01, 0.015) and nothing above meets its own.
        Assert.Equal(0.004, FalseDiscovery.Cutoff([0.004, 0.039, 0.041, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]));
    }

    [Fact]
    public void NoneIsADiscoveryWhenNoP_ValueMeetsItsLimit()
    {
        double cutoff = FalseDiscovery.Cutoff([0.03, 0.04, 0.9]);
        Assert.True(cutoff < 0.03);
        Assert.True(FalseDiscovery.Cutoff([]) < 0);
    }

    [Fact]
    public void AloneA_P_ValueIsADiscoveryExactlyBelowTheRate() =>
        Assert.Equal([true, false], new[] { 0.049, 0.051 }.Select(p => FalseDiscovery.Cutoff([p]) >= p));
}
