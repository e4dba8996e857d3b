using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Statistics;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>A measured number with its 95% half-width in percent (null: exact, as a size is).</summary>
public sealed record Measured(double Value, double? HalfWidthPercent = null)
{
    public double Low => Value * (1 - (HalfWidthPercent ?? 0) / 100);
    public double High => Value * (1 + (HalfWidthPercent ?? 0) / 100);

    /// <summary>The 95% interval of this over the other lies wholly below 1 (<see cref="RatioInterval.Below"/>): the only case in
    /// which this run says "smaller".</summary>
    public bool SeparatelyBelow(Measured other) => RatioInterval.Below(Value, HalfWidthPercent, other.Value, other.HalfWidthPercent);

    /// <summary>A sum whose half-width is that of the sum of the two intervals' ends (the widest the two can make together).</summary>
    public static Measured Sum(Measured a, Measured b) =>
        new(a.Value + b.Value, a.HalfWidthPercent is null && b.HalfWidthPercent is null ? null
            : ((a.High + b.High) - (a.Value + b.Value)) / (a.Value + b.Value) * 100);
}

/// <summary>Versioning verdicts of one serializer in one runtime variant: cases that read, lost data, came back wrong, threw.</summary>
public sealed record VersioningCounts(int Reads, int Loses, int Wrong, int Throws)
{
    public int Silent => Loses + Wrong;
}

/// <summary>Where a NativeAOT verdict comes from: the serializer's own app (Footprint.csv), or the all-in-one host's NativeAOT rows
/// (column AotCompatible).</summary>
public enum AotEvidence { App, Host }

/// <summary>Hostile-input verdicts of one serializer in its default setting, over the run's hostile datasets.</summary>
public sealed record HostileCounts(int Cases, double SilentCorruptionPercent, int Crashes, int Hangs, int ExcessiveAllocations);

/// <summary>One column of the matrix: its heading and the measurement it comes from, with runtime and variant.</summary>
public sealed record MatrixColumn(string Key, string Heading, string Source);

/// <summary>
/// One serializer's row: every measured cell (null where the run did not measure it, <see cref="Missing"/> says why) and the two
/// declared ones (maintenance, insecure), which cite their source.
/// </summary>
public sealed record MatrixRow(string Serializer)
{
    public Measured? SerializeSeconds { get; init; }
    public Measured? DeserializeSeconds { get; init; }
    public Measured? SizeBytes { get; init; }
    public Measured? GZipBytes { get; init; }
    public Measured? BrotliBytes { get; init; }
    /// <summary>The version of the NuGet package the library came from (column PackageVersion), not the assembly's own.</summary>
    public string? PackageVersion { get; init; }
    /// <summary>Bytes allocated per operation (one call on the root object of N items, as the times) over the timed runs (columns 29-30).</summary>
    public Measured? SerializeAllocatedBytes { get; init; }
    public Measured? DeserializeAllocatedBytes { get; init; }
    /// <summary>Collections per 1,000 operations over the timed runs (columns 90-95).</summary>
    public CollectionsPerThousand? SerializeCollections { get; init; }
    public CollectionsPerThousand? DeserializeCollections { get; init; }
    /// <summary>First-call cost in ms by variant name (JIT, ReadyToRun, NativeAOT).</summary>
    public IReadOnlyDictionary<string, Measured> FirstCallMs { get; init; } = new Dictionary<string, Measured>();
    public bool? NativeAotWorks { get; init; }
    public AotEvidence? NativeAotEvidence { get; init; }
    /// <summary>The serializer's own NativeAOT app (Footprint.csv): bytes over the empty app, trim and AOT warnings as the compile prints them
    /// by default, whether its round trip works.</summary>
    public Measured? AotAppIncrementBytes { get; init; }
    public Measured? AotAppWarnings { get; init; }
    public bool? AotAppWorks { get; init; }
    public VersioningCounts? Versioning { get; init; }
    public HostileCounts? Hostile { get; init; }
    public string? Maintenance { get; init; }
    /// <summary>A hand-written baseline (<see cref="Summaries.Baselines"/>): a reference row, never ranked.</summary>
    public bool Baseline => Summaries.Baselines.IsReference(Serializer, Maintenance);
    public bool? Insecure { get; init; }
    /// <summary>Why a cell is empty, by column key: "failed: …", "unsupported: …", "not measured: the run has no NativeAOT variant".</summary>
    public IReadOnlyDictionary<string, string> Missing { get; init; } = new Dictionary<string, string>();

    public Measured? SerializePlusDeserialize => SerializeSeconds is { } s && DeserializeSeconds is { } d ? Measured.Sum(s, d) : null;
}

/// <summary>
/// The decision matrix of a run: a row per serializer from the run's own files (the combined CSV, Versioning.csv,
/// HostileSummary.csv, Footprint.csv), each column naming the measurement it comes from. Nothing in it is typed in by hand: a cell the run did not
/// measure says why.
/// </summary>
public sealed record DecisionMatrix(IReadOnlyList<MatrixColumn> Columns, IReadOnlyList<MatrixRow> Rows, int? Objects)
{
    public const string Serialize = "serialize", Deserialize = "deserialize", Size = "size", GZip = "gzip", Brotli = "brotli",
        SerializeAllocated = "serialize-allocated", DeserializeAllocated = "deserialize-allocated", PackageVersionKey = "package-version",
        SerializeGc = "serialize-gc", DeserializeGc = "deserialize-gc",
        NativeAot = "nativeaot", AotAppIncrement = "aot-app-increment", AotAppWarnings = "aot-app-warnings", AotAppWorks = "aot-app-works",
        VersioningKey = "versioning", HostileKey = "hostile", MaintenanceKey = "maintenance", InsecureKey = "insecure";

    const string FirstCallPrefix = "firstcall-";

    public static string FirstCallKey(string variant) => FirstCallPrefix + variant;

    /// <summary>The variant of a first-call column, null for any other column.</summary>
    public static string? FirstCallVariantOf(string column) =>
        column.StartsWith(FirstCallPrefix, StringComparison.Ordinal) ? column[FirstCallPrefix.Length..] : null;

    public static readonly IReadOnlyList<string> FirstCallVariants = RuntimeVariant.VariantNames;

    public MatrixRow? Row(string serializer) => Rows.FirstOrDefault(r => r.Serializer == serializer);

    /// <param name="firstCalls">The run's first-call costs, pooled over their launches (<see cref="FirstCallCosts"/>).</param>
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
        var unordered = new DecisionMatrix([.. MatrixColumns.All.Select(c => new MatrixColumn(c.Key, c.Heading, c.Source(inputs)))], rows,
            data.Objects);
        var throughput = UseCaseViews.BulkThroughput.Rank(unordered);
        var byThroughput = throughput.Ranked.Concat(throughput.Baselines).Select(e => e.Serializer).ToList();
        return unordered with
        {
            Rows = [.. rows.OrderBy(r => byThroughput.IndexOf(r.Serializer) is var i && i >= 0 ? i : int.MaxValue)
                .ThenBy(r => r.Serializer, StringComparer.Ordinal)],
        };
    }

    /// <summary>The order of the rows, as the page states it.</summary>
    public const string OrderRule = "Rows in the order of the bulk-throughput view (serialize + deserialize time at the report's N, fastest first), "
        + "then the hand-written baselines (Maintenance NotASerializer) as reference rows, then the serializers without both numbers, by name.";

    /// <summary>The setting the matrix shows: the library's default, which is what an application gets unless it changes it.</summary>
    public const string HostileSetting = "default";
}
