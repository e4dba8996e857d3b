using SerializerTests.Results;
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
        // The folder's versioning and hostile measurements feed the decision matrix; a damaged one stops the report with one line.
        string versioningPath = Path.Combine(folder, RunFolder.Files.Versioning), hostilePath = Path.Combine(folder, RunFolder.Files.HostileSummary);
        var data = ReportData.From(rows, Path.GetFileName(folder), objects,
            TsvFile.ReadIfPresent<VersioningRow>(versioningPath), TsvFile.ReadIfPresent<Hostile.HostileSummaryRow>(hostilePath));
        string html = Path.Combine(folder, RunFolder.Files.Report);
        string workbook = Path.ChangeExtension(combinedCsv, RunFolder.Files.WorkbookExtension);
        string summary = Path.Combine(folder, RunFolder.Files.Summary);
        File.WriteAllText(html, HtmlReport.Render(data));
        ResultWorkbook.Write(workbook, rows, data.Matrix);
        File.WriteAllText(summary, SummaryMarkdown.Render(data));
        return [html, workbook, summary];
    }
}
