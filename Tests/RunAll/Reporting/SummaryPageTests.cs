using AngleSharp.Html.Parser;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Publishing;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Summaries.Decision;
using SerializerTests.Tests.RunAll.Publishing;

namespace SerializerTests.Tests.RunAll;

/// <summary>
/// summary.md as a person reads it, parsed back: it opens with the README's headline and then the decision matrix, states each rule
/// once, keeps the hand-written baselines out of every ranking as reference rows, ranks sizes as written and after Brotli, ranks the
/// same serializers in both of its NativeAOT rankings, and lists runtimes newest first.
/// </summary>
public class SummaryPageTests
{
    const int N = 1000;

    /// <summary>Steady state at N with a ±5% interval on net10.0 JIT.</summary>
    static ResultRow Steady(string serializer, double seconds, long size, long brotli, string maintenance = "Maintained") => new()
    {
        Serializer = new(serializer), Objects = N, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok,
        RootType = "BookShelf", Dataset = "bookshelf", SerializeMedianSeconds = seconds, DeserializeMedianSeconds = 2 * seconds,
        SerializeIntervalPercent = 5, DeserializeIntervalPercent = 5,
        SizeBytes = size, GZipBytes = brotli + 10, BrotliBytes = brotli, DataFormat = "Binary", Maintenance = maintenance, Insecure = false,
    };

    /// <summary>Every first-call type ok in one variant and runtime; <paramref name="aotWorks"/> is the row's NativeAOT verdict
    /// (column 42).</summary>
    static IEnumerable<ResultRow> FirstCalls(string serializer, string variant, double seconds, bool? aotWorks = true, string runtime = "net10.0",
        string maintenance = "Maintained") =>
        new[] { "BookShelf", "BookShelf1", "BookShelf2", "LargeBookShelf" }.Select(type => new ResultRow
        {
            Serializer = new(serializer), Objects = 1, Test = "firstcall", Runtime = runtime, Variant = variant, Status = ResultStatus.Ok, RootType = type,
            Dataset = "bookshelf", SerializeSeconds = seconds, DeserializeSeconds = seconds, DataFormat = "Binary", Maintenance = maintenance,
            AotCompatible = aotWorks,
        });

    /// <summary>Floor, a baseline, is the fastest and smallest everywhere; Plain is the largest as written and the smallest after Brotli, Packed the
    /// other way round; AotBroken's first calls under NativeAOT are all ok but its NativeAOT verdict is no.</summary>
    static RunSummary Fixture()
    {
        var rows = new List<ResultRow>
        {
            Steady("Floor", 1e-6, 100, 50, "NotASerializer"), Steady("Packed", 10e-6, 300, 290), Steady("Plain", 20e-6, 900, 200),
            Steady("AotBroken", 40e-6, 600, 400),
        };
        foreach (var variant in new[] { "JIT", "NativeAOT" })
        {
            rows.AddRange(FirstCalls("Floor", variant, 0.0001, maintenance: "NotASerializer"));
            rows.AddRange(FirstCalls("Packed", variant, 0.002));
            rows.AddRange(FirstCalls("Plain", variant, 0.004));
            rows.AddRange(FirstCalls("AotBroken", variant, 0.001, aotWorks: false));
        }
        return RunSummary.From(rows, "pages", N);
    }

    static string[] Lines(string page) => page.Split('\n', StringSplitOptions.TrimEntries);

    static IReadOnlyList<string> Headings(string page) =>
        [.. Lines(page).Where(l => l.StartsWith("## ", StringComparison.Ordinal)).Select(l => l[3..])];

    /// <summary>The first table under a heading: its rows' cells, the header and separator left out.</summary>
    static IReadOnlyList<string[]> Table(string page, string heading)
    {
        var lines = Lines(page);
        int at = Array.IndexOf(lines, "## " + heading);
        Assert.True(at >= 0, $"summary.md has no heading '{heading}'");
        return [.. lines.Skip(at + 1).SkipWhile(l => !l.StartsWith('|')).TakeWhile(l => l.StartsWith('|')).Skip(2)
            .Select(l => l.Trim('|').Split('|').Select(c => c.Trim()).ToArray())];
    }

    static IReadOnlyList<string> Ranked(IReadOnlyList<string[]> table) => [.. table.Where(r => char.IsAsciiDigit(r[0][0])).Select(r => r[1])];

    [Fact]
    public void SummaryOpensWithTheReadmesHeadlineThenTheMatrixAndTheHeadlineAgreesWithThePage()
    {
        var data = Fixture();
        string page = SummaryMarkdown.Render(data);
        Assert.Equal(["Headline", $"Decision matrix (N = {data.ObjectsLabel})"], Headings(page).Take(2));
        // The headline's questions link into the page itself; read as the README's would be, each agrees with the table it links to.
        string headline = string.Join('\n',
            Lines(page).SkipWhile(l => l != "## Headline").Skip(1).TakeWhile(l => !l.StartsWith("## ", StringComparison.Ordinal)));
        string asReadme = headline.Replace("](#", "](SerializerTestResults/reference/summary.md#", StringComparison.Ordinal);
        Assert.Equal(Headline.Of(data).Select(q => q.Question), ReadmeResults.Questions(asReadme).Select(q => q.Text));
        Assert.Empty(ReadmeResults.Disagreements(asReadme, page));
        Assert.All(ReadmeResults.Questions(asReadme), q => Assert.Contains(q.Anchor, Headings(page).Select(ResultsSection.Anchor)));
    }

    [Fact]
    public void EachRuleIsStatedOnceOnThePageAndLinkedWhereUsed()
    {
        string page = SummaryMarkdown.Render(Fixture());
        string[] rules = [IntervalRanking.Rule, UseCaseView.GroupingRule, Baselines.Rule, Rankings.SizeRule, NativeAotRanking.Requirement];
        foreach (var rule in rules)
            Assert.Equal(1, Regex.Count(page, Regex.Escape(rule)));
        Assert.Contains(SummaryMarkdown.HowToReadHeading, Headings(page));
        Assert.Equal(UseCaseViews.All.Count,
            Lines(page).Count(l => l.StartsWith('*') && l.Contains(SummaryMarkdown.RulesLink, StringComparison.Ordinal)));
    }

    [Fact]
    public void BaselinesAreReferenceRowsAfterTheRankedOnesAndTakeNoPlace()
    {
        var data = Fixture();
        string page = SummaryMarkdown.Render(data);
        var tables = Rankings.Steady(data, "bookshelf").Select(r => r.Title).Append(Rankings.FirstCall(data, "bookshelf", "JIT").Title)
            .Concat(UseCaseViews.All.Where(v => v != UseCaseViews.UntrustedInput && v != UseCaseViews.LongLivedStorage).Select(v => v.Title))
            .ToList();
        foreach (var heading in tables)
        {
            var table = Table(page, heading);
            Assert.DoesNotContain("Floor", Ranked(table));
            Assert.Equal("1", table[0][0]);
            Assert.Equal([Baselines.Mark, "Floor"], table[^1][..2]);
        }
        Assert.All(Headline.Of(data).SelectMany(q => q.Entries), e => Assert.NotEqual("Floor", e.Serializer));
        var matrix = Table(page, $"Decision matrix (N = {data.ObjectsLabel})");
        Assert.Equal(["Packed", "Plain", "AotBroken", "Floor"], matrix.Select(r => r[0]));
        Assert.Equal([$"NotASerializer ({Baselines.Mark})"], matrix[^1].Where(c => c.Contains(Baselines.Mark, StringComparison.Ordinal)));
    }

    /// <summary>Footprint.csv carries no Maintenance column: `footprint`'s own pages take the baselines from the adapters, and mark them.</summary>
    [Fact]
    public void TheFootprintCommandsPagesMarkTheBaselinesTheAdaptersDeclare()
    {
        Assert.Equal(["AllocPerf", "BinaryWriter"], Baselines.OfAdapters(["MemoryPack", "AllocPerf", "BinaryWriter", "NoSuchAdapter"]).Order());
        FootprintRow App(string name, int rank, long increment) =>
            new() { Serializer = name, Rank = rank, SizeBytes = 2_000_000 + increment, IncrementBytes = increment, Status = FootprintRow.Ok };
        var markdown = FootprintReport.Markdown(
            [App("AllocPerf", 1, 100_000), App("MemoryPack", 2, 200_000)], "test", Baselines.OfAdapters(["AllocPerf", "MemoryPack"]));
        var rows = markdown.Split('\n').Where(l => l.StartsWith("| ", StringComparison.Ordinal)).Skip(1).Select(l => l.Split(" | ")[..2]).ToList();
        Assert.Equal([["| 1", "MemoryPack"], [$"| {Baselines.Mark}", "AllocPerf"]], rows);
    }

    /// <summary>report.html's time charts keep the baseline's bar where its value puts it, as the floor, labelled without a rank.</summary>
    [Fact]
    public void ReportChartsLabelTheBaselineWithoutARank()
    {
        var page = new HtmlParser().ParseDocument(HtmlReport.Render(Fixture()));
        var labels = page.QuerySelector("svg[data-chart='serialize-time']")!.QuerySelectorAll("text").Select(t => t.TextContent)
            .Where(t => t.EndsWith("Floor", StringComparison.Ordinal) || t.EndsWith("Packed", StringComparison.Ordinal)).ToList();
        Assert.Equal([$"{Baselines.Mark} Floor", "1 Packed"], labels);
        Assert.Equal(["baseline"], page.QuerySelectorAll("table[data-table='view-bulk-throughput'] tr[data-baseline] td")
            .Take(1).Select(c => c.TextContent));
    }

    [Fact]
    public void SmallestSaysWhatItCountsAndTheSizeAfterBrotliRanksBesideIt()
    {
        var data = Fixture();
        string page = SummaryMarkdown.Render(data);
        Assert.Equal(["Packed", "AotBroken", "Plain"], Ranked(Table(page, Rankings.SmallestAsWritten)));
        Assert.Equal(["Plain", "Packed", "AotBroken"], Ranked(Table(page, Rankings.SmallestAfterBrotli)));
        var questions = Headline.Of(data).ToDictionary(q => q.Heading);
        Assert.Equal("Packed", questions[Rankings.SmallestAsWritten].Entries[0].Serializer);
        Assert.Contains("bytes as the serializer writes them", questions[Rankings.SmallestAsWritten].Question, StringComparison.Ordinal);
        Assert.Equal("Plain", questions[Rankings.SmallestAfterBrotli].Entries[0].Serializer);
    }

    [Fact]
    public void TheHeadlinesIntervalIsWithinTheRunAndLinksTheCrossRunFigure()
    {
        string reading = Headline.Reading(Fixture(), "docs");
        Assert.Contains(Headline.IntervalWords, reading, StringComparison.Ordinal);
        Assert.DoesNotContain("what a rerun may move", reading, StringComparison.Ordinal);
        Assert.Contains($"(docs/accuracy.md#{Headline.CrossRunAnchor})", reading, StringComparison.Ordinal);
        string accuracy = File.ReadAllText(Path.Combine(RepositoryLayout.FindRoot()!, "docs", "accuracy.md"));
        var anchors = accuracy.Split('\n').Where(l => l.StartsWith('#')).Select(l => ResultsSection.Anchor(l.TrimStart('#').Trim()));
        Assert.Contains(Headline.CrossRunAnchor, anchors);
    }

    /// <summary>Under the old rules the first-call ranking took every complete sum (AotBroken 1st) while the startup view left out what does not
    /// work under NativeAOT.</summary>
    [Fact]
    public void BothNativeAotRankingsRankTheSameSerializers()
    {
        var data = Fixture();
        string page = SummaryMarkdown.Render(data);
        var firstCall = Ranked(Table(page, Rankings.FirstCall(data, "bookshelf", NativeAotRanking.Variant).Title));
        var startup = Ranked(Table(page, UseCaseViews.StartupUnderNativeAot.Title));
        Assert.Equal(["Packed", "Plain"], firstCall);
        Assert.Equal(firstCall, startup);
        Assert.Contains(Lines(page),
            l => l.StartsWith("- AotBroken: ", StringComparison.Ordinal) && l.Contains("NativeAOT works: no", StringComparison.Ordinal));
    }

    [Fact]
    public void UnderNativeAotColumnsRunNewestRuntimeFirst()
    {
        var rows = new[] { "net8.0", "net10.0", "net9.0" }.SelectMany(rt => FirstCalls("Packed", "NativeAOT", 0.002, runtime: rt)).ToList();
        string page = SummaryMarkdown.Render(RunSummary.From(rows, "runtimes"));
        var lines = Lines(page);
        var header = lines.Skip(Array.IndexOf(lines, "## Under NativeAOT")).First(l => l.StartsWith('|'))
            .Trim('|').Split('|').Select(c => c.Trim()).Skip(1).ToList();
        Assert.Equal(header.OrderByDescending(RuntimeVariant.VersionOf), header);
        Assert.Equal(3, header.Count);
    }
}
