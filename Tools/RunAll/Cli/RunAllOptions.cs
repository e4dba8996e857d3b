using System.Text.Json.Serialization;
using SerializerTests.RunAll.Matrix;

namespace SerializerTests.RunAll.Cli;

/// <summary>What a RunAll invocation asks for. Saved into the results folder so that --resume can continue it.</summary>
public sealed record RunAllOptions
{
    public static readonly IReadOnlyList<string> AllRuntimes = ["net10.0", "net9.0", "net8.0"];
    public static readonly IReadOnlyList<Variant> AllVariants = [Variant.Jit, Variant.ReadyToRun, Variant.NativeAot];
    public static readonly IReadOnlyList<int> QuickCounts = [1, 10, 1000];

    /// <summary>
    /// --quick's small N make a run 20 ms long, so its 11 runs cost seconds and let a slow spell of the machine move the
    /// median less: two quick runs agreed within ±5% on 51% of N ≥ 1000 cells with 3 runs; with 11, 92% and 81% in two
    /// pairs (docs/accuracy.md).
    /// </summary>
    public const int QuickRuns = 11;

    public int PayloadBytes { get; init; }
    public bool Profile { get; init; }
    public bool Quick { get; init; }
    public IReadOnlyList<string> Serializers { get; init; } = [];
    public IReadOnlyList<Variant> Variants { get; init; } = AllVariants;
    /// <summary>True when --variants was given: then the steady-state test runs in those variants too, not only JIT.</summary>
    public bool VariantsGiven { get; init; }
    public IReadOnlyList<string> Runtimes { get; init; } = AllRuntimes;
    public int? Runs { get; init; }
    public int Launches { get; init; } = 3;
    public IReadOnlyList<int>? Counts { get; init; }
    /// <summary>Dataset names (TypesToSerialize.Datasets); every test runs once per dataset.</summary>
    public IReadOnlyList<string> Datasets { get; init; } = [TypesToSerialize.Datasets.Datasets.DefaultName];
    public string? OutputRoot { get; init; }
    public string? Resume { get; init; }
    public int TimeoutSeconds { get; init; } = 1800;
    public string CommandLine { get; init; } = "";

    [JsonIgnore]
    public int EffectiveRuns => Runs ?? (Quick ? QuickRuns : 5);

    [JsonIgnore]
    public IReadOnlyList<int>? EffectiveCounts => Counts ?? (Quick ? QuickCounts : null);
}
