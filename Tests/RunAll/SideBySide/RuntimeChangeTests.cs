using System.Text;
using SerializerTests.RunAll.SideBySide;

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

        string html = HtmlReport.Render(RunSummary.From([], "t", sides: new() { SideBySide = cells }));
        Assert.Contains("<table data-table=\"runtime-changes\"", html);
        Assert.Contains("0.900 [0.850, 0.950] faster", html);
    }

    [Fact]
    public void TheChangesTravelInAnalysisJson()
    {
        string folder = TempFolders.New("runtime-change-");
        try
        {
            SideBySideRow[] cells = [Cell("A", 1000, "serialize", 0.9, 0.85, 0.95)];
            var analysis = RunSummary.From([], "t", sides: new() { SideBySide = cells }).Analysis;
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
            + $"{SerializerTests.RunAll.Planning.RunSettings.RuntimeVerdictProcesses})", SideBySideTables.ChangesRule(defaultRun, []));
        SideBySideRow[] verdicts = [.. defaultRun.Select(c => c.Test == FirstCall ? c : c with { Rounds = 8 })];
        Assert.EndsWith("judged by the same rule; the steady state's cells rest on 8 rounds", SideBySideTables.ChangesRule(verdicts, []));
        Assert.EndsWith("judged by the same rule", SideBySideTables.ChangesRule([defaultRun[1]], []));
    }

    /// <summary>Raw rows of two runtimes over <paramref name="rounds"/> rounds: per round and runtime one process whose state (up to 1.5x)
    /// falls on all its cells, B = A × 0.9 at N ≥ 1,000 (×3 at N = 10, which the steady state's part leaves out), a noise of each cell's
    /// own, and one first-call launch per round.</summary>
    static List<ResultRow> TwoRuntimes(string[] serializers, int rounds, int seed = 3)
    {
        var random = new Random(seed);
        var rows = new List<ResultRow>();
        for (int round = 1; round <= rounds; round++)
        foreach (var serializer in serializers)
        foreach (var (runtime, factor) in new[] { ("net9.0", 1.0), ("net10.0", 0.9) })
        {
            double process = 1 + random.NextDouble() * 0.5;
            double Own() => 1 + (random.NextDouble() - 0.5) * 0.1;
            foreach (int n in new[] { 10, 1000, 10_000 })
                rows.Add(new ResultRow
                {
                    Serializer = new(serializer), Test = TestKind.Combined.Name(), Runtime = runtime, Variant = "JIT", Dataset = "bookshelf",
                    RootType = "BookShelf", Objects = n, Launch = round, Status = ResultStatus.Ok,
                    SerializeMedianSeconds = 1e-6 * n * process * (n == 10 ? 3 : factor) * Own(),
                    DeserializeMedianSeconds = 2e-6 * n * process * (n == 10 ? 3 : factor) * Own(),
                });
            rows.Add(new ResultRow
            {
                Serializer = new(serializer), Test = FirstCall, Runtime = runtime, Variant = "JIT", Dataset = "bookshelf", RootType = "BookShelf",
                Objects = 1, Launch = round, Status = ResultStatus.Ok, SerializeSeconds = 0.01 * Own(), DeserializeSeconds = 0.02 * Own(),
            });
        }
        return rows;
    }

    [Fact]
    public void WithRawRowsASerializersPartIsPooledRoundByRoundOverItsCellsMeanRatio()
    {
        var raw = TwoRuntimes(["A", "B"], rounds: 8);
        var changes = PairedVerdict.RuntimeChanges(raw, new HashSet<string> { "B" });

        Assert.Equal([("A", "steady state JIT"), ("A", "first call JIT"), ("B", "steady state JIT"), ("B", "first call JIT")],
            changes.Select(c => (c.Serializer, c.Part)));
        Assert.All(changes, c => Assert.Equal(("net9.0", "net10.0", true), (c.A, c.B, c.ByRound)));
        Assert.Equal([false, false, true, true], changes.Select(c => c.Baseline));
        Assert.Equal([4, 2, 4, 2], changes.Select(c => c.Cells));

        // By hand, for a run of A alone (its two parts are too few to moderate): each round's mean log ratio over its four cells at
        // N >= 1000, Yuen's interval over the eight rounds: one cut from each end, the winsorized spread, t on five degrees.
        raw = TwoRuntimes(["A"], rounds: 8);
        var steady = PairedVerdict.RuntimeChanges(raw, NoBaselines)[0];
        double Of(string runtime, int round, int n, bool serialize)
        {
            var row = raw.Single(r => r.Serializer == "A" && r.Runtime == runtime && r.Launch == round && r.Objects == n
                && r.Test == TestKind.Combined.Name());
            return serialize ? row.SerializeMedianSeconds!.Value : row.DeserializeMedianSeconds!.Value;
        }
        var means = Enumerable.Range(1, 8).Select(round => new[] { (1000, true), (1000, false), (10_000, true), (10_000, false) }
            .Average(c => Math.Log(Of("net10.0", round, c.Item1, c.Item2) / Of("net9.0", round, c.Item1, c.Item2)))).ToList();
        var sorted = means.Order().ToList();
        var winsorized = sorted.Select(m => Math.Clamp(m, sorted[1], sorted[6])).ToList();
        double mean = sorted[1..7].Average(), centre = winsorized.Average();
        double spread = winsorized.Sum(m => (m - centre) * (m - centre)) / 7, half = 2.5705818 * Math.Sqrt(7 * spread / (6 * 5));
        Assert.Equal(Math.Exp(mean), steady.Ratio, 9);
        Assert.Equal(Math.Exp(mean - half), steady.RatioLow, 6);
        Assert.Equal(Math.Exp(mean + half), steady.RatioHigh, 6);
        Assert.Equal(PairedVerdict.Decide(steady.RatioLow, steady.RatioHigh, 5), steady.Verdict);
        // The true 0.9 is inside, and N = 10's threefold ratio is not in the part.
        Assert.InRange(0.9, steady.RatioLow, steady.RatioHigh);
    }

    [Fact]
    public void TheRuleSaysWhichPoolingTheLinesHave()
    {
        var raw = TwoRuntimes(["A", "B"], rounds: 4);
        var cells = PairedVerdict.Compare(raw);
        Assert.StartsWith("Per serializer, B/A is the trimmed geometric mean over the rounds of its cells' mean ratio in each",
            SideBySideTables.ChangesRule(cells, PairedVerdict.RuntimeChanges(raw, NoBaselines)));
        Assert.Contains("its interval that of the cells' bounds", SideBySideTables.ChangesRule(cells, RuntimeChange.Of(cells, NoBaselines)));
    }
}
