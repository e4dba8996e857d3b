namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>The unit an axis shows its values in, picked so the largest value reads naturally.</summary>
public sealed record ChartUnit(string Symbol, double Scale)
{
    public static ChartUnit ForSeconds(double largest) => Of(Units.Time, Units.NanosecondsPerSecond, largest);

    public static ChartUnit ForMilliseconds(double largest) => Of(Units.Time, Units.NanosecondsPerMillisecond, largest);

    public static ChartUnit ForBytes(double largest) => Of(Units.Size, 1, largest);

    /// <summary>App sizes in MiB whatever their size, as the footprint table shows them.</summary>
    public static readonly ChartUnit Mebibytes = new(Units.MiB, 1 / Units.BytesPerMiB);

    /// <summary>The unit of <paramref name="quantity"/> that suits <paramref name="largest"/>, given in units of
    /// <paramref name="baseSize"/>.</summary>
    static ChartUnit Of(IReadOnlyList<Unit> quantity, double baseSize, double largest)
    {
        var unit = Units.Pick(quantity, largest * baseSize);
        return new(unit.Symbol, baseSize / unit.Size);
    }

    public double Apply(double value) => value * Scale;

    public string Format(double scaled) => Units.Write(scaled, Symbol);

    /// <summary>An axis tick in the unit of its quantity that suits the tick alone.</summary>
    public string FormatTick(double scaled)
    {
        if (Units.QuantityOf(Symbol) is not { } quantity)
            return $"{Svg.TickLabel(scaled)} {Symbol}";
        double smallest = scaled * quantity.Single(u => u.Symbol == Symbol).Size;
        var unit = Units.Pick(quantity, smallest);
        return $"{Svg.TickLabel(smallest / unit.Size)} {unit.Symbol}";
    }
}
