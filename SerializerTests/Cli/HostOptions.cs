namespace SerializerTests.Cli;

public enum TestKind { Serialize, Deserialize, Combined, FirstCall, Hostile, Versioning }

public static class TestKindNames
{
    /// <summary>How the command line and the CSV's Test column spell it: serialize, deserialize, combined, firstcall, hostile, versioning.</summary>
    public static string Name(this TestKind kind) => kind.ToString().ToLowerInvariant();
}

/// <summary>One measurement job, as the classic command line describes it.</summary>
public sealed record HostOptions
{
    public static readonly IReadOnlyList<int> DefaultCounts = [1, 1, 10, 100, 500, 1000, 10000, 50000, 100000, 200000, 500000, 800000, 1000000];

    public TestKind Test { get; init; } = TestKind.Combined;
    public IReadOnlyList<int> Counts { get; init; } = DefaultCounts;
    public int Runs { get; init; } = Measurement.MeasurementPolicy.DefaultRuns;
    /// <summary>Runs are added until the median's 99% confidence interval (<see cref="Measurement.MeasurementPolicy.StoppingConfidence"/>) is within
    /// ±this percent of it; 0: exactly <see cref="Runs"/>.</summary>
    public double PrecisionPercent { get; init; } = Measurement.MeasurementPolicy.DefaultPrecisionPercent;
    /// <summary>…or until this long after the first timed run of one operation began.</summary>
    public double MaxSeconds { get; init; } = Measurement.MeasurementPolicy.DefaultMaxSeconds;
    public IReadOnlyList<string> Serializers { get; init; } = [];
    public bool List { get; init; }
    public bool Describe { get; init; }
    public int BookDataSize { get; init; }
    public bool Verify { get; init; }
    public bool NoHeader { get; init; }
    public string? Scenario { get; init; }
    public bool ReferenceTracking { get; init; }
    /// <summary>The shape of data measured (<see cref="TypesToSerialize.Datasets.Datasets"/>).</summary>
    public TypesToSerialize.Datasets.Dataset Dataset { get; init; } = TypesToSerialize.Datasets.Datasets.BookShelf;
    /// <summary><c>-dataset list</c>: print the datasets and exit.</summary>
    public bool ListDatasets { get; init; }
    /// <summary>-test hostile: the seed the corrupt inputs are derived with.</summary>
    public int Seed { get; init; } = Hostile.HostileCases.DefaultSeed;
    /// <summary>-test hostile: the first corrupt case to run (a child restarted after a crash starts after it).</summary>
    public int FromCase { get; init; }
    /// <summary>-test hostile: byte positions per kind of change beyond which a seeded sample is taken.</summary>
    public int MaxPositions { get; init; } = Hostile.HostileCases.DefaultMaxPositions;
    /// <summary>-test hostile: switch on the library's setting for untrusted input.</summary>
    public bool Hardened { get; init; }
    /// <summary>Steady state: after the timed runs of each N, the message's size after GZip and Brotli (columns GZipBytes,
    /// BrotliBytes); RunAll asks the first process of a unit for it.</summary>
    public bool CompressedSizes { get; init; }
    /// <summary>Steady state: no window of BenchmarkDotNet's iteration length after the timed runs; an operation that would have had
    /// one leaves its collection counts empty. RunAll asks every process of a unit but the first, whose counts the pooled row takes
    /// (the counts of a window of the same length are the same in every process).</summary>
    public bool NoCollectionWindow { get; init; }
    /// <summary>Write the rows to this file instead of stdout (RunAll's children), so a library printing to the console cannot mix
    /// into them.</summary>
    public string? RowsPath { get; init; }
}
