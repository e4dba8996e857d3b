namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>A bar chart's value axis, in the chart's unit.</summary>
public sealed record BarScale(double Floor, double Ceiling, bool Logarithmic, IReadOnlyList<double> Ticks)
{
    /// <summary>Zero to the first round step at or above the largest value, a tick per step.</summary>
    public static BarScale Linear(double largest)
    {
        double step = Svg.NiceStep(largest), ceiling = Math.Max(step, Math.Ceiling(largest / step) * step);
        return new(0, ceiling, false,
            [.. Enumerable.Range(0, (int)Math.Round(ceiling / step) + 1).Select(i => i * step)]);
    }

    /// <summary>From the decade at or below half the smallest value to the decade at or above the largest, a tick per
    /// decade.</summary>
    public static BarScale Decades(double smallest, double largest)
    {
        if (!(smallest > 0 && largest >= smallest))
            (smallest, largest) = (1, 1);
        int low = (int)Math.Floor(Math.Log10(smallest / 2)), high = (int)Math.Ceiling(Math.Log10(largest));
        return new(Math.Pow(10, low), Math.Pow(10, high), true,
            [.. Enumerable.Range(low, high - low + 1).Select(d => Math.Pow(10, d))]);
    }

    /// <summary>Where <paramref name="value"/> lies from the floor to the ceiling.</summary>
    public double Fraction(double value)
    {
        double clamped = Math.Clamp(value, Floor, Ceiling);
        return Logarithmic ? Math.Log10(clamped / Floor) / Math.Log10(Ceiling / Floor) : clamped / Ceiling;
    }
}
