using SerializerTests.Hostile;
using SerializerTests.RunAll.Hostile;

namespace SerializerTests.Tests.Hostile;

public class HostileSummaryTests
{
    static HostileRow Case(int number, string kind, int inputBytes, long allocated) => new()
    {
        Serializer = new("S"), Setting = "default", Dataset = "bookshelf", Case = number, Kind = kind, Position = number == 1 ? null : 28,
        InputBytes = inputBytes, Outcome = HostileOutcome.Rejected, AllocatedBytes = allocated, AllocationRatio = (double)allocated / Math.Max(inputBytes, 1),
    };

    [Fact]
    public void TheLargestAllocationAndTheHighestRatioToItsInputAreReportedApart()
    {
        // The empty input costs a reader's fixed 4 KB (ratio 4,296); the flipped length costs 512 MiB of a 300-byte input (ratio 1.8 million);
        // the long input costs 2 MB of 1 MB (ratio 2). The largest is the flip; the highest ratio too. Then without the flip: 2 MB against 4 KB.
        HostileRow empty = Case(1, "empty", 0, 4_296), flip = Case(2, "bit-flips", 300, 536_872_608), big = Case(3, "truncated", 1_000_000, 2_000_000);

        var withFlip = HostileSummary.Summarize([empty, flip, big]).Single();
        Assert.Equal((536_872_608L, "bookshelf #2 bit-flips@28"), (withFlip.LargestAllocationBytes, withFlip.LargestAllocationCase));
        Assert.Equal("bookshelf #2 bit-flips@28", withFlip.HighestRatioCase);

        var withoutFlip = HostileSummary.Summarize([empty, big]).Single();
        Assert.Equal((2_000_000L, "bookshelf #3 truncated@28"), (withoutFlip.LargestAllocationBytes, withoutFlip.LargestAllocationCase));
        Assert.Equal((4_296L, 4_296.0, "bookshelf #1 empty"), (withoutFlip.HighestRatioAllocationBytes, withoutFlip.HighestAllocationRatio, withoutFlip.HighestRatioCase));
    }

    /// <summary>The rank counts what an attacker's bytes did: equal counts share a rank however much each corrupted silently, an
    /// excessive allocation ranks below them, and a library that warns against untrusted input takes no rank, quoted.</summary>
    [Fact]
    public void RanksShareOnEqualCountsIgnoreSilentCorruptionAndSkipTheInsecure()
    {
        HostileRow Of(string serializer, string outcome) => Case(2, "bit-flips", 300, 100) with { Serializer = new(serializer), Outcome = outcome };
        var warning = new SerializerTests.Serializers.LibraryWarning("do not", "https://example.org/warning");
        var summary = HostileSummary.Summarize(
            [Of("Quiet", HostileOutcome.Rejected), Of("Corrupting", HostileOutcome.AcceptedDifferent), Of("Greedy", HostileOutcome.ExcessiveAllocation),
                Of("Warned", HostileOutcome.Rejected)],
            s => s == "Warned" ? warning : null).ToDictionary(s => s.Serializer);
        Assert.Equal((1, 1, 3), (summary["Quiet"].Rank, summary["Corrupting"].Rank, summary["Greedy"].Rank));
        Assert.Null(summary["Warned"].Rank);
        Assert.Equal(HostileSummary.NotFor(warning), summary["Warned"].NotRanked);
    }

    /// <summary>A serializer whose groups were all unsupported (not available, licence) has no share to print: a dash, not "0 (%)".</summary>
    [Fact]
    public void ASerializerThatRanNoCaseShowsADashNotAnEmptyPercentage()
    {
        var ran = Case(1, "empty", 0, 4_296) with { Outcome = HostileOutcome.AcceptedDifferent };
        var unsupported = new HostileRow { Serializer = new("Gone"), Setting = "default", Dataset = "bookshelf", Outcome = HostileOutcome.Unsupported, Detail = "not used: licence" };
        var lines = HostileReport.Markdown(HostileSummary.Summarize([ran, unsupported]), "").Split('\n', StringSplitOptions.TrimEntries);
        Assert.Contains(lines, l => l.StartsWith("| 1 | S | default | 1 | 0 | 0 | 1 (100.0%) |", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("| – | Gone | default | 0 | 0 | 0 | – |", StringComparison.Ordinal));
    }
}
