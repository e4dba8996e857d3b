using AngleSharp.Dom;
using AngleSharp.Html.Parser;

namespace SerializerTests.Tests.RunAll;

/// <summary>A first-call sum is ranked only when it covers every first-call type; partial sums are shown apart.</summary>
public class FirstCallReportTests
{
    static readonly string[] Types = ["BookShelf", "BookShelf1", "BookShelf2", "LargeBookShelf"];
    static readonly string LongReason = "InvalidOperationException: boom " + new string('x', 200);

    static ResultRow Call(string serializer, string type, double seconds, string status = ResultStatus.Ok, string? error = null) => new()
    {
        Serializer = new(serializer), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = "JIT", Dataset = "bookshelf", RootType = type,
        Status = status, Error = error, ProcessWallMs = 100 + seconds * 1000,
        SerializeSeconds = status == ResultStatus.Ok ? seconds : null, DeserializeSeconds = status == ResultStatus.Ok ? seconds / 2 : null,
    };

    /// <summary>
    /// Complete has every type ok (60 ms); Partial cannot do LargeBookShelf, Broken failed BookShelf2 and Silent has rows
    /// for BookShelf alone — all three with partial sums far below Complete's; Absent has no ok call at all, Unlaunched no type.
    /// </summary>
    static RunSummary Run()
    {
        var rows = Types.Select(t => Call("Complete", t, 0.01)).ToList();
        rows.AddRange(Types.Select(t => t == "LargeBookShelf"
            ? Call("Partial", t, 0, ResultStatus.Unsupported, "Partial does not handle LargeBookShelf: no converter")
            : Call("Partial", t, 0.001)));
        rows.AddRange(Types.Select(t => t == "BookShelf2" ? Call("Broken", t, 0, ResultStatus.Failed, LongReason) : Call("Broken", t, 0.002)));
        rows.Add(Call("Silent", "BookShelf", 0.0001));
        rows.AddRange(Types.Select(t => Call("Absent", t, 0, ResultStatus.Unsupported, "Absent does not handle anything")));
        // A serializer that is never launched (licence, package) has one row without a root type, read back from the CSV as "": it
        // names no type the others lack (it once made every serializer's sum "incomplete" and emptied the first-call chart).
        rows.Add(Call("Unlaunched", "", 0, ResultStatus.Unsupported, "not used: the licence forbids our use"));
        return RunSummary.From(rows, "run");
    }

    [Fact]
    public void OnlyASerializerWithEveryTypeOkIsRanked()
    {
        var data = Run();
        Assert.Equal(["Complete"], data.RankedFirstCallsOf("bookshelf").Select(c => c.Serializer));
        Assert.Equal(["Broken", "Partial", "Silent"], data.PartialFirstCallsOf("bookshelf").Select(c => c.Serializer));

        var partial = data.PartialFirstCallsOf("bookshelf").ToDictionary(c => c.Serializer);
        Assert.Equal([new MissingFirstCall("LargeBookShelf", ResultStatus.Unsupported, "Partial does not handle LargeBookShelf: no converter")], partial["Partial"].Missing);
        Assert.Equal(4.5, partial["Partial"].Milliseconds, 6);
        Assert.Equal([new MissingFirstCall("BookShelf2", ResultStatus.Failed, LongReason)], partial["Broken"].Missing);
        Assert.Equal(["BookShelf1", "BookShelf2", "LargeBookShelf"], partial["Silent"].Missing.Select(m => m.RootType));
        Assert.All(partial["Silent"].Missing, m => Assert.Equal(MissingFirstCall.NotRun, m.Status));
    }

    [Fact]
    public void SummaryRanksTheCompleteSumAndListsThePartialOnesApartWithWhatTheyMiss()
    {
        var lines = SummaryMarkdown.Render(Run()).Split('\n', StringSplitOptions.TrimEntries);
        int heading = Array.IndexOf(lines, "## Cheapest first call: JIT");
        var table = lines.Skip(heading + 2).TakeWhile(l => l.StartsWith('|')).ToList();
        Assert.Equal(["| 1 | Complete | 60.0 ms | 1.00 | 110 ms |"], table.Skip(2));

        var notRanked = lines.Skip(heading + 2 + table.Count).SkipWhile(l => !l.StartsWith("Not ranked", StringComparison.Ordinal)).Skip(2)
            .TakeWhile(l => l.StartsWith("- ", StringComparison.Ordinal)).ToList();
        Assert.Equal(3, notRanked.Count);
        Assert.Equal("- Partial: 4.50 ms partial (BookShelf, BookShelf1, BookShelf2); missing LargeBookShelf unsupported: Partial does not handle LargeBookShelf: no converter",
            notRanked[1]);
        Assert.StartsWith("- Broken: 9.00 ms partial (BookShelf, BookShelf1, LargeBookShelf); missing BookShelf2 failed: InvalidOperationException: boom xxx", notRanked[0]);
        Assert.EndsWith("…", notRanked[0]);
        Assert.Equal("- Silent: 150 µs partial (BookShelf); missing BookShelf1 not run; BookShelf2 not run; LargeBookShelf not run", notRanked[2]);
        // No ok call at all: in the decision matrix (which says why), never among the first-call rankings.
        Assert.DoesNotContain(lines.Skip(heading), l => l.Contains("Absent", StringComparison.Ordinal));
    }

    [Fact]
    public void ReportChartsTheCompleteSumAndTablesThePartialOnesApart()
    {
        var section = new HtmlParser().ParseDocument(HtmlReport.Render(Run())).QuerySelector("section[data-section='first-call']")!;
        IEnumerable<string> Bars(string chart) => section.QuerySelectorAll($"svg[data-chart='{chart}'] rect title").Select(t => t.TextContent);
        Assert.Equal(["Complete · JIT: 60.0 ms"], Bars("first-call"));
        Assert.Equal(["Complete · JIT: 110 ms"], Bars("process-wall-time"));

        var rows = section.QuerySelectorAll("table[data-table='first-call-incomplete'] tbody tr").ToDictionary(tr => tr.GetAttribute("data-serializer")!);
        Assert.Equal(["Broken", "Partial", "Silent"], rows.Keys);
        Assert.Equal(["Partial", "JIT", "4.50 ms partial (BookShelf, BookShelf1, BookShelf2)"], rows["Partial"].Children.Take(3).Select(td => td.TextContent));
        var (type, status, reason) = Missing(rows["Partial"]).Single();
        Assert.Equal(("LargeBookShelf", "unsupported", "Partial does not handle LargeBookShelf: no converter"), (type, status, reason));
        var broken = Missing(rows["Broken"]).Single();
        Assert.Equal(("BookShelf2", "failed", LongReason), broken);
        var shown = rows["Broken"].QuerySelector("div[data-type='BookShelf2']")!.TextContent;
        Assert.StartsWith("BookShelf2 failed: InvalidOperationException: boom", shown);
        Assert.True(shown.Length < LongReason.Length, "the reason is shortened; the tooltip holds all of it");
        Assert.Equal(["not run", "not run", "not run"], Missing(rows["Silent"]).Select(m => m.Status));
        Assert.DoesNotContain("Absent", section.TextContent, StringComparison.Ordinal);
    }

    static IEnumerable<(string Type, string Status, string Reason)> Missing(IElement row) =>
        row.QuerySelectorAll("div[data-type]").Select(d => (d.GetAttribute("data-type")!, d.GetAttribute("data-status")!, d.GetAttribute("title")!));
}
