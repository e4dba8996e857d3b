using System.Text.Json.Nodes;
using SerializerTests.Results;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.SideBySide;
using SerializerTests.Tests.RunAll.Publishing;

namespace SerializerTests.Tests.RunAll.Summaries;

/// <summary>analysis.json: what the analysis step judged, which every page renders and no page judges again; a folder without a sound
/// one has it judged again from its own files, said in one line.</summary>
public class AnalysisFileTests
{
    sealed record Folder(SmallRun Run, string Combined, IReadOnlyList<ResultRow> Rows)
    {
        public string Analysis => Path.Combine(Run.Folder, RunFolder.Files.RunAnalysis);

        public RunSummary Read(List<string> said, int? objects = null) => SummaryFolder.Read(Combined, Rows, said.Add, objects);
    }

    /// <summary>A finished run's folder after its analysis step: SideBySide.csv, then analysis.json.</summary>
    static Folder Judged(out RunSummary judged)
    {
        var run = SmallRun.Create();
        var (combined, rows, error) = CombinedCsvExporter.Load(run.Folder, "test");
        Assert.Null(error);
        var raw = RunFolder.ReadRaw(run.Folder);
        SideBySideAnalysis.Write(run.Folder, raw);
        judged = SummaryFolder.Judge(combined!, rows!, raw, _ => { });
        return new Folder(run, combined!, rows!);
    }

    [Fact]
    public void ThePagesRenderedFromTheFileAreThePagesOfTheAnalysisJudged()
    {
        var folder = Judged(out var judged);
        var said = new List<string>();
        var read = folder.Read(said);

        Assert.Empty(said);
        Assert.True(read.AnalysisRead);
        // Not vacuous: the analysis holds the four serializers' matrix and a ranking with Fast ahead.
        Assert.Equal(SmallRun.Serializers.Order(StringComparer.Ordinal), read.Matrix.Rows.Select(r => r.Serializer).Order(StringComparer.Ordinal));
        Assert.Equal("Fast", read.Analysis.Ranking(RankedList.Serialize, "bookshelf")!.Entries[0].Serializer);
        Assert.Equal(SummaryMarkdown.Render(judged), SummaryMarkdown.Render(read));
        Assert.Equal(HtmlReport.Render(judged), HtmlReport.Render(read));
    }

    [Fact]
    public void AReportRendersWhatTheFileSaysAndLeavesTheFileAsItIs()
    {
        var folder = Judged(out _);
        var analysis = JsonNode.Parse(File.ReadAllText(folder.Analysis))!;
        var first = analysis["Rankings"]!.AsArray().First(r => (string?)r!["Measure"] == RankedList.Serialize)!["Entries"]![0]!;
        first["Rank"] = "99";
        File.WriteAllText(folder.Analysis, analysis.ToJsonString());
        string before = File.ReadAllText(folder.Analysis);

        var written = RunReport.Write(folder.Combined, folder.Rows, _ => { });

        Assert.Contains("| 99 | Fast |", File.ReadAllText(Path.Combine(folder.Run.Folder, RunFolder.Files.Summary)));
        Assert.DoesNotContain(folder.Analysis, written);
        Assert.Equal(before, File.ReadAllText(folder.Analysis));
    }

    public static TheoryData<string, string> UnsoundFiles => new()
    {
        { "missing", "not in the folder (the run stopped before its analysis step)" },
        { "{ \"Version\": 1, \"FirstCalls\": [", "damaged (" },
        { "other version", $"format 0, this RunAll writes {RunAnalysis.CurrentVersion}" },
    };

    [Theory]
    [MemberData(nameof(UnsoundFiles))]
    public void AnUnsoundFileIsJudgedAgainSaidInOneLineAndWrittenForTheNextReport(string content, string why)
    {
        var folder = Judged(out var judged);
        if (content == "missing")
            File.Delete(folder.Analysis);
        else if (content == "other version")
            File.WriteAllText(folder.Analysis, File.ReadAllText(folder.Analysis).Replace($"\"Version\": {RunAnalysis.CurrentVersion},", "\"Version\": 0,", StringComparison.Ordinal));
        else
            File.WriteAllText(folder.Analysis, content);
        var said = new List<string>();

        var written = RunReport.Write(folder.Combined, folder.Rows, said.Add);

        Assert.StartsWith($"{RunFolder.Files.RunAnalysis}: {why}", Assert.Single(said));
        Assert.EndsWith("; judged again from the combined CSV and the files beside it.", said[0]);
        Assert.Contains(folder.Analysis, written);
        Assert.Equal(SummaryMarkdown.Render(judged), File.ReadAllText(Path.Combine(folder.Run.Folder, RunFolder.Files.Summary)));
        var again = new List<string>();
        Assert.True(folder.Read(again).AnalysisRead);
        Assert.Empty(again);
    }

    [Fact]
    public void AReportAtAnotherNJudgesItsOwnAnalysisAndSaysWhy()
    {
        var folder = Judged(out _);
        var said = new List<string>();

        var atTen = folder.Read(said, objects: 10);

        Assert.False(atTen.AnalysisRead);
        Assert.Equal(10, atTen.Matrix.Objects);
        Assert.Equal(AnalysisFile.Recomputed("judged at N = 1,000, the report's N is 10"), Assert.Single(said));
    }
}
