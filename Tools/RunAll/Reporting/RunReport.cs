using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Reporting.Xlsx;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Reporting;

/// <summary>What every results folder gets after its combined CSV.</summary>
public static class RunReport
{
    /// <param name="combinedCsv">The combined CSV the rows come from: the files go beside it, the workbook named like
    /// it.</param>
    /// <param name="objects">The N of the per-serializer charts and tables.</param>
    /// <param name="say">Where an analysis judged again is announced.</param>
    /// <returns>The files written.</returns>
    public static IReadOnlyList<string> Write(string combinedCsv, IReadOnlyList<ResultRow> rows, Action<string> say,
        int? objects = null) =>
        Write(combinedCsv, SummaryFolder.Read(combinedCsv, rows, say, objects));

    /// <summary>Writes the pages of <paramref name="data"/> beside <paramref name="combinedCsv"/>, and SideBySide.csv
    /// and analysis.json where the report had to judge them.</summary>
    public static IReadOnlyList<string> Write(string combinedCsv, RunSummary data)
    {
        string folder = Path.GetDirectoryName(Path.GetFullPath(combinedCsv))!;
        string sideBySide = Path.Combine(folder, RunFolder.Files.SideBySide);
        bool fromRaw = data.SideBySideRecomputed;
        if (fromRaw)
            TsvFile.Write(sideBySide, data.SideBySide);
        string analysis = AnalysisFile.PathIn(folder);
        if (!data.AnalysisRead)
            AnalysisFile.Write(folder, data.Analysis);
        string html = Path.Combine(folder, RunFolder.Files.Report);
        string workbook = Path.ChangeExtension(combinedCsv, RunFolder.Files.WorkbookExtension);
        string summary = Path.Combine(folder, RunFolder.Files.Summary);
        File.WriteAllText(html, HtmlReport.Render(data));
        ResultWorkbook.Write(workbook, data.Rows, data.Matrix, data.SideBySide, data.Footprint);
        File.WriteAllText(summary, SummaryMarkdown.Render(data));
        return [html, workbook, summary, .. fromRaw ? new[] { sideBySide } : [],
            .. data.AnalysisRead ? Array.Empty<string>() : [analysis]];
    }
}
