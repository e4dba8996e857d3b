using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting.Xlsx;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Reporting;

/// <summary>What every results folder gets after its combined CSV: report.html, the xlsx beside the CSV, summary.md.</summary>
public static class RunReport
{
    /// <param name="combinedCsv">The combined CSV the rows come from: the files go beside it, the workbook named like it.</param>
    /// <param name="objects">The N of the per-serializer charts and tables; null (or an N the run lacks) for the largest.</param>
    /// <returns>The files written.</returns>
    public static IReadOnlyList<string> Write(string combinedCsv, IReadOnlyList<ResultRow> rows, int? objects = null)
    {
        string folder = Path.GetDirectoryName(Path.GetFullPath(combinedCsv))!;
        // The folder's versioning, hostile and footprint measurements feed the decision matrix and their sections; a damaged one stops
        // the report with one line, read before anything is written.
        string InFolder(string name) => Path.Combine(folder, name);
        var versioning = TsvFile.ReadIfPresent<VersioningRow>(InFolder(RunFolder.Files.Versioning));
        var hostile = TsvFile.ReadIfPresent<Hostile.HostileSummaryRow>(InFolder(RunFolder.Files.HostileSummary));
        var footprint = TsvFile.ReadIfPresent<FootprintRow>(InFolder(RunFolder.Files.Footprint));
        var sideBySide = SideBySide.PairedVerdict.Compare(RawRows(folder));
        var hostileCases = sideBySide.Count > 0 ? TsvFile.ReadIfPresent<HostileRow>(InFolder(RunFolder.Files.Hostile)) : [];
        if (sideBySide.Count > 0)
            TsvFile.Write(InFolder(RunFolder.Files.SideBySide), sideBySide);
        var data = ReportData.From(rows, Path.GetFileName(folder), objects, versioning, hostile, sideBySide, hostileCases, footprint);
        string html = Path.Combine(folder, RunFolder.Files.Report);
        string workbook = Path.ChangeExtension(combinedCsv, RunFolder.Files.WorkbookExtension);
        string summary = Path.Combine(folder, RunFolder.Files.Summary);
        File.WriteAllText(html, HtmlReport.Render(data));
        ResultWorkbook.Write(workbook, rows, data.Matrix, sideBySide, footprint);
        File.WriteAllText(summary, SummaryMarkdown.Render(data));
        return [html, workbook, summary, .. sideBySide.Count > 0 ? new[] { InFolder(RunFolder.Files.SideBySide) } : []];
    }

    /// <summary>Every launch's and process's own row (raw/), what side-by-side comparisons pair round by round; none where the folder
    /// has no raw/ (a combined CSV given alone).</summary>
    static IReadOnlyList<ResultRow> RawRows(string folder)
    {
        string raw = Path.Combine(folder, RunFolder.Files.Raw);
        return Directory.Exists(raw) ? [.. Directory.GetFiles(raw, "*.csv").Order(StringComparer.Ordinal).SelectMany(ResultCsv.ReadFile)] : [];
    }
}
