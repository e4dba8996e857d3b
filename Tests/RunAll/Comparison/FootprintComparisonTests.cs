using SerializerTests.RunAll.Comparison;
using SerializerTests.Tests.RunAll.Footprint;

namespace SerializerTests.Tests.RunAll;

/// <summary><c>compare</c> of two folders with a Footprint.csv each: sizes, their difference in bytes, and start to round trip called
/// slower only where the launches differ.</summary>
public class FootprintComparisonTests
{
    /// <summary>B: Small's launches twice as long (all five beyond A's), Big 4,096 bytes larger with the same launches.</summary>
    static (string A, string B) Folders()
    {
        var b = FootprintFolder.Rows(smallMs: 20).Select(r => r.Serializer == "Big" ? r with { SizeBytes = r.SizeBytes + 4096 } : r).ToList();
        return (FootprintFolder.Create(FootprintFolder.Rows()), FootprintFolder.Create(b));
    }

    [Fact]
    public async Task BothFootprintsGiveARowPerAppInRankOrder()
    {
        var (a, b) = Folders();
        var run = await RunAllRun.InProcess(["compare", a, b]);
        Assert.True(run.ExitCode == 0, run.Error);
        string markdown = File.ReadAllText(Directory.GetFiles(b, "compare-*.md").Single());
        var rows = markdown.Split('\n').SkipWhile(l => l != "## NativeAOT footprint").Where(l => l.StartsWith("| ", StringComparison.Ordinal)).Skip(1).ToList();
        Assert.Equal(
        [
            "| Empty | 1.91 MiB | 1.91 MiB | 0 | 1.000 | same within noise |",
            "| Small | 2.86 MiB | 2.86 MiB | 0 | 2.000 | B slower |",
            "| Big | 4.29 MiB | 4.30 MiB | +4,096 | 1.000 | same within noise |",
            "| Broken | 3.34 MiB | 3.34 MiB | 0 |  | A failed, B failed |",
            "| NoBuild |  |  |  |  | A build-failed, B build-failed |",
        ], rows);
        Assert.Contains(run.Lines, l => l.StartsWith("Small ", StringComparison.Ordinal) && l.EndsWith("2.000  B slower", StringComparison.Ordinal));
        Assert.Contains(FootprintComparison.Rule, run.Lines);
    }

    [Fact]
    public async Task OnlyOneFootprintIsNamedAndNotCompared()
    {
        string a = FootprintFolder.Create(FootprintFolder.Rows()), b = FootprintFolder.Create(null);
        var run = await RunAllRun.InProcess(["compare", a, b]);
        Assert.Equal(0, run.ExitCode);
        Assert.Contains("footprint: only A has Footprint.csv, not compared", run.Lines);
        Assert.DoesNotContain("## NativeAOT footprint", File.ReadAllText(Directory.GetFiles(b, "compare-*.md").Single()));
    }

    [Theory]
    [MemberData(nameof(DamagedFileTests.Damages), MemberType = typeof(DamagedFileTests))]
    public async Task ADamagedFootprintOnEitherSideIsNamedInOneLine(DamagedFileTests.Damage damage)
    {
        var (good, bad) = Folders();
        string footprint = Path.Combine(bad, RunFolder.Files.Footprint);
        DamagedFileTests.Spoil(footprint, damage);
        await DamagedFileTests.AssertRefused(bad, ["compare", good, bad], footprint);
        await DamagedFileTests.AssertRefused(bad, ["compare", bad, good], footprint);
    }
}
