using CsvHelper;

namespace SerializerTests.Calibration;

/// <summary>BenchmarkDotNet's statistics for one cell in <c>bdn.tsv</c>, compiled into both the writer and RunAll;
/// times are nanoseconds per operation.</summary>
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
    /// <summary>BenchmarkDotNet's "Error" column.</summary>
    [CsvColumn("ErrorNs")] public double ErrorNs { get; init; }
    [CsvColumn("Iterations")] public int Iterations { get; init; }
    /// <summary>As MemoryDiagnoser reports them; optional because older bdn.tsv files lack them.</summary>
    [CsvColumn("Gen0Per1000", Optional = true)] public double? Gen0PerThousand { get; init; }
    [CsvColumn("Gen1Per1000", Optional = true)] public double? Gen1PerThousand { get; init; }
    [CsvColumn("Gen2Per1000", Optional = true)] public double? Gen2PerThousand { get; init; }
    [CsvColumn("AllocatedBytesPerOp", Optional = true)] public long? AllocatedBytesPerOperation { get; init; }
    /// <summary>The calls of the iteration MemoryDiagnoser counted collections over.</summary>
    [CsvColumn("GcCalls", Optional = true)] public long? GcCalls { get; init; }

    /// <summary>What BenchmarkDotNet's default job stops on.</summary>
    public double ErrorPercent => MeanNs > 0 ? 100 * ErrorNs / MeanNs : 0;
}
