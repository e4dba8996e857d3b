using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Statistics;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Summaries.Decision;

public sealed record Measured(double Value, double? HalfWidthPercent = null)
{
    public double Low => Value * (1 - (HalfWidthPercent ?? 0) / 100);
    public double High => Value * (1 + (HalfWidthPercent ?? 0) / 100);

    /// <summary>The only case in which this run says "smaller".</summary>
    public bool SeparatelyBelow(Measured other) =>
        RatioInterval.Below(Value, HalfWidthPercent, other.Value, other.HalfWidthPercent);

    /// <summary>The widest the two intervals can make together.</summary>
    public static Measured Sum(Measured a, Measured b) =>
        new(a.Value + b.Value, a.HalfWidthPercent is null && b.HalfWidthPercent is null ? null
            : ((a.High + b.High) - (a.Value + b.Value)) / (a.Value + b.Value) * 100);
}

public sealed record VersioningCounts(int Reads, int Loses, int Wrong, int Throws)
{
    public int Silent => Loses + Wrong;
}

public enum AotEvidence { App, Host }

public sealed record HostileCounts(int Cases, double SilentCorruptionPercent, int Crashes, int Hangs,
    int ExcessiveAllocations);

public sealed record MatrixColumn(string Key, string Heading, string Source);

public sealed record MatrixRow(string Serializer)
{
    public Measured? SerializeSeconds { get; init; }
    public Measured? DeserializeSeconds { get; init; }
    public Measured? SizeBytes { get; init; }
    public Measured? GZipBytes { get; init; }
    public Measured? BrotliBytes { get; init; }
    /// <summary>The NuGet package's version, not the assembly's.</summary>
    public string? PackageVersion { get; init; }
    public Measured? SerializeAllocatedBytes { get; init; }
    public Measured? DeserializeAllocatedBytes { get; init; }
    public CollectionsPerThousand? SerializeCollections { get; init; }
    public CollectionsPerThousand? DeserializeCollections { get; init; }
    public IReadOnlyDictionary<string, Measured> FirstCallMs { get; init; } = new Dictionary<string, Measured>();
    public bool? NativeAotWorks { get; init; }
    public AotEvidence? NativeAotEvidence { get; init; }
    public Measured? AotAppIncrementBytes { get; init; }
    public Measured? AotAppWarnings { get; init; }
    public bool? AotAppWorks { get; init; }
    public VersioningCounts? Versioning { get; init; }
    public HostileCounts? Hostile { get; init; }
    public string? Maintenance { get; init; }
    public bool Baseline => Summaries.Baselines.IsReference(Serializer, Maintenance);
    public bool? Insecure { get; init; }
    public IReadOnlyDictionary<string, string> Missing { get; init; } = new Dictionary<string, string>();

    public Measured? SerializePlusDeserialize =>
        SerializeSeconds is { } s && DeserializeSeconds is { } d ? Measured.Sum(s, d) : null;
}

/// <summary>From the run's own files only: a cell the run did not measure says why.</summary>
public sealed record DecisionMatrix(IReadOnlyList<MatrixColumn> Columns, IReadOnlyList<MatrixRow> Rows, int? Objects)
{
    public const string Serialize = "serialize", Deserialize = "deserialize", Size = "size", GZip = "gzip",
        Brotli = "brotli",
        SerializeAllocated = "serialize-allocated", DeserializeAllocated = "deserialize-allocated",
            PackageVersionKey = "package-version",
        SerializeGc = "serialize-gc", DeserializeGc = "deserialize-gc",
        NativeAot = "nativeaot", AotAppIncrement = "aot-app-increment", AotAppWarnings = "aot-app-warnings",
            AotAppWorks = "aot-app-works",
        VersioningKey = "versioning", HostileKey = "hostile", MaintenanceKey = "maintenance", InsecureKey = "insecure";

    const string FirstCallPrefix = "firstcall-";

    public static string FirstCallKey(string variant) => FirstCallPrefix + variant;

    public static string? FirstCallVariantOf(string column) =>
        column.StartsWith(FirstCallPrefix, StringComparison.Ordinal) ? column[FirstCallPrefix.Length..] : null;

    public static readonly IReadOnlyList<string> FirstCallVariants = RuntimeVariant.VariantNames;

    public MatrixRow? Row(string serializer) => Rows.FirstOrDefault(r => r.Serializer == serializer);

    public static DecisionMatrix Build(RunSummary data, IReadOnlyList<FirstCallCost> firstCalls)
    {
        var inputs = new MatrixInputs(data, firstCalls);
        var rows = new List<MatrixRow>();
        foreach (var facts in data.Serializers())
        {
            var row = new MatrixRow(facts.Serializer);
            var missing = new Dictionary<string, string>();
            foreach (var column in MatrixColumns.All)
            {
                var cell = column.Fill(inputs, facts, row);
                row = cell.Row;
                if (cell.Missing is { } why)
                    missing[column.Key] = why;
            }
            rows.Add(row with { Missing = missing });
        }
        var unordered = new DecisionMatrix([.. MatrixColumns.All.Select(c =>
            new MatrixColumn(c.Key, c.Heading, c.Source(inputs)))], rows,
            data.Objects);
        var throughput = UseCaseViews.BulkThroughput.Rank(unordered);
        var byThroughput = throughput.Ranked.Concat(throughput.Baselines).Select(e => e.Serializer).ToList();
        return unordered with
        {
            Rows = [.. rows.OrderBy(r => byThroughput.IndexOf(r.Serializer) is var i && i >= 0 ? i : int.MaxValue)
                .ThenBy(r => r.Serializer, StringComparer.Ordinal)],
        };
    }

    public const string OrderRule = "Rows in the order of the bulk-throughput view (serialize + deserialize time at "
        + "the report's N, fastest first), "
        + "then the hand-written baselines (Maintenance NotASerializer) as reference rows, then the serializers "
            + "without both numbers, by name.";

    /// <summary>What an application gets unless it changes it.</summary>
    public const string HostileSetting = "default";
}
