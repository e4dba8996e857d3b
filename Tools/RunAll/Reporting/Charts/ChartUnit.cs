using System.Globalization;

namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>The unit an axis shows its values in, picked so the largest value reads naturally (12.3 ms, not 0.0123 s).</summary>
public sealed record ChartUnit(string Symbol, double Scale)
{
    /// <summary>The units of one quantity, largest first, each with its size in the smallest (whole numbers, so every scale is exact).</summary>
    static readonly (string Symbol, double Size)[] Time = [("s", 1e9), ("ms", 1e6), ("µs", 1e3), ("ns", 1)];
    static readonly (string Symbol, double Size)[] Bytes = [("MiB", 1 << 20), ("KiB", 1 << 10), ("bytes", 1)];

    public static ChartUnit ForSeconds(double largest) => Pick(Time, Time[0].Size, largest);

    public static ChartUnit ForMilliseconds(double largest) => Pick(Time[..2], Time[1].Size, largest);

    /// <summary>One value outside a chart, in the unit that suits it alone.</summary>
    public static string FormatMilliseconds(double milliseconds) => Alone(ForMilliseconds(milliseconds), milliseconds);

    public static ChartUnit ForBytes(double largest) => Pick(Bytes, 1, largest);

    /// <summary>A size outside a chart ("3.01 MiB", "366 KiB"), in the unit that suits it alone.</summary>
    public static string FormatBytes(double bytes) => Alone(ForBytes(bytes), bytes);

    static string Alone(ChartUnit unit, double value) => unit.Format(unit.Apply(value));

    /// <summary>The largest of <paramref name="units"/> in which <paramref name="largest"/> (in units of <paramref name="baseSize"/>) is at
    /// least 1, else the smallest.</summary>
    static ChartUnit Pick((string Symbol, double Size)[] units, double baseSize, double largest)
    {
        var (symbol, size) = units.FirstOrDefault(u => largest >= u.Size / baseSize, units[^1]);
        return new(symbol, baseSize / size);
    }

    public double Apply(double value) => value * Scale;

    public string Format(double scaled) => scaled.ToString(scaled >= 100 ? "F0" : scaled >= 10 ? "F1" : scaled >= 1 ? "F2" : "G3", CultureInfo.InvariantCulture) + " " + Symbol;

    /// <summary>An axis tick (a scaled value) in the unit of its quantity that suits the tick alone: a log axis spans decades, and
    /// "100 µs" reads where "0.0001 s" does not. A unit of no quantity listed here keeps its own symbol.</summary>
    public string FormatTick(double scaled)
    {
        var quantity = new[] { Time, Bytes }.FirstOrDefault(q => q.Any(u => u.Symbol == Symbol));
        if (quantity is null)
            return $"{Svg.TickLabel(scaled)} {Symbol}";
        double smallest = scaled * quantity.Single(u => u.Symbol == Symbol).Size;
        // A decade computed as a power of ten may land a hair below the unit it is (0.001 s as 999999.9999 ns).
        var (symbol, size) = quantity.FirstOrDefault(u => smallest >= u.Size * (1 - 1e-9), quantity[^1]);
        return $"{Svg.TickLabel(smallest / size)} {symbol}";
    }
}
