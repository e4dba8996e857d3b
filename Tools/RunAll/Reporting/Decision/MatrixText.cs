using System.Globalization;
using SerializerTests.Measurement;
using SerializerTests.RunAll.Summaries;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Reporting.Decision;

/// <summary>How a matrix cell reads, the same in report.html, summary.md and the workbook.</summary>
public static class MatrixText
{
    /// <summary>The cell's text, and the reason when the run has no value for it.</summary>
    public static (string Text, string? Why) Cell(MatrixRow row, string column)
    {
        string? text = column switch
        {
            DecisionMatrix.Serialize => Time(row.SerializeSeconds),
            DecisionMatrix.Deserialize => Time(row.DeserializeSeconds),
            DecisionMatrix.Size => Bytes(row.SizeBytes),
            DecisionMatrix.GZip => Bytes(row.GZipBytes),
            DecisionMatrix.Brotli => Bytes(row.BrotliBytes),
            DecisionMatrix.PackageVersionKey => row.PackageVersion,
            DecisionMatrix.SerializeAllocated => Bytes(row.SerializeAllocatedBytes),
            DecisionMatrix.DeserializeAllocated => Bytes(row.DeserializeAllocatedBytes),
            DecisionMatrix.SerializeGc => Collections(row.SerializeCollections),
            DecisionMatrix.DeserializeGc => Collections(row.DeserializeCollections),
            DecisionMatrix.NativeAot =>
                row.NativeAotWorks is { } works ? $"{YesNo(works)} ({Evidence(row.NativeAotEvidence)})" : null,
            DecisionMatrix.AotAppIncrement =>
                row.AotAppIncrementBytes is { } increment ? Units.Mebibytes((long)increment.Value, signed: true) : null,
            DecisionMatrix.AotAppWarnings =>
                row.AotAppWarnings is { } warnings ? Invariant($"{warnings.Value:0}") : null,
            DecisionMatrix.AotAppWorks => row.AotAppWorks is { } appWorks ? YesNo(appWorks) : null,
            DecisionMatrix.VersioningKey =>
                row.Versioning is { } v ? Invariant($"{v.Reads}/{v.Loses}/{v.Wrong}/{v.Throws}") : null,
            DecisionMatrix.HostileKey =>
                row.Hostile is { } h
                    ? Invariant($"{h.SilentCorruptionPercent:F1}% / {h.Crashes} / {h.Hangs} / {h.ExcessiveAllocations}")
                    : null,
            DecisionMatrix.MaintenanceKey =>
                row.Baseline ? $"{row.Maintenance} ({Baselines.MarkOf(row.Serializer)})" : row.Maintenance,
            DecisionMatrix.InsecureKey => row.Insecure is { } insecure ? YesNo(insecure) : null,
            _ when DecisionMatrix.FirstCallVariantOf(column) is { } variant =>
                row.FirstCallMs.TryGetValue(variant, out var ms) ? Milliseconds(ms) : null,
            _ => throw new ArgumentException($"no matrix column '{column}'", nameof(column)),
        };
        if (text is not null)
            return (text, null);
        string why = row.Missing.GetValueOrDefault(column) ?? "not measured";
        return (Short(why), why);
    }

    static string YesNo(bool value) => value ? "yes" : "no";

    /// <summary>"30 / 7.5 / 0": gen0, gen1 and gen2 collections per 1,000 operations.</summary>
    static string? Collections(CollectionsPerThousand? gc) =>
        gc is null ? null : Invariant($"{gc.Gen0:0.##} / {gc.Gen1:0.##} / {gc.Gen2:0.##}");

    /// <summary>The source marker of a NativeAOT verdict: the serializer's own app, or the all-in-one host.</summary>
    static string Evidence(AotEvidence? evidence) => evidence == AotEvidence.App ? "app" : "host";

    /// <summary>"12.3 µs ±4%": the median and the half-width of its 95% interval.</summary>
    public static string? Time(Measured? time) => time is null ? null
        : Units.Seconds(time.Value) + PlusMinus(time);

    /// <summary>"12.3 ms ±4%": a first-call cost, the median of its launches and its interval.</summary>
    static string Milliseconds(Measured ms) => Units.Milliseconds(ms.Value) + PlusMinus(ms);

    static string PlusMinus(Measured value) => value.HalfWidthPercent is { } h ? Invariant($" ±{h:F0}%") : "";

    public static string? Bytes(Measured? size) => size is null ? null : Units.Bytes(size.Value);

    /// <summary>A value of a view's criterion, in the unit its column reads in.</summary>
    public static string Value(Criterion criterion, Measured value) => criterion.Column switch
    {
        DecisionMatrix.Serialize or DecisionMatrix.Deserialize => Time(value)!,
        DecisionMatrix.Size or DecisionMatrix.GZip or DecisionMatrix.Brotli => Bytes(value)!,
        _ when DecisionMatrix.FirstCallVariantOf(criterion.Column) is not null => Milliseconds(value),
        _ => value.Value.ToString("0.#", CultureInfo.InvariantCulture),
    };

    /// <summary>The reason's first words, up to its colon: "failed", "not measured", "incomplete".</summary>
    static string Short(string why) => why.IndexOf(':') is var colon and > 0 ? why[..colon] : why;

    static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
