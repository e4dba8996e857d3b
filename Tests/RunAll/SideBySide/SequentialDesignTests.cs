using System.Globalization;
using MathNet.Numerics.Distributions;
using SerializerTests.Measurement;
using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Statistics;
using Xunit.Abstractions;

namespace SerializerTests.Tests.RunAll;

/// <summary>The rule for looking again as rounds are added (docs/history/verdicts.md, "Until decided").</summary>
public class SequentialDesignTests(ITestOutputHelper output)
{
    /// <summary>A cell of a comparison: its variance group, its rounds' log ratios, and the rounds the plan gave
    /// it.</summary>
    public sealed record RecordedCell(string Group, double[] LogRatios, int Planned);

    public sealed record Outcome(int Cells, int Same, int Called, double MeanRounds)
    {
        public double SamePercent => 100.0 * Same / Cells;
        public double CalledPercent => 100.0 * Called / Cells;

        public override string ToString() => string.Create(CultureInfo.InvariantCulture,
            $"same {SamePercent:F1}%, faster/slower {CalledPercent:F1}%, {MeanRounds:F1} rounds");
    }

    /// <summary>Each cell's own rounds, centred and resampled around <paramref name="trueLogRatio"/>, fed to the
    /// until-decided loop: judged at the planned rounds, then a wave more for every cell still inconclusive, up to
    /// <paramref name="looks"/> looks; the verdict is the last look's, as SideBySide.csv has it. A round's deviation
    /// is drawn with either sign, since two builds in shuffled rounds are exchangeable: a recorded hour's few far
    /// rounds would otherwise make a skew that moves a trimmed mean off the centre a plain mean is put on.</summary>
    /// <param name="judgeWith">The interval every look uses.</param>
    /// <param name="trim">The estimator's trimming: 0 for the plain mean.</param>
    public static Outcome Simulate(IReadOnlyList<RecordedCell> cells, double trueLogRatio, int looks,
        SequentialDesign judgeWith, int repetitions, int seed, double trim = TrimmedMean.Proportion)
    {
        var random = new Random(seed);
        int same = 0, called = 0;
        double rounds = 0;
        var schedule = new SequentialDesign(looks);
        for (int repetition = 0; repetition < repetitions; repetition++)
        {
            var paths = cells.Select(c =>
            {
                double centre = SampleSummary.MedianOf(c.LogRatios);
                return Enumerable.Range(0, schedule.MaxRounds(c.Planned))
                    .Select(_ => trueLogRatio + (random.Next(2) == 0 ? 1 : -1)
                        * (c.LogRatios[random.Next(c.LogRatios.Length)] - centre)).ToArray();
            }).ToList();
            var taken = cells.Select(c => c.Planned).ToArray();
            List<(PairedVerdict.Estimate Estimate, string Verdict)> Judge() => PairedVerdict.Judge(
                [.. cells.Select((c, i) => (c.Group, (IReadOnlyList<double>)paths[i][..taken[i]]))], judgeWith,
                PairedVerdict.DefaultThresholdPercent, trim);
            for (int look = 1; look < looks; look++)
            {
                var judged = Judge();
                for (int i = 0; i < cells.Count; i++)
                    if (judged[i].Verdict == Verdict.Inconclusive)
                        taken[i] = schedule.NextLook(cells[i].Planned, taken[i]) ?? taken[i];
            }
            var last = Judge();
            same += last.Count(j => j.Verdict == Verdict.Same);
            called += last.Count(j => j.Verdict is Verdict.Faster or Verdict.Slower);
            rounds += taken.Sum();
        }
        return new(cells.Count * repetitions, same, called, rounds / (cells.Count * repetitions));
    }

    /// <summary>Twenty-two cells shaped like a noisy hour's `--quick` side by side: six steady-state cells of sixteen
    /// rounds, sixteen first-call cells of nine, with a tenth of the rounds three times as spread.</summary>
    static List<RecordedCell> NoisyHour(int seed)
    {
        var random = new Random(seed);
        double Round(double spread) => Normal.Sample(random, 0, random.NextDouble() < 0.1 ? 3 * spread : spread);
        return
        [
            .. Enumerable.Range(0, 6).Select(i => new RecordedCell($"steady state {(i % 2 == 0 ? "serialize" : "deserialize")}",
                [.. Enumerable.Range(0, 16).Select(_ => Round(0.10))], 16)),
            .. Enumerable.Range(0, 16).Select(i => new RecordedCell($"first call JIT {(i % 2 == 0 ? "serialize" : "deserialize")}",
                [.. Enumerable.Range(0, 9).Select(_ => Round(0.12))], 9)),
        ];
    }

    static readonly double Edge = Math.Log(1 + PairedVerdict.DefaultThresholdPercent / 100);

    [Fact]
    public void LookingAgainWithTheFixedIntervalCallsACellOnTheBandsEdgeSameTooOftenAndTheRepeatedIntervalDoesNot()
    {
        var cells = NoisyHour(seed: 7);
        var naive = Simulate(cells, Edge, SequentialDesign.UntilDecided.Looks, SequentialDesign.Fixed, 150, seed: 1);
        var repeated = Simulate(cells, Edge, SequentialDesign.UntilDecided.Looks, SequentialDesign.UntilDecided, 150, 1);
        var once = Simulate(cells, Edge, 1, SequentialDesign.Fixed, 150, seed: 1);
        output.WriteLine($"B/A 1.05: once {once}; fixed interval {naive}; repeated {repeated}");
        // One look of a 95% interval calls a true 1.05 `same` at most 2.5% of the time; so must every look together.
        Assert.InRange(once.SamePercent, 0, 3);
        Assert.InRange(repeated.SamePercent, 0, 3);
        Assert.True(naive.SamePercent > 2 * repeated.SamePercent && naive.SamePercent > 3, $"{naive} against {repeated}");
    }

    [Fact]
    public void AnAaLookedAtUpToTenTimesStaysUncalledAndEndsMostlySame()
    {
        var cells = NoisyHour(seed: 11);
        var once = Simulate(cells, 0, 1, SequentialDesign.Fixed, 150, seed: 2);
        var repeated = Simulate(cells, 0, SequentialDesign.UntilDecided.Looks, SequentialDesign.UntilDecided, 150, 2);
        output.WriteLine($"A/A: once {once}; repeated {repeated}");
        Assert.InRange(repeated.CalledPercent, 0, 1);
        Assert.True(repeated.SamePercent >= 80 && repeated.SamePercent > once.SamePercent + 20, $"{repeated} against {once}");
        Assert.True(repeated.MeanRounds < SequentialDesign.UntilDecided.MaxRounds(16), repeated.ToString());
    }

    [Fact]
    public void TheBoundaryIsCrossedByAnotherSeedsBrownianMotionFivePercentOfTheTime()
    {
        var design = SequentialDesign.UntilDecided;
        double z = Normal.InvCDF(0, 1, 1 - design.LookAlpha / 2);
        var random = new Random(99);
        int crossed = 0, paths = 40_000;
        for (int path = 0; path < paths; path++)
        {
            double sum = 0, information = 0;
            bool cross = false;
            for (int look = 1; look <= design.Looks; look++)
            {
                // Information in the rounds themselves: 16 planned, then each look's.
                for (int r = (int)information; r < SequentialDesign.RoundsAt(16, look); r++)
                    sum += Normal.Sample(random, 0, 1);
                information = SequentialDesign.RoundsAt(16, look);
                cross |= Math.Abs(sum) / Math.Sqrt(information) > z;
            }
            crossed += cross ? 1 : 0;
        }
        Assert.InRange(100.0 * crossed / paths, 4.5, 5.5);
        Assert.InRange(z, 1.96, 3);
        Assert.Equal(0.05, SequentialDesign.Fixed.LookAlpha);
        Assert.Equal([24, 36, 54, 81, 122, 182, 273, 410, 615], Enumerable.Range(2, 9).Select(k => SequentialDesign.RoundsAt(16, k)));
        Assert.Equal((615, 24, 273, (int?)null), (design.MaxRounds(16), design.NextLook(16, 16), design.NextLook(16, 200), design.NextLook(16, 615)));
        Assert.Null(SequentialDesign.Fixed.NextLook(16, 16));
    }

    [Fact]
    public void ALastLookShortOfTheDesignsNextKeepsTheFalseCallsAtFivePercent()
    {
        // A Brownian motion in rounds, judged at the design's first k looks and then once more, halfway to the next or
        // a round short of it, where a wave's time ran out; no further look.
        var design = SequentialDesign.UntilDecided;
        double z = Normal.InvCDF(0, 1, 1 - design.LookAlpha / 2);
        var looks = Enumerable.Range(1, design.Looks).Select(k => SequentialDesign.RoundsAt(16, k)).ToArray();
        var lastLooks = looks.Zip(looks.Skip(1), (before, n) => new[] { n - 1, (before + n) / 2 }).SelectMany(p => p)
            .ToArray();
        var random = new Random(7);
        var crossed = new int[lastLooks.Length];
        const int paths = 20_000;
        var walk = new double[design.MaxRounds(16) + 1];
        for (int path = 0; path < paths; path++)
        {
            for (int r = 1; r < walk.Length; r++)
                walk[r] = walk[r - 1] + Normal.Sample(random, 0, 1);
            bool Crosses(int rounds) => Math.Abs(walk[rounds]) / Math.Sqrt(rounds) > z;
            for (int i = 0; i < lastLooks.Length; i++)
                crossed[i] += looks.Where(n => n < lastLooks[i]).Append(lastLooks[i]).Any(Crosses) ? 1 : 0;
        }
        var rates = crossed.Select(c => 100.0 * c / paths).ToArray();
        output.WriteLine(string.Join(", ", lastLooks.Zip(rates, (n, p) => $"{n}: {p:F2}%")));
        Assert.All(rates, p => Assert.InRange(p, 0.5, 5.4));
        Assert.True(design.IsLook(16, 16) && design.IsLook(16, 81) && design.IsLook(16, 615));
        Assert.False(design.IsLook(16, 80) || design.IsLook(16, 100) || design.IsLook(16, 616));
    }

    [Fact]
    public void OneLookJudgesExactlyAsBeforeAndMoreLooksWidenEveryInterval()
    {
        var raw = PairedVerdictTests.Run("3.2.52~2", n => n >= 1000 ? 0.8 : 1.0);
        var before = PairedVerdict.Compare(raw);
        Assert.Equal(before, PairedVerdict.Compare(raw, SequentialDesign.Fixed));
        var repeated = PairedVerdict.Compare(raw, SequentialDesign.UntilDecided);
        Assert.All(before.Zip(repeated), p =>
        {
            Assert.Equal((1, SequentialDesign.UntilDecided.Looks), (p.First.Looks, p.Second.Looks));
            Assert.Equal(p.First.Ratio, p.Second.Ratio);
            Assert.True(p.Second.RatioLow < p.First.RatioLow && p.Second.RatioHigh > p.First.RatioHigh);
            Assert.True(p.Second.PValue >= p.First.PValue);
        });
        Assert.Contains("repeated interval, valid at each of up to 10 looks", PairedVerdict.Rule(repeated[0]));
        Assert.DoesNotContain("repeated", PairedVerdict.Rule(before[0]));
    }

    /// <summary>The rounds of a recorded side by side: <c>Group, Cell, Round, LogRatio</c> per line.</summary>
    static List<RecordedCell> Recorded(string file)
    {
        var lines = File.ReadLines(Path.Combine(RepositoryLayout.FindRoot()!, "Tests", "RunAll", "SideBySide", file))
            .Skip(1).Select(l => l.Split('\t')).ToList();
        return [.. lines.GroupBy(l => (Group: l[0], Cell: l[1])).Select(c => new RecordedCell(c.Key.Group,
            [.. c.Select(l => double.Parse(l[3], CultureInfo.InvariantCulture))],
            c.Key.Group.StartsWith("first call", StringComparison.Ordinal) ? RunSettings.DefaultLaunches
                : RunSettings.DefaultSideBySideProcesses))];
    }

    [Fact]
    public void OnARecordedNoisyHourTheRepeatedIntervalHoldsItsErrorsWhereLookingAgainWithTheFixedOneDoesNot()
    {
        var cells = Recorded("noisy-hour-rounds.tsv");
        int looks = SequentialDesign.UntilDecided.Looks;
        var rules = new (string Name, int Looks, SequentialDesign Interval)[]
        {
            ("once, fixed interval", 1, SequentialDesign.Fixed), ($"{looks} looks, fixed interval", looks, SequentialDesign.Fixed),
            ($"{looks} looks, repeated interval", looks, SequentialDesign.UntilDecided),
        };
        var table = rules.ToDictionary(r => r.Name, r => new[] { 1.0, 1.05, 1.10 }.Select(ratio =>
            Simulate(cells, Math.Log(ratio), r.Looks, r.Interval, 100, seed: 3)).ToArray());
        foreach (var (rule, outcomes) in table)
            output.WriteLine($"{rule}: A/A {outcomes[0]}; B/A 1.05 {outcomes[1]}; B/A 1.10 {outcomes[2]}");
        var chosen = table[rules[2].Name];
        Assert.InRange(chosen[0].CalledPercent, 0, 1);
        Assert.InRange(chosen[1].SamePercent, 0, 3);
        Assert.True(table[rules[1].Name][1].SamePercent > chosen[1].SamePercent);
        Assert.True(chosen[0].SamePercent > table[rules[0].Name][0].SamePercent);
    }

    [Theory]
    [InlineData("noisy-hour-rounds.tsv")]
    [InlineData("noisy-hour-aa-rounds.tsv")]
    public void OnRecordedHoursTheTrimmedMeanDecidesMoreThanThePlainMeanAtTheSameErrors(string file)
    {
        var cells = Recorded(file);
        var design = SequentialDesign.UntilDecided;
        Outcome[] Run(double trim) => [.. new[] { 1.0, 1.05 }.Select(ratio =>
            Simulate(cells, Math.Log(ratio), design.Looks, design, 100, seed: 5, trim))];
        var (mean, trimmed) = (Run(0), Run(TrimmedMean.Proportion));
        output.WriteLine($"{file}: plain mean: A/A {mean[0]}; B/A 1.05 {mean[1]}");
        output.WriteLine($"{file}: {TrimmedMean.Proportion:0.0} trimmed: A/A {trimmed[0]}; B/A 1.05 {trimmed[1]}");
        Assert.InRange(trimmed[0].CalledPercent, 0, 1);
        Assert.InRange(trimmed[1].SamePercent, 0, 3);
        // Without a budget both means end mostly `same`; the trimmed one gets there on a fifth fewer rounds or more.
        Assert.True(trimmed[0].SamePercent > mean[0].SamePercent, $"{trimmed[0]} against {mean[0]}");
        Assert.True(trimmed[0].MeanRounds < 0.8 * mean[0].MeanRounds, $"{trimmed[0]} against {mean[0]}");
    }
}
