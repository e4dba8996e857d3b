using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Hostile;
using SerializerTests.Tests.RunAll.Footprint;

namespace SerializerTests.Tests.RunAll.Publishing;

/// <summary>
/// A repository made by hand (a README with sections, no code) holding one finished run's folder, made as the report and compare tests
/// make theirs: its options, a combined CSV of four serializers (steady state on net9.0 and net10.0 at N = 10 and 1000, first calls in
/// three variants), raw/ with each unit's two processes (so the runtimes are compared side by side), Versioning.csv, HostileSummary.csv and Hostile.csv,
/// Footprint.csv, environment.txt, a console.log ending with its time table, and the cells, builds and traces a run leaves.
/// </summary>
sealed record SmallRun(string Repository, string Folder)
{
    public const string Stamp = "2026-11-28_10-00-00";
    public const string CommandLine = "--quick --serializers #Fast,#Middle,#Slow,#Broken";
    public const string BudgetLine = "Budget: 9.0 min, used 8.5 min.";
    public const string ReadmeIntro = "# A repository\n\nWhat it is.\n";
    /// <summary>It names the markers in its text, as this repository's README does: those are not markers.</summary>
    public const string ReadmeRest = "## Run it\n\n```\n./RunAll.sh\n```\n\npublish writes between `<!-- reference-results:begin -->` and `<!-- reference-results:end -->`.\n";

    /// <summary>Fastest first by serialize + deserialize; Broken's steady state failed.</summary>
    public static readonly string[] Serializers = ["Fast", "Middle", "Slow", "Broken"];

    public string Readme => Path.Combine(Repository, "README.md");
    public string Reference => Path.Combine(Repository, "SerializerTestResults", "reference");
    public string CombinedName => CombinedCsvExporter.CombinedFileName(new SerializerTests.RunAll.Planning.RunSettings());

    public static SmallRun Create()
    {
        string repository = TempFolders.New("publish-repository-");
        File.WriteAllText(Path.Combine(repository, "README.md"), ReadmeIntro + "\n" + ReadmeRest);
        string results = Path.Combine(repository, "SerializerTestResults"), folder = Path.Combine(results, Stamp);
        Directory.Move(RunFolder.CreateNew(results, new RunOptionsFile { Quick = true, CommandLine = CommandLine }).Path, folder);
        var run = new SmallRun(repository, folder);
        var processes = Processes().ToList();
        ResultCsv.WriteFile(Path.Combine(folder, run.CombinedName), [.. Pooled(processes), .. FirstCalls()]);
        foreach (var runtime in processes.GroupBy(r => r.Runtime))
            ResultCsv.WriteFile(Path.Combine(folder, RunFolder.Files.Raw, $"SerializationPerf_{runtime.Key}-JIT_0.csv"), runtime);
        TsvFile.Write(Path.Combine(folder, RunFolder.Files.HostileSummary), Serializers.Select((s, i) => new HostileSummaryRow
        {
            Serializer = s, Setting = "default", Datasets = "bookshelf", Cases = 100, Crash = i == 0 ? 1 : 0, AcceptedDifferentPercent = i * 2.5,
        }));
        TsvFile.Write(Path.Combine(folder, RunFolder.Files.Versioning), Serializers.Select(s => new VersioningRow
        {
            Serializer = new(s), Runtime = "net10.0", Variant = "JIT", Change = "MemberAdded", Direction = "old-to-new", Outcome = SerializerTests.Versioning.VersioningOutcome.Reads,
        }));
        TsvFile.Write(Path.Combine(folder, RunFolder.Files.Hostile), Serializers.Select(s => new HostileRow { Serializer = new(s), Setting = "default", Dataset = "bookshelf", Case = 1 }));
        TsvFile.Write(Path.Combine(folder, RunFolder.Files.Footprint), FootprintFolder.Rows());
        File.WriteAllLines(Path.Combine(folder, RunFolder.Files.Environment),
        [
            EnvironmentRecord.CommandLinePrefix + CommandLine, SourceRevision.Prefix + "0123456789abcdef0123456789abcdef01234567 (clean)",
            EnvironmentRecord.StartedPrefix + "2026-11-28 10:00:00 +00:00", EnvironmentRecord.MachinePrefix + "host", EnvironmentRecord.OsPrefix + "Debian 13",
            EnvironmentRecord.CpuPrefix + "Test CPU", EnvironmentRecord.CoresPrefix + "2", EnvironmentRecord.MemoryPrefix + "24000 MiB", EnvironmentRecord.SdkPrefix + "10.0.100",
        ]);
        File.WriteAllLines(Path.Combine(folder, RunFolder.Files.ConsoleLog),
            ["Results folder: " + folder, "done net10.0 JIT Fast", TimeBreakdown.Heading, "  steady state           8 min 00 s", "  total                  8 min 30 s", BudgetLine,
             Path.Combine(folder, run.CombinedName)]);
        Directory.CreateDirectory(Path.Combine(folder, RunFolder.Files.Traces));
        foreach (var (sub, file) in new[] { (RunFolder.Files.Cells, "net10.0-JIT_combined_Fast.tsv"), (RunFolder.Files.Builds, "net10.0-JIT.log"), (RunFolder.Files.Traces, "a.nettrace") })
            File.WriteAllText(Path.Combine(folder, sub, file), "x");
        return run;
    }

    /// <summary>Each unit's two processes on net9.0 (20% slower) and net10.0 at N = 10 and 1000, each 1% apart; Broken failed.</summary>
    static IEnumerable<ResultRow> Processes() =>
        from runtime in new[] { "net9.0", "net10.0" }
        from i in Enumerable.Range(0, Serializers.Length)
        from n in new[] { 10, 1000 }
        from launch in new[] { 1, 2 }
        let seconds = (i + 1) * n * 1e-8 * (runtime == "net9.0" ? 1.2 : 1.0) * (launch == 1 ? 1 : 1.01)
        select new ResultRow
        {
            Serializer = new(Serializers[i]), Objects = n, Test = "combined", Runtime = runtime, Variant = "JIT", RootType = "BookShelf", Dataset = "bookshelf", Launch = launch,
            Status = i == 3 ? ResultStatus.Failed : ResultStatus.Ok, Error = i == 3 ? "boom" : null,
            SerializeMedianSeconds = i == 3 ? null : seconds, DeserializeMedianSeconds = i == 3 ? null : seconds * 2, SizeBytes = (4 - i) * 10L * n,
            BrotliBytes = (4 - i) * 10L * n / 2,
            DataFormat = "Binary", Maintenance = "Maintained", Insecure = false,
        };

    /// <summary>The combined CSV's pooled rows of <see cref="Processes"/>: the first process's medians, a ±3% interval, no launch.</summary>
    static IEnumerable<ResultRow> Pooled(IEnumerable<ResultRow> processes) => processes.Where(r => r.Launch == 1).Select(r => r with
    {
        Launch = null, Processes = 2,
        SerializeIntervalPercent = r.SerializeMedianSeconds is null ? null : 3, DeserializeIntervalPercent = r.DeserializeMedianSeconds is null ? null : 3,
    });

    static IEnumerable<ResultRow> FirstCalls() =>
        from variant in new[] { "JIT", "ReadyToRun", "NativeAOT" }
        from i in Enumerable.Range(0, Serializers.Length)
        from type in new[] { "BookShelf", "BookShelf1", "BookShelf2", "LargeBookShelf" }
        select new ResultRow
        {
            Serializer = new(Serializers[i]), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = variant, Status = ResultStatus.Ok, RootType = type,
            Dataset = "bookshelf", SerializeSeconds = (i + 1) * 0.001, DeserializeSeconds = (i + 1) * 0.0005, ProcessWallMs = 100, Processes = 3,
            SerializeSamples = Launches((i + 1) * 0.001), DeserializeSamples = Launches((i + 1) * 0.0005),
            DataFormat = "Binary", Maintenance = "Maintained", Insecure = false,
        };

    /// <summary>Three launches around the median, 2% apart: the first-call sums get an interval.</summary>
    static SerializerTests.Measurement.Samples? Launches(double seconds) =>
        SerializerTests.Measurement.Samples.Of([seconds * 0.98, seconds, seconds * 1.02]);
}
