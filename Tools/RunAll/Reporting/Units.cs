using System.Globalization;

namespace SerializerTests.RunAll.Reporting;

/// <summary>A unit of one quantity and its size in that quantity's smallest unit.</summary>
public sealed record Unit(string Symbol, double Size);

/// <summary>How every page writes a size or a duration.</summary>
public static class Units
{
    public const string MiB = "MiB", KiB = "KiB", ByteSymbol = "bytes";

    public const double BytesPerKiB = 1 << 10, BytesPerMiB = 1 << 20;

    public const double NanosecondsPerSecond = 1e9, NanosecondsPerMillisecond = 1e6;

    /// <summary>Largest first; every size a whole number, so every scale between two units is exact.</summary>
    public static readonly IReadOnlyList<Unit> Time =
        [new("s", NanosecondsPerSecond), new("ms", NanosecondsPerMillisecond), new("µs", 1e3), new("ns", 1)];

    /// <summary>Largest first, powers of two: a "MB" of 2^20 bytes would be 5% off the MB a reader of SI units takes it
    /// for.</summary>
    public static readonly IReadOnlyList<Unit> Size =
        [new(MiB, BytesPerMiB), new(KiB, BytesPerKiB), new(ByteSymbol, 1)];

    /// <summary>"420 µs" for 0.00042 s: a duration in the unit that suits it alone.</summary>
    public static string Seconds(double seconds) => Alone(Time, seconds * NanosecondsPerSecond);

    /// <summary>"1.25 s", "12.3 ms", "500 µs": a duration measured in milliseconds, by the same rule as
    /// <see cref="Seconds"/>.</summary>
    public static string Milliseconds(double milliseconds) => Alone(Time, milliseconds * NanosecondsPerMillisecond);

    /// <summary>"1.50 MiB" for 1,572,864 bytes, "366 KiB", "512 bytes": a size in the unit that suits it
    /// alone.</summary>
    public static string Bytes(double bytes) => Alone(Size, bytes);

    /// <summary>A size in MiB with two decimals whatever its size, for a column of app sizes that reads best in one
    /// unit.</summary>
    public static string Mebibytes(long? bytes, bool signed = false) => bytes is not { } b ? ""
        : (b / BytesPerMiB).ToString(signed ? "+0.00;-0.00;0.00" : "0.00", CultureInfo.InvariantCulture) + " " + MiB;

    /// <summary>A value already in the unit <paramref name="symbol"/>, with the digits every page shows.</summary>
    public static string Write(double scaled, string symbol) =>
        scaled.ToString(symbol == ByteSymbol || scaled >= 100 ? "F0" : scaled >= 10 ? "F1" : scaled >= 1 ? "F2" : "G3",
            CultureInfo.InvariantCulture)
            + " " + symbol;

    /// <summary>The largest of <paramref name="quantity"/>'s units in which <paramref name="smallestUnits"/> is at
    /// least 1, else the smallest.</summary>
    public static Unit Pick(IReadOnlyList<Unit> quantity, double smallestUnits) =>
        quantity.FirstOrDefault(u => smallestUnits >= u.Size * (1 - 1e-9)) ?? quantity[^1];

    public static IReadOnlyList<Unit>? QuantityOf(string symbol) =>
        new[] { Time, Size }.FirstOrDefault(q => q.Any(u => u.Symbol == symbol));

    static string Alone(IReadOnlyList<Unit> quantity, double smallestUnits)
    {
        var unit = Pick(quantity, smallestUnits);
        return Write(smallestUnits / unit.Size, unit.Symbol);
    }
}
