using System.Text.Json.Serialization;
using SerializerTests.RunAll.Adapters;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Running;

public sealed record SavedAdapter(string Path, string Hash);

/// <summary>The file's schema: renaming, moving or dropping a property changes how every earlier folder
/// reads.</summary>
public sealed record RunOptionsFile
{
    public int PayloadBytes { get; init; }
    public bool Profile { get; init; }
    public bool NoHostile { get; init; }
    public bool NoFootprint { get; init; }
    public bool Quick { get; init; }
    public IReadOnlyList<string> Serializers { get; init; } = [];
    public IReadOnlyList<Variant> Variants { get; init; } = RunSettings.AllVariants;
    public bool VariantsGiven { get; init; }
    public IReadOnlyList<string> Runtimes { get; init; } = RunSettings.AllRuntimes;
    public int? Runs { get; init; }
    public double? Precision { get; init; }
    public double? MaxSeconds { get; init; }
    public int Launches { get; init; } = RunSettings.DefaultLaunches;
    public int QuietWaitSeconds { get; init; } = RunSettings.DefaultQuietWaitSeconds;
    public IReadOnlyList<int>? Counts { get; init; }
    public IReadOnlyList<string> Datasets { get; init; } = [TypesToSerialize.Datasets.Datasets.DefaultName];
    public string? OutputRoot { get; init; }
    /// <summary>Null in every saved folder: a resumed run keeps the file it found.</summary>
    public string? Resume { get; init; }
    public bool AllowOtherCommit { get; init; }
    public int TimeoutSeconds { get; init; } = RunSettings.DefaultTimeoutSeconds;
    public int? Processes { get; init; }
    /// <summary>Only when given, so a run without it saves what runs before the option saved.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
    public bool RuntimeVerdicts { get; init; }
    public double? BudgetMinutes { get; init; }
    /// <summary>Left out when not given, so the published reference's file reads and writes back as it was.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public double? UntilDecidedMinutes { get; init; }
    public Shard? Shard { get; init; }
    /// <summary>So that --resume can refuse other versions.</summary>
    public IReadOnlyList<PackageRequest> PackageRequests { get; init; } = [];
    public IReadOnlyList<PackagePin> Packages { get; init; } = [];
    public int Seed { get; init; }
    public string CommandLine { get; init; } = "";
    /// <summary>With hashes, so --resume measures the same adapter or refuses.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<SavedAdapter>? Adapters { get; init; }

    public static RunOptionsFile Of(RunSettings run, BenchmarkArguments arguments) => new()
    {
        PayloadBytes = run.PayloadBytes,
        Profile = run.Profile,
        NoHostile = run.NoHostile,
        NoFootprint = run.NoFootprint,
        Quick = run.Quick,
        Serializers = run.Serializers,
        Variants = run.Variants,
        VariantsGiven = run.VariantsGiven,
        Runtimes = run.Runtimes,
        Runs = run.Runs,
        Precision = run.Precision,
        MaxSeconds = run.MaxSeconds,
        Launches = run.Launches,
        QuietWaitSeconds = run.QuietWaitSeconds,
        Counts = run.Counts,
        Datasets = run.Datasets,
        OutputRoot = arguments.OutputRoot,
        Resume = arguments.Resume,
        AllowOtherCommit = arguments.AllowOtherCommit,
        TimeoutSeconds = run.TimeoutSeconds,
        Processes = run.Processes,
        RuntimeVerdicts = run.RuntimeVerdicts,
        BudgetMinutes = run.BudgetMinutes,
        UntilDecidedMinutes = run.UntilDecidedMinutes,
        Shard = run.Shard,
        PackageRequests = arguments.PackageRequests,
        Packages = run.Packages,
        Seed = run.Seed,
        CommandLine = arguments.CommandLine,
        Adapters = AddedAdapters.Current.Files is { Count: > 0 } files
            ? [.. files.Select(f => new SavedAdapter(f.Path, f.Hash))] : null,
    };

    /// <param name="rebuild">No folder keeps --rebuild.</param>
    public RunSettings ToSettings(bool rebuild = false) => new()
    {
        PayloadBytes = PayloadBytes,
        Profile = Profile,
        NoHostile = NoHostile,
        NoFootprint = NoFootprint,
        Quick = Quick,
        Serializers = Serializers,
        Variants = Variants,
        VariantsGiven = VariantsGiven,
        Runtimes = Runtimes,
        Runs = Runs,
        Precision = Precision,
        MaxSeconds = MaxSeconds,
        Rebuild = rebuild,
        Launches = Launches,
        QuietWaitSeconds = QuietWaitSeconds,
        Counts = Counts,
        Datasets = Datasets,
        TimeoutSeconds = TimeoutSeconds,
        Processes = Processes,
        RuntimeVerdicts = RuntimeVerdicts,
        BudgetMinutes = BudgetMinutes,
        UntilDecidedMinutes = UntilDecidedMinutes,
        Shard = Shard,
        Packages = Packages,
        Seed = Seed,
    };
}
