using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.Results;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Running;

/// <summary>A cell's rows are written to a temporary name and renamed, so a file that exists is a cell that is
/// done.</summary>
public sealed class RunFolder
{
    /// <summary>Declared here only: <c>ResultsFolderNamesTests</c> finds each literal once.</summary>
    public static class Files
    {
        public const string ConsoleLog = "console.log", Environment = "environment.txt", Options = "run-options.json",
            Report = "report.html", Summary = "summary.md", Versioning = "Versioning.csv",
                VersioningVariants = "versioning.md",
            Hostile = "Hostile.csv", HostileSummary = "HostileSummary.csv", TraceSummary = "TraceSummary.csv",
            CalibrationCells = "calibration.tsv", CalibrationPooled = "calibration_pooled.tsv",
                SideBySide = "SideBySide.csv",
            Footprint = "Footprint.csv", MachineSpeed = "machine-speed.tsv", RunAnalysis = "analysis.json",
            Readme = "README.md";

        public const string WorkbookExtension = ".xlsx", TraceMetricsExtension = ".trace.tsv";

        public const string Cells = "cells", Builds = "builds", Raw = "raw", Traces = "traces",
            HostileGroups = "hostile-groups",
            Analysis = "analysis";

        public const string ComparisonPrefix = "compare-", FootprintLogPrefix = "footprint-";

        public static string Comparison(string folderA, string suffix) =>
            $"{ComparisonPrefix}{System.IO.Path.GetFileName(
                System.IO.Path.TrimEndingDirectorySeparator(System.IO.Path.GetFullPath(folderA)))}{suffix}.md";

        public static string FootprintLog(string app) => $"{FootprintLogPrefix}{app}.log";
    }

    static readonly JsonSerializerOptions JsonOptions = new() { WriteIndented = true,
        Converters = { new JsonStringEnumConverter() } };

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

    public const string ReferenceHeading = "# Reference run ";

    public static string TitleOf(string folder)
    {
        string readme = System.IO.Path.Combine(folder, Files.Readme);
        string? first = File.Exists(readme) ? File.ReadLines(readme).FirstOrDefault() : null;
        return first is not null && first.StartsWith(ReferenceHeading, StringComparison.Ordinal)
            ? first[ReferenceHeading.Length..].Trim()
            : System.IO.Path.GetFileName(System.IO.Path.TrimEndingDirectorySeparator(folder));
    }

    string CellsPath => System.IO.Path.Combine(Path, Files.Cells);
    public string BuildsPath => System.IO.Path.Combine(Path, Files.Builds);
    public string AnalysisPath => System.IO.Path.Combine(Path, Files.Analysis);
    public string RawPath => System.IO.Path.Combine(Path, Files.Raw);
    public string TracesPath => System.IO.Path.Combine(Path, Files.Traces);
    public string TraceSummaryPath => System.IO.Path.Combine(TracesPath, Files.TraceSummary);
    public string ConsoleLogPath => System.IO.Path.Combine(Path, Files.ConsoleLog);
    public string EnvironmentPath => System.IO.Path.Combine(Path, Files.Environment);
    public string VersioningPath => System.IO.Path.Combine(Path, Files.Versioning);

    public string HostilePath => System.IO.Path.Combine(Path, Files.Hostile);
    public string HostileSummaryPath => System.IO.Path.Combine(Path, Files.HostileSummary);

    public string FootprintPath => System.IO.Path.Combine(Path, Files.Footprint);

    public string MachineSpeedPath => System.IO.Path.Combine(Path, Files.MachineSpeed);

    public IReadOnlyList<VersioningRow> LoadVersioning() => TsvFile.ReadIfPresent<VersioningRow>(VersioningPath);

    public static RunFolder CreateNew(string root, RunOptionsFile options, string? suffix = null)
    {
        string path = NewTimestampedPath(root, suffix ?? options.Shard?.FolderSuffix ?? "");
        var folder = new RunFolder(path);
        File.WriteAllText(System.IO.Path.Combine(path, Files.Options), JsonSerializer.Serialize(options, JsonOptions));
        return folder;
    }

    /// <summary>No options, so <c>--resume</c> refuses it.</summary>
    public static RunFolder CreateStandalone(string root, string suffix) =>
        new(NewTimestampedPath(root, suffix), benchmark: false);

    public static RunFolder OpenStandalone(string path) => new(System.IO.Path.GetFullPath(path), benchmark: false);

    /// <summary>Appends <c>_2</c>, <c>_3</c> … while the name is taken. Not created.</summary>
    public static string NewTimestampedPath(string root, string suffix)
    {
        string stamp = DateTime.Now.ToString("yyyy-MM-dd_HH-mm-ss", CultureInfo.InvariantCulture) + suffix;
        string path = System.IO.Path.Combine(root, stamp);
        for (int i = 2; Directory.Exists(path); i++)
            path = System.IO.Path.Combine(root, $"{stamp}_{i}");
        return path;
    }

    public static string[] RawFiles(string folder)
    {
        string raw = System.IO.Path.Combine(folder, Files.Raw);
        return Directory.Exists(raw) ? [.. Directory.GetFiles(raw, "*.csv").Order(StringComparer.Ordinal)] : [];
    }

    public static IReadOnlyList<ResultRow> ReadRaw(string folder) =>
        [.. RawFiles(folder).SelectMany(ResultCsv.ReadFile)];

    /// <param name="writable">Missing subfolders are made; otherwise nothing is created.</param>
    public static (RunFolder? Folder, RunOptionsFile? Options, string? Error) Open(string path, string asking,
        bool writable = false)
    {
        string file = System.IO.Path.Combine(path, Files.Options);
        if (!File.Exists(file))
            return (null, null, $"{asking}: '{path}' is not a RunAll results folder (no {Files.Options})");
        try
        {
            var options = JsonSerializer.Deserialize<RunOptionsFile>(File.ReadAllText(file), JsonOptions);
            if (options is null || options.Serializers is null || options.Variants is null || options.Runtimes is null
                || options.Datasets is null
                || options.Datasets.Any(d => TypesToSerialize.Datasets.Datasets.Find(d) is null))
                return (null, null,
                    $"{asking}: {file}: is not a RunAll options file (a list of serializers, variants, runtimes or "
                        + "datasets is missing or unknown)");
            return (new RunFolder(System.IO.Path.GetFullPath(path), create: writable), options, null);
        }
        catch (Exception ex) when (ex is JsonException or IOException or UnauthorizedAccessException
            or NotSupportedException or ArgumentException)
        {
            return (null, null, $"{asking}: {file}: cannot be read ({ex.Message.Split('\n')[0]})");
        }
    }

    public bool IsDone(Cell cell) => File.Exists(CellFile(cell));

    public void SaveCell(Cell cell, IReadOnlyList<ResultRow> rows) => ResultCsv.WriteFile(CellFile(cell), rows);

    public IReadOnlyList<ResultRow> LoadCell(Cell cell) => ResultCsv.ReadFile(CellFile(cell));

    /// <summary>Saved before the rows, so a done cell has its trace summary too.</summary>
    public void SaveTraceMetrics(Cell cell, TraceMetrics metrics) => TsvFile.Write(TraceMetricsFile(cell), [metrics]);

    public TraceMetrics? LoadTraceMetrics(Cell cell) =>
        File.Exists(TraceMetricsFile(cell)) ? TsvFile.Read<TraceMetrics>(TraceMetricsFile(cell)).FirstOrDefault()
            : null;

    string TraceMetricsFile(Cell cell) => System.IO.Path.Combine(CellsPath, cell.Key + Files.TraceMetricsExtension);

    string CellFile(Cell cell) => System.IO.Path.Combine(Path, CellFileName(cell));

    public static string CellFileName(Cell cell) => System.IO.Path.Combine(Files.Cells, cell.Key + ".tsv");
}
