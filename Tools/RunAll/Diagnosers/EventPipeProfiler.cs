using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Diagnosers;

/// <summary><c>-profile</c>: every child runs inside an EventPipe file session that the runtime itself starts from its
/// environment settings, before any managed code runs.</summary>
public sealed class EventPipeProfiler(RunFolder folder)
{
    /// <summary>Microsoft-Windows-DotNETRuntime keywords GC 0x1, AssemblyLoader 0x4, Loader 0x8, Jit 0x10, NGen 0x20
    /// and Exception 0x8000, at verbose level because MethodJittingStarted and GCAllocationTick are verbose.</summary>
    public const string SessionConfig =
        "Microsoft-Windows-DotNETRuntime:0x803D:5,Microsoft-DotNETCore-SampleProfiler:0:5,SerializerTests-Phases:0:4";

    public string TracePath(Cell cell) => Path.Combine(folder.TracesPath, cell.Key + ".nettrace");

    public IReadOnlyDictionary<string, string> Environment(Cell cell)
    {
        string trace = TracePath(cell);
        foreach (var stale in new[] { trace, TraceExtractor.AssembliesPath(trace),
            TraceExtractor.SpeedscopePath(trace) })
            File.Delete(stale);
        return new Dictionary<string, string>
        {
            ["DOTNET_EnableEventPipe"] = "1",
            ["DOTNET_EventPipeOutputPath"] = trace,
            ["DOTNET_EventPipeConfig"] = SessionConfig,
            // Written as it goes, so a child killed mid-run still leaves what it traced so far.
            ["DOTNET_EventPipeOutputStreaming"] = "1",
        };
    }

    /// <summary>The cell's rows with the trace columns filled.</summary>
    public IReadOnlyList<ResultRow> Annotate(Cell cell, IReadOnlyList<ResultRow> rows) =>
        rows.Select(Record(cell).Metrics.ApplyTo).ToList();

    /// <summary>Extracts the cell's trace, writes its side files and keeps its summary in the results folder.</summary>
    public TraceDetails Record(Cell cell)
    {
        var details = Extract(cell, writeSideFiles: true);
        folder.SaveTraceMetrics(cell, details.Metrics);
        return details;
    }

    public TraceDetails Extract(Cell cell, bool writeSideFiles)
    {
        var identity = new TraceMetrics
        {
            Runtime = cell.Target.Runtime,
            Variant = cell.Target.VariantName,
            Serializer = cell.Serializer.ToString(),
            Test = cell.Test.Name(),
            Launch = cell.Launch,
            TraceFile = Path.GetRelativePath(folder.Path, TracePath(cell)).Replace('\\', '/'),
        };
        return TraceExtractor.Extract(TracePath(cell), identity, cell.Target.Variant == Variant.NativeAot,
            writeSideFiles);
    }
}
