namespace SerializerTests.RunAll.Cli;

/// <summary>What a RunAll command line asks for: a benchmark run, or work on an existing results folder.</summary>
public abstract record RunAllRequest
{
    /// <summary>--adapter: the files of adapters to add to the serializers the command measures.</summary>
    public IReadOnlyList<string> Adapters { get; init; } = [];
}

public sealed record BenchmarkRequest(BenchmarkArguments Arguments) : RunAllRequest;

public sealed record AnalyzeRequest(string Folder) : RunAllRequest;

/// <param name="Serializers">Name patterns as --serializers takes them.</param>
/// <param name="Launches">Host launches whose per-cell medians are combined.</param>
/// <param name="Pool">Calibrations pooled in the report: this one and up to Pool − 1 earlier ones beside it.</param>
public sealed record CalibrateRequest(IReadOnlyList<string> Serializers, IReadOnlyList<int> Counts, int PayloadBytes,
    int Launches, int Pool,
    string? OutputRoot) : RunAllRequest
{
    /// <summary>The serializers the articles compare, a source-generated JSON and one that allocates heavily on
    /// deserialize.</summary>
    public static readonly IReadOnlyList<string> DefaultSerializers =
        ["#SystemTextJson", "#SystemTextJsonSourceGen", "#MessagePack", "#MemoryPack", "#ProtobufNet", "#JsonNet"];
    public static readonly IReadOnlyList<int> DefaultCounts = [1, 100, 10_000];
    /// <summary>Launches of our host around each BenchmarkDotNet measurement.</summary>
    public const int DefaultLaunches = 5;
    /// <summary>Five calibrations: a median over five outvotes two that a slow spell held, as for the
    /// launches.</summary>
    public const int DefaultPool = 5;
}

/// <param name="ThresholdPercent">Ratios within ±this are noise, not a change.</param>
/// <param name="Launches">Pool only the first this many launches of each first-call child.</param>
/// <param name="Processes">Pool only the first this many processes of each steady-state unit.</param>
public sealed record CompareRequest(string FolderA, string FolderB, double ThresholdPercent, int? Launches = null,
    int? Processes = null)
    : RunAllRequest;

/// <param name="Objects">The N of the per-serializer charts.</param>
public sealed record ReportRequest(string Folder, int? Objects) : RunAllRequest;

/// <summary><c>RunAll publish</c>: a finished run made the repository's reference.</summary>
/// <param name="Objects">The N of the README's table, the chart and the published pages.</param>
/// <param name="Repository">The checkout written into; null: the one RunAll runs in.</param>
public sealed record PublishRequest(string Folder, int Objects, string? Repository) : RunAllRequest
{
    /// <summary>The N the README answers at: the decision matrix's usual N, which every default and --quick run
    /// measures.</summary>
    public const int DefaultObjects = 1000;
}

/// <summary><c>RunAll merge</c>: the shards of one run joined into one results folder.</summary>
/// <param name="Folders">Every shard's results folder, each once.</param>
/// <param name="OutputRoot">Where the merged folder is created.</param>
/// <param name="AllowMixedMachines">Merge shards from machines of different kinds rather than refuse them.</param>
public sealed record MergeRequest(IReadOnlyList<string> Folders, string? OutputRoot,
    bool AllowMixedMachines) : RunAllRequest
{
    /// <summary>As typed, for environment.txt.</summary>
    public string CommandLine { get; init; } = "";
}

/// <summary><c>RunAll hostile</c>: every selected serializer's deserializer against corrupt inputs derived from its own
/// valid message.</summary>
/// <param name="Objects">The N of the valid message the cases are derived from.</param>
/// <param name="CaseTimeoutSeconds">A case that runs longer is a hang: its child is killed and the next case starts in
/// a new one.</param>
/// <param name="MaxPositions">Byte positions per kind of change beyond which a seeded sample is taken.</param>
public sealed record HostileRequest(IReadOnlyList<string> Serializers, IReadOnlyList<string> Datasets, int Objects,
    int CaseTimeoutSeconds,
    int MaxPositions, int Seed, string? OutputRoot) : RunAllRequest
{
    public static readonly IReadOnlyList<string> DefaultDatasets = ["bookshelf", "person", "organization"];
    public const int DefaultObjects = 3;
    public const int DefaultCaseTimeoutSeconds = 10;

    /// <summary>As typed, for environment.txt.</summary>
    public string CommandLine { get; init; } = "";

    /// <summary>--shard k/n: this run's part of the groups, dealt round-robin.</summary>
    public Planning.Shard? Shard { get; init; }
}

/// <summary><c>RunAll versioning</c>: every selected serializer through the schema changes, old data read by the new
/// type and back.</summary>
public sealed record VersioningRequest(IReadOnlyList<string> Serializers, string? OutputRoot) : RunAllRequest
{
    /// <summary>As typed, for environment.txt.</summary>
    public string CommandLine { get; init; } = "";
}

/// <summary><c>RunAll footprint</c>: what each selected serializer costs a NativeAOT app.</summary>
/// <param name="Launches">Fresh launches of each app, dealt into seeded rounds.</param>
/// <param name="Rebuild">Publish every app even when one built from the same inputs exists.</param>
public sealed record FootprintRequest(IReadOnlyList<string> Serializers, int Launches, int Seed, bool Rebuild,
    string? OutputRoot) : RunAllRequest
{
    /// <summary>As typed, for environment.txt.</summary>
    public string CommandLine { get; init; } = "";
}
