using System.Xml.Linq;
using SerializerTests.RunAll.Publishing;

namespace SerializerTests.Tests.RunAll.Publishing;

/// <summary><c>publish</c> of a small results folder (<see cref="SmallRun"/>) into a repository made by hand.</summary>
public class PublishTests
{
    static readonly XNamespace SvgNamespace = "http://www.w3.org/2000/svg";

    static async Task<SmallRun> Published(params string[] more)
    {
        var run = SmallRun.Create();
        var result = await RunAllRun.InProcess(["publish", run.Folder, "--repository", run.Repository, .. more]);
        Assert.True(result.ExitCode == 0, result.Error + result.Output);
        return run;
    }

    [Fact]
    public async Task TheReferenceHoldsWhatReportAndCompareReadAndThePagesAndLeavesTheRestOut()
    {
        var run = await Published();
        Assert.Equal(
        [
            "Footprint.csv", "HostileSummary.csv", "README.md", run.CombinedName, Path.ChangeExtension(run.CombinedName, ".xlsx"), "SideBySide.csv",
            "Versioning.csv", "analysis.json", "environment.txt", "report.html", "run-options.json", "steady-state.svg", "summary.md",
        ], Directory.GetFileSystemEntries(run.Reference).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        string readme = File.ReadAllText(Path.Combine(run.Reference, "README.md"));
        Assert.StartsWith($"# Reference run {SmallRun.Stamp}\n\nPublished with `./RunAll.sh publish SerializerTestResults/{SmallRun.Stamp}`: ", readme);
        Assert.Contains($"- Command line: `./RunAll.sh {SmallRun.CommandLine}`", readme);
        Assert.Contains("- Commit: 0123456789abcdef0123456789abcdef01234567 (clean)", readme);
        Assert.Contains("- CPU: Test CPU", readme);
        Assert.Contains($"{SmallRun.BudgetLine}\n```", readme);
        foreach (var leftOut in new[] { "`raw/`", "`cells/`", "`builds/`", "`traces/`", "`Hostile.csv`", "`console.log`" })
            Assert.Contains(readme.Split('\n'), l => l.StartsWith($"| {leftOut} | ", StringComparison.Ordinal));
        Assert.Matches(@"\n[0-9.]+ KiB in 12 files, this README aside\.\n", readme);
        // The run's side-by-side cells (from raw/) travel in SideBySide.csv: the published summary has the runtimes' comparison.
        Assert.Contains("### net9.0 → net10.0", File.ReadAllText(Path.Combine(run.Reference, "summary.md")));
    }

    [Fact]
    public async Task TheChartIsAStandaloneSvgOfBothTimesInTheMatrixOrder()
    {
        var run = await Published();
        var svg = XDocument.Load(Path.Combine(run.Reference, ReferenceFolder.Chart)).Root!;
        Assert.Equal(SvgNamespace + "svg", svg.Name);
        Assert.Contains("svg.chart .grid", svg.Element(SvgNamespace + "style")!.Value);
        Assert.All(svg.DescendantsAndSelf(), e => Assert.Equal(SvgNamespace, e.Name.Namespace));
        var series = svg.Descendants(SvgNamespace + "g").Where(g => g.Attribute("data-series") is not null).ToList();
        Assert.Equal(["Serialize", "Deserialize"], series.Select(g => g.Attribute("data-series")!.Value));
        Assert.All(series, g => Assert.Equal(3, g.Elements(SvgNamespace + "rect").Count()));
        Assert.Equal(["Fast · Serialize: 10.0 µs ±3%", "Middle · Serialize: 20.0 µs ±3%", "Slow · Serialize: 30.0 µs ±3%"],
            series[0].Elements(SvgNamespace + "rect").Select(r => r.Element(SvgNamespace + "title")!.Value));
        // A real run's times span two decades and more: on a linear axis most bars would be slivers.
        Assert.Contains(svg.Descendants(SvgNamespace + "text"), t => t.Value.EndsWith(", log scale)", StringComparison.Ordinal));
    }

    [Fact]
    public async Task TheReadmeGetsTheResultsSectionBeforeItsFirstSectionAgreeingWithTheSummary()
    {
        var run = await Published();
        string readme = File.ReadAllText(run.Readme);
        Assert.StartsWith(SmallRun.ReadmeIntro + "\n## Results\n\n" + ReadmeResults.Begin + "\n", readme);
        Assert.EndsWith(ReadmeResults.End + "\n\n" + SmallRun.ReadmeRest, readme);
        string section = ReadmeResults.Section(readme);
        Assert.Empty(ReadmeResults.Disagreements(section, File.ReadAllText(Path.Combine(run.Reference, "summary.md"))));
        Assert.Equal(["Fastest serialize", "Fastest deserialize", "Smallest message, bytes as the serializer writes them",
            "Smallest message after Brotli", "Cheapest first call, JIT", "Cheapest first call, ReadyToRun", "Cheapest first call, NativeAOT"],
            ReadmeResults.Questions(section).Take(7).Select(q => q.Text));
        var serialize = ReadmeResults.Questions(section)[0];
        Assert.Equal([("Fast", "1", "10.0 µs ±3%"), ("Middle", "2", "20.0 µs ±3%"), ("Slow", "3", "30.0 µs ±3%")], serialize.Entries);
        // Fast crashed on hostile input: the safest are the others, fewest silently corrupted first.
        Assert.Equal(["Middle", "Slow", "Fast"], ReadmeResults.Questions(section).Single(q => q.Anchor == "untrusted-network-input").Entries.Select(e => e.Serializer));
        Assert.Equal(["Small", "Big"], ReadmeResults.Questions(section).Single(q => q.Text.StartsWith("Smallest NativeAOT app", StringComparison.Ordinal)).Entries.Select(e => e.Serializer));
        Assert.Contains("Test CPU, 2 logical cores, 24000 MiB, Debian 13", section);
        Assert.Contains("[docs/accuracy.md](docs/accuracy.md)", section);
        Assert.Contains($"({SmallRun.BudgetLine.TrimEnd('.')})", section);
        Assert.Contains("![Serialize and deserialize time at N = 1,000, net10.0 JIT](SerializerTestResults/reference/steady-state.svg)", section);
    }

    [Fact]
    public void TheCheckOfTheReadmeFindsAFigureOrAnOrderTheSummaryDoesNotHave()
    {
        string summary = "## Fastest serialize\n\n| # | Serializer | Time | × best |\n|--:|---|--:|--:|\n| 1 | A | 1.00 µs ±2% | 1.00 |\n| 2= | B | 1.10 µs ±9% | 1.10 |\n\nText.\n";
        string Section(string entries) => $"\n| Question | 1st | 2nd | 3rd |\n|---|---|---|---|\n| [Fastest serialize](SerializerTestResults/reference/summary.md#fastest-serialize) | {entries} |\n";
        Assert.Empty(ReadmeResults.Disagreements(Section("A (1) 1.00 µs ±2% | B (2=) 1.10 µs ±9% | "), summary));
        Assert.Single(ReadmeResults.Disagreements(Section("A (1) 1.01 µs ±2% | B (2=) 1.10 µs ±9% | "), summary));
        Assert.Equal(2, ReadmeResults.Disagreements(Section("B (2=) 1.10 µs ±9% | A (1) 1.00 µs ±2% | "), summary).Count);
        Assert.Single(ReadmeResults.Disagreements(Section("A (1) 1.00 µs ±2% |  | "), summary));
        Assert.Single(ReadmeResults.Disagreements(Section("A (1) 1.00 µs ±2% | B (2=) 1.10 µs ±9% | ").Replace("#fastest-serialize", "#fastest"), summary));
    }

    [Fact]
    public async Task ThePublishedFolderIsReadByReportAndCompareAndNothingIsMadeInIt()
    {
        var run = await Published();
        string published = File.ReadAllText(Path.Combine(run.Reference, "summary.md"));
        var report = await RunAllRun.InProcess(["report", run.Reference, "--N", "1000"]);
        Assert.True(report.ExitCode == 0, report.Error);
        // The same page but for its title, the folder's name: SideBySide.csv stands in for raw/.
        Assert.Equal(published.Split('\n').Skip(1), File.ReadAllText(Path.Combine(run.Reference, "summary.md")).Split('\n').Skip(1));
        var compare = await RunAllRun.InProcess(["compare", run.Folder, run.Reference]);
        Assert.True(compare.ExitCode == 0, compare.Error);
        Assert.Contains(compare.Lines, l => l.Contains("cells paired; noise threshold ±5%: 0 faster, 0 slower", StringComparison.Ordinal));
        var pooled = await RunAllRun.InProcess(["compare", run.Folder, run.Reference, "--processes", "1"]);
        Assert.Equal(2, pooled.ExitCode);
        Assert.Contains("has no raw/ CSV to pool from", pooled.Error);
        Assert.Empty(Directory.GetDirectories(run.Reference));
    }

    [Fact]
    public async Task PublishingAgainReplacesTheFolderAndTheSectionBetweenTheMarkers()
    {
        var run = await Published();
        File.WriteAllText(Path.Combine(run.Reference, "stale.txt"), "from before");
        File.WriteAllText(run.Readme, File.ReadAllText(run.Readme) + "\nAn edit after the section.\n");
        var again = await RunAllRun.InProcess(["publish", run.Folder, "--repository", run.Repository, "--N", "10"]);
        Assert.True(again.ExitCode == 0, again.Error);
        Assert.False(File.Exists(Path.Combine(run.Reference, "stale.txt")));
        string readme = File.ReadAllText(run.Readme);
        Assert.Equal((1, 1), ReadmeResults.Markers(readme));
        Assert.Single(readme.Split('\n'), "## Results");
        Assert.Contains("N = 10 objects", readme);
        Assert.EndsWith("\nAn edit after the section.\n", readme);
        Assert.Empty(ReadmeResults.Disagreements(ReadmeResults.Section(readme), File.ReadAllText(Path.Combine(run.Reference, "summary.md"))));
        Assert.Empty(Directory.GetDirectories(Path.Combine(run.Repository, "SerializerTestResults"), ".reference-*"));
    }

    [Fact]
    public async Task ARunOutsideTheRepositoryIsNamedByItsFullPath()
    {
        var run = SmallRun.Create();
        // A fresh clone's run, published into the working copy: the run's folder is not under the repository.
        string elsewhere = Path.Combine(TempFolders.New("publish-clone-"), SmallRun.Stamp);
        Directory.Move(run.Folder, elsewhere);
        var result = await RunAllRun.InProcess(["publish", elsewhere, "--repository", run.Repository]);
        Assert.True(result.ExitCode == 0, result.Error);
        Assert.Contains($"Published with `./RunAll.sh publish {elsewhere.Replace('\\', '/')}`: ", File.ReadAllText(Path.Combine(run.Reference, "README.md")));
    }

    public static TheoryData<string> SideFiles => [RunFolder.Files.HostileSummary, RunFolder.Files.Footprint, RunFolder.Files.Versioning];

    [Theory]
    [MemberData(nameof(SideFiles))]
    public async Task ADamagedSideFileIsNamedAndTheReferenceAndReadmeKept(string file)
    {
        var run = await Published();
        foreach (var damage in Enum.GetValues<DamagedFileTests.Damage>())
        {
            string copy = Path.Combine(run.Repository, "SerializerTestResults", $"{SmallRun.Stamp}-{damage}");
            CopyFolder(run.Folder, copy);
            DamagedFileTests.Spoil(Path.Combine(copy, file), damage);
            await DamagedFileTests.AssertRefused(run.Repository, ["publish", copy, "--repository", run.Repository], Path.Combine(copy, file));
        }
    }

    [Fact]
    public async Task AFolderThatIsNotAFinishedWholeRunIsRefusedInOneLine()
    {
        var run = await Published();
        string Variant(string name, Action<string> spoil)
        {
            string copy = Path.Combine(run.Repository, "SerializerTestResults", name);
            CopyFolder(run.Folder, copy);
            spoil(copy);
            return copy;
        }
        string combined = Variant("combined", f => DamagedFileTests.Spoil(Path.Combine(f, run.CombinedName), DamagedFileTests.Damage.Truncated));
        await DamagedFileTests.AssertRefused(run.Repository, ["publish", combined, "--repository", run.Repository], run.CombinedName);
        string noEnvironment = Variant("no-environment", f => File.Delete(Path.Combine(f, RunFolder.Files.Environment)));
        await DamagedFileTests.AssertRefused(run.Repository, ["publish", noEnvironment, "--repository", run.Repository], "has no environment.txt");
        string interrupted = Variant("interrupted", f => File.AppendAllLines(Path.Combine(f, RunFolder.Files.ConsoleLog),
            [SerializerTests.RunAll.Running.TimeBreakdown.Heading, SmallRun.BudgetLine, "Interrupted: 3 of 9 cells done and merged."]));
        Assert.EndsWith("publish it then", await DamagedFileTests.AssertRefused(run.Repository, ["publish", interrupted, "--repository", run.Repository], "console.log: the run was interrupted"));
        string shard = Variant("shard", f => File.WriteAllText(Path.Combine(f, RunFolder.Files.Options),
            File.ReadAllText(Path.Combine(f, RunFolder.Files.Options)).Replace("\"Shard\": null", "\"Shard\": { \"Index\": 1, \"Count\": 2 }", StringComparison.Ordinal)));
        await DamagedFileTests.AssertRefused(run.Repository, ["publish", shard, "--repository", run.Repository], "is shard 1 of 2 of a run");
        await DamagedFileTests.AssertRefused(run.Repository, ["publish", run.Folder, "--repository", run.Repository, "--N", "100"], "no steady-state rows with N = 100");
        File.WriteAllText(Path.Combine(run.Reference, ReferenceFolder.Readme), "# Notes\n");
        await DamagedFileTests.AssertRefused(run.Repository, ["publish", run.Reference, "--repository", run.Repository],
            "is the published reference, and its README.md does not say which run it holds");
    }

    [Fact]
    public async Task TheReferencePublishedAgainFromItselfKeepsItsRunItsNumbersAndWhatItLeftOut()
    {
        var run = await Published();
        string Read(string name) => File.ReadAllText(Path.Combine(run.Reference, name));
        var before = new[] { "README.md", "summary.md", "report.html", "analysis.json", run.CombinedName, "SideBySide.csv" }.ToDictionary(n => n, Read);
        string readme = File.ReadAllText(run.Readme);

        var again = await RunAllRun.InProcess(["publish", run.Reference, "--repository", run.Repository]);

        Assert.True(again.ExitCode == 0, again.Error + again.Output);
        foreach (var name in new[] { "summary.md", "report.html", "analysis.json", run.CombinedName, "SideBySide.csv" })
            Assert.Equal(before[name], Read(name));
        Assert.Equal(readme, File.ReadAllText(run.Readme));
        string[] lines = [.. Read("README.md").Split('\n')];
        Assert.Equal($"# Reference run {SmallRun.Stamp}", lines[0]);
        Assert.Contains($"{SmallRun.BudgetLine}", lines);
        Assert.Contains("by a later RunAll (`./RunAll.sh publish SerializerTestResults/reference`): the numbers are the run's.", lines[2]);
        static IEnumerable<string> LeftOut(string text) => text.Split("## What was left out")[1].Split('\n').Where(l => l.StartsWith("| `", StringComparison.Ordinal));
        Assert.Equal(LeftOut(before["README.md"]), LeftOut(Read("README.md")));
    }

    [Fact]
    public async Task AReadmeWithMarkersOutOfPairIsRefusedAndKept()
    {
        var run = SmallRun.Create();
        File.WriteAllText(run.Readme, SmallRun.ReadmeIntro + ReadmeResults.Begin + "\n" + SmallRun.ReadmeRest);
        string line = await DamagedFileTests.AssertRefused(run.Repository, ["publish", run.Folder, "--repository", run.Repository], run.Readme);
        Assert.EndsWith("has 1 '<!-- reference-results:begin -->' and 0 '<!-- reference-results:end -->' marker lines; leave one pair in order, or none", line);
        Assert.False(Directory.Exists(run.Reference));
    }

    static void CopyFolder(string from, string to)
    {
        foreach (var file in Directory.GetFiles(from, "*", SearchOption.AllDirectories))
        {
            string copy = Path.Combine(to, Path.GetRelativePath(from, file));
            Directory.CreateDirectory(Path.GetDirectoryName(copy)!);
            File.Copy(file, copy);
        }
    }
}
