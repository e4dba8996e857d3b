using CsvHelper;
using SerializerTests.Measurement;

namespace SerializerTests.Results;

/// <summary>
/// One line of the result CSV, and so the CSV schema: member order is column order, <see cref="CsvColumnAttribute"/>
/// gives each column's header name. The first twelve are the classic tool's, spelled as it spelled them; later
/// columns are appended, never inserted. docs/csv-format.md must list exactly these. Null means "not measured".
/// The dialect: tab-separated, LF line ends, invariant culture, header row (CsvHelper generates the mapping at
/// compile time, so it works under NativeAOT too).
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record ResultRow
{
    // The classic twelve.
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
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

    // What was run.
    [CsvColumn("Test")] public string Test { get; init; } = "";
    [CsvColumn("Runtime")] public string? Runtime { get; init; }
    [CsvColumn("Variant")] public string? Variant { get; init; }
    [CsvColumn("PayloadBytes")] public int PayloadBytes { get; init; }
    [CsvColumn("Dataset")] public string? Dataset { get; init; }
    [CsvColumn("RootType")] public string? RootType { get; init; }
    [CsvColumn("Runs")] public int Runs { get; init; }
    [CsvColumn("Launch")] public int? Launch { get; init; }

    // Steady-state statistics (seconds per operation) and allocations.
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

    // Process-level numbers (first-call children; wall time and time to main come from the orchestrator).
    [CsvColumn("ProcessWallMs")] public double? ProcessWallMs { get; init; }
    [CsvColumn("TimeToMainMs")] public double? TimeToMainMs { get; init; }
    [CsvColumn("JitMethods")] public long? JitMethods { get; init; }
    [CsvColumn("JitMs")] public double? JitMs { get; init; }
    [CsvColumn("Gen0Collections")] public int? Gen0Collections { get; init; }
    [CsvColumn("Gen1Collections")] public int? Gen1Collections { get; init; }
    [CsvColumn("Gen2Collections")] public int? Gen2Collections { get; init; }
    [CsvColumn("CpuMs")] public double? CpuMs { get; init; }
    [CsvColumn("PeakWorkingSetMB")] public double? PeakWorkingSetMB { get; init; }

    // Serializer metadata.
    [CsvColumn("Maintenance")] public string? Maintenance { get; init; }
    [CsvColumn("Insecure")] public bool? Insecure { get; init; }
    [CsvColumn("AotCompatible")] public bool? AotCompatible { get; init; }
    [CsvColumn("WritesPrivateMembers")] public bool? WritesPrivateMembers { get; init; }

    // Outcome and provenance.
    [CsvColumn("Status")] public string Status { get; init; } = ResultStatus.Ok;
    [CsvColumn("Error")] public string? Error { get; init; }
    [CsvColumn("Machine")] public string? Machine { get; init; }
    [CsvColumn("OS")] public string? OS { get; init; }
    [CsvColumn("CPU")] public string? Cpu { get; init; }
    [CsvColumn("Timestamp")] public string? Timestamp { get; init; }

    // Extracted from the child's EventPipe trace by the orchestrator (RunAll -profile); empty when not profiled.
    // Optional from here on: appended after results folders existed, which compare and report still read.
    [CsvColumn("TraceFile", Optional = true)] public string? TraceFile { get; init; }
    [CsvColumn("TraceDurationMs", Optional = true)] public double? TraceDurationMs { get; init; }
    [CsvColumn("TraceJitMethods", Optional = true)] public int? TraceJitMethods { get; init; }
    [CsvColumn("TraceJitMs", Optional = true)] public double? TraceJitMs { get; init; }
    [CsvColumn("TraceGcCount", Optional = true)] public int? TraceGcCount { get; init; }
    [CsvColumn("TraceInducedGcs", Optional = true)] public int? TraceInducedGcs { get; init; }
    [CsvColumn("TraceGcPauseMs", Optional = true)] public double? TraceGcPauseMs { get; init; }
    [CsvColumn("TraceGcMaxPauseMs", Optional = true)] public double? TraceGcMaxPauseMs { get; init; }
    [CsvColumn("TraceAllocatedMB", Optional = true)] public double? TraceAllocatedMB { get; init; }
    [CsvColumn("TraceAssembliesLoaded", Optional = true)] public int? TraceAssembliesLoaded { get; init; }
    [CsvColumn("TraceAssemblyLoadMs", Optional = true)] public double? TraceAssemblyLoadMs { get; init; }
    [CsvColumn("TraceExceptions", Optional = true)] public int? TraceExceptions { get; init; }
    [CsvColumn("TraceCpuSamples", Optional = true)] public int? TraceCpuSamples { get; init; }
    [CsvColumn("TraceFirstCallJitMethods", Optional = true)] public int? TraceFirstCallJitMethods { get; init; }
    [CsvColumn("TraceFirstCallJitMs", Optional = true)] public double? TraceFirstCallJitMs { get; init; }
    [CsvColumn("TraceFirstCallGcCount", Optional = true)] public int? TraceFirstCallGcCount { get; init; }
    [CsvColumn("TraceFirstCallGcPauseMs", Optional = true)] public double? TraceFirstCallGcPauseMs { get; init; }
    [CsvColumn("TraceFirstCallAssemblyLoadMs", Optional = true)] public double? TraceFirstCallAssemblyLoadMs { get; init; }
    [CsvColumn("TraceNote", Optional = true)] public string? TraceNote { get; init; }

    // Dispersion of the steady-state runs (appended after the trace columns).
    [CsvColumn("SerializeMadPct", Optional = true)] public double? SerializeMadPercent { get; init; }
    [CsvColumn("DeserializeMadPct", Optional = true)] public double? DeserializeMadPercent { get; init; }
    [CsvColumn("SerializeOutliers", Optional = true)] public int? SerializeOutliers { get; init; }
    [CsvColumn("DeserializeOutliers", Optional = true)] public int? DeserializeOutliers { get; init; }
    /// <summary>Runs actually timed, cold one included: at least <see cref="Runs"/>, more until the median was known to the
    /// precision asked for or the time cap passed (methodology.md, step 5).</summary>
    [CsvColumn("SerializeRuns", Optional = true)] public int? SerializeRuns { get; init; }
    [CsvColumn("DeserializeRuns", Optional = true)] public int? DeserializeRuns { get; init; }

    // Precision of the steady-state median (appended after the dispersion columns).
    /// <summary>Half-width of the 95% confidence interval of <see cref="SerializeMedianSeconds"/>, in percent of it (methodology.md).</summary>
    [CsvColumn("SerializeCiPct", Optional = true)] public double? SerializeIntervalPercent { get; init; }
    [CsvColumn("DeserializeCiPct", Optional = true)] public double? DeserializeIntervalPercent { get; init; }

    // Where the row's statistics come from (appended after the precision columns).
    /// <summary>Child processes whose runs the row pools (RunAll measures a steady-state unit in several); 1 for a host's own row.</summary>
    [CsvColumn("Processes", Optional = true)] public int? Processes { get; init; }
    /// <summary>The steady runs, seconds per operation, space-separated in the order timed (processes one after another): what
    /// the row's statistics and <c>compare</c>'s test are computed from.</summary>
    [CsvColumn("SerializeSamplesS", Optional = true), CsvConverter(typeof(SamplesConverter))]
    public Samples? SerializeSamples { get; init; }
    [CsvColumn("DeserializeSamplesS", Optional = true), CsvConverter(typeof(SamplesConverter))]
    public Samples? DeserializeSamples { get; init; }
    /// <summary>The message of <see cref="SizeBytes"/> after GZip and Brotli (Measurement/CompressedSize.cs has the levels).</summary>
    [CsvColumn("GZipBytes", Optional = true)] public long? GZipBytes { get; init; }
    [CsvColumn("BrotliBytes", Optional = true)] public long? BrotliBytes { get; init; }
    /// <summary>The processes of a pooled row whose median lies further from the row's than the run's shared variance explains
    /// (RunAll's Statistics/ProcessPooling.cs), e.g. "serialize: process 2 +52%"; empty where there is none.</summary>
    [CsvColumn("ProcessOutliers", Optional = true)] public string? ProcessOutliers { get; init; }

    // Which build of the library the row measured (appended after ProcessOutliers).
    /// <summary>The version the serializer's library assembly says it is (its informational version, without a source-control suffix).</summary>
    [CsvColumn("LibraryVersion", Optional = true)] public string? LibraryVersion { get; init; }
    /// <summary>A side-by-side row (<c>RunAll --package id=v1,v2</c>): the package and the label of its build, <c>protobuf-net=3.2.52</c>;
    /// empty for a row measured on the run's own package versions.</summary>
    [CsvColumn("Package", Optional = true)] public string? Package { get; init; }
    /// <summary>A side-by-side row: the SHA-256 of the library assembly in the build the child ran from (empty under NativeAOT, which
    /// compiles it into the executable).</summary>
    [CsvColumn("LibrarySha256", Optional = true)] public string? LibrarySha256 { get; init; }

    // The machine while a steady-state row's timed runs ran (appended after LibrarySha256; docs/methodology.md, "The machine's speed").
    /// <summary>The median time of the fixed reference workload (Measurement/MachineCanary.cs) sampled in the process during the row's
    /// timed runs, in milliseconds: the same work in every process, so a process whose canary is slow ran on a slow machine.
    /// A pooled row: the median of its processes'.</summary>
    [CsvColumn("CanaryMs", Optional = true)] public double? CanaryMs { get; init; }
    /// <summary>Every canary sample, "ms@processor", space-separated in the order taken (processes one after another).</summary>
    [CsvColumn("CanarySamplesMs", Optional = true)] public string? CanarySamples { get; init; }
    /// <summary>The measuring thread's CPU time over the wall time of the row's timed runs, in percent: below 100 where the OS ran
    /// something else on its CPU meanwhile. A pooled row: the median of its processes'.</summary>
    [CsvColumn("TimedCpuPct", Optional = true)] public double? TimedCpuPercent { get; init; }
    /// <summary>How many of the row's timed runs started on each processor, "0:31 1:5" (a pooled row: its processes' added up).</summary>
    [CsvColumn("TimedRunCpus", Optional = true)] public string? TimedRunProcessors { get; init; }
    /// <summary>Garbage collections of each generation per 1,000 operations over the timed runs, as BenchmarkDotNet's MemoryDiagnoser
    /// counts them (<see cref="Measurement.CollectionsPerThousand"/>). A pooled row: the mean of its processes'.</summary>
    [CsvColumn("SerializeGen0Per1000", Optional = true)] public double? SerializeGen0PerThousand { get; init; }
    [CsvColumn("SerializeGen1Per1000", Optional = true)] public double? SerializeGen1PerThousand { get; init; }
    [CsvColumn("SerializeGen2Per1000", Optional = true)] public double? SerializeGen2PerThousand { get; init; }
    [CsvColumn("DeserializeGen0Per1000", Optional = true)] public double? DeserializeGen0PerThousand { get; init; }
    [CsvColumn("DeserializeGen1Per1000", Optional = true)] public double? DeserializeGen1PerThousand { get; init; }
    [CsvColumn("DeserializeGen2Per1000", Optional = true)] public double? DeserializeGen2PerThousand { get; init; }

    // Where the library came from (appended after the collection columns).
    /// <summary>The version of the NuGet package the child's build took the serializer's library assembly from, as that build's deps.json
    /// says (RunAll fills it; Toolchains/BuiltPackages.cs): what a reader installs, where <see cref="LibraryVersion"/> is what the assembly
    /// says of itself (Google.FlatBuffers 25.2.10's assembly says 1.0.0). Empty where no package supplies the library: the shared
    /// framework does, or the adapter is a hand-written baseline.</summary>
    [CsvColumn("PackageVersion", Optional = true)] public string? PackageVersion { get; init; }

    /// <summary>The calls of each window the collection counts were taken over (<see cref="Measurement.CollectionsPerThousand.WindowCalls"/>):
    /// BenchmarkDotNet's iteration length where the host counted over a window of its own, else a timed run's repetitions. A pooled row:
    /// the mean of its processes'.</summary>
    [CsvColumn("SerializeGcWindowCalls", Optional = true)] public double? SerializeGcWindowCalls { get; init; }
    [CsvColumn("DeserializeGcWindowCalls", Optional = true)] public double? DeserializeGcWindowCalls { get; init; }

    /// <summary>Where the adapter came from: <see cref="BuiltIn"/>, or the file RunAll added it from with its content hash
    /// (<c>MyAdapter.cs@1a2b3c4d5e6f</c>, RunAll's option adapter). Empty in folders written before the column.</summary>
    [CsvColumn("AdapterSource", Optional = true)] public string? AdapterSource { get; init; }

    /// <summary><see cref="AdapterSource"/> of the suite's own adapters.</summary>
    public const string BuiltIn = "built-in";
}

public static class ResultStatus
{
    public const string Ok = "ok";
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";
    public const string Timeout = "timeout";

    /// <summary>Begins the reason of an <c>unsupported</c> row that NativeAOT caused (the library said the mode is not supported),
    /// which is how a reader tells it from a type the adapter declares unsupported (docs/csv-format.md, <c>AotCompatible</c>).</summary>
    public const string NativeAotRefusalPrefix = "NativeAOT not supported, says the library: ";
}
