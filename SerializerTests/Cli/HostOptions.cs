namespace SerializerTests.Cli;

public enum TestKind { Serialize, Deserialize, Combined, FirstCall, Hostile, Versioning }

public static class TestKindNames
{
    public static string Name(this TestKind kind) => kind.ToString().ToLowerInvariant();
}

public sealed record HostOptions
{
    public static readonly IReadOnlyList<int> DefaultCounts =
        [1, 1, 10, 100, 500, 1000, 10000, 50000, 100000, 200000, 500000, 800000, 1000000];

    public TestKind Test { get; init; } = TestKind.Combined;
    public IReadOnlyList<int> Counts { get; init; } = DefaultCounts;
    public int Runs { get; init; } = Measurement.MeasurementPolicy.DefaultRuns;
    /// <summary>0: exactly <see cref="Runs"/>.</summary>
    public double PrecisionPercent { get; init; } = Measurement.MeasurementPolicy.DefaultPrecisionPercent;
    public double MaxSeconds { get; init; } = Measurement.MeasurementPolicy.DefaultMaxSeconds;
    public IReadOnlyList<string> Serializers { get; init; } = [];
    public bool List { get; init; }
    public bool Describe { get; init; }
    public int BookDataSize { get; init; }
    public bool Verify { get; init; }
    public bool NoHeader { get; init; }
    public string? Scenario { get; init; }
    public bool ReferenceTracking { get; init; }
    public TypesToSerialize.Datasets.Dataset Dataset { get; init; } = TypesToSerialize.Datasets.Datasets.BookShelf;
    public bool ListDatasets { get; init; }
    public int Seed { get; init; } = Hostile.HostileCases.DefaultSeed;
    /// <summary>-test hostile: a child restarted after a crash starts after the case that crashed.</summary>
    public int FromCase { get; init; }
    public int MaxPositions { get; init; } = Hostile.HostileCases.DefaultMaxPositions;
    public bool Hardened { get; init; }
    public bool CompressedSizes { get; init; }
    /// <summary>A window counts the same in every process, so only a unit's first takes one.</summary>
    public bool NoCollectionWindow { get; init; }
    /// <summary>So that a library printing to the console cannot mix into the rows.</summary>
    public string? RowsPath { get; init; }
}
