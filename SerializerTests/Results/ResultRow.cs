using CsvHelper;
using SerializerTests.Measurement;

namespace SerializerTests.Results;

/// <summary>The CSV schema: member order is column order; columns are appended, never inserted
/// (docs/csv-format.md).</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record ResultRow
{
    // The classic twelve.
    [CsvColumn("Serializer"), CsvConverter(typeof(SerializerIdConverter))] public SerializerId Serializer { get; init; }
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Time to serialize in s")] public double? SerializeSeconds { get; init; }
    [CsvColumn("Time to deserialize in s")] public double? DeserializeSeconds { get; init; }
    [CsvColumn("Size in bytes")] public long? SizeBytes { get; init; }
    [CsvColumn("FileVersion")] public string? FileVersion { get; init; }
    [CsvColumn("Framework")] public string? Framework { get; init; }
    [CsvColumn("ProjectHome")] public string? ProjectHome { get; init; }
    [CsvColumn("DataFormat")] public string? DataFormat { get; init; }
    [CsvColumn("FormatDetails")] public string? FormatDetails { get; init; }
    [CsvColumn("Supports Versioning")] public bool? SupportsVersioning { get; init; }
    [CsvColumn("Scenario")] public string? Scenario { get; init; }

    [CsvColumn("Test")] public string Test { get; init; } = "";
    [CsvColumn("Runtime")] public string? Runtime { get; init; }
    [CsvColumn("Variant")] public string? Variant { get; init; }
    [CsvColumn("PayloadBytes")] public int PayloadBytes { get; init; }
    [CsvColumn("Dataset")] public string? Dataset { get; init; }
    [CsvColumn("RootType")] public string? RootType { get; init; }
    [CsvColumn("Runs")] public int Runs { get; init; }
    [CsvColumn("Launch")] public int? Launch { get; init; }

    [CsvColumn("SerializeFirstS")] public double? SerializeFirstSeconds { get; init; }
    [CsvColumn("SerializeMedianS")] public double? SerializeMedianSeconds { get; init; }
    [CsvColumn("SerializeMinS")] public double? SerializeMinSeconds { get; init; }
    [CsvColumn("DeserializeFirstS")] public double? DeserializeFirstSeconds { get; init; }
    [CsvColumn("DeserializeMedianS")] public double? DeserializeMedianSeconds { get; init; }
    [CsvColumn("DeserializeMinS")] public double? DeserializeMinSeconds { get; init; }
    [CsvColumn("SerializeRepetitions")] public int? SerializeRepetitions { get; init; }
    [CsvColumn("DeserializeRepetitions")] public int? DeserializeRepetitions { get; init; }
    [CsvColumn("SerializeAllocBytesPerOp")] public long? SerializeAllocatedBytesPerOp { get; init; }
    [CsvColumn("DeserializeAllocBytesPerOp")] public long? DeserializeAllocatedBytesPerOp { get; init; }

    // Process-level numbers of first-call children.
    [CsvColumn("ProcessWallMs")] public double? ProcessWallMs { get; init; }
    [CsvColumn("TimeToMainMs")] public double? TimeToMainMs { get; init; }
    [CsvColumn("JitMethods")] public long? JitMethods { get; init; }
    [CsvColumn("JitMs")] public double? JitMs { get; init; }
    [CsvColumn("Gen0Collections")] public int? Gen0Collections { get; init; }
    [CsvColumn("Gen1Collections")] public int? Gen1Collections { get; init; }
    [CsvColumn("Gen2Collections")] public int? Gen2Collections { get; init; }
    [CsvColumn("CpuMs")] public double? CpuMs { get; init; }
    [CsvColumn("PeakWorkingSetMB")] public double? PeakWorkingSetMB { get; init; }

    [CsvColumn("Maintenance")] public string? Maintenance { get; init; }
    [CsvColumn("Insecure")] public bool? Insecure { get; init; }
    [CsvColumn("AotCompatible")] public bool? AotCompatible { get; init; }
    [CsvColumn("WritesPrivateMembers")] public bool? WritesPrivateMembers { get; init; }

    [CsvColumn("Status")] public string Status { get; init; } = ResultStatus.Ok;
    [CsvColumn("Error")] public string? Error { get; init; }
    [CsvColumn("Machine")] public string? Machine { get; init; }
    [CsvColumn("OS")] public string? OS { get; init; }
    [CsvColumn("CPU")] public string? Cpu { get; init; }
    [CsvColumn("Timestamp")] public string? Timestamp { get; init; }

    [CsvColumn("TraceFile")] public string? TraceFile { get; init; }
    [CsvColumn("TraceDurationMs")] public double? TraceDurationMs { get; init; }
    [CsvColumn("TraceJitMethods")] public int? TraceJitMethods { get; init; }
    [CsvColumn("TraceJitMs")] public double? TraceJitMs { get; init; }
    [CsvColumn("TraceGcCount")] public int? TraceGcCount { get; init; }
    [CsvColumn("TraceInducedGcs")] public int? TraceInducedGcs { get; init; }
    [CsvColumn("TraceGcPauseMs")] public double? TraceGcPauseMs { get; init; }
    [CsvColumn("TraceGcMaxPauseMs")] public double? TraceGcMaxPauseMs { get; init; }
    [CsvColumn("TraceAllocatedMB")] public double? TraceAllocatedMB { get; init; }
    [CsvColumn("TraceAssembliesLoaded")] public int? TraceAssembliesLoaded { get; init; }
    [CsvColumn("TraceAssemblyLoadMs")] public double? TraceAssemblyLoadMs { get; init; }
    [CsvColumn("TraceExceptions")] public int? TraceExceptions { get; init; }
    [CsvColumn("TraceCpuSamples")] public int? TraceCpuSamples { get; init; }
    [CsvColumn("TraceFirstCallJitMethods")] public int? TraceFirstCallJitMethods { get; init; }
    [CsvColumn("TraceFirstCallJitMs")] public double? TraceFirstCallJitMs { get; init; }
    [CsvColumn("TraceFirstCallGcCount")] public int? TraceFirstCallGcCount { get; init; }
    [CsvColumn("TraceFirstCallGcPauseMs")] public double? TraceFirstCallGcPauseMs { get; init; }
    [CsvColumn("TraceFirstCallAssemblyLoadMs")]
    public double? TraceFirstCallAssemblyLoadMs { get; init; }
    [CsvColumn("TraceNote")] public string? TraceNote { get; init; }

    [CsvColumn("SerializeMadPct")] public double? SerializeMadPercent { get; init; }
    [CsvColumn("DeserializeMadPct")] public double? DeserializeMadPercent { get; init; }
    [CsvColumn("SerializeOutliers")] public int? SerializeOutliers { get; init; }
    [CsvColumn("DeserializeOutliers")] public int? DeserializeOutliers { get; init; }
    /// <summary>Cold run included.</summary>
    [CsvColumn("SerializeRuns")] public int? SerializeRuns { get; init; }
    [CsvColumn("DeserializeRuns")] public int? DeserializeRuns { get; init; }

    [CsvColumn("SerializeCiPct")]
    public double? SerializeIntervalPercent { get; init; }
    [CsvColumn("DeserializeCiPct")]
    public double? DeserializeIntervalPercent { get; init; }

    [CsvColumn("Processes")] public int? Processes { get; init; }
    /// <summary>What the row's statistics and <c>compare</c>'s test use.</summary>
    [CsvColumn("SerializeSamplesS"), CsvConverter(typeof(SamplesConverter))]
    public Samples? SerializeSamples { get; init; }
    [CsvColumn("DeserializeSamplesS"), CsvConverter(typeof(SamplesConverter))]
    public Samples? DeserializeSamples { get; init; }
    [CsvColumn("GZipBytes")] public long? GZipBytes { get; init; }
    [CsvColumn("BrotliBytes")] public long? BrotliBytes { get; init; }
    [CsvColumn("ProcessOutliers")] public string? ProcessOutliers { get; init; }

    [CsvColumn("LibraryVersion")] public string? LibraryVersion { get; init; }
    /// <summary>Empty on the run's own package versions.</summary>
    [CsvColumn("Package")] public string? Package { get; init; }
    /// <summary>Empty under NativeAOT, which compiles the library into the executable.</summary>
    [CsvColumn("LibrarySha256")] public string? LibrarySha256 { get; init; }

    /// <summary>The same work in every process (docs/methodology.md, "The machine's speed").</summary>
    [CsvColumn("CanaryMs")] public double? CanaryMs { get; init; }
    [CsvColumn("CanarySamplesMs"), CsvConverter(typeof(CanarySamplesConverter))]
    public CanarySamples? CanarySamples { get; init; }
    [CsvColumn("TimedCpuPct")] public double? TimedCpuPercent { get; init; }
    [CsvColumn("TimedRunCpus")] public string? TimedRunProcessors { get; init; }
    /// <summary>Counted as BenchmarkDotNet's MemoryDiagnoser does.</summary>
    [CsvColumn("SerializeGen0Per1000")]
    public double? SerializeGen0PerThousand { get; init; }
    [CsvColumn("SerializeGen1Per1000")]
    public double? SerializeGen1PerThousand { get; init; }
    [CsvColumn("SerializeGen2Per1000")]
    public double? SerializeGen2PerThousand { get; init; }
    [CsvColumn("DeserializeGen0Per1000")]
    public double? DeserializeGen0PerThousand { get; init; }
    [CsvColumn("DeserializeGen1Per1000")]
    public double? DeserializeGen1PerThousand { get; init; }
    [CsvColumn("DeserializeGen2Per1000")]
    public double? DeserializeGen2PerThousand { get; init; }

    /// <summary>What a reader installs; <see cref="LibraryVersion"/> is what the assembly says.</summary>
    [CsvColumn("PackageVersion")] public string? PackageVersion { get; init; }

    [CsvColumn("SerializeGcWindowCalls")]
    public double? SerializeGcWindowCalls { get; init; }
    [CsvColumn("DeserializeGcWindowCalls")]
    public double? DeserializeGcWindowCalls { get; init; }

    /// <summary>Optional: the published reference was written before it.</summary>
    [CsvColumn("AdapterSource", Optional = true)] public string? AdapterSource { get; init; }

    [CsvColumn("SerializeMedianOf", Optional = true), CsvConverter(typeof(MedianEstimateConverter))]
    public MedianEstimate? SerializeMedianOf { get; init; }
    [CsvColumn("DeserializeMedianOf", Optional = true), CsvConverter(typeof(MedianEstimateConverter))]
    public MedianEstimate? DeserializeMedianOf { get; init; }

    public const string BuiltIn = "built-in";
}

public static class ResultStatus
{
    public const string Ok = "ok";
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";
    public const string Timeout = "timeout";

    /// <summary>Tells an <c>unsupported</c> row that NativeAOT caused from one the adapter declares.</summary>
    public const string NativeAotRefusalPrefix = "NativeAOT not supported, says the library: ";
}
