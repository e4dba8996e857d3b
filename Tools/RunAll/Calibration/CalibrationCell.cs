using CsvHelper;

namespace SerializerTests.RunAll.Calibration;

/// <summary>
/// One serializer × N × operation measured both ways: ours is the median over the host launches of each launch's
/// median (ns per operation), BenchmarkDotNet's its median. Written to <c>calibration.tsv</c>.
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record CalibrationCell
{
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Operation")] public string Operation { get; init; } = "";
    [CsvColumn("OursNs")] public double OursNs { get; init; }
    /// <summary>Each launch's median, in launch order, so the spread between launches stays visible.</summary>
    [CsvColumn("OursLaunchesNs")] public string OursLaunchesNs { get; init; } = "";
    [CsvColumn("OursMadPct")] public double? OursMadPercent { get; init; }
    [CsvColumn("BdnNs")] public double BdnNs { get; init; }
    [CsvColumn("BdnErrorPct")] public double BdnErrorPercent { get; init; }
    [CsvColumn("Ratio")] public double Ratio { get; init; }
    /// <summary>Payload bytes per Book; optional because calibration.tsv files written before it was added lack it
    /// (their payload is unknown, so <see cref="CalibrationHistory"/> never pools them).</summary>
    [CsvColumn("PayloadBytes", Optional = true)] public int? PayloadBytes { get; init; }

    /// <summary>|ours/BDN − 1| in percent.</summary>
    public double DeviationPercent => Math.Abs(Ratio - 1) * 100;
}
