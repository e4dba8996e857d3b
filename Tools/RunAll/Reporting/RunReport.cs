using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Reporting.Xlsx;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.SideBySide;

namespace SerializerTests.RunAll.Reporting;

/// <summary>What every results folder gets after its combined CSV: report.html, the xlsx beside the CSV, summary.md.</summary>
public static class RunReport
{
    /// <param name="combinedCsv">The combined CSV the rows come from: the files go beside it, the workbook named like it.</param>
    /// <param name="objects">The N of the per-serializer charts and tables; null (or an N the run lacks) for the largest.</param>
    /// <returns>The files written.</returns>
    /// <param name="say">Where a recomputed analysis is announced (<see cref="SideBySideAnalysis.Read"/>).</param>
    public static IReadOnlyList<string> Write(string combinedCsv, IReadOnlyList<ResultRow> rows, Action<string> say, int? objects = null) =>
        Write(combinedCsv, Read(combinedCsv, rows, say, objects));

    /// <summary>The report's data: the rows and the folder's versioning, hostile, footprint and side-by-side measurements. A damaged
    /// side file stops the report here with one line, before anything is written.</summary>
    public static ReportData Read(string combinedCsv, IReadOnlyList<ResultRow> rows, Action<string> say, int? objects = null)
    {
        string folder = Path.GetDirectoryName(Path.GetFullPath(combinedCsv))!;
        string InFolder(string name) => Path.Combine(folder, name);
        var versioning = TsvFile.ReadIfPresent<VersioningRow>(InFolder(RunFolder.Files.Versioning));
        var hostile = TsvFile.ReadIfPresent<Hostile.HostileSummaryRow>(InFolder(RunFolder.Files.HostileSummary));
        var footprint = TsvFile.ReadIfPresent<FootprintRow>(InFolder(RunFolder.Files.Footprint));
        var raw = RunFolder.ReadRaw(folder);
        var (sideBySide, recomputed) = SideBySideAnalysis.Read(folder, raw, say);
        var hostileCases = sideBySide.Count > 0 ? TsvFile.ReadIfPresent<HostileRow>(InFolder(RunFolder.Files.Hostile)) : [];
        var speed = SpeedOverRun.Of(TsvFile.ReadIfPresent<SpeedSample>(InFolder(RunFolder.Files.MachineSpeed)), raw);
        return ReportData.From(rows, Path.GetFileName(folder), objects, versioning, hostile, sideBySide, hostileCases, footprint, speed, recomputed);
    }

    /// <summary>Writes the pages of <paramref name="data"/> beside <paramref name="combinedCsv"/>, and SideBySide.csv where the report
    /// had to recompute it (a folder from before the analysis step), so that the next report reads it.</summary>
    public static IReadOnlyList<string> Write(string combinedCsv, ReportData data)
    {
        string folder = Path.GetDirectoryName(Path.GetFullPath(combinedCsv))!;
        string sideBySide = Path.Combine(folder, RunFolder.Files.SideBySide);
        bool fromRaw = data.SideBySideRecomputed;
        if (fromRaw)
            TsvFile.Write(sideBySide, data.SideBySide);
        string html = Path.Combine(folder, RunFolder.Files.Report);
        string workbook = Path.ChangeExtension(combinedCsv, RunFolder.Files.WorkbookExtension);
        string summary = Path.Combine(folder, RunFolder.Files.Summary);
        File.WriteAllText(html, HtmlReport.Render(data));
        ResultWorkbook.Write(workbook, data.Rows, data.Matrix, data.SideBySide, data.Footprint);
        File.WriteAllText(summary, SummaryMarkdown.Render(data));
        return [html, workbook, summary, .. fromRaw ? new[] { sideBySide } : []];
    }
}
