namespace SerializerTests.RunAll.Cli;

/// <summary>What a RunAll command line asks for: a benchmark run, or work on an existing results folder.</summary>
public abstract record RunAllRequest;

public sealed record BenchmarkRequest(RunAllOptions Options) : RunAllRequest;

public sealed record AnalyzeRequest(string Folder) : RunAllRequest;

/// <param name="Serializers">Name patterns as --serializers takes them.</param>
/// <param name="Launches">Host launches whose per-cell medians are combined (median), so that one noisy second of
/// the machine cannot decide a cell.</param>
/// <param name="Pool">Calibrations pooled in the report: this one and up to Pool − 1 earlier ones beside it.</param>
public sealed record CalibrateRequest(IReadOnlyList<string> Serializers, IReadOnlyList<int> Counts, int PayloadBytes, int Launches, int Pool, string? OutputRoot) : RunAllRequest
{
    /// <summary>The cells the calibration issue asked for: the serializers the articles compare.</summary>
    public static readonly IReadOnlyList<string> DefaultSerializers = ["#SystemTextJson", "#MessagePack", "#MemoryPack", "#ProtobufNet"];
    public static readonly IReadOnlyList<int> DefaultCounts = [1, 100, 10_000];
    /// <summary>Launches of our host around each BenchmarkDotNet measurement: a single launch can fall into one of this
    /// machine's slow spells; the median of five outvotes a spell that holds one or two of them.</summary>
    public const int DefaultLaunches = 5;
    /// <summary>Five calibrations: a median over five outvotes two that a slow spell held, as for the launches.</summary>
    public const int DefaultPool = 5;
}

/// <param name="ThresholdPercent">Ratios within ±this are noise, not a change.</param>
public sealed record CompareRequest(string FolderA, string FolderB, double ThresholdPercent) : RunAllRequest;

/// <param name="Objects">The N of the per-serializer charts; null for the largest the run has.</param>
public sealed record ReportRequest(string Folder, int? Objects) : RunAllRequest;
