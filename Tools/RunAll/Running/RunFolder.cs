using System.Globalization;
using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
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
    public string ConsoleLogPath => System.IO.Path.Combine(Path, "console.log");
    public string EnvironmentPath => System.IO.Path.Combine(Path, "environment.txt");

    public static RunFolder CreateNew(string root, RunAllOptions options)
    {
        string stamp = DateTime.Now.ToString("yyyy-MM-dd_HH-mm-ss", CultureInfo.InvariantCulture);
        string path = System.IO.Path.Combine(root, stamp);
        for (int i = 2; Directory.Exists(path); i++)
            path = System.IO.Path.Combine(root, $"{stamp}_{i}");
        var folder = new RunFolder(path);
        File.WriteAllText(System.IO.Path.Combine(path, OptionsFile), JsonSerializer.Serialize(options, JsonOptions));
        return folder;
    }

    /// <summary>The options of the interrupted run, or an error line when the folder is not a results folder.</summary>
    public static (RunFolder? Folder, RunAllOptions? Options, string? Error) Open(string path)
    {
        string file = System.IO.Path.Combine(path, OptionsFile);
        if (!File.Exists(file))
            return (null, null, $"--resume: '{path}' is not a RunAll results folder (no {OptionsFile})");
        try
        {
            var options = JsonSerializer.Deserialize<RunAllOptions>(File.ReadAllText(file), JsonOptions)!;
            return (new RunFolder(System.IO.Path.GetFullPath(path)), options with { Resume = path }, null);
        }
        catch (JsonException ex)
        {
            return (null, null, $"--resume: cannot read {file}: {ex.Message}");
        }
    }

    public bool IsDone(Cell cell) => File.Exists(CellFile(cell));

    public void SaveCell(Cell cell, IReadOnlyList<ResultRow> rows)
    {
        string temporary = CellFile(cell) + ".tmp";
        ResultCsv.WriteFile(temporary, rows);
        File.Move(temporary, CellFile(cell), overwrite: true);
    }

    public IReadOnlyList<ResultRow> LoadCell(Cell cell) => ResultCsv.ReadFile(CellFile(cell));

    string CellFile(Cell cell) => System.IO.Path.Combine(CellsPath, cell.Key + ".tsv");
}
