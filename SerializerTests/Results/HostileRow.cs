using CsvHelper;

namespace SerializerTests.Results;

/// <summary>One line of Hostile.csv; member order is column order (docs/hostile.md).</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record HostileRow
{
    [CsvColumn("Serializer"), CsvConverter(typeof(SerializerIdConverter))] public SerializerId Serializer { get; init; }
    [CsvColumn("Setting")] public string Setting { get; init; } = "";
    [CsvColumn("Dataset")] public string Dataset { get; init; } = "";
    [CsvColumn("RootType")] public string? RootType { get; init; }
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Runtime")] public string? Runtime { get; init; }
    [CsvColumn("Seed")] public int Seed { get; init; }
    /// <summary>0 is the valid message itself.</summary>
    [CsvColumn("Case")] public int Case { get; init; }
    [CsvColumn("Cases")] public int? Cases { get; init; }
    [CsvColumn("Kind")] public string Kind { get; init; } = "";
    /// <summary>Truncation length, replaced byte, or first flipped bit's byte.</summary>
    [CsvColumn("Position")] public int? Position { get; init; }
    [CsvColumn("InputBytes")] public int? InputBytes { get; init; }
    [CsvColumn("Outcome")] public string Outcome { get; init; } = "";
    [CsvColumn("Milliseconds")] public double? Milliseconds { get; init; }
    [CsvColumn("AllocatedBytes")] public long? AllocatedBytes { get; init; }
    [CsvColumn("AllocationRatio")] public double? AllocationRatio { get; init; }
    [CsvColumn("Exception")] public string? Exception { get; init; }
    [CsvColumn("Detail")] public string? Detail { get; init; }
    [CsvColumn("FileVersion")] public string? FileVersion { get; init; }
}
