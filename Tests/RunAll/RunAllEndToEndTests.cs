using SerializerTests.Tests.Faults;
using SerializerTests.Protocols;

namespace SerializerTests.Tests.RunAll;

[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class RunAllEndToEndTests
{
    static readonly string[] Serializers = ["BinaryWriter", "GoogleProtobuf"];
    static readonly int Launches = SerializerTests.RunAll.Planning.RunSettings.DefaultLaunches;

    [Fact]
    public async Task QuickRunOverEveryVariantWritesTheCombinedCsv()
    {
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter,#GoogleProtobuf", "--runtimes", "net10.0", "--out", RunAllRun.NewOutputRoot()], hostile: true);
        Assert.Equal(0, run.ExitCode);
        Assert.EndsWith("SerializationPerf_Combined_0.csv", run.CombinedCsv);
        Assert.Equal(ResultCsv.Header, File.ReadLines(run.CombinedCsv).First().Split('\t'));
        var rows = RunAllRun.Read(run.CombinedCsv);
        var environment = File.ReadAllText(Path.Combine(run.Folder, "environment.txt"));

        AssertFirstCalls(run, rows, environment);
        int processes = SerializerTests.RunAll.Planning.RunSettings.DefaultProcesses;
        var steady = AssertSteadyState(run, rows, processes);
        AssertHostile(run);
        AssertTimeTable(run, processes);
        AssertMachineSpeed(run, steady, processes);
        await AssertComparedWithItselfAsync(run, rows, processes);
        await AssertReportAsync(run, rows, processes);
    }

    /// <summary>A first-call row per child and root type in every variant, pooled over its launches.</summary>
    static void AssertFirstCalls(RunAllRun run, IReadOnlyList<ResultRow> rows, string environment)
    {
        foreach (var variant in new[] { "JIT", "ReadyToRun", "NativeAOT" })
        {
            var variantRows = rows.Where(r => r.Variant == variant && r.Test == "firstcall").ToList();
            // Every variant builds here (RunAll installs NativeAOT's clang and zlib itself); a build failure's rows: BuildFailureTests.
            Assert.True(Available(environment, variant), $"{variant} did not build: {environment}");
            foreach (var serializer in Serializers)
            {
                var firstCall = variantRows.Where(r => r.Serializer == serializer).ToList();
                Assert.Equal(SerializerTests.TypesToSerialize.Datasets.Datasets.BookShelf.FirstCallTypes.Select(t => t.Name), firstCall.Select(r => r.RootType));
                Assert.All(firstCall, r =>
                {
                    Assert.Equal(ResultStatus.Ok, r.Status);
                    // One row per child and root type: the median of its launches, their times beside it, and its interval.
                    Assert.Equal((Launches, (int?)null), (r.Processes, r.Launch));
                    var launches = r.SerializeSamples!;
                    Assert.Equal(Launches, launches.Count);
                    Assert.Equal(SerializerTests.Measurement.SampleSummary.MedianOf(launches), r.SerializeSeconds!.Value, 6);
                    Assert.NotNull(r.SerializeIntervalPercent);
                    Assert.NotNull(r.DeserializeIntervalPercent);
                    Assert.True(r.SerializeSeconds > 0 && r.DeserializeSeconds > 0);
                    Assert.True(r.TimeToMainMs > 0, "time to main");
                    Assert.True(r.ProcessWallMs >= r.TimeToMainMs, "wall time covers time to main");
                });
            }
            var raw = RunAllRun.Read(Path.Combine(run.Folder, "raw", $"SerializationPerf_net10.0-{variant}_0.csv"));
            Assert.Equal(Enumerable.Range(1, Launches), raw.Where(r => r.Test == "firstcall" && r.Serializer == "BinaryWriter").Select(r => r.Launch!.Value).Distinct().Order());
        }

    }

    /// <summary>The steady state in JIT alone, each row pooling its unit's processes, the processes in raw/.</summary>
    static List<ResultRow> AssertSteadyState(RunAllRun run, IReadOnlyList<ResultRow> rows, int processes)
    {
        var steady = rows.Where(r => r.Test == "combined").ToList();
        Assert.All(steady, r => Assert.Equal("JIT", r.Variant));
        foreach (var serializer in Serializers)
            Assert.Equal([1, 10, 1000], steady.Where(r => r.Serializer == serializer && r.Status == ResultStatus.Ok).Select(r => r.Objects));
        // Every steady row pools its unit's processes and says how far a rerun may move its medians; its runs are beside it.
        Assert.All(steady.Where(r => r.Status == ResultStatus.Ok), r =>
        {
            Assert.Equal((processes, (int?)null), (r.Processes, r.Launch));
            Assert.NotNull(r.SerializeIntervalPercent);
            Assert.NotNull(r.DeserializeIntervalPercent);
            Assert.Equal(r.SerializeRuns - processes, r.SerializeSamples!.Count);
            // The message's compressed sizes, from the unit's first process.
            Assert.True(r.GZipBytes > 0 && r.BrotliBytes > 0, $"{r.Serializer} N = {r.Objects}: compressed sizes");
        });

        var rawSteady = RunAllRun.Read(Path.Combine(run.Folder, "raw", "SerializationPerf_net10.0-JIT_0.csv")).Where(r => r.Test == "combined").ToList();
        Assert.Equal(processes * steady.Count, rawSteady.Count);
        Assert.Equal(Enumerable.Range(1, processes), rawSteady.Select(r => r.Launch!.Value).Distinct().Order());

        return steady;
    }

    static void AssertHostile(RunAllRun run)
    {
        // Hostile input is part of the run: --quick measures the first dataset, each serializer in its default setting.
        var hostile = TsvFile.Read<HostileRow>(Path.Combine(run.Folder, RunFolder.Files.Hostile));
        Assert.Equal(Serializers, hostile.Select(r => r.Serializer.ToString()).Distinct().Order(StringComparer.Ordinal));
        Assert.All(hostile, r => Assert.Equal(("bookshelf", "default"), (r.Dataset, r.Setting)));
        Assert.All(Serializers, s => Assert.Contains(hostile, r => r.Serializer == s && r.Case > 0));
        Assert.Equal(Serializers, TsvFile.Read<SerializerTests.RunAll.Hostile.HostileSummaryRow>(
            Path.Combine(run.Folder, RunFolder.Files.HostileSummary)).Select(r => r.Serializer).Order(StringComparer.Ordinal));
    }

    /// <summary>The machine's speed: a probe on each processor before every steady-state process, its line in console.log, and every
    /// steady-state row's own canary and processors.</summary>
    static void AssertMachineSpeed(RunAllRun run, IReadOnlyList<ResultRow> steady, int processes)
    {
        var samples = TsvFile.Read<SerializerTests.RunAll.MachineSpeed.SpeedSample>(Path.Combine(run.Folder, "machine-speed.tsv"));
        var steadyProbes = samples.Where(s => s.Step == "steady state").ToList();
        // Every steady-state process is preceded by a probe.
        Assert.Equal(Serializers.Length * processes, steadyProbes.Select(s => s.Next).Distinct().Count());
        Assert.Contains(samples, s => s.Step == "first-call launches");
        Assert.All(samples, s => Assert.True(s.CanaryMs > 0));
        if (OperatingSystem.IsLinux())
            Assert.All(steadyProbes.GroupBy(s => s.Time), probe => Assert.Equal(Enumerable.Range(0, Environment.ProcessorCount), probe.Select(s => s.Processor!.Value)));
        Assert.Contains(run.Lines, l => l.StartsWith("Machine speed during steady state: canary median ", StringComparison.Ordinal));
        var environment = File.ReadAllText(Path.Combine(run.Folder, "environment.txt"));
        Assert.Contains("Machine speed during first-call launches: canary median ", environment);
        // The floor was counted at the speed a launch showed at the start, and both the console and environment.txt say what it was.
        string start = Assert.Single(run.Lines, l => l.StartsWith("Machine speed at the start: a .NET process's launch took ", StringComparison.Ordinal));
        Assert.Contains(start, environment);
        Assert.All(steady.Where(r => r.Status == ResultStatus.Ok), r =>
        {
            Assert.True(r.CanaryMs > 0, $"{r.Serializer} N = {r.Objects}: canary");
            Assert.True(r.CanarySamples!.Count >= 2 * processes, r.CanarySamples?.ToString());
            if (OperatingSystem.IsLinux())
                Assert.NotNull(r.TimedRunProcessors);
        });
    }

    static void AssertTimeTable(RunAllRun run, int processes)
    {
        Assert.Contains(run.Lines, l => l.StartsWith("Budget: ", StringComparison.Ordinal) && l.Contains("; floor "));
        // The run ends with where its time went: a line per step, the children counted by kind.
        int timeTable = run.Lines.ToList().IndexOf("Where the time went (wall clock):");
        Assert.True(timeTable > 0, run.Output);
        var phases = run.Lines.Skip(timeTable + 1).Take(13).Select(l => l.Split("  ", StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)).ToList();
        Assert.Equal(["building", "versioning", "hostile input", "footprint", "quiet and warm-up", "first-call launches", "steady state", "until decided", "export", "analysing", "report", "other", "total"], phases.Select(p => p[0]));
        // A --quick run leaves the NativeAOT footprint out and says why.
        Assert.Equal("--quick", phases[3][^1]);
        Assert.Equal($"{Serializers.Length * 3 * Launches} children", phases[5][^1]);
        Assert.Equal($"{Serializers.Length * processes} children", phases[6][^1]);
        Assert.Contains(run.Lines, l => l.StartsWith("File cache warmed for 3 variants: ", StringComparison.Ordinal));

    }

    static async Task AssertComparedWithItselfAsync(RunAllRun run, IReadOnlyList<ResultRow> rows, int processes)
    {
        // A real run compared with itself: every measured cell pairs, every ratio is exactly 1, nothing changed.
        var compare = await RunAllRun.InProcess(["compare", run.Folder, run.Folder]);
        Assert.Equal(0, compare.ExitCode);
        int measured = rows.Where(r => r.Status == ResultStatus.Ok).Sum(r => (r.SerializeSeconds > 0 ? 1 : 0) + (r.DeserializeSeconds > 0 ? 1 : 0));
        Assert.Contains(compare.Lines, l => l.StartsWith($"{measured} cells paired; noise threshold ±5%: 0 faster, 0 slower, {measured} unchanged", StringComparison.Ordinal));
        Assert.Contains(compare.Lines, l => l.StartsWith("run-wide shift in the steady state: B as a whole ran as fast as A (B/A 1.000, 95% interval 1.000–1.000", StringComparison.Ordinal));
        // Compared with itself every interval holds its own median, the first calls' too.
        Assert.Contains(compare.Lines, l => l.StartsWith("coverage: ", StringComparison.Ordinal) && l.Contains("(100%)"));
        Assert.Contains(compare.Lines, l => l.StartsWith("machine: B's machine ran as fast as A (canary B/A 1.000, 95% interval 1.000–1.000", StringComparison.Ordinal)
            && l.EndsWith("the steady state's shift follows the machine's: the hour, not the code", StringComparison.Ordinal));
        foreach (var variant in new[] { "JIT", "ReadyToRun", "NativeAOT" })
        {
            int cells = 2 * rows.Count(r => r.Test == "firstcall" && r.Variant == variant && r.Status == ResultStatus.Ok);
            Assert.Contains($"first call {variant}: {cells} of {cells} cells within ±10% (100%), after the shift {cells} of {cells} (100%); "
                + $"coverage {2 * cells} of {2 * cells} (100%", compare.Output);
        }
        var ratios = compare.Lines.Where(l => l.StartsWith("firstcall", StringComparison.Ordinal) || l.StartsWith("combined", StringComparison.Ordinal))
            .Select(l => l.Split(' ', StringSplitOptions.RemoveEmptyEntries)[^1]).ToList();
        Assert.Equal(measured, ratios.Count);
        Assert.All(ratios, ratio => Assert.Equal("1.000", ratio));
        Assert.True(File.Exists(Path.Combine(run.Folder, $"compare-{Path.GetFileName(run.Folder)}.md")));
        // Compared with itself no order claim is reversed; re-pooled from raw/ over fewer processes the same holds, and more
        // processes than the run had is refused with the reason.
        Assert.Contains(compare.Lines, l => l.StartsWith("order claims: resolving power ", StringComparison.Ordinal) && l.Contains("contradiction rate 0.0% (0 of those"));
        var fewer = await RunAllRun.InProcess(["compare", run.Folder, run.Folder, "--processes", $"{processes - 1}"]);
        Assert.Equal(0, fewer.ExitCode);
        Assert.Contains($"steady state: the first {processes - 1} processes of each unit pooled (--processes {processes - 1})", fewer.Lines);
        var more = await RunAllRun.InProcess(["compare", run.Folder, run.Folder, "--processes", $"{processes + 1}"]);
        Assert.Equal(2, more.ExitCode);
        Assert.Contains($"has steady-state units with only {processes} processes", more.Error);

    }

    /// <summary>The run wrote its report; it parses, shows this run's serializers, and `report` rewrites it.</summary>
    static async Task AssertReportAsync(RunAllRun run, IReadOnlyList<ResultRow> rows, int processes)
    {
        string html = Path.Combine(run.Folder, "report.html");
        Assert.Contains($"Report: {html}", run.Lines);
        var page = new AngleSharp.Html.Parser.HtmlParser().ParseDocument(File.ReadAllText(html));
        Assert.Equal(["matrix", "views", "pareto", "time", "size", "scaling", "first-call", "machine-speed", "serializers"],
            page.QuerySelectorAll("section").Select(s => s.GetAttribute("data-section")));
        // The machine's speed: the canary on every processor, and every steady-state process against its unit.
        var speed = page.QuerySelectorAll("svg[data-chart='machine-speed'] g.series").ToDictionary(g => g.GetAttribute("data-series")!, g => g.QuerySelectorAll("circle").Length);
        Assert.Equal(Serializers.Length * processes, speed["steady-state process (÷ its unit's median)"]);
        if (OperatingSystem.IsLinux())
            Assert.Equal(Environment.ProcessorCount + 1, speed.Count);
        Assert.Equal(Serializers, page.QuerySelectorAll("svg[data-chart='scaling-serialize'] g.series").Select(g => g.GetAttribute("data-series")));
        Assert.Equal(Serializers.Length, page.QuerySelectorAll("table[data-table='serializers'] tbody tr").Length);
        var variants = rows.Where(r => r.Test == "firstcall" && r.Status == ResultStatus.Ok).Select(r => r.Variant).Distinct().Count();
        Assert.Equal(variants, page.QuerySelectorAll("svg[data-chart='first-call'] g.series").Length);
        // Every first-call bar carries its interval's whisker: a cost pooled over the launches.
        Assert.All(page.QuerySelectorAll("svg[data-chart='first-call'] g.series"), series =>
            Assert.Equal(series.QuerySelectorAll("rect").Length, series.QuerySelectorAll("g.interval").Length));
        Assert.Contains("## Fastest serialize", File.ReadAllText(Path.Combine(run.Folder, "summary.md")));
        using (var workbook = DocumentFormat.OpenXml.Packaging.SpreadsheetDocument.Open(Path.Combine(run.Folder, "SerializationPerf_Combined_0.xlsx"), false))
            Assert.Equal(rows.Count + 1, workbook.WorkbookPart!.WorksheetParts.Single(w => w.TableDefinitionParts.Any()).Worksheet.Descendants<DocumentFormat.OpenXml.Spreadsheet.Row>().Count());

        File.Delete(html);
        var report = await RunAllRun.InProcess(["report", run.Folder, "--N", "10"]);
        Assert.True(report.ExitCode == 0, report.Error);
        // The run's analysis was judged at its largest N; a report at another N judges its own and says so first.
        Assert.Equal(SerializerTests.RunAll.Summaries.AnalysisFile.Recomputed("judged at N = 1,000, the report's N is 10"), report.Lines[0]);
        Assert.Equal(html, report.Lines[1]);
        Assert.Contains("time at N = 10", File.ReadAllText(html));

        if (!HeadlessChromium.ShouldCheck)
            return;
        string png = Path.Combine(run.Folder, "report.png");
        Assert.Empty(await HeadlessChromium.ScreenshotAsync(html, png));
        Assert.True(new FileInfo(png).Length > 10_000, "a screenshot with content");
    }

    static bool Available(string environment, string variant) =>
        environment.Contains($"Build net10.0 {variant}: ok") || environment.Contains($"Build net10.0 {variant}: reused");

    /// <summary>A quick JIT-only run of <paramref name="serializers"/> with the fault adapters added, three runs and one
    /// launch and process per child, plus <paramref name="options"/>: the run, which succeeded, and its combined rows.</summary>
    static async Task<(RunAllRun Run, IReadOnlyList<ResultRow> Rows)> QuickFaultRun(string serializers, params string[] options)
    {
        var run = await RunAllRun.AsProcess(
            ["--quick", "--runs", "3", "--precision", "0", "--serializers", serializers, "--runtimes", "net10.0", "--variants", "jit",
             "--launches", "1", "--processes", "1", .. options, .. FaultFiles.Arguments, "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        return (run, RunAllRun.Read(run.CombinedCsv));
    }

    [Fact]
    public async Task CrashingHangingAndGarbageChildrenBecomeRowsWhileTheOthersSucceed()
    {
        // The healthy child must finish inside the timeout that ends the hanging one, on the slowest minute of a shared 2-core VM
        // too: --precision 0 stops at three runs (1–3 s a child here), and 30 s leave room for a 4x slow spell; each hanging
        // child costs the test those 30 s.
        var (run, rows) = await QuickFaultRun("#FaultCrash,#FaultHang,#FaultGarbage,#BinaryWriter", "--timeout", "30");

        var crash = rows.Where(r => r.Serializer == "FaultCrash").ToList();
        Assert.NotEmpty(crash);
        Assert.All(crash, r => Assert.Equal(ResultStatus.Failed, r.Status));
        Assert.Contains(crash, r => r.Error!.Contains("exited with code") && r.Error.Contains("fault injection: crash"));

        var hang = rows.Where(r => r.Serializer == "FaultHang").ToList();
        Assert.Equal(4 + 3, hang.Count); // four first-call types, three counts
        Assert.All(hang, r => Assert.Equal(ResultStatus.Timeout, r.Status));
        Assert.All(hang, r => Assert.Contains("timed out after 30 s", r.Error));

        var garbage = rows.Where(r => r.Serializer == "FaultGarbage").ToList();
        Assert.NotEmpty(garbage);
        Assert.All(garbage, r => Assert.Equal(ResultStatus.Failed, r.Status));
        Assert.Contains(garbage, r => r.Error!.Contains("unreadable output"));

        Assert.All(rows.Where(r => r.Serializer == "BinaryWriter"), r => Assert.Equal(ResultStatus.Ok, r.Status));
        Assert.Equal(4 + 3, rows.Count(r => r.Serializer == "BinaryWriter"));

        // The versioning protocol's children die the same three ways (on their first serialize): a failed row for each change and
        // direction they owed, saying why.
        var versioning = TsvFile.Read<VersioningRow>(Path.Combine(run.Folder, RunFolder.Files.Versioning));
        var cases = SerializerTests.TypesToSerialize.Versioning.VersionChanges.All
            .SelectMany(c => new[] { (c.Name, VersioningProtocol.OldToNew), (c.Name, VersioningProtocol.NewToOld) }).ToList();
        foreach (var (fault, why) in new[] { ("FaultCrash", "exited with code"), ("FaultGarbage", "unreadable output"), ("FaultHang", "timed out after") })
        {
            var owed = versioning.Where(r => r.Serializer == fault).ToList();
            Assert.Equal(cases, owed.Select(r => (r.Change, r.Direction)));
            Assert.All(owed, r => Assert.Equal(SerializerTests.Versioning.VersioningOutcome.Failed, r.Outcome));
            Assert.All(owed, r => Assert.StartsWith(why, r.Detail));
        }
    }

    [Fact]
    public async Task ConsoleOutputCostsNoRowAndAChildThatExitsEarlyOwesFailedRows()
    {
        var (_, rows) = await QuickFaultRun("#FaultChatter,#FaultShort", "--N", "1,30000");

        // A library line on stdout before the first row: the rows travel in their own file, so every row is kept, all of them ok.
        var chatter = rows.Where(r => r.Serializer == "FaultChatter").ToList();
        Assert.Equal(4 + 2, chatter.Count);
        Assert.All(chatter, r => Assert.Equal(ResultStatus.Ok, r.Status));

        // Exit 0 when asked for ten books or more: N = 1 (a group of its own, MeasurementPolicy.InterleavedGroups) is measured and
        // kept, N = 30,000 is a failed row that says why.
        var steady = rows.Where(r => r.Serializer == "FaultShort" && r.Test == "combined").OrderBy(r => r.Objects).ToList();
        Assert.Equal([(1, ResultStatus.Ok), (30000, ResultStatus.Failed)], steady.Select(r => (r.Objects, r.Status)));
        Assert.All(steady.Skip(1), r => Assert.Equal("exited 0 without printing this row", r.Error));
    }

    [Fact]
    public async Task ResumeRunsOnlyTheMissingCells()
    {
        var first = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter,#GoogleProtobuf", "--runtimes", "net10.0", "--variants", "jit", "--launches", "2", "--out", RunAllRun.NewOutputRoot()]);
        Assert.Equal(0, first.ExitCode);
        var cells = Directory.GetFiles(Path.Combine(first.Folder, "cells"));
        Assert.Equal(2 * 2 + 2 * SerializerTests.RunAll.Planning.RunSettings.DefaultProcesses, cells.Length);
        var lost = cells.Where(c => c.Contains("GoogleProtobuf")).ToList();
        var kept = cells.Except(lost).ToDictionary(c => c, File.GetLastWriteTimeUtc);
        lost.ForEach(File.Delete);
        File.Delete(first.CombinedCsv);

        var resumed = await RunAllRun.InProcess(["--resume", first.Folder]);
        Assert.Equal(0, resumed.ExitCode);
        Assert.Contains($"Resuming: {kept.Count} of {cells.Length} cells already done.", resumed.Lines);
        Assert.Contains($"Running {lost.Count(c => c.Contains("firstcall"))} first-call launches (4 in the plan) …", resumed.Lines);
        Assert.Contains($"Running {lost.Count(c => c.Contains("combined"))} steady-state processes ({2 * SerializerTests.RunAll.Planning.RunSettings.DefaultProcesses} in the plan) …", resumed.Lines);
        Assert.All(kept, c => Assert.Equal(c.Value, File.GetLastWriteTimeUtc(c.Key)));
        Assert.Equal(first.CombinedCsv, resumed.CombinedCsv);
        // The first run built (or reused) the JIT variant from these very inputs: the resumed one does not build it again.
        Assert.Contains("net10.0 JIT: reused: built earlier from the same inputs (--rebuild builds it again)", resumed.Lines);
        Assert.Contains("Build net10.0 JIT: reused [inputs sha256 ", File.ReadAllText(Path.Combine(first.Folder, "environment.txt")));
        var rows = RunAllRun.Read(resumed.CombinedCsv);
        Assert.Equal(2 * (4 + 3), rows.Count);
        Assert.All(rows, r => Assert.Equal(ResultStatus.Ok, r.Status));
    }

    [Fact]
    public async Task ABudgetBelowTheFloorIsOneLineBeforeAnythingIsBuiltOrWritten()
    {
        string root = RunAllRun.NewOutputRoot();
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter", "--runtimes", "net10.0", "--budget", "0.1", "--out", root]);
        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("RunAll: error: --budget 0.1: below this run's floor of ", line);
        Assert.Contains($"{3 * Launches} first-call launches", line);
        Assert.Empty(Directory.EnumerateFileSystemEntries(root));
    }

    [Fact]
    public async Task AnInterruptedRunMergesWhatItHasAndSaysHowToContinue()
    {
        using var cancelled = new CancellationTokenSource();
        cancelled.Cancel();
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter", "--runtimes", "net10.0", "--variants", "jit", "--out", RunAllRun.NewOutputRoot()], cancelled.Token);
        Assert.Equal(130, run.ExitCode);
        Assert.Contains(run.Lines, l => l.StartsWith($"Interrupted: 0 of {Launches + SerializerTests.RunAll.Planning.RunSettings.DefaultProcesses} cells done and merged. Continue with: RunAll --resume", StringComparison.Ordinal));
        Assert.True(File.Exists(run.CombinedCsv));
    }
}
