using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Matrix;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// One results folder, <c>SerializerTestResults/yyyy-MM-dd_HH-mm-ss/</c>. Each finished cell's rows land in
/// <c>cells/&lt;cell&gt;.tsv</c>, written to a temporary name and renamed, so a file that exists is a cell that is
/// done: that is all <c>--resume</c> needs. Nothing in another folder is ever touched.
/// </summary>
public sealed class RunFolder
{
    const string OptionsFile = "run-options.json";
    static readonly JsonSerializerOptions JsonOptions = new() { WriteIndented = true, Converters = { new JsonStringEnumConverter() } };

    RunFolder(string path)
    {
        Path = path;
        Directory.CreateDirectory(CellsPath);
        Directory.CreateDirectory(BuildsPath);
        Directory.CreateDirectory(RawPath);
    }

    public string Path { get; }
    string CellsPath => System.IO.Path.Combine(Path, "cells");
    public string BuildsPath => System.IO.Path.Combine(Path, "builds");
    public string RawPath => System.IO.Path.Combine(Path, "raw");
    /// <summary>With -profile: one trace per child launch and its side files, plus TraceSummary.csv.</summary>
    public string TracesPath => System.IO.Path.Combine(Path, "traces");
    public string TraceSummaryPath => System.IO.Path.Combine(TracesPath, "TraceSummary.csv");
    public string ConsoleLogPath => System.IO.Path.Combine(Path, CommandStart.ConsoleLogFile);
    public string EnvironmentPath => System.IO.Path.Combine(Path, "environment.txt");
    /// <summary>The versioning measurement that column 11 (Supports Versioning) of the run's CSVs comes from.</summary>
    public string VersioningPath => System.IO.Path.Combine(Path, Versioning.VersioningCommand.CsvFile);

    /// <summary>The hostile-input measurement of the run (<see cref="Hostile.HostileMeasurement"/>), its summary and its groups.</summary>
    public string HostilePath => System.IO.Path.Combine(Path, Hostile.HostileMeasurement.CsvFile);
    public string HostileSummaryPath => System.IO.Path.Combine(Path, Hostile.HostileMeasurement.SummaryFile);
    public const string HostileGroupsFolder = "hostile-groups";

    public IReadOnlyList<VersioningRow> LoadVersioning() => TsvFile.ReadIfPresent<VersioningRow>(VersioningPath);

    public static RunFolder CreateNew(string root, RunAllOptions options)
    {
        string path = NewTimestampedPath(root, "");
        var folder = new RunFolder(path);
        File.WriteAllText(System.IO.Path.Combine(path, OptionsFile), JsonSerializer.Serialize(options, JsonOptions));
        return folder;
    }

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

    /// <summary>An existing folder and the options of the run that made it, or an error line (starting with
    /// <paramref name="asking"/>, the option or command that named the folder) when it is not a results folder.</summary>
    public static (RunFolder? Folder, RunAllOptions? Options, string? Error) Open(string path, string asking)
    {
        string file = System.IO.Path.Combine(path, OptionsFile);
        if (!File.Exists(file))
            return (null, null, $"{asking}: '{path}' is not a RunAll results folder (no {OptionsFile})");
        try
        {
            var options = JsonSerializer.Deserialize<RunAllOptions>(File.ReadAllText(file), JsonOptions);
            if (options is null || options.Serializers is null || options.Variants is null || options.Runtimes is null || options.Datasets is null
                || options.Datasets.Any(d => TypesToSerialize.Datasets.Datasets.Find(d) is null))
                return (null, null, $"{asking}: {file}: is not a RunAll options file (a list of serializers, variants, runtimes or datasets is missing or unknown)");
            return (new RunFolder(System.IO.Path.GetFullPath(path)), options, null);
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

    public TraceMetrics? LoadTraceMetrics(Cell cell) => File.Exists(TraceMetricsFile(cell)) ? TsvFile.Read<TraceMetrics>(TraceMetricsFile(cell)).FirstOrDefault() : null;

    string TraceMetricsFile(Cell cell) => System.IO.Path.Combine(CellsPath, cell.Key + ".trace.tsv");

    string CellFile(Cell cell) => System.IO.Path.Combine(CellsPath, cell.Key + ".tsv");
}
