using SerializerTests.Tests.Faults;
using SerializerTests.RunAll.Diagnosers;

namespace SerializerTests.Tests.RunAll;

[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class ProfiledRunTests
{
    [Fact]
    public async Task ProfiledRunTracesEveryLaunchAndAnalyzePrintsItsTables()
    {
        // --runs 3 --precision 0: the healthy children must finish inside the timeout that ends the hanging one, slow spells
        // of this shared VM included (BinaryWriter's traced combined child: 3.1 s with 3 runs; 30 s leave room for 4x and more).
        var run = await RunAllRun.AsProcess(
            ["-profile", "--quick", "--runs", "3", "--precision", "0", "--serializers", "#BinaryWriter,#JsonNet,#FaultHang,#Jil", "--runtimes", "net10.0", "--variants", "jit",
             "--launches", "1", "--processes", "1", "--N", "10", "--timeout", "30", .. FaultFiles.Arguments, "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        var rows = RunAllRun.Read(run.CombinedCsv);

        var measured = rows.Where(r => r.Serializer.Adapter is "BinaryWriter" or "JsonNet").ToList();
        Assert.Equal(2 * (4 + 1), measured.Count);
        Assert.All(measured, r =>
        {
            Assert.Equal(ResultStatus.Ok, r.Status);
            Assert.Equal($"traces/net10.0-JIT_{r.Test}_{r.Serializer}_launch1.nettrace", r.TraceFile);
            Assert.True(string.IsNullOrEmpty(r.TraceNote), r.TraceNote);
            Assert.True(r.TraceDurationMs > 0 && r.TraceJitMethods > 0 && r.TraceGcCount >= 0 && r.TraceAssembliesLoaded > 0);
        });
        Assert.All(measured.Where(r => r.Test == "firstcall"), r => Assert.True(r.TraceFirstCallJitMethods > 0));
        Assert.All(measured.Where(r => r.Test == "combined"), r => Assert.True(r.TraceInducedGcs > 0, "the steady-state loop forces GCs"));

        AssertNotTraced(rows);
        string traces = Path.Combine(run.Folder, "traces");
        Assert.Equal(6, Directory.GetFiles(traces, "*.nettrace").Length);
        Assert.Equal(4, Directory.GetFiles(traces, "*.speedscope.json").Length);
        var summary = TsvFile.Read<TraceMetrics>(Path.Combine(traces, "TraceSummary.csv"));
        Assert.Equal(6, summary.Count);

        await AssertAnalyzeAsync(run, rows);

        // Damaged traces (empty, cut in half, binary noise, another kind of file): each is one line naming its cell, and the
        // command goes on; a trace cut short is what a killed child leaves, so it is a note, not the end of the analysis.
        string Trace(string test, string serializer) => Path.Combine(traces, $"net10.0-JIT_{test}_{serializer}_launch1.nettrace");
        byte[] whole = File.ReadAllBytes(Trace("combined", "BinaryWriter"));
        File.WriteAllBytes(Trace("firstcall", "BinaryWriter"), []);
        File.WriteAllBytes(Trace("combined", "BinaryWriter"), whole[..(whole.Length / 2)]);
        File.WriteAllBytes(Trace("firstcall", "JsonNet"), [0x00, 0xFF, 0x13, 0x37, 0x00, 0x42]);
        File.WriteAllText(Trace("combined", "JsonNet"), "{\"not\": \"a trace\"}\n");
        var damaged = await RunAllRun.AsProcess(["analyze", run.Folder]);
        Assert.True(damaged.ExitCode == 0, damaged.Error + damaged.Output);
        foreach (var cell in new[] { "firstcall BinaryWriter", "combined BinaryWriter", "firstcall JsonNet", "combined JsonNet" })
            Assert.Single(damaged.Lines, l => l.StartsWith("net10.0 JIT " + cell, StringComparison.Ordinal) && l.Contains("trace unreadable"));
    }

    /// <summary>The child killed on timeout left a truncated trace (a note, no numbers, the run carried on); an unavailable serializer has none.</summary>
    static void AssertNotTraced(IReadOnlyList<ResultRow> rows)
    {
        // The child killed on timeout left a truncated trace: a note, no numbers, the run carried on.
        var hung = rows.Where(r => r.Serializer == "FaultHang").ToList();
        Assert.NotEmpty(hung);
        Assert.All(hung, r =>
        {
            Assert.Equal(ResultStatus.Timeout, r.Status);
            Assert.StartsWith("trace unreadable", r.TraceNote);
            Assert.Null(r.TraceJitMethods);
        });

        var unavailable = rows.Where(r => r.Serializer == "Jil").ToList();
        Assert.Equal(2, unavailable.Count);
        Assert.All(unavailable, r =>
        {
            Assert.Equal(ResultStatus.Unsupported, r.Status);
            Assert.Contains("not available here: package Jil", r.Error);
            Assert.True(string.IsNullOrEmpty(r.TraceFile));
        });

    }

    /// <summary><c>analyze</c> prints its tables and writes its files from the run's traces.</summary>
    static async Task AssertAnalyzeAsync(RunAllRun run, IReadOnlyList<ResultRow> rows)
    {
        var analyze = await RunAllRun.AsProcess(["analyze", run.Folder]);
        Assert.True(analyze.ExitCode == 0, analyze.Error + analyze.Output);
        Assert.Contains("net10.0 JIT: first call (launch 1), from the trace", analyze.Output);
        Assert.Contains("Exceptions thrown", analyze.Output);
        Assert.Contains("Where the CPU goes", analyze.Output);
        Assert.Contains(analyze.Lines, l => l.Contains("FaultHang") && l.Contains("trace unreadable"));

        string analysis = Path.Combine(run.Folder, "analysis");
        var assemblies = File.ReadAllLines(Path.Combine(analysis, "assemblies.csv"));
        Assert.Equal("Runtime\tVariant\tSerializer\tAssembly\tLoadedByAll", assemblies[0]);
        Assert.Contains(assemblies, l => l.Split('\t') is ["net10.0", "JIT", "JsonNet", "Newtonsoft.Json", var all] && !bool.Parse(all));
        Assert.DoesNotContain(assemblies, l => l.Contains("\tBinaryWriter\tNewtonsoft.Json\t"));
        Assert.Contains(File.ReadLines(Path.Combine(analysis, "firstcall-jit.csv")), l => l.StartsWith("net10.0\tJIT\tJsonNet\tNewtonsoft.Json.", StringComparison.Ordinal));
        Assert.True(File.ReadAllLines(Path.Combine(analysis, "cpu-samples.csv")).Length > 1);
        Assert.True(File.Exists(Path.Combine(analysis, "exceptions.csv")));
        Assert.Equal(rows.Count, RunAllRun.Read(run.CombinedCsv).Count);
    }
}
