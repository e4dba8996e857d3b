using System.Globalization;

namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>The unit an axis shows its values in, picked so the largest value reads naturally (12.3 ms, not 0.0123 s).</summary>
public sealed record ChartUnit(string Symbol, double Scale)
{
    public static ChartUnit ForSeconds(double largest) => largest switch
    {
        >= 1 => new("s", 1),
        >= 1e-3 => new("ms", 1e3),
        >= 1e-6 => new("µs", 1e6),
        _ => new("ns", 1e9),
    };

    public static ChartUnit ForMilliseconds(double largest) => largest >= 1000 ? new("s", 1e-3) : new("ms", 1);

    /// <summary>One value outside a chart, in the unit that suits it alone.</summary>
    public static string FormatMilliseconds(double milliseconds)
    {
        var unit = ForMilliseconds(milliseconds);
        return unit.Format(unit.Apply(milliseconds));
    }

    public static ChartUnit ForBytes(double largest) => largest switch
    {
        >= 1 << 20 => new("MiB", 1.0 / (1 << 20)),
        >= 1 << 10 => new("KiB", 1.0 / (1 << 10)),
        _ => new("bytes", 1),
    };

    public double Apply(double value) => value * Scale;

    public string Format(double scaled) => scaled.ToString(scaled >= 100 ? "F0" : scaled >= 10 ? "F1" : scaled >= 1 ? "F2" : "G3", CultureInfo.InvariantCulture) + " " + Symbol;
}
