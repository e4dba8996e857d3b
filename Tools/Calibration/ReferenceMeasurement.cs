using CsvHelper;

namespace SerializerTests.Calibration;

/// <summary>
/// BenchmarkDotNet's statistics for one serializer × N × operation, as the calibration tool writes them
/// (<c>bdn.tsv</c>) and <c>RunAll calibrate</c> reads them back: this file is compiled into both.
/// Times are nanoseconds per operation, after BenchmarkDotNet's overhead subtraction and outlier removal.
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record ReferenceMeasurement
{
    public const string Serialize = "serialize";
    public const string Deserialize = "deserialize";

    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Operation")] public string Operation { get; init; } = "";
    [CsvColumn("MedianNs")] public double MedianNs { get; init; }
    [CsvColumn("MeanNs")] public double MeanNs { get; init; }
    [CsvColumn("MinNs")] public double MinNs { get; init; }
    /// <summary>Half-width of the 99.9% confidence interval of the mean, as BenchmarkDotNet's "Error" column.</summary>
    [CsvColumn("ErrorNs")] public double ErrorNs { get; init; }
    [CsvColumn("Iterations")] public int Iterations { get; init; }
    /// <summary>Collections per 1,000 operations and bytes allocated per operation, as BenchmarkDotNet's MemoryDiagnoser reports them;
    /// optional because bdn.tsv files written before them lack them.</summary>
    [CsvColumn("Gen0Per1000", Optional = true)] public double? Gen0PerThousand { get; init; }
    [CsvColumn("Gen1Per1000", Optional = true)] public double? Gen1PerThousand { get; init; }
    [CsvColumn("Gen2Per1000", Optional = true)] public double? Gen2PerThousand { get; init; }
    [CsvColumn("AllocatedBytesPerOp", Optional = true)] public long? AllocatedBytesPerOperation { get; init; }
    /// <summary>The calls of the one iteration its MemoryDiagnoser counted collections over (its pilot's invocation count).</summary>
    [CsvColumn("GcCalls", Optional = true)] public long? GcCalls { get; init; }

    /// <summary><see cref="ErrorNs"/> as a share of the mean, in percent: what BenchmarkDotNet's default job stops on.</summary>
    public double ErrorPercent => MeanNs > 0 ? 100 * ErrorNs / MeanNs : 0;
}
