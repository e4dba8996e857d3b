using CsvHelper;

namespace SerializerTests.RunAll.Calibration;

/// <summary>
/// One serializer × N × operation over several calibrations: each side's median of its per-calibration values, and
/// how far the furthest calibration of each side lay from that median. Written to <c>calibration_pooled.tsv</c>.
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record PooledCell
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

    public string Name => $"{Serializer} N={Objects} {Operation}";
}
