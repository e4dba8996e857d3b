using CsvHelper;

namespace SerializerTests.Results;

/// <summary>One line of Versioning.csv (docs/versioning.md).</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record VersioningRow
{
    [CsvColumn("Serializer"), CsvConverter(typeof(SerializerIdConverter))] public SerializerId Serializer { get; init; }
    [CsvColumn("VersionedBy")] public string? VersionedBy { get; init; }
    [CsvColumn("Change")] public string Change { get; init; } = "";
    /// <summary><c>old-to-new</c>: yesterday's data read by today's build.</summary>
    [CsvColumn("Direction")] public string Direction { get; init; } = "";
    [CsvColumn("Outcome")] public string Outcome { get; init; } = "";
    [CsvColumn("Bytes")] public int? Bytes { get; init; }
    [CsvColumn("Exception")] public string? Exception { get; init; }
    [CsvColumn("Detail")] public string? Detail { get; init; }
    [CsvColumn("Runtime")] public string? Runtime { get; init; }
    /// <summary>Set by RunAll, which knows what it built; empty from a host run by hand.</summary>
    [CsvColumn("Variant")] public string? Variant { get; init; }
    [CsvColumn("FileVersion")] public string? FileVersion { get; init; }
}
