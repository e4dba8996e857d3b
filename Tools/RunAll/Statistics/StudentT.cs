namespace SerializerTests.RunAll.Statistics;

/// <summary>Quantiles of Student's t distribution, for 95% intervals built from a few process medians.</summary>
public static class StudentT
{
    public static double Quantile975(int degreesOfFreedom)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(degreesOfFreedom, 1);
        return Quantile975((double)degreesOfFreedom);
    }

    /// <summary>Fractional degrees of freedom, as moderated variances have.</summary>
    public static double Quantile975(double degreesOfFreedom) => Quantile(0.975, degreesOfFreedom);

    public static double Quantile(double p, double degreesOfFreedom)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(p);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(p, 1);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(degreesOfFreedom);
        return MathNet.Numerics.Distributions.StudentT.InvCDF(0, 1, degreesOfFreedom, p);
    }

    /// <summary>P(T &gt; <paramref name="t"/>).</summary>
    public static double UpperTail(double t, double degreesOfFreedom) =>
        MathNet.Numerics.Distributions.StudentT.CDF(0, 1, degreesOfFreedom, -t);
}
