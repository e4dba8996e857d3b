using CsvHelper;

namespace SerializerTests.Results;

/// <summary>One line of Versioning.csv: one serializer, one schema change, one direction (docs/versioning.md).</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record VersioningRow
{
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    /// <summary>How the adapter matches members across versions (its <c>VersionedBy</c>).</summary>
    [CsvColumn("VersionedBy")] public string? VersionedBy { get; init; }
    [CsvColumn("Change")] public string Change { get; init; } = "";
    /// <summary><c>old-to-new</c>: V1's bytes read as V2 (yesterday's data, today's build); <c>new-to-old</c>: the reverse.</summary>
    [CsvColumn("Direction")] public string Direction { get; init; } = "";
    [CsvColumn("Outcome")] public string Outcome { get; init; } = "";
    [CsvColumn("Bytes")] public int? Bytes { get; init; }
    [CsvColumn("Exception")] public string? Exception { get; init; }
    /// <summary>The members that differ (written → read), the exception's message, or why there is no case.</summary>
    [CsvColumn("Detail")] public string? Detail { get; init; }
    [CsvColumn("Runtime")] public string? Runtime { get; init; }
    /// <summary>The host build that read and wrote (JIT, ReadyToRun, NativeAOT): set by RunAll, which knows what it built; empty
    /// from a host run by hand.</summary>
    [CsvColumn("Variant")] public string? Variant { get; init; }
    [CsvColumn("FileVersion")] public string? FileVersion { get; init; }
}
