using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Cli;

/// <summary>What <c>RunAll [payloadBytes] [options]</c> was given, the benchmark run's command line as
/// parsed.</summary>
public sealed record BenchmarkArguments
{
    public int PayloadBytes { get; init; }
    public bool Profile { get; init; }
    public bool NoHostile { get; init; }
    public bool NoFootprint { get; init; }
    public bool Quick { get; init; }
    /// <summary>--serializers patterns; none: every serializer.</summary>
    public IReadOnlyList<string> Serializers { get; init; } = [];
    /// <summary>--variants; null: every variant, the steady state in JIT only.</summary>
    public IReadOnlyList<Variant>? Variants { get; init; }
    /// <summary>--runtimes; null: every runtime, or only the SDK's with --quick.</summary>
    public IReadOnlyList<string>? Runtimes { get; init; }
    public int? Runs { get; init; }
    public double? Precision { get; init; }
    public double? MaxSeconds { get; init; }
    public bool Rebuild { get; init; }
    public int Launches { get; init; } = RunSettings.DefaultLaunches;
    public int QuietWaitSeconds { get; init; } = RunSettings.DefaultQuietWaitSeconds;
    public IReadOnlyList<int>? Counts { get; init; }
    public IReadOnlyList<string> Datasets { get; init; } = [TypesToSerialize.Datasets.Datasets.DefaultName];
    /// <summary>--out: the folder the results folder is created in.</summary>
    public string? OutputRoot { get; init; }
    /// <summary>--resume: the results folder to continue, whose saved run replaces the one this command line
    /// describes.</summary>
    public string? Resume { get; init; }
    /// <summary>--allow-other-commit: resume a folder that another commit of the repository started.</summary>
    public bool AllowOtherCommit { get; init; }
    public int TimeoutSeconds { get; init; } = RunSettings.DefaultTimeoutSeconds;
    public int? Processes { get; init; }
    public bool RuntimeVerdicts { get; init; }
    public double? BudgetMinutes { get; init; }
    /// <summary>--until-decided: minutes beyond the budget for a side by side's added rounds.</summary>
    public double? UntilDecidedMinutes { get; init; }
    public Shard? Shard { get; init; }
    /// <summary>--package id=v1,v2 as typed: resolved into <see cref="RunSettings.Packages"/> against the serializers
    /// selected.</summary>
    public IReadOnlyList<PackageRequest> PackageRequests { get; init; } = [];
    /// <summary>--adapter: files of adapters measured beside the built-in ones.</summary>
    public IReadOnlyList<string> Adapters { get; init; } = [];
    /// <summary>--seed; null: a new one for each run.</summary>
    public int? Seed { get; init; }
    /// <summary>As typed, for environment.txt and the saved options.</summary>
    public string CommandLine { get; init; } = "";

    /// <summary>The run this command line asks for, its defaults resolved and a seed drawn unless --seed gave
    /// one.</summary>
    public RunSettings ToSettings() => new()
    {
        PayloadBytes = PayloadBytes,
        Profile = Profile,
        NoHostile = NoHostile,
        NoFootprint = NoFootprint,
        Quick = Quick,
        Serializers = Serializers,
        Variants = Variants ?? RunSettings.AllVariants,
        VariantsGiven = Variants is not null,
        Runtimes = Runtimes ?? (Quick ? [HostToolchain.SdkRuntime] : RunSettings.AllRuntimes),
        Runs = Runs,
        Precision = Precision,
        MaxSeconds = MaxSeconds,
        Rebuild = Rebuild,
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
        Seed = Seed ?? Random.Shared.Next(),
    };
}
