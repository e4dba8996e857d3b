using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.Results;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// One results folder, <c>SerializerTestResults/yyyy-MM-dd_HH-mm-ss/</c>. Each finished cell's rows land in
/// <c>cells/&lt;cell&gt;.tsv</c>, written to a temporary name and renamed, so a file that exists is a cell that is
/// done: that is all <c>--resume</c> needs. Nothing in another folder is ever touched.
/// </summary>
public sealed class RunFolder
{
    /// <summary>The names of what a results folder holds, declared here only (<c>ResultsFolderNamesTests</c> finds each literal once),
    /// for every command that writes or reads one: the benchmark run's folder, and hostile's, versioning's and calibrate's.</summary>
    public static class Files
    {
        public const string ConsoleLog = "console.log", Environment = "environment.txt", Options = "run-options.json",
            Report = "report.html", Summary = "summary.md", Versioning = "Versioning.csv", VersioningVariants = "versioning.md",
            Hostile = "Hostile.csv", HostileSummary = "HostileSummary.csv", TraceSummary = "TraceSummary.csv",
            CalibrationCells = "calibration.tsv", CalibrationPooled = "calibration_pooled.tsv", SideBySide = "SideBySide.csv",
            Footprint = "Footprint.csv", MachineSpeed = "machine-speed.tsv", RunAnalysis = "analysis.json",
            Readme = "README.md";

        /// <summary>The workbook is the combined CSV's name with this extension; a cell's trace summary (-profile) sits beside its rows
        /// with this one.</summary>
        public const string WorkbookExtension = ".xlsx", TraceMetricsExtension = ".trace.tsv";

        /// <summary>Subfolders: each cell's rows, build logs, each process's rows, traces, each hostile group's rows, `analyze`'s tables.</summary>
        public const string Cells = "cells", Builds = "builds", Raw = "raw", Traces = "traces", HostileGroups = "hostile-groups",
            Analysis = "analysis";

        /// <summary>How `compare`'s Markdown in run B's folder begins (<see cref="Comparison"/>), and the footprint step's logs in builds/
        /// (<see cref="FootprintLog"/>).</summary>
        public const string ComparisonPrefix = "compare-", FootprintLogPrefix = "footprint-";

        /// <summary>`compare`'s Markdown: "compare-&lt;run A's folder name&gt;&lt;suffix&gt;.md".</summary>
        public static string Comparison(string folderA, string suffix) =>
            $"{ComparisonPrefix}"
            + $"{System.IO.Path.GetFileName(System.IO.Path.TrimEndingDirectorySeparator(System.IO.Path.GetFullPath(folderA)))}{suffix}.md";

        /// <summary>A footprint build's log in builds/: "footprint-&lt;app&gt;.log" (the restore's: "footprint-restore.log").</summary>
        public static string FootprintLog(string app) => $"{FootprintLogPrefix}{app}.log";
    }

    static readonly JsonSerializerOptions JsonOptions = new() { WriteIndented = true, Converters = { new JsonStringEnumConverter() } };

    /// <param name="create">Make the subfolders it writes into; a folder opened to be read only is left as it is.</param>
    RunFolder(string path, bool benchmark = true, bool create = true)
    {
        Path = path;
        if (!create)
            return;
        Directory.CreateDirectory(BuildsPath);
        if (!benchmark)
            return;
        Directory.CreateDirectory(CellsPath);
        Directory.CreateDirectory(RawPath);
    }

    public string Path { get; }

    /// <summary>How a published reference's README.md begins, before the name of the run it holds.</summary>
    public const string ReferenceHeading = "# Reference run ";

    /// <summary>What a folder's pages are titled: the run's folder name, which a published reference keeps in its README.md.</summary>
    public static string TitleOf(string folder)
    {
        string readme = System.IO.Path.Combine(folder, Files.Readme);
        string? first = File.Exists(readme) ? File.ReadLines(readme).FirstOrDefault() : null;
        return first is not null && first.StartsWith(ReferenceHeading, StringComparison.Ordinal) ? first[ReferenceHeading.Length..].Trim()
            : System.IO.Path.GetFileName(System.IO.Path.TrimEndingDirectorySeparator(folder));
    }

    string CellsPath => System.IO.Path.Combine(Path, Files.Cells);
    public string BuildsPath => System.IO.Path.Combine(Path, Files.Builds);
    /// <summary>`analyze`'s tables of a profiled run.</summary>
    public string AnalysisPath => System.IO.Path.Combine(Path, Files.Analysis);
    public string RawPath => System.IO.Path.Combine(Path, Files.Raw);
    /// <summary>With -profile: one trace per child launch and its side files, plus TraceSummary.csv.</summary>
    public string TracesPath => System.IO.Path.Combine(Path, Files.Traces);
    public string TraceSummaryPath => System.IO.Path.Combine(TracesPath, Files.TraceSummary);
    public string ConsoleLogPath => System.IO.Path.Combine(Path, Files.ConsoleLog);
    public string EnvironmentPath => System.IO.Path.Combine(Path, Files.Environment);
    /// <summary>The versioning measurement that column 11 (Supports Versioning) of the run's CSVs comes from.</summary>
    public string VersioningPath => System.IO.Path.Combine(Path, Files.Versioning);

    /// <summary>The hostile-input measurement of the run (<see cref="Hostile.HostileMeasurement"/>), its summary and its groups.</summary>
    public string HostilePath => System.IO.Path.Combine(Path, Files.Hostile);
    public string HostileSummaryPath => System.IO.Path.Combine(Path, Files.HostileSummary);

    /// <summary>What each serializer costs a NativeAOT app (<see cref="Footprint.FootprintMeasurement"/>).</summary>
    public string FootprintPath => System.IO.Path.Combine(Path, Files.Footprint);

    /// <summary>The canary timed on each processor between children (<see cref="MachineSpeed.MachineSpeedLog"/>).</summary>
    public string MachineSpeedPath => System.IO.Path.Combine(Path, Files.MachineSpeed);

    public IReadOnlyList<VersioningRow> LoadVersioning() => TsvFile.ReadIfPresent<VersioningRow>(VersioningPath);

    /// <param name="suffix">After the stamp; null: the shard's (<c>_shard1of4</c>), or none.</param>
    public static RunFolder CreateNew(string root, RunOptionsFile options, string? suffix = null)
    {
        string path = NewTimestampedPath(root, suffix ?? options.Shard?.FolderSuffix ?? "");
        var folder = new RunFolder(path);
        File.WriteAllText(System.IO.Path.Combine(path, Files.Options), JsonSerializer.Serialize(options, JsonOptions));
        return folder;
    }

    /// <summary>A new <c>&lt;stamp&gt;&lt;suffix&gt;</c> folder for a one-step run (<c>hostile</c>, <c>versioning</c>): its builds and
    /// its measurement's files, no options (<c>--resume</c> refuses it).</summary>
    public static RunFolder CreateStandalone(string root, string suffix) => new(NewTimestampedPath(root, suffix), benchmark: false);

    /// <summary>An existing one-step run's folder (no options: <c>hostile</c>, <c>versioning</c>).</summary>
    public static RunFolder OpenStandalone(string path) => new(System.IO.Path.GetFullPath(path), benchmark: false);

    /// <summary><c>root/yyyy-MM-dd_HH-mm-ss&lt;suffix&gt;</c> for now, with <c>_2</c>, <c>_3</c> … appended while that
    /// name is taken (two runs started in the same second). Not created.</summary>
    public static string NewTimestampedPath(string root, string suffix)
    {
        string stamp = DateTime.Now.ToString("yyyy-MM-dd_HH-mm-ss", CultureInfo.InvariantCulture) + suffix;
        string path = System.IO.Path.Combine(root, stamp);
        for (int i = 2; Directory.Exists(path); i++)
            path = System.IO.Path.Combine(root, $"{stamp}_{i}");
        return path;
    }

    /// <summary>The CSV files of <paramref name="folder"/>'s raw/ (every launch's and process's own rows), in name order; none for a
    /// folder without raw/ (a published reference).</summary>
    public static string[] RawFiles(string folder)
    {
        string raw = System.IO.Path.Combine(folder, Files.Raw);
        return Directory.Exists(raw) ? [.. Directory.GetFiles(raw, "*.csv").Order(StringComparer.Ordinal)] : [];
    }

    /// <summary>Every row of <paramref name="folder"/>'s raw/ (<see cref="RawFiles"/>).</summary>
    /// <exception cref="DamagedFileException">A file of raw/ is damaged.</exception>
    public static IReadOnlyList<ResultRow> ReadRaw(string folder) => [.. RawFiles(folder).SelectMany(ResultCsv.ReadFile)];

    /// <summary>An existing folder and the options of the run that made it, or an error line (starting with
    /// <paramref name="asking"/>, the option or command that named the folder) when it is not a results folder.</summary>
    /// <param name="writable">The command writes the run's cells and merged files into it (<c>--resume</c>, <c>analyze</c>): its subfolders
    /// are made where missing. Otherwise the folder is only read, and nothing is created in it.</param>
    public static (RunFolder? Folder, RunOptionsFile? Options, string? Error) Open(string path, string asking, bool writable = false)
    {
        string file = System.IO.Path.Combine(path, Files.Options);
        if (!File.Exists(file))
            return (null, null, $"{asking}: '{path}' is not a RunAll results folder (no {Files.Options})");
        try
        {
            var options = JsonSerializer.Deserialize<RunOptionsFile>(File.ReadAllText(file), JsonOptions);
            if (options is null || options.Serializers is null || options.Variants is null || options.Runtimes is null || options.Datasets is null
                || options.Datasets.Any(d => TypesToSerialize.Datasets.Datasets.Find(d) is null))
                return (null, null,
                    $"{asking}: {file}: is not a RunAll options file (a list of serializers, variants, runtimes or datasets is missing or unknown)");
            return (new RunFolder(System.IO.Path.GetFullPath(path), create: writable), options, null);
        }
        catch (Exception ex) when (ex is JsonException or IOException or UnauthorizedAccessException or NotSupportedException or ArgumentException)
        {
            return (null, null, $"{asking}: {file}: cannot be read ({ex.Message.Split('\n')[0]})");
        }
    }

    public bool IsDone(Cell cell) => File.Exists(CellFile(cell));

    public void SaveCell(Cell cell, IReadOnlyList<ResultRow> rows) => ResultCsv.WriteFile(CellFile(cell), rows);

    public IReadOnlyList<ResultRow> LoadCell(Cell cell) => ResultCsv.ReadFile(CellFile(cell));

    /// <summary>Saved before the cell's rows, so a cell that is done has its trace summary too.</summary>
    public void SaveTraceMetrics(Cell cell, TraceMetrics metrics) => TsvFile.Write(TraceMetricsFile(cell), [metrics]);

    public TraceMetrics? LoadTraceMetrics(Cell cell) =>
        File.Exists(TraceMetricsFile(cell)) ? TsvFile.Read<TraceMetrics>(TraceMetricsFile(cell)).FirstOrDefault() : null;

    string TraceMetricsFile(Cell cell) => System.IO.Path.Combine(CellsPath, cell.Key + Files.TraceMetricsExtension);

    string CellFile(Cell cell) => System.IO.Path.Combine(Path, CellFileName(cell));

    /// <summary>A cell's rows, relative to the folder: <c>cells/&lt;cell&gt;.tsv</c>.</summary>
    public static string CellFileName(Cell cell) => System.IO.Path.Combine(Files.Cells, cell.Key + ".tsv");
}
