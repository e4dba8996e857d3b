using AngleSharp.Dom;
using AngleSharp.Html.Parser;
using DocumentFormat.OpenXml.Packaging;
using DocumentFormat.OpenXml.Spreadsheet;
using Cell = DocumentFormat.OpenXml.Spreadsheet.Cell;
using DocumentFormat.OpenXml.Validation;
using SerializerTests.RunAll.Reporting.Xlsx;

namespace SerializerTests.Tests.RunAll;

public class ReportTests
{
    static readonly string[] Serializers = ["Fast", "Slow", "Middle"];

    static ResultRow Steady(string serializer, string runtime, int objects, double serialize, double deserialize, long size) => new()
    {
        Serializer = new(serializer), Objects = objects, Test = "combined", Runtime = runtime, Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
        Dataset = "bookshelf", SerializeSeconds = serialize * 1.1, DeserializeSeconds = deserialize * 1.1, SerializeMedianSeconds = serialize,
        DeserializeMedianSeconds = deserialize, SizeBytes = size, DataFormat = "Binary", SupportsVersioning = true, Maintenance = "Maintained", Insecure = false,
    };

    static IEnumerable<ResultRow> FirstCall(string serializer, string variant, double seconds, bool traced) =>
        new[] { "BookShelf", "BookShelf1", "BookShelf2", "LargeBookShelf" }.Select(type => new ResultRow
        {
            Serializer = new(serializer), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = variant, Status = ResultStatus.Ok, RootType = type,
            SerializeSeconds = seconds, DeserializeSeconds = seconds / 2, ProcessWallMs = 100 + seconds * 1000,
            TraceFirstCallJitMs = traced ? seconds * 500 : null, TraceFirstCallGcPauseMs = traced ? 1 : null, TraceFirstCallAssemblyLoadMs = traced ? 2 : null,
        });

    /// <summary>Two runtimes of steady state at N = 1 and 1000 (Slow failed at 1000 on net9.0), first call in three variants.</summary>
    static List<ResultRow> Run(bool traced = true)
    {
        var rows = new List<ResultRow>();
        foreach (var runtime in new[] { "net9.0", "net10.0" })
        for (int i = 0; i < Serializers.Length; i++)
        foreach (int n in new[] { 1, 1000 })
        {
            double scale = (i + 1) * n * (runtime == "net9.0" ? 1.2 : 1.0);
            rows.Add(Steady(Serializers[i], runtime, n, scale * 1e-6, scale * 2e-6, (3 - i) * 100L * n));
        }
        int failed = rows.FindIndex(r => r.Serializer == "Slow" && r.Runtime == "net9.0" && r.Objects == 1000);
        rows[failed] = rows[failed] with { Status = ResultStatus.Failed, Error = "boom: the reason", SerializeMedianSeconds = null, DeserializeMedianSeconds = null };
        foreach (var variant in new[] { "JIT", "ReadyToRun", "NativeAOT" })
        for (int i = 0; i < Serializers.Length; i++)
            rows.AddRange(FirstCall(Serializers[i], variant, (i + 1) * 0.01, traced));
        return rows;
    }

    static IDocument Parse(string html) => new HtmlParser().ParseDocument(html);

    static IReadOnlyList<string> SeriesOf(IDocument page, string chart) =>
        page.QuerySelector($"svg[data-chart='{chart}']") is { } svg ? svg.QuerySelectorAll("g.series").Select(g => g.GetAttribute("data-series")!).ToList()
            : throw new Xunit.Sdk.XunitException($"no chart '{chart}'");

    [Fact]
    public void EverySectionHasItsChartsWithOneSeriesPerSerializerVariantOrRuntime()
    {
        var page = Parse(HtmlReport.Render(RunSummary.From(Run(), "run")));

        Assert.Equal(["matrix", "views", "pareto", "time", "size", "scaling", "runtimes", "first-call", "first-call-breakdown", "serializers"],
            page.QuerySelectorAll("section").Select(s => s.GetAttribute("data-section")));
        Assert.Equal(["Serialize"], SeriesOf(page, "serialize-time"));
        Assert.Equal(["Deserialize"], SeriesOf(page, "deserialize-time"));
        Assert.Equal(["Size"], SeriesOf(page, "size"));
        Assert.Equal(Serializers.Order(StringComparer.Ordinal), SeriesOf(page, "scaling-serialize"));
        Assert.Equal(Serializers.Order(StringComparer.Ordinal), SeriesOf(page, "scaling-deserialize"));
        Assert.Equal(["net9.0", "net10.0"], SeriesOf(page, "runtimes-serialize"));
        Assert.Equal(["JIT", "ReadyToRun", "NativeAOT"], SeriesOf(page, "first-call"));
        Assert.Equal(["JIT", "ReadyToRun", "NativeAOT"], SeriesOf(page, "process-wall-time"));
        foreach (var variant in new[] { "JIT", "ReadyToRun", "NativeAOT" })
            Assert.Equal(["JIT", "GC", "Assembly loading", "Rest"], SeriesOf(page, $"first-call-breakdown-{variant}"));

        // Time at the largest N, fastest first, one bar per serializer; the scaling lines have a point per N.
        var bars = page.QuerySelector("svg[data-chart='serialize-time'] g.series")!.QuerySelectorAll("rect title").Select(t => t.TextContent).ToList();
        Assert.Equal(["1 Fast · Serialize: 1.00 ms", "2 Slow · Serialize: 2.00 ms", "3 Middle · Serialize: 3.00 ms"], bars);
        Assert.All(page.QuerySelectorAll("svg[data-chart='scaling-serialize'] g.series"), g => Assert.Equal(2, g.QuerySelectorAll("circle").Length));
        Assert.All(page.QuerySelectorAll("svg.chart"), svg => Assert.Contains(svg.QuerySelectorAll("text.axis-title"), t => t.TextContent.Contains('(')));
    }

    [Fact]
    public void TimeChartsHaveALogAxisAndSizesAndStackedPartsALinearOne()
    {
        var page = Parse(HtmlReport.Render(RunSummary.From(Run(), "run")));
        bool Logarithmic(string chart) => page.QuerySelector($"svg[data-chart='{chart}'] text.axis-title")!.TextContent.EndsWith(", log scale)", StringComparison.Ordinal);
        Assert.All(new[] { "serialize-time", "deserialize-time", "runtimes-serialize", "runtimes-deserialize", "first-call", "process-wall-time" }, c => Assert.True(Logarithmic(c), c));
        Assert.All(new[] { "size", "first-call-breakdown-JIT" }, c => Assert.False(Logarithmic(c), c));
    }

    /// <summary>24 serializers at N = 1,000,000 as a full run has them: a dozen binary ones within a few percent of each other in time
    /// and size (two of them identical), the text ones close together, a few far off.</summary>
    static List<ResultRow> Crowded()
    {
        string[] names =
        [
            "MemoryPack", "BinaryWriter", "AllocPerf", "NerdbankMessagePackArrays", "MessagePack", "GoogleProtobuf", "ProtobufNet", "FlatSharp",
            "Ceras", "BinaryPack", "NetSerializer", "GroBuf", "SystemTextJson", "SystemTextJsonSourceGen", "JsonNet", "SpanJson", "Jil", "Utf8Json",
            "ServiceStack", "DataContractJson", "DataContract", "XmlSerializer", "BinaryFormatter", "Bson",
        ];
        return [.. names.Select((name, i) =>
        {
            double seconds = i < 12 ? 0.04 * (1 + Math.Max(0, i - 1) * 0.02) : i < 20 ? 0.3 * (1 + (i - 12) * 0.03) : 0.6 * Math.Pow(2.5, i - 20);
            long size = i < 12 ? 30_000_000 + Math.Max(0, i - 1) * 150_000 : i < 20 ? 90_000_000 + (i - 12) * 900_000 : 60_000_000L * (i - 18);
            return Steady(name, "net10.0", 1_000_000, seconds / 3, 2 * seconds / 3, size);
        })];
    }

    /// <summary>Run in report.html by the browser: each Pareto label's box as laid out (<c>getBBox</c>, the real font's metrics)
    /// against every other label, every point's circle and the chart's edges; the problems found go into <c>ul#label-check</c>.</summary>
    const string LabelCheck = """
        const svg = document.querySelector('svg[data-chart=pareto]');
        const labels = [...svg.querySelectorAll('text.label')].map(t => ({ name: t.textContent, box: t.getBBox() }));
        const points = [...svg.querySelectorAll('g.point circle')].map(c => ({ name: c.parentNode.dataset.serializer, x: c.cx.baseVal.value, y: c.cy.baseVal.value, r: c.r.baseVal.value }));
        const size = svg.viewBox.baseVal, problems = [];
        const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        labels.forEach((a, i) => {
          const b = a.box;
          if (b.x < 0 || b.y < 0 || b.x + b.width > size.width || b.y + b.height > size.height) problems.push(`${a.name} is outside the chart`);
          labels.slice(i + 1).forEach(other => { if (overlap(b, other.box)) problems.push(`${a.name} overlaps ${other.name}`); });
          points.forEach(p => {
            const dx = Math.max(b.x - p.x, 0, p.x - b.x - b.width), dy = Math.max(b.y - p.y, 0, p.y - b.y - b.height);
            if (dx * dx + dy * dy < p.r * p.r) problems.push(`${a.name} covers the point of ${p.name}`);
          });
        });
        const out = document.createElement('ul');
        out.id = 'label-check';
        out.dataset.counted = `${labels.length} labels, ${points.length} points`;
        problems.forEach(p => out.appendChild(document.createElement('li')).textContent = p);
        document.body.appendChild(out);
        """;

    [Fact]
    public async Task ParetoLabelsOfCrowdedPointsOverlapNoLabelAndNoPointInTheBrowser()
    {
        string html = HtmlReport.Render(RunSummary.From(Crowded(), "crowded"));
        var pareto = Parse(html).QuerySelector("svg[data-chart=pareto]")!;
        Assert.Equal(24, pareto.QuerySelectorAll("text.label").Length);
        Assert.True(pareto.QuerySelectorAll("line.leader").Length >= 3, "crowded points push labels away, each with a leader line");

        if (!HeadlessChromium.ShouldCheck)
            return;
        string page = Path.Combine(TempFolders.New("pareto-labels-"), "report.html");
        File.WriteAllText(page, html.Replace("</body>", $"<script>{LabelCheck}</script></body>", StringComparison.Ordinal));
        var check = Parse(await HeadlessChromium.DumpDomAsync(page)).QuerySelector("ul#label-check") ?? throw new Xunit.Sdk.XunitException("the check did not run in the browser");
        Assert.Equal("24 labels, 24 points", check.GetAttribute("data-counted"));
        Assert.Empty(check.QuerySelectorAll("li").Select(li => li.TextContent));
    }

    [Fact]
    public void StatusTableShowsTheReasonOfAFailedCellAndTheChosenNIsHonoured()
    {
        var page = Parse(HtmlReport.Render(RunSummary.From(Run(), "run", objects: 1)));
        var table = page.QuerySelector("table[data-table='serializers']")!;
        var header = table.QuerySelectorAll("thead th").Select(th => th.TextContent).ToList();
        var slow = table.QuerySelectorAll("tbody tr").Single(tr => tr.Children[0].TextContent == "Slow");
        string net9 = slow.Children[header.IndexOf("net9.0 JIT")].TextContent;
        Assert.Equal("failed (1 of 2 rows): boom: the reason", net9);
        Assert.Equal("ok", slow.Children[header.IndexOf("net10.0 NativeAOT")].TextContent);
        Assert.Equal("Serialize and deserialize time at N = 1", page.QuerySelector("section[data-section='time'] h2")!.TextContent);
    }

    [Fact]
    public void UnprofiledRunHasNoBreakdownAndOneRuntimeNoRuntimeSection()
    {
        var rows = Run(traced: false).Where(r => r.Runtime != "net9.0").ToList();
        var sections = Parse(HtmlReport.Render(RunSummary.From(rows, "run"))).QuerySelectorAll("section").Select(s => s.GetAttribute("data-section"));
        Assert.Equal(["matrix", "views", "pareto", "time", "size", "scaling", "first-call", "serializers"], sections);
    }

    [Fact]
    public void SummaryRanksFastestFirstWithTheFactorToTheBest()
    {
        var lines = SummaryMarkdown.Render(RunSummary.From(Run(), "run")).Split('\n', StringSplitOptions.TrimEntries);
        int start = Array.IndexOf(lines, "## Fastest deserialize");
        Assert.Equal(["| 1 | Fast | 2.00 ms | 1.00 |", "| 2 | Slow | 4.00 ms | 2.00 |", "| 3 | Middle | 6.00 ms | 3.00 |"], lines.Skip(start + 4).Take(3));
        int smallest = Array.IndexOf(lines, "## " + Rankings.SmallestAsWritten);
        Assert.Equal("| 1 | Middle | 97.7 KiB | 1.00 |", lines[smallest + 4]);
        int aot = Array.IndexOf(lines, "## Cheapest first call: NativeAOT");
        Assert.Equal("| 1 | Fast | 60.0 ms | 1.00 | 110 ms |", lines[aot + 4]);
    }

    [Fact]
    public void FirstCallsOfEachDatasetAreRankedApartNotSummed()
    {
        var rows = Run(traced: false).Where(r => r.Runtime != "net9.0").ToList();
        rows.AddRange(FirstCall("Fast", "JIT", 0.5, traced: false).Take(1).Select(r => r with { Dataset = "person", RootType = "People" }));
        var data = RunSummary.From(rows, "run");
        Assert.Equal(["bookshelf", "person"], data.FirstCallDatasets);

        var page = Parse(HtmlReport.Render(data));
        Assert.Equal(["bookshelf", "person"], page.QuerySelectorAll("section[data-section='first-call']").Select(s => s.GetAttribute("data-dataset")));
        var lines = SummaryMarkdown.Render(data).Split('\n', StringSplitOptions.TrimEntries);
        Assert.Equal("| 1 | Fast | 60.0 ms | 1.00 | 110 ms |", lines[Array.IndexOf(lines, "## Cheapest first call: JIT (bookshelf)") + 4]);
        Assert.Equal("| 1 | Fast | 750 ms | 1.00 | 600 ms |", lines[Array.IndexOf(lines, "## Cheapest first call: JIT (person)") + 4]);
    }

    [Fact]
    public void WorkbookHoldsEveryRowAsTypedCellsInATableWithThreeValidPivotTables()
    {
        var rows = Run();
        string path = Path.Combine(TempFolders.New("xlsx-test-"), "r.xlsx");
        ResultWorkbook.Write(path, rows);

        using var document = SpreadsheetDocument.Open(path, isEditable: false);
        Assert.Empty(new OpenXmlValidator().Validate(document).Select(e => $"{e.Path?.XPath}: {e.Description}"));
        var workbook = document.WorkbookPart!;
        var sheets = workbook.Workbook.Sheets!.Elements<Sheet>().ToList();
        Assert.Equal([ResultWorkbook.DataSheet, .. PivotTables.Classic.Select(p => p.Sheet)], sheets.Select(s => s.Name!.Value));

        var data = (WorksheetPart)workbook.GetPartById(sheets[0].Id!);
        var table = data.TableDefinitionParts.Single().Table;
        Assert.Equal(ResultWorkbook.TableName, table.Name!.Value);
        var workbookColumns = ResultCsv.Header.Where(h => !ResultColumns.IsSamples(h)).ToList();
        Assert.Equal(ResultCsv.Header.Count - 2, workbookColumns.Count);
        Assert.Equal($"A1:{ResultWorkbook.Reference(workbookColumns.Count - 1, (uint)rows.Count + 1)}", table.Reference!.Value);
        Assert.Equal(workbookColumns, table.TableColumns!.Elements<TableColumn>().Select(c => c.Name!.Value));

        var sheetRows = data.Worksheet.GetFirstChild<SheetData>()!.Elements<Row>().ToList();
        Assert.Equal(rows.Count + 1, sheetRows.Count);
        var cells = sheetRows[1].Elements<Cell>().ToDictionary(c => c.CellReference!.Value!);
        string Column(string header) => ResultWorkbook.Reference(ResultColumns.IndexOf(header), 2);
        var seconds = cells[Column("SerializeMedianS")];
        Assert.Null(seconds.DataType);
        Assert.Equal(rows[0].SerializeMedianSeconds!.Value, double.Parse(seconds.CellValue!.Text, System.Globalization.CultureInfo.InvariantCulture));
        Assert.Equal(CellValues.Boolean, cells[Column("Supports Versioning")].DataType!.Value);
        Assert.Equal(CellValues.SharedString, cells[Column("Serializer")].DataType!.Value);
        Assert.False(cells.ContainsKey(Column("Error")), "an empty value is an empty cell");

        var pivots = workbook.WorksheetParts.SelectMany(w => w.PivotTableParts).Select(p => p.PivotTableDefinition).ToList();
        Assert.Equal(PivotTables.Classic.Select(p => p.Name).Order(), pivots.Select(p => p.Name!.Value).Order());
        var byN = pivots.Single(p => p.Name == "SerializeByN");
        Assert.Equal(ResultColumns.IndexOf("Serializer"), byN.RowFields!.Elements<Field>().Single().Index!.Value);
        Assert.Equal(ResultColumns.IndexOf("Objects"), byN.ColumnFields!.Elements<Field>().First().Index!.Value);
        Assert.Equal("Median serialize time (s)", byN.DataFields!.Elements<DataField>().Single().Name!.Value);
        var cache = workbook.PivotTableCacheDefinitionParts.Single().PivotCacheDefinition;
        var objects = cache.CacheFields!.Elements<CacheField>().ElementAt(ResultColumns.IndexOf("Objects"));
        Assert.Equal([1.0, 1000.0], objects.SharedItems!.Elements<NumberItem>().Select(n => n.Val!.Value));
    }
}
