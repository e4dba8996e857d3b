using AngleSharp.Html.Parser;
using DocumentFormat.OpenXml.Packaging;
using DocumentFormat.OpenXml.Spreadsheet;
using Cell = DocumentFormat.OpenXml.Spreadsheet.Cell;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Reporting.Xlsx;
using SerializerTests.RunAll.Summaries.Decision;
using SerializerTests.Serializers.Binary;
using SerializerTests.Versioning;

namespace SerializerTests.Tests.RunAll;

/// <summary>The decision matrix, its views and its Pareto front on a fixture small enough to know every answer by hand.</summary>
public class DecisionMatrixTests
{
    const int N = 1000;

    /// <summary>Steady state at N: seconds with a ±5% interval (so 10 and 10.4 overlap, 10 and 12 do not), size, compressed sizes,
    /// allocations twice and three times the size, and collections per 1,000 operations.</summary>
    static ResultRow Steady(string serializer, double serialize, double deserialize, long size, long? brotli = null, bool insecure = false) => new()
    {
        Serializer = new(serializer), Objects = N, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
        Dataset = "bookshelf", SerializeMedianSeconds = serialize, DeserializeMedianSeconds = deserialize, SerializeIntervalPercent = 5, DeserializeIntervalPercent = 5,
        SizeBytes = size, GZipBytes = brotli + 10, BrotliBytes = brotli, DataFormat = "Binary", Maintenance = "Maintained", Insecure = insecure,
        SerializeAllocatedBytesPerOp = 2 * size, DeserializeAllocatedBytesPerOp = 3 * size,
        SerializeGen0PerThousand = 1.5, SerializeGen1PerThousand = 0, SerializeGen2PerThousand = 0,
        DeserializeGen0PerThousand = 30, DeserializeGen1PerThousand = 7.5, DeserializeGen2PerThousand = 0,
    };

    static IEnumerable<ResultRow> FirstCalls(string serializer, string variant, double seconds, bool? aotWorks = null) =>
        new[] { "BookShelf", "BookShelf1", "BookShelf2", "LargeBookShelf" }.Select(type => new ResultRow
        {
            Serializer = new(serializer), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = variant, Status = ResultStatus.Ok, RootType = type,
            Dataset = "bookshelf", SerializeSeconds = seconds, DeserializeSeconds = seconds, DataFormat = "Binary", Maintenance = "Maintained", AotCompatible = aotWorks,
        });

    static IEnumerable<VersioningRow> Versioning(string serializer, int reads, int loses, int wrong, int throws) =>
        new[] { (VersioningOutcome.Reads, reads), (VersioningOutcome.Loses, loses), (VersioningOutcome.Wrong, wrong), (VersioningOutcome.Throws, throws) }
            .SelectMany(o => Enumerable.Range(0, o.Item2).Select(i => new VersioningRow
            {
                Serializer = new(serializer), Runtime = "net10.0", Variant = "JIT", Change = $"{o.Item1}{i}", Direction = "old-to-new", Outcome = o.Item1,
            }));

    static HostileSummaryRow Hostile(string serializer, double silentPercent, int crash = 0, int hang = 0, int alloc = 0) => new()
    {
        Serializer = serializer, Setting = "default", Datasets = "bookshelf", Cases = 100, Crash = crash, Hang = hang, ExcessiveAllocation = alloc,
        AcceptedDifferentPercent = silentPercent,
    };

    /// <summary>
    /// Fast: 10+20 µs, 1000 B, Brotli 300, first call 2 ms under NativeAOT, versioning clean, hostile 5% silent.
    /// Close: 10.4+20.8 µs (overlaps Fast), 1200 B, Brotli 300 (ties Fast's), NativeAOT fails, 1 versioning case wrong, hostile 5% silent.
    /// Small: 30+60 µs (separated from both), 500 B, Brotli 200, first call 1 ms, versioning 2 throws, a crash on hostile input.
    /// Bloated: 40+80 µs, 2000 B: slower and bigger than Fast (dominated). Broken: its steady row failed, no hostile measurement.
    /// </summary>
    static RunSummary Fixture()
    {
        var rows = new List<ResultRow>
        {
            Steady("Fast", 10e-6, 20e-6, 1000, 300), Steady("Close", 10.4e-6, 20.8e-6, 1200, 300), Steady("Small", 30e-6, 60e-6, 500, 200),
            Steady("Bloated", 40e-6, 80e-6, 2000, 900, insecure: true),
            Steady("Broken", 0, 0, 0) with { Status = ResultStatus.Failed, Error = "InvalidOperationException: boom", SerializeMedianSeconds = null, DeserializeMedianSeconds = null, SizeBytes = null },
        };
        foreach (var s in new[] { "Fast", "Close", "Small", "Bloated", "Broken" })
            rows.AddRange(FirstCalls(s, "JIT", 0.01, aotWorks: s is not "Close"));
        rows.AddRange(FirstCalls("Fast", "NativeAOT", 0.001, true));
        rows.AddRange(FirstCalls("Small", "NativeAOT", 0.0005, true));
        rows.AddRange(FirstCalls("Close", "NativeAOT", 0.0001, false).Select(r => r with { Status = ResultStatus.Failed, Error = "failed under AOT", SerializeSeconds = null }));
        var versioning = Versioning("Fast", 4, 0, 0, 0).Concat(Versioning("Close", 3, 0, 1, 0)).Concat(Versioning("Small", 2, 0, 0, 2))
            .Concat(Versioning("Bloated", 4, 0, 0, 0)).ToList();
        var hostile = new[] { Hostile("Fast", 5), Hostile("Close", 5), Hostile("Small", 0, crash: 1), Hostile("Bloated", 1, alloc: 3) };
        return RunSummary.From(rows, "fixture", N, new() { Versioning = versioning, Hostile = hostile });
    }

    static ViewRanking Ranking(UseCaseView view) => view.Rank(Fixture().Matrix);

    static IReadOnlyList<(string Label, string Serializer)> Order(ViewRanking ranking) => [.. ranking.Ranked.Select(e => (e.Label, e.Serializer))];

    [Fact]
    public void BulkThroughputRanksBySumAndTiesWhatTheIntervalsDoNotSeparate()
    {
        var ranking = Ranking(UseCaseViews.BulkThroughput);
        // Fast 30 ± 1.5 µs and Close 31.2 ± 1.56 µs overlap: both first, and the next place is 3.
        Assert.Equal([("1=", "Fast"), ("1=", "Close"), ("3", "Small"), ("4", "Bloated")], Order(ranking));
        var broken = Assert.Single(ranking.Excluded);
        Assert.Equal("Broken", broken.Serializer);
        Assert.Equal("serialize + deserialize time: failed: InvalidOperationException: boom", broken.Reason);
    }

    [Fact]
    public void UntrustedInputPutsCrashesBeforeAllocationsBeforeSpeedAndLeavesOutWhatIsDeclaredInsecure()
    {
        var ranking = Ranking(UseCaseViews.UntrustedInput);
        // Fast and Close tie on every count and their deserialize intervals overlap; Small's crash puts it last although it corrupts
        // nothing; Bloated, declared insecure, takes no rank however little it corrupts.
        Assert.Equal([("1=", "Fast"), ("1=", "Close"), ("3", "Small")], Order(ranking));
        var excluded = ranking.Excluded.ToDictionary(x => x.Serializer, x => x.Reason);
        Assert.Equal(["Bloated", "Broken"], excluded.Keys.Order());
        Assert.StartsWith("not for untrusted input", excluded["Bloated"]);
        Assert.StartsWith("crashes and hangs on corrupt input: not measured", excluded["Broken"]);
    }

    /// <summary>A library timed on its own model starts from other input than the rows that start from the C# objects: it is shown,
    /// marked, and takes no place, even where it is fastest; what it is marked with comes from its adapter's metadata.</summary>
    [Fact]
    public void ALibraryOnItsOwnTypesIsShownBesideEveryRankingAndRankedInNone()
    {
        var rows = new List<ResultRow> { Steady("GoogleProtobuf.OwnTypes", 1e-6, 2e-6, 900, 300), Steady("Fast", 10e-6, 20e-6, 1000, 300) };
        var data = RunSummary.From(rows, "fixture", N);
        foreach (var measure in new[] { RankedList.Serialize, RankedList.Deserialize, RankedList.Size })
        {
            var entries = data.Analysis.Ranking(measure, "bookshelf")!.Entries;
            Assert.Equal([("1", "Fast"), (Baselines.OwnTypesMark, "GoogleProtobuf.OwnTypes")], entries.Select(e => (e.Rank, e.Serializer)));
        }
        var bulk = UseCaseViews.BulkThroughput.Rank(data.Matrix);
        Assert.Equal([("1", "Fast")], Order(bulk));
        Assert.Equal((Baselines.OwnTypesMark, "GoogleProtobuf.OwnTypes"), (Assert.Single(bulk.Baselines).Label, bulk.Baselines[0].Serializer));
    }

    [Fact]
    public void SilentCorruptionIsShownBesideTheUntrustedInputRankingAndDecidesNoPlace()
    {
        // Fast corrupts silently 5 inputs of 100 more than Quiet, which is slower: Fast still ranks first, both shares shown.
        var rows = new List<ResultRow> { Steady("Fast", 10e-6, 20e-6, 1000, 300), Steady("Quiet", 40e-6, 80e-6, 1000, 300) };
        var ranking = UseCaseViews.UntrustedInput.Rank(
            RunSummary.From(rows, "fixture", N, new() { Hostile = [Hostile("Fast", 5), Hostile("Quiet", 0)] }).Matrix);
        Assert.Equal([("1", "Fast"), ("2", "Quiet")], Order(ranking));
        Assert.DoesNotContain(ranking.View.Criteria, c => c.Name == UseCaseViews.IntegrityColumn);
        var table = DecisionTables.View(ranking);
        int integrity = table.Columns.ToList().FindIndex(c => c.Heading == UseCaseViews.IntegrityColumn);
        Assert.Equal(["5", "0"], table.Rows.Select(r => r.Cells[integrity].Text));
    }

    [Fact]
    public void ALibraryThatWarnsAgainstUntrustedInputIsLeftOutInItsOwnWordsAndFramingIsNamedBesideItsShare()
    {
        var rows = new List<ResultRow>
        {
            Steady("BinaryFormatter", 10e-6, 20e-6, 1000, 300, insecure: true), Steady("MemoryPackBrotli", 40e-6, 80e-6, 1000, 300),
        };
        var data = RunSummary.From(rows, "fixture", N, new() { Hostile = [Hostile("BinaryFormatter", 0), Hostile("MemoryPackBrotli", 1)] });
        var ranking = UseCaseViews.UntrustedInput.Rank(data.Matrix);
        var warning = new BinaryFormatterAdapter().Info.UntrustedInputWarning!;
        // The pages print the quote and its page whole, however long the line.
        Assert.Contains($"- BinaryFormatter: not for untrusted input, in its library's words: \"{warning.Quote}\" ({warning.Document})",
            SummaryMarkdown.Render(data));
        Assert.Equal([("1", "MemoryPackBrotli")], Order(ranking));
        var reason = Assert.Single(ranking.Excluded).Reason;
        Assert.Contains(warning.Quote, reason);
        Assert.Contains(warning.Document, reason);
        var table = DecisionTables.View(ranking);
        int integrity = table.Columns.ToList().FindIndex(c => c.Heading == UseCaseViews.IntegrityColumn);
        Assert.StartsWith("1 (checked by Brotli's stream format", Assert.Single(table.Rows).Cells[integrity].Text);
    }

    [Fact]
    public void StartupUnderNativeAotLeavesOutWhatFailedThereAndRanksTheRestByFirstCall()
    {
        var ranking = Ranking(UseCaseViews.StartupUnderNativeAot);
        Assert.Equal([("1", "Small"), ("2", "Fast")], Order(ranking));
        var excluded = ranking.Excluded.ToDictionary(x => x.Serializer, x => x.Reason);
        Assert.StartsWith("NativeAOT works: no", excluded["Close"]);
        Assert.StartsWith("first call under NativeAOT (ms, median of the launches): not measured", excluded["Bloated"]);
    }

    [Fact]
    public void NotRankedNamesEachReasonOnceWithEverySerializerItLeavesOut()
    {
        // Twin fails under NativeAOT as Close does: one reason for both. Bloated and Broken have no NativeAOT first call.
        var twin = FirstCalls("Twin", "JIT", 0.01, aotWorks: false)
            .Concat(FirstCalls("Twin", "NativeAOT", 0.0001, false).Select(r => r with { Status = ResultStatus.Failed, Error = "failed under AOT", SerializeSeconds = null }))
            .Append(Steady("Twin", 50e-6, 100e-6, 3000, 900));
        var data = RunSummary.From([.. Fixture().Rows, .. twin], "fixture", N);
        var ranking = UseCaseViews.StartupUnderNativeAot.Rank(data.Matrix);
        var reasons = ranking.Excluded.Select(x => x.Reason).Distinct().ToList();
        Assert.True(reasons.Count >= 2, string.Join(" | ", reasons));
        var aot = Assert.Single(ranking.ExcludedByReason, g => g.Reason.StartsWith("NativeAOT works: no", StringComparison.Ordinal));
        Assert.Equal(["Close", "Twin"], aot.Serializers);
        Assert.Equal(reasons, ranking.ExcludedByReason.Select(g => g.Reason));

        var lines = SummaryMarkdown.Render(data).Split('\n', StringSplitOptions.TrimEntries);
        var notRanked = lines.SkipWhile(l => l != $"## {UseCaseViews.StartupUnderNativeAot.Title}").SkipWhile(l => l != "Not ranked:").Skip(2)
            .TakeWhile(l => l.StartsWith("- ", StringComparison.Ordinal)).ToList();
        Assert.Equal(reasons.Count, notRanked.Count);
        Assert.Equal("- Close, Twin: " + aot.Reason, Assert.Single(notRanked, l => l.Contains("NativeAOT works: no", StringComparison.Ordinal)));
        Assert.All(ranking.Excluded, x => Assert.Single(notRanked, l => l.Contains(x.Serializer, StringComparison.Ordinal)));

        var view = new HtmlParser().ParseDocument(HtmlReport.Render(data)).QuerySelector($"div.view[data-view={UseCaseViews.StartupUnderNativeAot.Id}]")!;
        var items = view.QuerySelectorAll("ul.not-ranked li").ToList();
        Assert.Equal(reasons, items.Select(li => li.GetAttribute("title")));
        var both = Assert.Single(items, li => li.TextContent.Contains("NativeAOT works: no", StringComparison.Ordinal));
        Assert.Equal(["Close", "Twin"], both.QuerySelectorAll("span[data-excluded]").Select(s => s.GetAttribute("data-excluded")));
        Assert.Equal($"Close, Twin: {aot.Reason}", both.TextContent);
    }

    [Fact]
    public void FirstCallsWhoseLaunchesOverlapShareTheirPlaceInTheStartupView()
    {
        // Each call pooled from five launches: A around 1.00 ms, B around 1.03 ms (their launches overlap), C around 2 ms.
        IEnumerable<ResultRow> Launched(string serializer, double ms) => FirstCalls(serializer, "NativeAOT", 0, true).GroupBy(r => r.RootType)
            .Select(type => SerializerTests.RunAll.Statistics.LaunchPooling.Pool([.. new[] { 1.0, 1.05, 0.95, 1.1, 0.9 }.Select((f, i) =>
                type.First() with { Launch = i + 1, SerializeSeconds = ms * f / 1000, DeserializeSeconds = ms * f / 1000 })]));
        var rows = Launched("A", 1.0).Concat(Launched("B", 1.03)).Concat(Launched("C", 2.0)).ToList();
        var matrix = RunSummary.From(rows, "launches", N).Matrix;

        var ranking = UseCaseViews.StartupUnderNativeAot.Rank(matrix);
        Assert.Equal([("1=", "A"), ("1=", "B"), ("3", "C")], Order(ranking));
        // The matrix cell names the interval the tie comes from: 8 calls of 1 ms, ± t(0.975, 4) · SD / √5 = 9.8%.
        var a = matrix.Rows.Single(r => r.Serializer == "A").FirstCallMs["NativeAOT"];
        Assert.Equal((8.0, 9.8), (Math.Round(a.Value, 6), Math.Round(a.HalfWidthPercent!.Value, 1)));
        Assert.Equal("8.00 ms ±10%", MatrixText.Cell(matrix.Rows.Single(r => r.Serializer == "A"), DecisionMatrix.FirstCallKey("NativeAOT")).Text);
    }

    [Fact]
    public void LongLivedStorageRanksSilentDamageBeforeThrowsBeforeSize()
    {
        var ranking = Ranking(UseCaseViews.LongLivedStorage);
        Assert.Equal([("1", "Fast"), ("2", "Bloated"), ("3", "Small"), ("4", "Close")], Order(ranking));
    }

    [Fact]
    public void BandwidthTiesEqualBrotliSizesAndBreaksThemByGZip()
    {
        // Fast and Close both 300 after Brotli and 310 after GZip: equal on both, so they share the rank (equal values: by name).
        Assert.Equal([("1", "Small"), ("2=", "Close"), ("2=", "Fast"), ("4", "Bloated")], Order(Ranking(UseCaseViews.Bandwidth)));
    }

    [Fact]
    public void EveryViewPrintsItsCriteriaInOrder()
    {
        foreach (var view in UseCaseViews.All)
            Assert.StartsWith("Ranked by " + string.Join(", then ", view.Criteria.Select(c => c.Name)) + ", smaller first", view.Rule);
    }

    [Fact]
    public void ParetoFrontKeepsWhatNoSeparatedPointBeatsOnBothAxes()
    {
        var points = Pareto.Of(Fixture().Matrix).ToDictionary(p => p.Serializer);
        Assert.True(points["Fast"].Optimal);
        Assert.True(points["Small"].Optimal, "slower but smaller");
        // Close is bigger than Fast but their times overlap: not separated, so not dominated.
        Assert.True(points["Close"].Optimal);
        Assert.Equal("Fast", points["Bloated"].DominatedBy);
        // The chart's line joins the medians' front: Close is smaller-and-faster-beaten by Fast's medians, inside the intervals.
        Assert.Equal(["Fast", "Small"], points.Values.Where(p => p.OnMedianFront).Select(p => p.Serializer).Order(StringComparer.Ordinal));
        Assert.False(points.ContainsKey("Broken"));
    }

    /// <summary>Like with like: a hand-written baseline neither dominates a library nor stands on the front beside them.</summary>
    [Fact]
    public void TheFrontHoldsLibrariesOnlyAndABaselineDominatesNone()
    {
        var rows = new[]
        {
            Steady("Baseline", 1e-6, 1e-6, 100) with { Maintenance = "NotASerializer" }, Steady("Library", 10e-6, 10e-6, 500), Steady("Slow", 50e-6, 50e-6, 900),
        };
        var points = Pareto.Of(RunSummary.From(rows, "baseline", N).Matrix).ToDictionary(p => p.Serializer);
        Assert.Equal("Library", points["Slow"].DominatedBy);
        Assert.Null(points["Library"].DominatedBy);
        Assert.DoesNotContain("Baseline", points.Keys);
    }

    /// <summary>A row read back from a CSV has an empty DataFormat, not a null one, where its child wrote no metadata (a NativeAOT launch the
    /// library refused): the serializer's declarations come from a row that has them, whichever comes first (a run's shuffled launch
    /// order put such a row first and the matrix said "no adapter declares it" of SystemTextJson).</summary>
    [Fact]
    public void DeclarationsComeFromARowThatHasThemWhicheverRowComesFirst()
    {
        var refused = FirstCalls("Fast", "NativeAOT", 0.001).First() with { Status = ResultStatus.Unsupported, DataFormat = "", Maintenance = null, SerializeSeconds = null };
        var data = RunSummary.From([refused, Steady("Fast", 10e-6, 20e-6, 1000, 300, insecure: true)], "declarations", N);
        var row = data.Matrix.Row("Fast")!;
        Assert.Equal(("Maintained", true), (row.Maintenance, row.Insecure));
    }

    [Fact]
    public void EveryCellIsAValueOrSaysWhyAndNamesItsSource()
    {
        var matrix = Fixture().Matrix;
        Assert.Equal(["Fast", "Close", "Small", "Bloated", "Broken"], matrix.Rows.Select(r => r.Serializer));
        Assert.All(matrix.Columns, c => Assert.False(string.IsNullOrWhiteSpace(c.Source)));
        Assert.Contains("net10.0 JIT, N = 1,000, bookshelf", matrix.Columns.Single(c => c.Key == DecisionMatrix.Serialize).Source);
        foreach (var row in matrix.Rows)
        foreach (var column in matrix.Columns)
            Assert.False(string.IsNullOrWhiteSpace(MatrixText.Cell(row, column.Key).Text), $"{row.Serializer} {column.Key} is blank");

        var fast = matrix.Row("Fast")!;
        Assert.Equal("10.0 µs ±5%", MatrixText.Cell(fast, DecisionMatrix.Serialize).Text);
        Assert.Equal("4/0/0/0", MatrixText.Cell(fast, DecisionMatrix.VersioningKey).Text);
        Assert.Equal("5.0% / 0 / 0 / 0", MatrixText.Cell(fast, DecisionMatrix.HostileKey).Text);
        Assert.Equal(("not measured", "not measured: the run has no ReadyToRun first call on net10.0"), MatrixText.Cell(fast, DecisionMatrix.FirstCallKey("ReadyToRun")));
        Assert.Equal(("failed", "failed: InvalidOperationException: boom"), MatrixText.Cell(matrix.Row("Broken")!, DecisionMatrix.Size));
        Assert.Equal("failed", MatrixText.Cell(matrix.Row("Close")!, DecisionMatrix.FirstCallKey("NativeAOT")).Text);
        Assert.Equal("yes", MatrixText.Cell(matrix.Row("Bloated")!, DecisionMatrix.InsecureKey).Text);
        Assert.Equal("1.95 KiB", MatrixText.Cell(fast, DecisionMatrix.SerializeAllocated).Text);
        Assert.Equal("2.93 KiB", MatrixText.Cell(fast, DecisionMatrix.DeserializeAllocated).Text);
        Assert.Equal("1.5 / 0 / 0", MatrixText.Cell(fast, DecisionMatrix.SerializeGc).Text);
        Assert.Equal("30 / 7.5 / 0", MatrixText.Cell(fast, DecisionMatrix.DeserializeGc).Text);
    }

    [Fact]
    public void ARowWithoutAllocationAndCollectionCountsSaysSoInTheirCells()
    {
        var old = Steady("Old", 10e-6, 20e-6, 1000, 300) with
        {
            SerializeAllocatedBytesPerOp = null, SerializeGen0PerThousand = null, SerializeGen1PerThousand = null, SerializeGen2PerThousand = null,
            DeserializeGen0PerThousand = null, DeserializeGen1PerThousand = null, DeserializeGen2PerThousand = null,
        };
        var row = RunSummary.From([old], "fixture", N).Matrix.Row("Old")!;
        Assert.Equal(("not measured", "not measured: the row has no allocation count"), MatrixText.Cell(row, DecisionMatrix.SerializeAllocated));
        Assert.Equal("2.93 KiB", MatrixText.Cell(row, DecisionMatrix.DeserializeAllocated).Text);
        Assert.Equal(("not measured", "not measured: the row has no collection counts"), MatrixText.Cell(row, DecisionMatrix.DeserializeGc));
        Assert.Equal("10.0 µs ±5%", MatrixText.Cell(row, DecisionMatrix.Serialize).Text);
    }

    [Fact]
    public void ReportOpensWithTheMatrixTheViewsAndTheParetoChart()
    {
        var page = new HtmlParser().ParseDocument(HtmlReport.Render(Fixture()));
        Assert.Equal(["matrix", "views", "pareto"], page.QuerySelectorAll("section").Take(3).Select(s => s.GetAttribute("data-section")));
        Assert.Equal(5, page.QuerySelectorAll("table[data-table=matrix] tbody tr").Length);
        Assert.All(page.QuerySelectorAll("table[data-table=matrix] th[data-column]"), th => Assert.False(string.IsNullOrEmpty(th.GetAttribute("title"))));
        Assert.Equal(UseCaseViews.All.Select(v => v.Id), page.QuerySelectorAll("div.view").Select(d => d.GetAttribute("data-view")));
        Assert.All(page.QuerySelectorAll("div.view"), d => Assert.StartsWith("Rule: Ranked by", d.QuerySelector("p.rule")!.TextContent));
        var pareto = page.QuerySelector("svg[data-chart=pareto]")!;
        Assert.Equal(["Bloated"], pareto.QuerySelectorAll("g.point[data-pareto=false]").Select(g => g.GetAttribute("data-serializer")));
        Assert.Equal(["Close", "Fast", "Small"], pareto.QuerySelectorAll("g.point[data-pareto=true]").Select(g => g.GetAttribute("data-serializer")!).Order(StringComparer.Ordinal));
        Assert.NotNull(pareto.QuerySelector("polyline.front"));
    }

    [Fact]
    public void SummaryAndWorkbookCarryTheMatrix()
    {
        var data = Fixture();
        string summary = SummaryMarkdown.Render(data);
        Assert.Contains("## Decision matrix (N = 1,000)", summary);
        Assert.All(UseCaseViews.All, v => Assert.Contains($"## {v.Title}", summary));
        Assert.Contains("| 1= | Fast |", summary);

        string path = Path.Combine(TempFolders.New("matrix-"), "book.xlsx");
        ResultWorkbook.Write(path, data.Rows, data.Matrix);
        using var workbook = SpreadsheetDocument.Open(path, false);
        Assert.Empty(new DocumentFormat.OpenXml.Validation.OpenXmlValidator().Validate(workbook).Select(e => $"{e.Path?.XPath}: {e.Description}"));
        Assert.Equal([ResultWorkbook.DataSheet, ResultWorkbook.MatrixSheet, .. PivotTables.Classic.Select(p => p.Sheet)],
            workbook.WorkbookPart!.Workbook.Descendants<Sheet>().Select(s => s.Name!.Value));
        var sheet = workbook.WorkbookPart.Workbook.Descendants<Sheet>().Single(s => s.Name == ResultWorkbook.MatrixSheet);
        var part = (WorksheetPart)workbook.WorkbookPart.GetPartById(sheet.Id!);
        var strings = workbook.WorkbookPart.SharedStringTablePart!.SharedStringTable.Elements<SharedStringItem>().Select(i => i.InnerText).ToList();
        var header = part.Worksheet.Descendants<Row>().First().Elements<Cell>().Select(c => strings[int.Parse(c.CellValue!.Text)]).ToList();
        Assert.Equal(["Serializer", .. data.Matrix.Columns.Select(c => c.Heading)], header);
        Assert.True(part.Worksheet.Descendants<Row>().Count() > data.Matrix.Rows.Count + data.Matrix.Columns.Count, "rows, then the sources");
    }
}
