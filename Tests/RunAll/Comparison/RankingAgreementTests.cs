using SerializerTests.RunAll.Comparison;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.Tests.RunAll.Comparison;

public class RankingAgreementTests
{
    static RunAnalysis Ranked(params (string Serializer, int? Place)[] entries) =>
        new(RunAnalysis.CurrentVersion, [], new DecisionMatrix([], [], 1000),
            [new RankedList(RankedList.Serialize, "bookshelf", null,
                [.. entries.Select(e => new RankedValue(e.Serializer, 1, null, e.Place?.ToString() ?? Baselines.Mark, e.Place))])],
            [], [], [], []);

    [Fact]
    public void PairsThatARunSeparatesAreKeptTiedOrReversedByTheOther()
    {
        // A separates every pair but Z/W (both 3=); Q is only in A and the baselines take no place.
        var a = Ranked(("X", 1), ("Y", 2), ("Z", 3), ("W", 3), ("Q", 5), ("Floor", null));
        var b = Ranked(("Y", 1), ("X", 2), ("Z", 3), ("W", 3), ("V", 3), ("Floor", null));

        var agreement = RankingAgreement.Of(a, b);

        // X<Y reversed; X<Z, X<W, Y<Z, Y<W kept; none tied.
        Assert.Equal(new RankingAgreement(1, 5, 4, 0, 1), agreement);
        Assert.Equal("rankings (analysis.json, the pages' own): of 5 pairs A's 1 rankings put in different places, B keeps 4 (80%), ties 0, "
            + "reverses 1 (20.0%)", agreement.Describe());
    }

    [Fact]
    public void APairBPutsInOnePlaceIsATie()
    {
        var agreement = RankingAgreement.Of(Ranked(("X", 1), ("Y", 2)), Ranked(("Y", 1), ("X", 1)));
        Assert.Equal(new RankingAgreement(1, 1, 0, 1, 0), agreement);
    }
}
