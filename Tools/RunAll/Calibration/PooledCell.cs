using CsvHelper;

namespace SerializerTests.RunAll.Calibration;

/// <summary>One serializer × N × operation over several calibrations.</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record PooledCell : IComparedCollections
{
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Operation")] public string Operation { get; init; } = "";
    [CsvColumn("Calibrations")] public int Calibrations { get; init; }
    [CsvColumn("OursNs")] public double OursNs { get; init; }
    [CsvColumn("BdnNs")] public double BdnNs { get; init; }
    /// <summary>The largest |one calibration's value / the pooled median − 1| of our side, in percent.</summary>
    [CsvColumn("OursSpreadPct")] public double OursSpreadPercent { get; init; }
    [CsvColumn("BdnSpreadPct")] public double BdnSpreadPercent { get; init; }
    [CsvColumn("Ratio")] public double Ratio { get; init; }
    /// <summary>Collections per 1,000 operations by generation, each side's median over the calibrations where both
    /// sides counted that generation.</summary>
    [CsvColumn("OursGen0Per1000")] public double? OursGen0PerThousand { get; init; }
    [CsvColumn("OursGen1Per1000")] public double? OursGen1PerThousand { get; init; }
    [CsvColumn("OursGen2Per1000")] public double? OursGen2PerThousand { get; init; }
    [CsvColumn("BdnGen0Per1000")] public double? BdnGen0PerThousand { get; init; }
    [CsvColumn("BdnGen1Per1000")] public double? BdnGen1PerThousand { get; init; }
    [CsvColumn("BdnGen2Per1000")] public double? BdnGen2PerThousand { get; init; }

    public string Name => $"{Serializer} N={Objects} {Operation}";

    public double DeviationPercent => Math.Abs(Ratio - 1) * 100;

    /// <summary>Farther from BenchmarkDotNet than BenchmarkDotNet's own calibrations lie from their pooled
    /// median.</summary>
    public bool BeyondBdnSpread => Calibrations > 1 && DeviationPercent > BdnSpreadPercent;

    public IEnumerable<(int Generation, double Ours, double Bdn)> Collections() =>
        IComparedCollections.BothCounted(
            [(OursGen0PerThousand, BdnGen0PerThousand), (OursGen1PerThousand, BdnGen1PerThousand),
                (OursGen2PerThousand, BdnGen2PerThousand)]);
}
