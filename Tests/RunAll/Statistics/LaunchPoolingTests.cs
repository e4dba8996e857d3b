using SerializerTests.RunAll.Exporters;

namespace SerializerTests.Tests.RunAll;

public class LaunchPoolingTests
{
    static ResultRow Launch(int launch, double serializeMs, double deserializeMs, string rootType = "BookShelf") => new()
    {
        Serializer = new("A"), Objects = 1, Test = TestKind.FirstCall.Name(), Runtime = "net10.0", Variant = "JIT", RootType = rootType, Status = ResultStatus.Ok,
        Launch = launch, Runs = 1, SerializeSeconds = serializeMs / 1000, SerializeFirstSeconds = serializeMs / 1000, DeserializeSeconds = deserializeMs / 1000,
        DeserializeFirstSeconds = deserializeMs / 1000, ProcessWallMs = 100 + launch, TimeToMainMs = 40 + launch, JitMethods = 1000 + launch, JitMs = launch,
        TraceFile = $"launch{launch}.nettrace",
    };

    [Fact]
    public void TheRowIsTheMedianOfTheLaunchesWithTheirTimesAndAnIntervalFromTheirSpread()
    {
        // Serialize 10, 12, 11, 30, 13 ms: median 12, min 10; mean 15.2, SD √(278.8/4) = 8.3487, t(0.975, 4) = 2.7764,
        // half-width 2.7764 · 8.3487 / √5 = 10.366 ms around the median 12 → 86.38%.
        double[] serialize = [10, 12, 11, 30, 13], deserialize = [5, 5, 6, 5, 4];
        var pooled = LaunchPooling.Pool([.. serialize.Select((s, i) => Launch(i + 1, s, deserialize[i]))]);

        Assert.Equal((ResultStatus.Ok, 5, (int?)null), (pooled.Status, pooled.Processes, pooled.Launch));
        Assert.Equal((0.012, 0.012, 0.012, 0.010), (pooled.SerializeSeconds!.Value, pooled.SerializeMedianSeconds!.Value, pooled.SerializeFirstSeconds!.Value, pooled.SerializeMinSeconds!.Value));
        Assert.Equal(86.38, pooled.SerializeIntervalPercent!.Value, 1);
        Assert.Equal((MedianEstimate.Launches, MedianEstimate.Launches), (pooled.SerializeMedianOf, pooled.DeserializeMedianOf));
        Assert.Equal(0.005, pooled.DeserializeSeconds!.Value, 12);
        Assert.Equal([.. serialize.Select(s => s / 1000)], pooled.SerializeSamples!);
        Assert.Equal([.. deserialize.Select(s => s / 1000)], pooled.DeserializeSamples!);
        // The process columns are the launches' medians; the trace columns those of the median launch (totals 15, 17, 17, 35, 17: launch 2, 3 or 5).
        Assert.Equal((103.0, 43.0, 1003L), (pooled.ProcessWallMs!.Value, pooled.TimeToMainMs!.Value, pooled.JitMethods!.Value));
        Assert.Contains(pooled.TraceFile, new[] { "launch2.nettrace", "launch3.nettrace", "launch5.nettrace" });
    }

    [Fact]
    public void OneFailedLaunchFailsTheRowAndSaysWhichLaunch()
    {
        var crashed = new ResultRow { Serializer = new("A"), Test = "firstcall", RootType = "BookShelf", Launch = 2, Status = ResultStatus.Failed, Error = "exited with code 134" };
        var pooled = LaunchPooling.Pool([Launch(1, 10, 5), crashed, Launch(3, 11, 5)]);
        Assert.Equal((ResultStatus.Failed, "launch 2 of 3: exited with code 134", 3, (int?)null), (pooled.Status, pooled.Error, pooled.Processes, pooled.Launch));
        Assert.Null(pooled.SerializeSeconds);
    }

    [Fact]
    public void UnsupportedInEveryLaunchStaysUnsupported()
    {
        var unsupported = Enumerable.Range(1, 3).Select(l => new ResultRow { Serializer = new("A"), Test = "firstcall", Launch = l, Status = ResultStatus.Unsupported, Error = "no package" }).ToList();
        var pooled = LaunchPooling.Pool(unsupported);
        Assert.Equal((ResultStatus.Unsupported, "no package", 3), (pooled.Status, pooled.Error, pooled.Processes));
    }

    [Fact]
    public void AnIntervalForATotalComesFromEachLaunchsOwnTotal()
    {
        // Two types, three launches: totals 10+5+1+1 = 17, 12+5+2+1 = 20, 14+5+3+1 = 23; SD 3, t(0.975, 2) = 4.3027,
        // half-width 4.3027 · 3 / √3 = 7.4525 around a center of 20 → 37.26%.
        var book = LaunchPooling.Pool([Launch(1, 10, 5), Launch(2, 12, 5), Launch(3, 14, 5)]);
        var large = LaunchPooling.Pool([Launch(1, 1, 1, "Large"), Launch(2, 2, 1, "Large"), Launch(3, 3, 1, "Large")]);
        Assert.Equal(37.26, LaunchPooling.IntervalPercentOfTotal([book, large], 0.020)!.Value, 1);
        Assert.Null(LaunchPooling.IntervalPercentOfTotal([book, Launch(1, 1, 1, "Large")], 0.020));
    }

    [Fact]
    public void TheCombinedCsvHasOneFirstCallRowPerChildAndRootTypeAndACrashedLaunchOwesExactlyItsFailedRows()
    {
        var saved = new RunOptionsFile { Quick = true, Launches = 3, Processes = 1, Counts = [1] };
        var folder = RunFolder.CreateNew(TempFolders.New("launches-"), saved);
        var options = saved.ToSettings();
        var target = new RuntimeVariant("net10.0", Variant.Jit);
        var plan = RunPlan.Cells(options, [target], ["A"]).Where(c => c.Test == TestKind.FirstCall).ToList();
        string[] types = ["BookShelf", "Large"];
        foreach (var cell in plan)
        {
            // Launch 2 died after its first type: its row for Large is the failed one CellRunner makes for what was owed.
            var rows = types.Select((t, i) => cell.Launch == 2 && i == 1
                ? new ResultRow { Serializer = new("A"), Objects = 1, Test = "firstcall", Runtime = "net10.0", Variant = "JIT", RootType = t, Launch = 2, Status = ResultStatus.Failed, Error = "exited with code 134" }
                : Launch(cell.Launch, 10 + cell.Launch, 5, t)).ToList();
            folder.SaveCell(cell, rows);
        }

        var export = CombinedCsvExporter.Export(folder, plan, options);
        var combined = export.Rows;

        Assert.Equal(types, combined.Select(r => r.RootType));
        Assert.Equal((ResultStatus.Ok, 3, 0.012), (combined[0].Status, combined[0].Processes!.Value, combined[0].SerializeSeconds!.Value));
        Assert.Equal((ResultStatus.Failed, "launch 2 of 3: exited with code 134"), (combined[1].Status, combined[1].Error));
        var raw = ResultCsv.ReadFile(Path.Combine(folder.RawPath, "SerializationPerf_net10.0-JIT_0.csv"));
        Assert.Equal(3 * types.Length, raw.Count(r => r.Test == "firstcall"));
        // The analysis step judges the rows in memory; a report later judges those it reads back: the same rows.
        Assert.Equal(RunFolder.ReadRaw(folder.Path), export.Raw);
    }
}
