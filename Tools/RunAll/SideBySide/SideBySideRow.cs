using CsvHelper;

namespace SerializerTests.RunAll.SideBySide;

public static class Verdict
{
    public const string Faster = "faster", Slower = "slower", Same = "same", Inconclusive = "inconclusive";
}

/// <summary>
/// One line of SideBySide.csv: one cell measured on two builds in the same rounds, B against A. Size and
/// allocation need no interval: they are beside it as measured.
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record SideBySideRow
{
    /// <summary>What differs between the two builds: "package protobuf-net" or "runtime".</summary>
    [CsvColumn("Factor")] public string Factor { get; init; } = "";

    public ComparisonFactor Compared => ComparisonFactor.Parse(Factor);

    [CsvColumn("A")] public string A { get; init; } = "";
    [CsvColumn("B")] public string B { get; init; } = "";
    [CsvColumn("Test")] public string Test { get; init; } = "";
    /// <summary>The runtime both were measured on; empty where the runtime is the factor.</summary>
    [CsvColumn("Runtime")] public string Runtime { get; init; } = "";
    [CsvColumn("Variant")] public string Variant { get; init; } = "";
    /// <summary>The adapter, without a version label.</summary>
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Dataset")] public string Dataset { get; init; } = "";
    [CsvColumn("RootType")] public string RootType { get; init; } = "";
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Operation")] public string Operation { get; init; } = "";
    [CsvColumn("Rounds")] public int Rounds { get; init; }
    /// <summary>Median over the rounds (a first call: the call itself).</summary>
    [CsvColumn("ASeconds")] public double ASeconds { get; init; }
    [CsvColumn("BSeconds")] public double BSeconds { get; init; }
    [CsvColumn("Ratio")] public double? Ratio { get; init; }
    [CsvColumn("RatioLow")] public double? RatioLow { get; init; }
    [CsvColumn("RatioHigh")] public double? RatioHigh { get; init; }
    [CsvColumn("Verdict")] public string Verdict { get; init; } = "";
    [CsvColumn("ThresholdPercent")] public double ThresholdPercent { get; init; }
    /// <summary>Steady state: the message's bytes in the build's first process.</summary>
    [CsvColumn("ASizeBytes")] public long? ASizeBytes { get; init; }
    [CsvColumn("BSizeBytes")] public long? BSizeBytes { get; init; }
    [CsvColumn("ABrotliBytes")] public long? ABrotliBytes { get; init; }
    [CsvColumn("BBrotliBytes")] public long? BBrotliBytes { get; init; }
    /// <summary>Steady state: the median over the processes.</summary>
    [CsvColumn("AAllocBytesPerOp")] public long? AAllocatedBytesPerOp { get; init; }
    [CsvColumn("BAllocBytesPerOp")] public long? BAllocatedBytesPerOp { get; init; }
    /// <summary>The p-value of B/A lying beyond the band; empty without an interval.</summary>
    [CsvColumn("PValue")] public double? PValue { get; init; }
    [CsvColumn("FalseDiscoveryPercent")] public double FalseDiscoveryPercent { get; init; }
    /// <summary>The most times the run's design judges a cell (<see cref="SequentialDesign"/>): 1 unless rounds were
    /// added until decided; empty in the published reference, written before it, which looked once.</summary>
    [CsvColumn("Looks", Optional = true)] public int? Looks { get; init; }
    /// <summary>The plain geometric mean of the rounds' ratios, beside <see cref="Ratio"/>'s trimmed one; empty in
    /// the published reference, whose Ratio is this.</summary>
    [CsvColumn("MeanRatio", Optional = true)] public double? MeanRatio { get; init; }

    /// <summary>The published reference's columns: a SideBySide.csv with fewer is too old to read.</summary>
    public const int ReferenceColumns = 27;

}
