using SerializerTests.RunAll.Comparison;

namespace SerializerTests.Tests.RunAll;

/// <summary>First-call rows pooled from their launches, compared as compare does: a change only where the launches say so.</summary>
public class FirstCallComparisonTests
{
    /// <summary>A child's pooled row for one root type from its launches' first calls (ms; deserialize the same times halved).</summary>
    static ResultRow Pooled(string serializer, string variant, string rootType, params double[] launchesMs) =>
        LaunchPooling.Pool([.. launchesMs.Select((ms, i) => new ResultRow
        {
            Serializer = new(serializer), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = variant, RootType = rootType, Status = ResultStatus.Ok,
            Launch = i + 1, Runs = 1, SerializeSeconds = ms / 1000, DeserializeSeconds = ms / 2000,
        })]);

    [Fact]
    public void APlantedSlowdownIsMarkedAndPlantedNoiseIsNot()
    {
        // Planted change: every launch of B 40% slower. Planted noise: B's median 20% above A's, from launches that overlap A's.
        var a = new[] { Pooled("Slow", "NativeAOT", "BookShelf", 1.00, 1.02, 0.98, 1.01, 0.99, 1.03, 0.97), Pooled("Noisy", "NativeAOT", "BookShelf", 10, 14, 9, 12, 8, 15, 10) };
        var b = new[] { Pooled("Slow", "NativeAOT", "BookShelf", 1.40, 1.43, 1.37, 1.41, 1.39, 1.44, 1.36), Pooled("Noisy", "NativeAOT", "BookShelf", 14, 9, 11, 8, 15, 12, 16) };
        var result = RunComparison.Compare(a, b, thresholdPercent: 5);

        var cells = result.Cells.ToDictionary(c => (c.Serializer, c.Operation));
        Assert.Equal((1.4, Change.Slower), (Math.Round(cells[("Slow", "serialize")].Ratio, 6), cells[("Slow", "serialize")].Change));
        Assert.Equal(1.2, cells[("Noisy", "serialize")].Ratio, 6);
        Assert.Equal(Change.Unchanged, cells[("Noisy", "serialize")].Change);
        // Without the launches, the ratio alone decides: the noise would have been a change.
        var bare = RunComparison.Compare([.. a.Select(r => r with { SerializeSamples = null, DeserializeSamples = null })],
            [.. b.Select(r => r with { SerializeSamples = null, DeserializeSamples = null })], 5);
        Assert.Equal(Change.Slower, bare.Cells.Single(c => c.Serializer == "Noisy" && c.Operation == "serialize").Change);
    }

    [Fact]
    public void TheSummaryGivesEachVariantsFirstCallRepeatabilityCoverageAndShift()
    {
        // JIT: four cells, B 1.01× A in one type and 1.30× in the other (both operations): 2 of 4 within ±10%, median B/A 1.155.
        ResultRow[] a = [Pooled("X", "JIT", "BookShelf", 10, 10.2, 9.8, 10.1, 9.9), Pooled("X", "JIT", "Large", 20, 20.4, 19.6, 20.2, 19.8)];
        ResultRow[] b = [Pooled("X", "JIT", "BookShelf", 10.1, 10.3, 9.9, 10.2, 10.0), Pooled("X", "JIT", "Large", 26, 26.4, 25.6, 26.2, 25.8)];
        var result = RunComparison.Compare(a, b, 5);

        var jit = RunComparison.FirstCallCellsByVariant(result).Single();
        Assert.Equal("JIT", jit.Variant);
        var agreement = RunComparison.AgreementOf(jit.Cells, 10);
        Assert.Equal((4, 2), (agreement.Cells, agreement.Within));
        Assert.Equal(2, jit.Cells.Count(c => c.Change != Change.Unchanged));
        // The median of the log ratios: the geometric mean of the middle two, √(1.01 · 1.30); four cells are too few for its interval.
        var shift = result.Shifts.Single();
        Assert.Equal((RunWideShift.FirstCalls("JIT"), 4, (double?)null), (shift.Kind, shift.Cells, shift.Low));
        Assert.Equal(Math.Sqrt(1.01 * 1.30), shift.Ratio, 6);
        // Each launch set has an SD of 1.58% of its median: t(0.975, 4) · 1.58% / √5 = 1.96%; 1.01× lies inside, 1.30× outside, both ways.
        Assert.Equal((2, 2), (agreement.BInsideA, agreement.AInsideB));
        var line = ComparisonReport.SummaryLines(result).Single(l => l.StartsWith("first call JIT:", StringComparison.Ordinal));
        Assert.Equal("first call JIT: 2 of 4 cells within ±10% (50%), after the shift 2 of 4 (50%); coverage 4 of 8 (50%: B in A 2, A in B 2), "
            + "after the shift 4 of 8 (50%: B in A 2, A in B 2); 2 marked changed relative to the shift (the launches' runs tested as the steady state's are)", line);
        // Steady-state figures count no first-call cell.
        Assert.Equal((0, 0), RunComparison.Repeatability(result, 1000, 5));
        Assert.Equal(5, a[0].SerializeSamples!.Count);
    }
}
