using CsvHelper;

namespace SerializerTests.Results;

/// <summary>
/// One line of Hostile.csv: one corrupt input fed to one serializer's deserializer, and what came of it
/// (<see cref="Hostile.HostileOutcome"/>). Member order is column order; docs/hostile.md lists them.
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record HostileRow
{
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    /// <summary><c>default</c>, or <c>hardened</c> when the library's setting for untrusted data was switched on.</summary>
    [CsvColumn("Setting")] public string Setting { get; init; } = "";
    [CsvColumn("Dataset")] public string Dataset { get; init; } = "";
    [CsvColumn("RootType")] public string? RootType { get; init; }
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Runtime")] public string? Runtime { get; init; }
    [CsvColumn("Seed")] public int Seed { get; init; }
    /// <summary>0 is the valid message itself; 1 … <see cref="Cases"/> the corrupt ones, in the order they are generated.</summary>
    [CsvColumn("Case")] public int Case { get; init; }
    /// <summary>How many corrupt cases the serializer × dataset has (what the child owes).</summary>
    [CsvColumn("Cases")] public int? Cases { get; init; }
    [CsvColumn("Kind")] public string Kind { get; init; } = "";
    /// <summary>The byte offset the change applies to (truncation length, replaced byte, first flipped bit's byte).</summary>
    [CsvColumn("Position")] public int? Position { get; init; }
    [CsvColumn("InputBytes")] public int? InputBytes { get; init; }
    [CsvColumn("Outcome")] public string Outcome { get; init; } = "";
    [CsvColumn("Milliseconds")] public double? Milliseconds { get; init; }
    [CsvColumn("AllocatedBytes")] public long? AllocatedBytes { get; init; }
    /// <summary>Bytes allocated ÷ input bytes (÷ 1 for the empty input).</summary>
    [CsvColumn("AllocationRatio")] public double? AllocationRatio { get; init; }
    [CsvColumn("Exception")] public string? Exception { get; init; }
    /// <summary>The exception's message, the first difference of an accepted-different object, or why a case has no measurement.</summary>
    [CsvColumn("Detail")] public string? Detail { get; init; }
    [CsvColumn("FileVersion")] public string? FileVersion { get; init; }
}
