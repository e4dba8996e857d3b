using System.Text;
using SerializerTests.Cli;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.Tests.RunAll;

public class RuntimeChangeTests
{
    static SideBySideRow Cell(string serializer, int objects, string operation, double ratio, double low, double high, string test = "combined",
        string variant = "JIT", string factor = "runtime", string a = "net9.0", string b = "net10.0") => new()
    {
        Factor = factor, A = a, B = b, Test = test, Variant = variant, Serializer = serializer, Dataset = "bookshelf", RootType = "BookShelf",
        Objects = objects, Operation = operation, Rounds = 2, Ratio = ratio, RatioLow = low, RatioHigh = high,
        Verdict = PairedVerdict.Decide(low, high, 5), ThresholdPercent = 5,
    };

    static readonly string FirstCall = TestKind.FirstCall.Name();
    static readonly IReadOnlySet<string> NoBaselines = new HashSet<string>();

    [Fact]
    public void ASerializersPartIsTheGeometricMeanOfItsCellsAndOfTheirBounds()
    {
        SideBySideRow[] cells =
        [
            Cell("A", 1000, "serialize", 0.9, 0.85, 0.95), Cell("A", 10_000, "deserialize", 0.8, 0.75, 0.86),
            Cell("A", 100, "serialize", 2.0, 1.9, 2.1),                       // below N = 1,000: not the steady state's part
            Cell("A", 1000, "deserialize", 3.0, 2.0, 4.0, factor: "package protobuf-net"), // a package's versions, not a runtime change
            Cell("A", 0, "serialize", 1.2, 1.1, 1.3, test: FirstCall),
            Cell("A", 0, "deserialize", 1.1, 0.9, 1.3, test: FirstCall, variant: "NativeAOT"),
        ];

        var changes = RuntimeChange.Of(cells, NoBaselines);

        Assert.Equal(["steady state JIT", "first call JIT", "first call NativeAOT"], changes.Select(c => c.Part));
        var steady = changes[0];
        Assert.Equal(("net9.0 → net10.0", "A", 2), (steady.Pair, steady.Serializer, steady.Cells));
        Assert.Equal(Math.Sqrt(0.9 * 0.8), steady.Ratio, 12);
        Assert.Equal(Math.Sqrt(0.85 * 0.75), steady.RatioLow, 12);
        Assert.Equal(Math.Sqrt(0.95 * 0.86), steady.RatioHigh, 12);
        Assert.Equal(Verdict.Faster, steady.Verdict);
        Assert.Equal(Verdict.Slower, changes[1].Verdict);
        Assert.Equal(Verdict.Inconclusive, changes[2].Verdict);
    }

    [Fact]
    public void ACellWithoutAnIntervalIsLeftOutAndEachRuntimeStepIsItsOwn()
    {
        SideBySideRow[] cells =
        [
            Cell("B", 1000, "serialize", 1.0, 0.99, 1.01, a: "net8.0", b: "net9.0"),
            Cell("B", 1000, "serialize", 1.0, 0.99, 1.01) with { RatioLow = null, RatioHigh = null },
            Cell("B", 1000, "deserialize", 1.02, 1.0, 1.04),
        ];

        var changes = RuntimeChange.Of(cells, NoBaselines);

        Assert.Equal([("net8.0 → net9.0", 1, Verdict.Same), ("net9.0 → net10.0", 1, Verdict.Same)],
            changes.Select(c => (c.Pair, c.Cells, c.Verdict)));
    }

    [Fact]
    public void SummaryAndReportShowEachSerializersLineTheSteadyStateFirst()
    {
        SideBySideRow[] cells =
        [
            Cell("A", 1000, "serialize", 0.9, 0.85, 0.95), Cell("A", 0, "serialize", 1.2, 1.1, 1.3, test: FirstCall),
            Cell("AllocPerf", 1000, "serialize", 0.5, 0.45, 0.55), Cell("B", 1000, "serialize", 1.0, 0.97, 1.03),
        ];
        var markdown = new StringBuilder();
        SideBySideTables.WriteMarkdown(markdown, cells, RuntimeChange.Of(cells, new HashSet<string> { "AllocPerf" }), [], []);
        var lines = markdown.ToString().Split('\n');

        Assert.Contains("| Serializer | steady state JIT (N ≥ 1,000) | first call JIT |", lines);
        Assert.Contains("| A | 0.900 [0.850, 0.950] faster | 1.200 [1.100, 1.300] slower |", lines);
        Assert.Contains("| B | 1.000 [0.970, 1.030] same |  |", lines);
        // The baseline comes after the serializers, marked, and in no count of them.
        int baseline = Array.IndexOf(lines, "| AllocPerf (baseline) | 0.500 [0.450, 0.550] faster |  |");
        Assert.True(baseline > Array.IndexOf(lines, "| B | 1.000 [0.970, 1.030] same |  |"), "the baseline's row after the serializers'");
        Assert.Contains(lines, l => l.Contains("steady state JIT: 1 faster, 0 slower, 1 same, 0 inconclusive of 2 serializers; "
            + "first call JIT: 0 faster, 1 slower, 0 same, 0 inconclusive of 1 serializers.", StringComparison.Ordinal));

        string html = HtmlReport.Render(RunSummary.From([], "t", sideBySide: cells));
        Assert.Contains("<table data-table=\"runtime-changes\"", html);
        Assert.Contains("0.900 [0.850, 0.950] faster", html);
    }

    [Fact]
    public void TheChangesTravelInAnalysisJson()
    {
        string folder = Directory.CreateTempSubdirectory("runtime-change-").FullName;
        try
        {
            SideBySideRow[] cells = [Cell("A", 1000, "serialize", 0.9, 0.85, 0.95)];
            var analysis = RunSummary.From([], "t", sideBySide: cells).Analysis;
            AnalysisFile.Write(folder, analysis);
            var read = AnalysisFile.Read(folder, _ => { });

            Assert.Equal(analysis.RuntimeChanges, read!.RuntimeChanges);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void TheRuleSaysOnHowManyRoundsTheSteadyStateRestsAndWhatGivesItMore()
    {
        SideBySideRow[] defaultRun = [Cell("A", 1000, "serialize", 0.9, 0.8, 1.0), Cell("A", 0, "serialize", 1.2, 1.1, 1.3, test: FirstCall) with { Rounds = 9 }];
        Assert.EndsWith("; the steady state's cells rest on 2 rounds, too few to decide most of them (--runtime-verdicts gives "
            + $"{SerializerTests.RunAll.Planning.RunSettings.RuntimeVerdictProcesses})", SideBySideTables.ChangesRule(defaultRun));
        SideBySideRow[] verdicts = [.. defaultRun.Select(c => c.Test == FirstCall ? c : c with { Rounds = 8 })];
        Assert.EndsWith("judged by the same rule; the steady state's cells rest on 8 rounds", SideBySideTables.ChangesRule(verdicts));
        Assert.EndsWith("judged by the same rule", SideBySideTables.ChangesRule([defaultRun[1]]));
    }
}
