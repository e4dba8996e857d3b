using CsvHelper;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Diagnosers;

/// <summary>What one child's trace says, one row of <c>traces/TraceSummary.csv</c>.</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record TraceMetrics
{
    [CsvColumn("Runtime")] public string Runtime { get; init; } = "";
    [CsvColumn("Variant")] public string Variant { get; init; } = "";
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Test")] public string Test { get; init; } = "";
    [CsvColumn("Launch")] public int Launch { get; init; }
    [CsvColumn("TraceFile")] public string TraceFile { get; init; } = "";
    [CsvColumn("TraceBytes")] public long TraceBytes { get; init; }

    [CsvColumn("TraceDurationMs")] public double? DurationMs { get; init; }
    [CsvColumn("TraceJitMethods")] public int? JitMethods { get; init; }
    [CsvColumn("TraceJitMs")] public double? JitMs { get; init; }
    [CsvColumn("TraceGcCount")] public int? GcCount { get; init; }
    [CsvColumn("TraceInducedGcs")] public int? InducedGcs { get; init; }
    [CsvColumn("TraceGcPauseMs")] public double? GcPauseMs { get; init; }
    [CsvColumn("TraceGcMaxPauseMs")] public double? GcMaxPauseMs { get; init; }
    [CsvColumn("TraceAllocatedMB")] public double? AllocatedMB { get; init; }
    [CsvColumn("TraceAssembliesLoaded")] public int? AssembliesLoaded { get; init; }
    [CsvColumn("TraceAssemblyLoadMs")] public double? AssemblyLoadMs { get; init; }
    [CsvColumn("TraceExceptions")] public int? Exceptions { get; init; }
    [CsvColumn("TraceCpuSamples")] public int? CpuSamples { get; init; }
    [CsvColumn("TraceFirstCallJitMethods")] public int? FirstCallJitMethods { get; init; }
    [CsvColumn("TraceFirstCallJitMs")] public double? FirstCallJitMs { get; init; }
    [CsvColumn("TraceFirstCallGcCount")] public int? FirstCallGcCount { get; init; }
    [CsvColumn("TraceFirstCallGcPauseMs")] public double? FirstCallGcPauseMs { get; init; }
    [CsvColumn("TraceFirstCallAssemblyLoadMs")] public double? FirstCallAssemblyLoadMs { get; init; }
    /// <summary>The GC count the child reported in its MetricsTaken event.</summary>
    [CsvColumn("ChildReportedGcCount")] public int? ChildReportedGcCount { get; init; }
    [CsvColumn("ExceptionTypes")] public string? ExceptionTypes { get; init; }
    [CsvColumn("TopCpuMethods")] public string? TopCpuMethods { get; init; }
    [CsvColumn("TopFirstCallJitMethods")] public string? TopFirstCallJitMethods { get; init; }
    [CsvColumn("TraceNote")] public string? Note { get; init; }

    public ResultRow ApplyTo(ResultRow row) => row with
    {
        TraceFile = TraceFile,
        TraceDurationMs = DurationMs,
        TraceJitMethods = JitMethods,
        TraceJitMs = JitMs,
        TraceGcCount = GcCount,
        TraceInducedGcs = InducedGcs,
        TraceGcPauseMs = GcPauseMs,
        TraceGcMaxPauseMs = GcMaxPauseMs,
        TraceAllocatedMB = AllocatedMB,
        TraceAssembliesLoaded = AssembliesLoaded,
        TraceAssemblyLoadMs = AssemblyLoadMs,
        TraceExceptions = Exceptions,
        TraceCpuSamples = CpuSamples,
        TraceFirstCallJitMethods = FirstCallJitMethods,
        TraceFirstCallJitMs = FirstCallJitMs,
        TraceFirstCallGcCount = FirstCallGcCount,
        TraceFirstCallGcPauseMs = FirstCallGcPauseMs,
        TraceFirstCallAssemblyLoadMs = FirstCallAssemblyLoadMs,
        TraceNote = Note,
    };
}
