using CsvHelper;
using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Footprint;

/// <summary>One line of Footprint.csv: what one serializer costs a NativeAOT app, or the empty app every increment is
/// measured against.</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record FootprintRow
{
    public const string Ok = "ok", Failed = "failed", BuildFailed = "build-failed", Unsupported = "unsupported";

    /// <summary>Rank by increment among the apps that work, smallest first.</summary>
    [CsvColumn("Rank")] public int? Rank { get; init; }
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Status")] public string Status { get; init; } = "";
    [CsvColumn("Reason")] public string? Reason { get; init; }
    /// <summary>Bytes on disk of the publish folder, symbols and the .mstat excluded.</summary>
    [CsvColumn("SizeBytes")] public long? SizeBytes { get; init; }
    /// <summary><see cref="SizeBytes"/> less the empty app's.</summary>
    [CsvColumn("IncrementBytes")] public long? IncrementBytes { get; init; }
    /// <summary>The largest assemblies by the compiler's own count, "name KiB; …".</summary>
    [CsvColumn("TopAssemblies")] public string? TopAssemblies { get; init; }
    /// <summary>Bytes the .mstat gives to another serializer's library: 0 when the app holds its serializer
    /// alone.</summary>
    [CsvColumn("OtherSerializerBytes")] public long? OtherSerializerBytes { get; init; }
    /// <summary>The library's trim and AOT warnings as a user sees them.</summary>
    [CsvColumn("Warnings")] public int? Warnings { get; init; }
    [CsvColumn("WarningCodes")] public string? WarningCodes { get; init; }
    /// <summary>The same with <c>TrimmerSingleWarn=false</c>.</summary>
    [CsvColumn("DetailedWarnings")] public int? DetailedWarnings { get; init; }
    [CsvColumn("DetailedWarningCodes")] public string? DetailedWarningCodes { get; init; }
    /// <summary>Warnings in the adapter's own code, by code.</summary>
    [CsvColumn("AdapterWarnings")] public string? AdapterWarnings { get; init; }
    /// <summary>Fresh processes launched, dealt into seeded rounds with every other app.</summary>
    [CsvColumn("Launches")] public int? Launches { get; init; }
    /// <summary>From spawn to exit after the verified round trip.</summary>
    [CsvColumn("StartToRoundTripMs")] public double? StartToRoundTripMs { get; init; }
    [CsvColumn("IntervalPercent")] public double? IntervalPercent { get; init; }
    /// <summary>The launches' median of the process's own peak resident set, in MiB.</summary>
    [CsvColumn("PeakWorkingSetMB")] public double? PeakWorkingSetMB { get; init; }
    /// <summary>Each launch's time in launch order, for <c>compare</c>.</summary>
    [CsvColumn("Samples"), CsvConverter(typeof(SamplesConverter))] public Samples? Samples { get; init; }

    public bool Works => Status == Ok;

    public bool IsEmptyApp => Serializer == FootprintApp.EmptyName;

    /// <summary>The baseline first, then the working apps by rank, then the rest by name.</summary>
    public static IReadOnlyList<FootprintRow> InRankOrder(IEnumerable<FootprintRow> rows)
    {
        var all = rows.ToList();
        return [.. all.Where(r => r.IsEmptyApp),
            .. all.Where(r => !r.IsEmptyApp && r.Rank is not null).OrderBy(r => r.Rank),
            .. all.Where(r => !r.IsEmptyApp && r.Rank is null).OrderBy(r => r.Serializer, StringComparer.Ordinal)];
    }
}
