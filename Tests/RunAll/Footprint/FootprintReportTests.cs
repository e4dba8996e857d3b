using System.Globalization;
using AngleSharp.Html.Parser;
using DocumentFormat.OpenXml.Packaging;
using DocumentFormat.OpenXml.Spreadsheet;
using Cell = DocumentFormat.OpenXml.Spreadsheet.Cell;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Reporting.Xlsx;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.Tests.RunAll.Footprint;

/// <summary>A benchmark run's report of a folder with a Footprint.csv (<see cref="FootprintFolder"/>): summary.md, report.html, the workbook
/// and the decision matrix, each read from the file as <c>report</c> reads it.</summary>
public class FootprintReportTests
{
    /// <summary>The folder after <c>report</c>.</summary>
    static async Task<string> Reported()
    {
        string folder = FootprintFolder.Create(FootprintFolder.Rows());
        var run = await RunAllRun.InProcess(["report", folder]);
        Assert.True(run.ExitCode == 0, run.Error);
        return folder;
    }

    [Fact]
    public async Task SummaryRanksTheAppsUnderTheEmptyAppWithMicrosoftsFigureBeside()
    {
        var lines = File.ReadAllLines(Path.Combine(await Reported(), RunFolder.Files.Summary));
        int heading = Array.IndexOf(lines, $"## {FootprintReport.Heading}");
        Assert.True(heading > 0, "no footprint section");
        var rows = lines.Skip(heading + 4).TakeWhile(l => l.StartsWith('|')).Select(l => l.Split(" | ")).ToList();
        // Sizes of 10^6 bytes read in MiB of 2^20: 2,000,000 bytes is 1.91 MiB, not "2.00" nor "MB".
        Assert.Equal([("| –", "Empty", "1.91 MiB", "baseline"), ("| 1", "Small", "2.86 MiB", "+0.95 MiB"), ("| 2", "Big", "4.29 MiB", "+2.38 MiB"),
            ("| –", "Broken", "3.34 MiB", "+1.43 MiB"), ("| –", "NoBuild", "", "")], rows.Select(r => (r[0], r[1], r[2], r[3])));
        // Start to round trip and the peak working set (Footprint.csv's PeakWorkingSetMB holds MiB).
        Assert.Equal(("10.4 ms ±5%", "20.5 MiB"), (rows[1][8], rows[1][9]));
        Assert.Equal(("5.20 ms ±5%", "20.5 MiB"), (rows[0][8], rows[0][9]));
        // Warnings, in detail (a file's empty codes are no codes), works.
        Assert.Equal(("0", "0", "yes"), (rows[1][4], rows[1][5], rows[1][7]));
        Assert.Equal(("3", "30", "yes"), (rows[2][4], rows[2][5], rows[2][7]));
        Assert.StartsWith("no: System.InvalidOperationException: boom", rows[3][7]);
        Assert.Equal("publish failed: NETSDK1234: nope", rows[4][7]);
        Assert.Contains(FootprintReport.Rule, lines);
        Assert.StartsWith("The empty app: 1.91 MiB (2,000,000 bytes). Microsoft's published figure for an empty NativeAOT console app (hello world, "
            + "Linux x64, symbols stripped, .NET 8; dotnet/performance's size-on-disk scenario) is \"1.84 MB\" (1.75 MiB if its MB is 10^6 bytes, "
            + "1.84 MiB if 2^20).", Assert.Single(lines, l => l.Contains("1.84 MB", StringComparison.Ordinal)));
    }

    [Fact]
    public async Task ReportHtmlChartsTheIncrementsSmallestFirstAndMarksTheFailingApp()
    {
        var page = new HtmlParser().ParseDocument(File.ReadAllText(Path.Combine(await Reported(), RunFolder.Files.Report)));
        var section = page.QuerySelector("section#footprint[data-section=footprint]")!;
        Assert.NotNull(section);
        Assert.Equal(FootprintReport.Heading, section.QuerySelector("h2")!.TextContent);
        Assert.Contains("Not charted, no published app: NoBuild (build-failed).", section.QuerySelector("p.note")!.TextContent);
        Assert.Contains(section.QuerySelectorAll("p.note"), p => p.TextContent.Contains("is \"1.84 MB\"", StringComparison.Ordinal));

        var chart = section.QuerySelector("svg[data-chart=footprint-increment]")!;
        Assert.Equal([FootprintReport.WorksSeries, FootprintReport.FailsSeries], chart.QuerySelectorAll("g.series").Select(g => g.GetAttribute("data-series")));
        // A bar per published app in its row, smallest increment first: the failing one in the other series, labelled so.
        var bars = chart.QuerySelectorAll("g.series rect").Select(r => (Y: double.Parse(r.GetAttribute("y")!, CultureInfo.InvariantCulture),
            Series: r.ParentElement!.GetAttribute("data-series"), Title: r.QuerySelector("title")!.TextContent)).OrderBy(b => b.Y).ToList();
        Assert.Equal([("works", "Small · works: 0.954 MiB"), ("fails", "Broken (fails) · fails: 1.43 MiB"), ("works", "Big · works: 2.38 MiB")],
            bars.Select(b => (b.Series, b.Title)));

        var table = section.QuerySelector("table[data-table=footprint]")!;
        Assert.Equal(["Empty", "Small", "Big", "Broken", "NoBuild"], table.QuerySelectorAll("tbody tr").Select(tr => tr.GetAttribute("data-serializer")));
        Assert.Equal("danger", table.QuerySelector("tr[data-serializer=Broken] td[data-column=works]")!.ClassName);
        Assert.Equal(["first-call", "footprint", "serializers"], page.QuerySelectorAll("section").Select(s => s.GetAttribute("data-section")).SkipWhile(id => id != "first-call"));
    }

    [Fact]
    public async Task WorkbookHasAFootprintSheetThatReadsBackAsTheCsv()
    {
        string folder = await Reported();
        var csv = File.ReadAllLines(Path.Combine(folder, RunFolder.Files.Footprint)).Select(l => l.Split('\t')).ToList();
        string path = Directory.GetFiles(folder, "*" + RunFolder.Files.WorkbookExtension).Single();
        using var document = SpreadsheetDocument.Open(path, isEditable: false);
        Assert.Empty(new DocumentFormat.OpenXml.Validation.OpenXmlValidator().Validate(document).Select(e => $"{e.Path?.XPath}: {e.Description}"));
        var workbook = document.WorkbookPart!;
        var sheet = workbook.Workbook.Descendants<Sheet>().Single(s => s.Name == ResultWorkbook.FootprintSheet);
        var strings = workbook.SharedStringTablePart!.SharedStringTable.Elements<SharedStringItem>().Select(i => i.InnerText).ToList();
        var rows = ((WorksheetPart)workbook.GetPartById(sheet.Id!)).Worksheet.Descendants<Row>().ToList();

        Assert.Equal(csv.Count, rows.Count);
        for (int r = 0; r < csv.Count; r++)
        {
            var cells = rows[r].Elements<Cell>().ToDictionary(c => c.CellReference!.Value!);
            for (int c = 0; c < csv[0].Length; c++)
            {
                string field = csv[r][c], reference = ResultWorkbook.Reference(c, (uint)r + 1);
                if (field.Length == 0)
                    Assert.False(cells.ContainsKey(reference), $"{reference} should be empty");
                else if (cells[reference].DataType?.Value == CellValues.SharedString)
                    Assert.Equal(field, strings[int.Parse(cells[reference].CellValue!.Text, CultureInfo.InvariantCulture)]);
                else
                    Assert.Equal(double.Parse(field, CultureInfo.InvariantCulture), double.Parse(cells[reference].CellValue!.Text, CultureInfo.InvariantCulture), 9);
            }
        }
        // Numbers are numbers: the size of the first row (Big) is a numeric cell.
        Assert.Null(rows[1].Elements<Cell>().Single(c => c.CellReference == ResultWorkbook.Reference(Array.IndexOf(csv[0], "SizeBytes"), 2)).DataType);
    }

    [Fact]
    public void MatrixTakesTheAppsColumnsAndItsNativeAotVerdictWhereFootprintHasTheSerializer()
    {
        var matrix = RunSummary.From(FootprintFolder.Combined(), "run", 1000, new() { Footprint = FootprintFolder.Rows() }).Matrix;
        var keys = matrix.Columns.Select(c => c.Key).ToList();
        Assert.Equal([DecisionMatrix.NativeAot, DecisionMatrix.AotAppIncrement, DecisionMatrix.AotAppWarnings, DecisionMatrix.AotAppWorks],
            keys.Skip(keys.IndexOf(DecisionMatrix.NativeAot)).Take(4));
        (string, string, string, string) Cells(string serializer) =>
            (Text(serializer, DecisionMatrix.NativeAot), Text(serializer, DecisionMatrix.AotAppIncrement), Text(serializer, DecisionMatrix.AotAppWarnings), Text(serializer, DecisionMatrix.AotAppWorks));
        string Text(string serializer, string column) => MatrixText.Cell(matrix.Row(serializer)!, column).Text;

        // The host said no for Small and yes for Broken: the app, where published, decides, and says so.
        Assert.Equal(("yes (app)", "+0.95 MiB", "0", "yes"), Cells("Small"));
        Assert.Equal(("yes (app)", "+2.38 MiB", "3", "yes"), Cells("Big"));
        Assert.Equal(("no (app)", "+1.43 MiB", "2", "no"), Cells("Broken"));
        Assert.Equal(("yes (host)", "build-failed", "build-failed", "build-failed"), Cells("NoBuild"));
        Assert.Equal("build-failed: publish failed: NETSDK1234: nope", MatrixText.Cell(matrix.Row("NoBuild")!, DecisionMatrix.AotAppIncrement).Why);
        Assert.Equal(("no (host)", "not measured", "not measured", "not measured"), Cells("HostOnly"));

        var excluded = UseCaseViews.StartupUnderNativeAot.Rank(matrix).Excluded.ToDictionary(x => x.Serializer, x => x.Reason);
        Assert.Equal("NativeAOT works: no (its own NativeAOT app's round trip failed)", excluded["Broken"]);
        Assert.StartsWith("NativeAOT works: no (a NativeAOT row of the all-in-one host", excluded["HostOnly"]);
        Assert.Contains("marked app", matrix.Columns.Single(c => c.Key == DecisionMatrix.NativeAot).Source);
    }

    [Fact]
    public void WithoutFootprintTheVerdictIsTheHostsAndTheAppColumnsSayWhy()
    {
        var matrix = RunSummary.From(FootprintFolder.Combined(), "run", 1000).Matrix;
        Assert.Equal("no (host)", MatrixText.Cell(matrix.Row("Small")!, DecisionMatrix.NativeAot).Text);
        Assert.StartsWith("not measured: the run has no Footprint.csv", MatrixText.Cell(matrix.Row("Small")!, DecisionMatrix.AotAppWorks).Why);
        Assert.StartsWith("not measured in this run (no Footprint.csv)", matrix.Columns.Single(c => c.Key == DecisionMatrix.AotAppIncrement).Source);
        Assert.DoesNotContain(FootprintReport.Heading, SummaryMarkdown.Render(RunSummary.From(FootprintFolder.Combined(), "run")));
    }

    /// <summary>The report reads Footprint.csv before it writes anything: a damaged one stops it with one line naming the file.</summary>
    [Theory]
    [MemberData(nameof(DamagedFileTests.Damages), MemberType = typeof(DamagedFileTests))]
    public async Task ReportOnADamagedFootprintSaysSoInOneLine(DamagedFileTests.Damage damage)
    {
        string folder = FootprintFolder.Create(FootprintFolder.Rows());
        string footprint = Path.Combine(folder, RunFolder.Files.Footprint);
        DamagedFileTests.Spoil(footprint, damage);
        await DamagedFileTests.AssertRefused(folder, ["report", folder], footprint);
    }
}
