using System.Text.Json;
using SerializerTests.RunAll.Diagnosers;

namespace SerializerTests.Tests.RunAll;

/// <summary>One real first-call child of the host, traced the way -profile traces it, with a small gen0 budget so
/// that it collects garbage a few times (a GC count of 0 = 0 would prove nothing).</summary>
public sealed class TracedFirstCallChild : IAsyncLifetime
{
    public RunFolder Folder { get; private set; } = null!;
    public EventPipeProfiler Profiler { get; private set; } = null!;
    public Cell Cell { get; } = new(new RuntimeVariant("net10.0", Variant.Jit), TestKind.FirstCall, new("JsonNet"), 1);
    public IReadOnlyList<ResultRow> Rows { get; private set; } = [];
    public string Stderr { get; private set; } = "";

    public async Task InitializeAsync()
    {
        Folder = RunFolder.CreateNew(RunAllRun.NewOutputRoot(), new RunOptionsFile { Profile = true });
        Directory.CreateDirectory(Folder.TracesPath);
        Profiler = new EventPipeProfiler(Folder);
        var environment = new Dictionary<string, string>(Profiler.Environment(Cell)) { ["DOTNET_GCgen0size"] = "10000" };
        string host = Path.Combine(AppContext.BaseDirectory, OperatingSystem.IsWindows() ? "SerializerTests.exe" : "SerializerTests");
        var outcome = await ChildProcess.RunAsync(host, ["-test", "firstcall", "-serializer", "#JsonNet"], TimeSpan.FromMinutes(2), CancellationToken.None, environment);
        Rows = ResultCsv.Read(new StringReader(outcome.Stdout));
        Stderr = outcome.Stderr;
    }

    public Task DisposeAsync() => Task.CompletedTask;
}

public class TraceExtractionTests(TracedFirstCallChild child) : IClassFixture<TracedFirstCallChild>
{
    [Fact]
    public void ARealFirstCallTraceYieldsJitGcAndTheSerializersAssembly()
    {
        Assert.True(child.Rows.Count == 4, child.Stderr);
        var row = child.Rows[0];
        Assert.Equal(ResultStatus.Ok, row.Status);
        var details = child.Profiler.Extract(child.Cell, writeSideFiles: true);
        var metrics = details.Metrics;
        Assert.Null(metrics.Note);

        Assert.True(metrics.JitMethods > 0);
        Assert.InRange(metrics.FirstCallJitMethods!.Value, 1, metrics.JitMethods!.Value);
        Assert.Contains(details.FirstCallJitted, m => m.Name.StartsWith("Newtonsoft.Json.", StringComparison.Ordinal));

        // The trace's own GC events agree with what the runtime told the child.
        Assert.True(row.Gen0Collections > 0, "the small gen0 budget should have caused collections");
        Assert.Equal(row.Gen0Collections, metrics.ChildReportedGcCount);
        Assert.Equal(row.Gen0Collections, details.GcsBeforeMetrics);
        Assert.True(metrics.GcCount >= details.GcsBeforeMetrics);
        Assert.True(metrics.AllocatedMB > 0);

        Assert.Contains(details.Assemblies, a => a.StartsWith("Newtonsoft.Json,", StringComparison.Ordinal));
        Assert.Equal(details.Assemblies.Count, metrics.AssembliesLoaded);
        Assert.True(metrics.CpuSamples > 0);
        Assert.Equal("traces/net10.0-JIT_firstcall_JsonNet_launch1.nettrace", metrics.TraceFile);

        string trace = child.Profiler.TracePath(child.Cell);
        Assert.Equal(details.Assemblies, File.ReadAllLines(TraceExtractor.AssembliesPath(trace)));
        using var speedscope = JsonDocument.Parse(File.ReadAllText(TraceExtractor.SpeedscopePath(trace)));
        Assert.True(speedscope.RootElement.GetProperty("shared").GetProperty("frames").GetArrayLength() > 0);
        Assert.True(speedscope.RootElement.GetProperty("profiles").GetArrayLength() > 0);

        var annotated = metrics.ApplyTo(row);
        Assert.Equal(metrics.JitMethods, annotated.TraceJitMethods);
        Assert.Equal(metrics.FirstCallGcCount, annotated.TraceFirstCallGcCount);
    }

    [Fact]
    public void NativeAotTracesLeaveJitEmptyNotZero()
    {
        var aotCell = child.Cell with { Target = new RuntimeVariant("net10.0", Variant.NativeAot) };
        File.Copy(child.Profiler.TracePath(child.Cell), child.Profiler.TracePath(aotCell), overwrite: true);
        var metrics = child.Profiler.Extract(aotCell, writeSideFiles: false).Metrics;
        Assert.Null(metrics.JitMethods);
        Assert.Null(metrics.FirstCallJitMs);
        Assert.Null(metrics.CpuSamples);
        Assert.NotNull(metrics.GcCount);
        Assert.StartsWith("NativeAOT: no JIT", metrics.Note);
    }

    [Theory]
    [InlineData("truncated")]
    [InlineData("garbage")]
    [InlineData("missing")]
    public void ABrokenTraceGivesANoteAndNoNumbers(string damage)
    {
        var broken = child.Cell with { Serializer = new("Broken" + damage) };
        string path = child.Profiler.TracePath(broken);
        byte[] good = File.ReadAllBytes(child.Profiler.TracePath(child.Cell));
        if (damage == "truncated")
            File.WriteAllBytes(path, good[..(good.Length / 2)]);
        else if (damage == "garbage")
            File.WriteAllText(path, "not a trace");

        var metrics = child.Profiler.Extract(broken, writeSideFiles: true).Metrics;
        if (damage == "missing")
            Assert.Equal("no trace: the child wrote none", metrics.Note);
        else
            Assert.StartsWith("trace unreadable (truncated or corrupt; was the child killed?): ", metrics.Note);
        Assert.Null(metrics.JitMethods);
        Assert.Null(metrics.GcCount);
        Assert.Null(metrics.DurationMs);
        Assert.Null(metrics.CpuSamples);
    }
}
