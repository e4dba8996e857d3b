using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Footprint;

namespace SerializerTests.Tests.RunAll.Footprint;

/// <summary>A results folder made by hand (its options and combined CSV, no build, no child), with a Footprint.csv of rows known by heart.</summary>
static class FootprintFolder
{
    public const long EmptySize = 2_000_000;

    /// <summary>
    /// Empty, the baseline; Small (+1,000,000 bytes, rank 1) and Big (+2,500,000, rank 2, three warnings) work; Broken is published and
    /// its round trip threw (+1,500,000); NoBuild did not publish. The apps that launched peaked at 20.5 MiB. Shuffled, as a file edited
    /// by hand or written by an older build might be.
    /// </summary>
    public static IReadOnlyList<FootprintRow> Rows(double smallMs = 10) =>
    [
        Published("Big", 2, 2_500_000, 3, [20, 21, 22, 23, 24]),
        Published("Broken", null, 1_500_000, 2, []) with { Status = FootprintRow.Failed, Reason = "System.InvalidOperationException: boom (exit code 1)" },
        Published(FootprintApp.EmptyName, null, 0, 0, [5, 5.1, 5.2, 5.3, 5.4]) with { IncrementBytes = null },
        new FootprintRow { Serializer = new("NoBuild"), Status = FootprintRow.BuildFailed, Reason = "publish failed: NETSDK1234: nope" },
        Published("Small", 1, 1_000_000, 0, [.. new[] { 10, 10.2, 10.4, 10.6, 10.8 }.Select(ms => ms * smallMs / 10)]),
    ];

    static FootprintRow Published(string serializer, int? rank, long increment, int warnings, double[] samples) => new()
    {
        Rank = rank, Serializer = serializer, Status = FootprintRow.Ok, SizeBytes = EmptySize + increment, IncrementBytes = increment,
        Warnings = warnings, WarningCodes = warnings > 0 ? $"IL2104×{warnings}" : null, DetailedWarnings = warnings * 10,
        Launches = samples.Length, StartToRoundTripMs = samples.Length > 0 ? samples.Order().ElementAt(samples.Length / 2) : null,
        IntervalPercent = samples.Length > 0 ? 5 : null, PeakWorkingSetMB = samples.Length > 0 ? 20.5 : null,
        Samples = SerializerTests.Measurement.Samples.Of(samples),
    };

    /// <summary>A steady-state row per serializer of the footprint (but the empty app) and one the footprint lacks; each says whether the
    /// all-in-one host's NativeAOT rows worked (column AotCompatible), the opposite of its app where the two can disagree.</summary>
    public static IReadOnlyList<ResultRow> Combined() =>
    [
        .. new (string Serializer, bool? Host)[] { ("Small", false), ("Big", true), ("Broken", true), ("NoBuild", true), ("HostOnly", false) }.Select((s, i) => new ResultRow
        {
            Serializer = new(s.Serializer), Objects = 1000, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
            Dataset = "bookshelf", SerializeMedianSeconds = (i + 1) * 1e-5, DeserializeMedianSeconds = (i + 1) * 2e-5, SizeBytes = 1000, DataFormat = "Binary",
            Maintenance = "Maintained", AotCompatible = s.Host,
        }),
    ];

    /// <summary>A new results folder holding <see cref="Combined"/> and, unless null, these footprint rows as Footprint.csv.</summary>
    public static string Create(IReadOnlyList<FootprintRow>? footprint)
    {
        var folder = RunFolder.CreateNew(TempFolders.New("footprint-report-"), new RunOptionsFile());
        ResultCsv.WriteFile(Path.Combine(folder.Path, CombinedCsvExporter.CombinedFileName(new SerializerTests.RunAll.Planning.RunSettings())), Combined());
        if (footprint is not null)
            TsvFile.Write(folder.FootprintPath, footprint);
        return folder.Path;
    }
}
