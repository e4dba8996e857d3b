using AngleSharp.Html.Parser;
using SerializerTests.Tests.Faults;
using SerializerTests.Hostile;
using SerializerTests.RunAll.Hostile;

namespace SerializerTests.Tests.RunAll;

[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class HostileRunTests
{
    [Fact]
    public async Task CrashesAndHangsBecomeRowsAndTheNextCaseRunsInANewChild()
    {
        // FaultHostile hangs on the empty input (case 1), fails fast on one byte (case 2) and overflows its stack on two (case 3).
        var run = await RunAllRun.AsProcess(
            ["hostile", "--serializers", "#FaultHostile,#MessagePack", "--dataset", "bookshelf", "--N", "1", "--positions", "4", "--case-timeout", "5",
             .. FaultFiles.Arguments, "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        string folder = run.Lines[^1];
        Assert.EndsWith(HostileCommand.FolderSuffix, folder);
        var rows = TsvFile.Read<HostileRow>(Path.Combine(folder, RunFolder.Files.Hostile));

        var fault = rows.Where(r => r.Serializer == "FaultHostile").ToList();
        int cases = fault[0].Cases!.Value;
        Assert.Equal(Enumerable.Range(0, cases + 1), fault.Select(r => r.Case).Order());
        Assert.Equal((HostileCases.Empty, HostileOutcome.Hang), (fault.Single(r => r.Case == 1).Kind, fault.Single(r => r.Case == 1).Outcome));
        var failFast = fault.Single(r => r.Case == 2);
        Assert.Equal((HostileCases.Truncated, 1, HostileOutcome.Crash), (failFast.Kind, failFast.Position, failFast.Outcome));
        Assert.Contains("fault injection: crash on one byte", failFast.Detail);
        var overflow = fault.Single(r => r.Case == 3);
        Assert.Equal((2, HostileOutcome.Crash), (overflow.InputBytes, overflow.Outcome));
        Assert.Contains("Stack overflow", overflow.Detail);
        Assert.Equal(HostileOutcome.ExcessiveAllocation, fault.Single(r => r.Kind == HostileCases.ByteFF && r.Position == 0).Outcome);
        Assert.Equal(HostileOutcome.AcceptedDifferent, fault.Single(r => r.Kind == HostileCases.Byte00 && r.Position == 3).Outcome);
        Assert.Equal(2, fault.Count(r => r.Outcome == HostileOutcome.Crash));
        Assert.Equal(1, fault.Count(r => r.Outcome == HostileOutcome.Hang));

        // A healthy serializer in the same run is untouched by its neighbour's crashes, in both of its settings.
        Assert.Equal(["default", "hardened"], rows.Where(r => r.Serializer == "MessagePack").Select(r => r.Setting).Distinct().Order(StringComparer.Ordinal));
        Assert.DoesNotContain(rows, r => r.Serializer == "MessagePack" && r.Outcome is HostileOutcome.Crash or HostileOutcome.Hang or HostileOutcome.Failed);

        var summary = TsvFile.Read<HostileSummaryRow>(Path.Combine(folder, RunFolder.Files.HostileSummary));
        var faultSummary = summary.Single(s => s.Serializer == "FaultHostile");
        Assert.Equal((cases, 2, 1), (faultSummary.Cases, faultSummary.Crash, faultSummary.Hang));
        Assert.Equal(fault.Count(r => r.Outcome == HostileOutcome.Rejected), faultSummary.Rejected);
        Assert.Equal(summary.Count, faultSummary.Rank); // the only one that crashes ranks last
        Assert.StartsWith("hang at bookshelf #1 empty", faultSummary.FirstCrashOrHang);

        var page = new HtmlParser().ParseDocument(File.ReadAllText(Path.Combine(folder, "report.html")));
        var crashCell = page.QuerySelector("table[data-table='hostile-matrix'] tr[data-serializer='FaultHostile'] td[data-column='crash']")!;
        Assert.Equal("2", crashCell.TextContent);
        Assert.Contains("danger", crashCell.ClassList);
        Assert.Contains("| FaultHostile | default |", File.ReadAllText(Path.Combine(folder, "summary.md")));
        Assert.Equal(3, Directory.GetFiles(Path.Combine(folder, RunFolder.Files.HostileGroups)).Length);
    }

    [Fact]
    public async Task GarbageAmongTheRowsBecomesTheFailedRowTheChildOwed()
    {
        var run = await RunAllRun.AsProcess(
            ["hostile", "--serializers", "#FaultGarbage", "--dataset", "bookshelf", "--N", "1", "--positions", "4", .. FaultFiles.Arguments,
             "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        var row = Assert.Single(TsvFile.Read<HostileRow>(Path.Combine(run.Lines[^1], RunFolder.Files.Hostile)));
        Assert.Equal(("FaultGarbage", 0, HostileOutcome.Failed), (row.Serializer, row.Case, row.Outcome));
        Assert.StartsWith("unreadable output (1 unreadable line among the rows", row.Detail);
    }
}
