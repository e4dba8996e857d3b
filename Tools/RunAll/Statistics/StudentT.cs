namespace SerializerTests.RunAll.Statistics;

/// <summary>Two-sided 97.5% quantiles of Student's t distribution, for 95% intervals built from a few process medians.</summary>
public static class StudentT
{
    // t(0.975, df) for df = 1 … 30, from the standard tables.
    static readonly double[] Quantiles975 =
    [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
    ];

    /// <summary>t(0.975) with <paramref name="degreesOfFreedom"/> ≥ 1; past 30 the normal quantile with the first-order correction.</summary>
    public static double Quantile975(int degreesOfFreedom)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(degreesOfFreedom, 1);
        return degreesOfFreedom <= Quantiles975.Length
            ? Quantiles975[degreesOfFreedom - 1]
            : 1.959964 + (1.959964 * 1.959964 * 1.959964 + 1.959964) / (4.0 * degreesOfFreedom);
    }
}
