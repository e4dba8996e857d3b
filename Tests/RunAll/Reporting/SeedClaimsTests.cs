namespace SerializerTests.Tests.RunAll;

/// <summary>The seed articles' claims, checked on rows whose answer is known: separated and by the claimed margin, by less, not separated,
/// contradicted, not measured; and the section summary.md carries.</summary>
public class SeedClaimsTests
{
    static readonly SeedClaim SourceGeneration = SeedClaims.All.Single(c => c.Faster == "SystemTextJsonSourceGen");

    static SteadyPoint Point(string serializer, double seconds, double intervalPercent, int objects = 1000) =>
        new(serializer, objects, seconds, seconds, 1000, intervalPercent, intervalPercent);

    [Theory]
    [InlineData(55e-6, 100e-6, 2, "holds")]
    [InlineData(90e-6, 100e-6, 2, "faster, but by less than claimed (at most 0.8×)")]
    [InlineData(90e-6, 100e-6, 8, "not shown: the interval of the ratio includes 1")]
    [InlineData(110e-6, 100e-6, 2, "contradicted: slower, and the interval of the ratio separates them")]
    public void TheVerdictFollowsTheRatioAndTheIntervals(double sourceGen, double reflection, double intervalPercent, string verdict)
    {
        var check = SeedClaims.Check(SourceGeneration, [Point("SystemTextJsonSourceGen", sourceGen, intervalPercent), Point("SystemTextJson", reflection, intervalPercent)]);
        Assert.Equal(verdict, check.Verdict);
        Assert.Equal(sourceGen / reflection, check.Ratio!.Value, 9);
    }

    /// <summary>Another N, or one of the two missing, is no evidence either way.</summary>
    [Fact]
    public void AClaimWithoutBothMeasurementsAtItsNIsNotMeasured()
    {
        var atOtherN = SeedClaims.Check(SourceGeneration, [Point("SystemTextJsonSourceGen", 50e-6, 1, objects: 10), Point("SystemTextJson", 100e-6, 1, objects: 10)]);
        var oneMissing = SeedClaims.Check(SourceGeneration, [Point("SystemTextJsonSourceGen", 50e-6, 1)]);
        Assert.Equal((null, "not measured in this run"), (atOtherN.Ratio, atOtherN.Verdict));
        Assert.Equal((null, "not measured in this run"), (oneMissing.Ratio, oneMissing.Verdict));
    }

    [Fact]
    public void SummaryCarriesEachClaimWithTheRunsRatioAndVerdict()
    {
        ResultRow Row(string serializer, double serialize) => new()
        {
            Serializer = new(serializer), Objects = 1000, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
            Dataset = "bookshelf", SerializeMedianSeconds = serialize, DeserializeMedianSeconds = serialize, SerializeIntervalPercent = 3, DeserializeIntervalPercent = 3, SizeBytes = 100,
        };
        string summary = SummaryMarkdown.Render(RunSummary.From([Row("SystemTextJsonSourceGen", 55e-6), Row("SystemTextJson", 100e-6)], "claims"));
        Assert.Contains("## The seed articles' claims", summary);
        Assert.Contains($"| {SourceGeneration.Text} | {SourceGeneration.Source} | 1,000 | 0.55× | holds |", summary);
    }
}
