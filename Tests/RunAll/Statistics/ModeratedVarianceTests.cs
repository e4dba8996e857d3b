namespace SerializerTests.Tests.RunAll.Statistics;

/// <summary>
/// The pooled rows' intervals on simulated runs with known truth: 24 serializers × 3 N × 2 operations, three processes each, every
/// cell's between-process SD drawn around its group's (heterogeneous: a scaled inverse χ² with 8 degrees of freedom), a shift per
/// round shared by every cell, and optionally one planted outlier process in some cells. Fixed seeds: the figures are exact
/// repeats, and the tolerances are wide enough for any seed (the means of 14,400 correlated intervals).
/// </summary>
public class ModeratedVarianceTests
{
    static readonly int[] Counts = [1, 10, 1000];
    static readonly double[] GroupSd = [0.01, 0.015, 0.02, 0.03, 0.05, 0.08];

    sealed record SimulatedCell(IReadOnlyList<ResultRow> Processes, double SerializeTruth, double DeserializeTruth, int? Outlier);

    static double Normal(Random random) => Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());

    static List<SimulatedCell> SimulateRun(Random random, double roundSd, double outlierShare, double outlierLog)
    {
        double[] rounds = [Normal(random) * roundSd, Normal(random) * roundSd, Normal(random) * roundSd];
        var cells = new List<SimulatedCell>();
        for (int n = 0; n < Counts.Length; n++)
        {
            for (int s = 0; s < 24; s++)
            {
                double serializeTruth = Math.Log(1e-6 * (s + 1) * Counts[n]), deserializeTruth = serializeTruth + 0.3;
                double serializeSd = Heterogeneous(random, GroupSd[2 * n]), deserializeSd = Heterogeneous(random, GroupSd[2 * n + 1]);
                int? outlier = random.NextDouble() < outlierShare ? random.Next(3) : null;
                var processes = Enumerable.Range(0, 3).Select(p => new ResultRow
                {
                    Serializer = new($"S{s}"), Objects = Counts[n], Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, Launch = p + 1,
                    SerializeMedianSeconds = Math.Exp(serializeTruth + rounds[p] + serializeSd * Normal(random) + (outlier == p ? outlierLog : 0)),
                    DeserializeMedianSeconds = Math.Exp(deserializeTruth + rounds[p] + deserializeSd * Normal(random)),
                }).ToList();
                cells.Add(new(processes, Math.Exp(serializeTruth), Math.Exp(deserializeTruth), outlier));
            }
        }
        return cells;
    }

    /// <summary>An SD whose square is its group's times 8/χ²(8).</summary>
    static double Heterogeneous(Random random, double groupSd)
    {
        double chiSquare = Enumerable.Range(0, 8).Sum(_ => Math.Pow(Normal(random), 2));
        return groupSd * Math.Sqrt(8 / chiSquare);
    }

    sealed record Tally(double Coverage, double MedianHalfWidth, double UnmoderatedMedianHalfWidth, double P90HalfWidth, double UnmoderatedP90HalfWidth, int Flagged, int Planted, int FalseFlags, int CleanCells);

    static Tally Simulate(int seed, int runs, double roundSd, double outlierShare, double outlierLog)
    {
        var random = new Random(seed);
        int covered = 0, intervals = 0, flagged = 0, planted = 0, falseFlags = 0, clean = 0;
        var widths = new List<double>();
        var unmoderated = new List<double>();
        for (int run = 0; run < runs; run++)
        {
            var cells = SimulateRun(random, roundSd, outlierShare, outlierLog);
            var prior = ProcessPooling.Prior(cells.Select(c => c.Processes));
            foreach (var cell in cells)
            {
                var row = ProcessPooling.Pool(cell.Processes, prior);
                foreach (var (median, interval, truth) in new[] { (row.SerializeMedianSeconds!.Value, row.SerializeIntervalPercent!.Value, cell.SerializeTruth),
                    (row.DeserializeMedianSeconds!.Value, row.DeserializeIntervalPercent!.Value, cell.DeserializeTruth) })
                {
                    intervals++;
                    widths.Add(interval);
                    if (Math.Abs(Math.Log(median / truth)) <= Math.Log(1 + interval / 100))
                        covered++;
                }
                unmoderated.Add(ProcessPooling.Pool(cell.Processes).SerializeIntervalPercent!.Value);
                bool named = row.ProcessOutliers?.StartsWith("serialize:", StringComparison.Ordinal) == true;
                if (cell.Outlier is { } p)
                {
                    planted++;
                    if (named && row.ProcessOutliers!.Contains($"process {p + 1} ", StringComparison.Ordinal))
                        flagged++;
                }
                else
                {
                    clean++;
                    if (named)
                        falseFlags++;
                }
            }
        }
        return new((double)covered / intervals, Median(widths), Median(unmoderated), P90(widths), P90(unmoderated), flagged, planted, falseFlags, clean);
    }

    static double Median(List<double> values) => SerializerTests.Measurement.SampleSummary.MedianOf(values);

    static double P90(List<double> values) => values.Order().ElementAt((int)(0.9 * (values.Count - 1)));

    [Fact]
    public void IntervalsCoverTheTruthAtTheirNominalRateAndAreNarrowerThanFromThreeProcessesAlone()
    {
        var tally = Simulate(seed: 1, runs: 100, roundSd: 0.01, outlierShare: 0, outlierLog: 0);
        // Seed 1: coverage 93.7%; half-widths' median 3.4% against 4.9% from t(2), their 90th percentile 10.5% against 15.0%.
        Assert.InRange(tally.Coverage, 0.92, 0.975);
        Assert.True(tally.MedianHalfWidth < 0.75 * tally.UnmoderatedMedianHalfWidth && tally.P90HalfWidth < 0.75 * tally.UnmoderatedP90HalfWidth,
            $"half-widths moderated: median {tally.MedianHalfWidth:F2}%, 90th percentile {tally.P90HalfWidth:F2}%; from t(2): {tally.UnmoderatedMedianHalfWidth:F2}%, {tally.UnmoderatedP90HalfWidth:F2}%");
    }

    [Fact]
    public void PlantedOutlierProcessesAreNamedAndTheIntervalsStillCover()
    {
        // One cell in ten has a process 50% slow (log 0.405): more than 4 prior SDs away in every group but the widest (0.08 → 0.32).
        var tally = Simulate(seed: 2, runs: 100, roundSd: 0.01, outlierShare: 0.1, outlierLog: Math.Log(1.5));
        // Seed 2: coverage 95.7%, 669 of 679 planted outliers named, 47 of 6,521 clean cells named a process (0.7%: a cell whose
        // own SD, drawn around its group's, is twice that).
        Assert.InRange(tally.Coverage, 0.93, 0.98);
        Assert.True(tally.Flagged >= 0.95 * tally.Planted, $"{tally.Flagged} of {tally.Planted} planted outliers named");
        Assert.True(tally.FalseFlags <= 0.01 * tally.CleanCells, $"{tally.FalseFlags} of {tally.CleanCells} cells without a planted outlier named one");
    }

    [Fact]
    public void ALargeRoundShiftSharedByEveryCellWidensTheIntervalsEnoughToCoverIt()
    {
        // Seed 3: coverage 92.8% (the three round shifts move every cell of a run alike, so a run's cells miss together).
        var tally = Simulate(seed: 3, runs: 100, roundSd: 0.04, outlierShare: 0, outlierLog: 0);
        Assert.InRange(tally.Coverage, 0.90, 0.97);
    }

    [Fact]
    public void EachPooledRowNamesTheEstimateItsMedianColumnHoldsAndTheCsvKeepsIt()
    {
        var random = new Random(6);
        ResultRow Process(string serializer, int process, double seconds) => new()
        {
            Serializer = new(serializer), Objects = 1000, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, Launch = process,
            SerializeMedianSeconds = seconds, DeserializeMedianSeconds = seconds, SerializeMedianOf = MedianEstimate.Runs,
        };
        var cells = Enumerable.Range(0, 30).Select(s => (IReadOnlyList<ResultRow>)[.. Enumerable.Range(1, 3).Select(p => Process($"S{s}", p, 1e-5 * (1 + 0.01 * Normal(random))))]).ToList();
        IReadOnlyList<ResultRow> farOne = [Process("Far", 1, 1e-5), Process("Far", 2, 1.01e-5), Process("Far", 3, 1.5e-5)];

        var alone = ProcessPooling.Pool(farOne);
        var shared = ProcessPooling.Pool(farOne, ProcessPooling.Prior(cells));

        Assert.Equal((MedianEstimate.ProcessesMedian, 1.01e-5), (alone.SerializeMedianOf!.Value, alone.SerializeMedianSeconds!.Value));
        Assert.Equal(MedianEstimate.ProcessesHuber, shared.SerializeMedianOf);
        Assert.NotEqual(1.01e-5, shared.SerializeMedianSeconds!.Value, 9);
        Assert.Equal(MedianEstimate.Runs, ProcessPooling.Pool([farOne[0]]).SerializeMedianOf);
        string path = Path.Combine(TempFolders.New("median-of-"), "rows.csv");
        ResultCsv.WriteFile(path, [alone, shared]);
        Assert.Equal([MedianEstimate.ProcessesMedian, MedianEstimate.ProcessesHuber], ResultCsv.ReadFile(path).Select(r => r.DeserializeMedianOf!.Value));
        Assert.Contains("\tprocesses-huber\tprocesses-huber\n", File.ReadAllText(path));
    }

    [Fact]
    public void TwoProcessesFarApartNameNeither()
    {
        // Thirty cells of three processes agreeing within about 1% give a prior SD near 1%; a cell of two processes 50% apart lies
        // 20 prior SDs from its center on both sides, and which process is the odd one cannot be told.
        var random = new Random(5);
        ResultRow Process(string serializer, int process, double seconds) => new()
        {
            Serializer = new(serializer), Objects = 1000, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, Launch = process,
            SerializeMedianSeconds = seconds, DeserializeMedianSeconds = seconds,
        };
        var cells = Enumerable.Range(0, 30).Select(s => (IReadOnlyList<ResultRow>)[.. Enumerable.Range(1, 3).Select(p => Process($"S{s}", p, 1e-5 * (1 + 0.01 * Normal(random))))]).ToList();
        var prior = ProcessPooling.Prior(cells);
        Assert.Null(ProcessPooling.Pool([Process("Two", 1, 1e-5), Process("Two", 2, 1.5e-5)], prior).ProcessOutliers);
        // Three: the far one is named, about 48% above the Huber center of the three (which the far one pulls up a little).
        Assert.Matches(@"^serialize: process 3 \+4[78]%; deserialize: process 3 \+4[78]%$",
            ProcessPooling.Pool([Process("Three", 1, 1e-5), Process("Three", 2, 1.01e-5), Process("Three", 3, 1.5e-5)], prior).ProcessOutliers);
    }

    [Fact]
    public void AnOutlierProcessMovesTheCenterByLessThanHubersLimit()
    {
        // Log medians 0, 0.01 and 0.5 with a prior SD of 0.02: the mean would be 0.17; Huber counts the far one as if it lay
        // 1.345 · 0.02 above the estimate, which puts the estimate that much over two (the clean processes) above their mean.
        double center = ModeratedVariance.HuberLocation([0, 0.01, 0.5], 0.02);
        Assert.Equal(0.005 + 1.345 * 0.02 / 2, center, 9);
        Assert.Equal(center, ModeratedVariance.HuberLocation([0, 0.01, 50], 0.02), 9);
        Assert.Equal(0.005, ModeratedVariance.HuberLocation([0, 0.01], 0.02), 12);
    }

    [Fact]
    public void ThePriorIsFittedFromTheCellsVariances()
    {
        // Many cells drawn with one SD, no heterogeneity beyond sampling: the fitted prior's SD is that SD, and its degrees of
        // freedom are large (the spread of the cells' variances is what two degrees of freedom alone give).
        var random = new Random(4);
        var cells = Enumerable.Range(0, 2000).Select(_ => ("g", (IReadOnlyList<double>)[.. Enumerable.Range(0, 3).Select(_ => 0.03 * Normal(random))])).ToList();
        var prior = ModeratedVariance.Fit(cells);
        Assert.InRange(Math.Sqrt(prior.VarianceOf("g")!.Value), 0.028, 0.032);
        Assert.True(prior.DegreesOfFreedom > 30, $"d0 = {prior.DegreesOfFreedom}");
    }

    [Theory]
    [InlineData(1.0, 1.6449340668)]
    [InlineData(0.5, 4.9348022005)]
    [InlineData(10.0, 0.1051663357)]
    public void TrigammaAndItsInverseAgreeWithTheTables(double x, double trigamma)
    {
        Assert.Equal(trigamma, ModeratedVariance.Trigamma(x), 8);
        Assert.Equal(x, ModeratedVariance.TrigammaInverse(trigamma), 6);
    }
}
