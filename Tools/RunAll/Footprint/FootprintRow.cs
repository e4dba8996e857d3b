using CsvHelper;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Footprint;

/// <summary>
/// One line of Footprint.csv: what one serializer costs a NativeAOT app (docs/methodology.md, "What a serializer costs a NativeAOT
/// app"), or the empty app every increment is measured against. <see cref="Status"/> says whether the other columns are measured:
/// <c>ok</c> (published, round trip verified), <c>failed</c> (published, the round trip threw or differed: <see cref="Reason"/> is the
/// library's exception), <c>build-failed</c> (the publish failed: the build error's first line), <c>unsupported</c> (no adapter here).
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record FootprintRow
{
    public const string Ok = "ok", Failed = "failed", BuildFailed = "build-failed", Unsupported = "unsupported";

    /// <summary>Rank by increment among the apps that work, smallest first; empty for the rest and the empty app.</summary>
    [CsvColumn("Rank")] public int? Rank { get; init; }
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Status")] public string Status { get; init; } = "";
    [CsvColumn("Reason")] public string? Reason { get; init; }
    /// <summary>Bytes on disk of the publish folder, symbols (.dbg, .pdb) and the .mstat excluded.</summary>
    [CsvColumn("SizeBytes")] public long? SizeBytes { get; init; }
    /// <summary><see cref="SizeBytes"/> less the empty app's.</summary>
    [CsvColumn("IncrementBytes")] public long? IncrementBytes { get; init; }
    /// <summary>The largest assemblies by the compiler's own count (.mstat: code and type data), "name KiB; …".</summary>
    [CsvColumn("TopAssemblies")] public string? TopAssemblies { get; init; }
    /// <summary>Bytes the .mstat gives to another serializer's library: 0 when the app holds its serializer alone.</summary>
    [CsvColumn("OtherSerializerBytes")] public long? OtherSerializerBytes { get; init; }
    /// <summary>The library's trim and AOT warnings as a user sees them (a package's collapsed into one IL2104 and one IL3053); those in
    /// the adapter's own source are <see cref="AdapterWarnings"/>.</summary>
    [CsvColumn("Warnings")] public int? Warnings { get; init; }
    [CsvColumn("WarningCodes")] public string? WarningCodes { get; init; }
    /// <summary>The same with <c>TrimmerSingleWarn=false</c>.</summary>
    [CsvColumn("DetailedWarnings")] public int? DetailedWarnings { get; init; }
    [CsvColumn("DetailedWarningCodes")] public string? DetailedWarningCodes { get; init; }
    /// <summary>Warnings in the adapter's own code (IL2091 from its generic <c>Serialize&lt;T&gt;</c>, which an app calling the library with
    /// its concrete type would not see), by code.</summary>
    [CsvColumn("AdapterWarnings")] public string? AdapterWarnings { get; init; }
    /// <summary>Fresh processes launched, dealt into seeded rounds with every other app.</summary>
    [CsvColumn("Launches")] public int? Launches { get; init; }
    /// <summary>From spawn to exit after the verified round trip: the launches' median, and its 95% interval's half-width in percent.</summary>
    [CsvColumn("StartToRoundTripMs")] public double? StartToRoundTripMs { get; init; }
    [CsvColumn("IntervalPercent")] public double? IntervalPercent { get; init; }
    /// <summary>The launches' median of the process's own peak resident set, in MiB (VmHWM's "kB" are KiB, divided by 1024); the column's
    /// name is the documented schema's, older than the IEC symbol.</summary>
    [CsvColumn("PeakWorkingSetMB")] public double? PeakWorkingSetMB { get; init; }
    /// <summary>Each launch's time in launch order (ms, space separated), for <c>compare</c>.</summary>
    [CsvColumn("Samples")] public string? Samples { get; init; }

    public bool Works => Status == Ok;

    public bool IsEmptyApp => Serializer == FootprintApp.EmptyName;

    /// <summary>The baseline first, then the working apps by rank, then the rest by name: the order of Footprint.csv and of every table of
    /// it.</summary>
    public static IReadOnlyList<FootprintRow> InRankOrder(IEnumerable<FootprintRow> rows)
    {
        var all = rows.ToList();
        return [.. all.Where(r => r.IsEmptyApp), .. all.Where(r => !r.IsEmptyApp && r.Rank is not null).OrderBy(r => r.Rank),
            .. all.Where(r => !r.IsEmptyApp && r.Rank is null).OrderBy(r => r.Serializer, StringComparer.Ordinal)];
    }
}
