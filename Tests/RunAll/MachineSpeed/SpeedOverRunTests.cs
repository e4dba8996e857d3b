using AngleSharp.Html.Parser;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.Tests.RunAll.MachineSpeed;

public class SpeedOverRunTests
{
    static ResultRow Process(string serializer, int launch, string timestamp, double factor, int objects) => new()
    {
        Serializer = new(serializer), Objects = objects, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
        Dataset = "bookshelf", Launch = launch, Timestamp = timestamp,
        SerializeMedianSeconds = objects * 1e-6 * factor, DeserializeMedianSeconds = objects * 2e-6 * factor,
    };

    /// <summary>Unit S: three processes a minute apart, the second 1.5x slower in every cell; unit T: one process; a first call.</summary>
    static List<ResultRow> Raw() =>
    [
        Process("S", 1, "2026-11-27T19:00:30Z", 1.0, 1), Process("S", 1, "2026-11-27T19:00:31Z", 1.0, 1000),
        Process("S", 2, "2026-11-27T19:01:30Z", 1.5, 1), Process("S", 2, "2026-11-27T19:01:31Z", 1.5, 1000),
        Process("S", 3, "2026-11-27T19:02:30Z", 1.0, 1), Process("S", 3, "2026-11-27T19:02:31Z", 1.0, 1000),
        Process("T", 1, "2026-11-27T19:03:00Z", 3.0, 1000),
        Process("S", 1, "2026-11-27T19:00:10Z", 9.0, 1) with { Test = "firstcall", Launch = 1 },
    ];

    static SpeedSample Probe(string time, int processor, double milliseconds) =>
        new() { Time = time, Step = "steady state", Next = "next", Processor = processor, CanaryMs = milliseconds };

    static List<SpeedSample> Probes() =>
    [
        Probe("2026-11-27T19:00:00.000Z", 0, 2.0), Probe("2026-11-27T19:00:00.000Z", 1, 1.0),
        Probe("2026-11-27T19:01:00.000Z", 0, 2.0), Probe("2026-11-27T19:01:00.000Z", 1, 1.0),
        Probe("2026-11-27T19:02:00.000Z", 0, 4.0), Probe("2026-11-27T19:02:00.000Z", 1, 1.1),
    ];

    [Fact]
    public void EachProcessIsSetAgainstTheOtherProcessesOfItsUnitOnTheRunsClock()
    {
        var speed = SpeedOverRun.Of(Probes(), Raw());

        // T has one process and nothing to be set against; first calls are not steady-state processes.
        Assert.Equal([(0.5, 1.0), (1.5, 1.5), (2.5, 1.0)], speed.Processes.Select(p => (Math.Round(p.Minutes, 6), Math.Round(p.Ratio, 9))));
        Assert.Contains("S net10.0 JIT process 2: 1.50x its unit", speed.Processes[1].Label);
        // Each processor against its own median: cpu0's 2, 2, 4 and cpu1's 1, 1, 1.1.
        Assert.Equal(["cpu0", "cpu1"], speed.Canary.Select(c => c.Processor));
        Assert.Equal([1.0, 1.0, 2.0], speed.Canary[0].Points.Select(p => p.Ratio));
        Assert.Equal([0.0, 1.0, 2.0], speed.Canary[0].Points.Select(p => p.Minutes));
        Assert.Equal([1.0, 1.0, 1.1], speed.Canary[1].Points.Select(p => Math.Round(p.Ratio, 9)));
        Assert.Equal("The orchestrator timed its canary 6 times between children, on cpu0 and cpu1; 1 of them 1.3x their processor's median or slower."
            + " 1 of 3 steady-state processes were 1.15x or more off the other processes of their unit.", speed.Describe());
    }

    [Fact]
    public void AFolderWithoutProbesOrProcessesHasNoSection()
    {
        var empty = SpeedOverRun.Of([], [Process("T", 1, "2026-11-27T19:03:00Z", 3.0, 1000)]);
        Assert.True(empty.IsEmpty);
        var rows = new List<ResultRow> { Process("T", 1, "2026-11-27T19:03:00Z", 3.0, 1000) with { Launch = null, Processes = 1 } };
        var page = new HtmlParser().ParseDocument(HtmlReport.Render(RunSummary.From(rows, "run", sides: new() { Speed = empty })));
        Assert.Null(page.QuerySelector("section[data-section='machine-speed']"));
    }

    [Fact]
    public void TheReportChartsTheCanaryPerProcessorAndTheProcessesWithTheirRatios()
    {
        var rows = new List<ResultRow> { Process("S", 1, "2026-11-27T19:00:30Z", 1.0, 1000) with { Launch = null, Processes = 3 } };
        var page = new HtmlParser().ParseDocument(HtmlReport.Render(RunSummary.From(rows, "run", sides: new() { Speed = SpeedOverRun.Of(Probes(), Raw()) })));

        var section = page.QuerySelector("section[data-section='machine-speed']")!;
        Assert.Contains("1 of 3 steady-state processes were 1.15x or more off", section.QuerySelector("p.note")!.TextContent);
        var series = section.QuerySelectorAll("svg[data-chart='machine-speed'] g.series")
            .ToDictionary(g => g.GetAttribute("data-series")!, g => g.QuerySelectorAll("circle").Select(c => double.Parse(c.GetAttribute("data-ratio")!, System.Globalization.CultureInfo.InvariantCulture)).ToList());
        Assert.Equal([1.0, 1.5, 1.0], series["steady-state process (÷ its unit's median)"]);
        Assert.Equal([1.0, 1.0, 2.0], series["canary, cpu0 (÷ its median)"]);
        Assert.Equal([1.0, 1.0, 1.1], series["canary, cpu1 (÷ its median)"]);
    }
}
