namespace SerializerTests.RunAll.Statistics;

/// <summary>Quantiles of Student's t distribution, for 95% intervals built from a few process medians.</summary>
public static class StudentT
{
    /// <summary>t(0.975) with <paramref name="degreesOfFreedom"/> ≥ 1.</summary>
    public static double Quantile975(int degreesOfFreedom)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(degreesOfFreedom, 1);
        return Quantile975((double)degreesOfFreedom);
    }

    /// <summary>t(0.975) with any <paramref name="degreesOfFreedom"/> &gt; 0: moderated variances have fractional ones.</summary>
    public static double Quantile975(double degreesOfFreedom) => Quantile(0.975, degreesOfFreedom);

    /// <summary>The <paramref name="p"/> quantile (0 &lt; p &lt; 1) of the standard t distribution with <paramref name="degreesOfFreedom"/> &gt;
    /// 0.</summary>
    public static double Quantile(double p, double degreesOfFreedom)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(p);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(p, 1);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(degreesOfFreedom);
        return MathNet.Numerics.Distributions.StudentT.InvCDF(0, 1, degreesOfFreedom, p);
    }

    /// <summary>P(T &gt; <paramref name="t"/>) for the standard t distribution with <paramref name="degreesOfFreedom"/> &gt; 0.</summary>
    public static double UpperTail(double t, double degreesOfFreedom) => MathNet.Numerics.Distributions.StudentT.CDF(0, 1, degreesOfFreedom, -t);
}
