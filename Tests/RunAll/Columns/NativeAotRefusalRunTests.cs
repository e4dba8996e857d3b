using SerializerTests.Protocols;
using SerializerTests.RunAll.Versioning;
using SerializerTests.Versioning;

namespace SerializerTests.Tests.RunAll;

/// <summary>
/// The one NativeAOT rule (docs/methodology.md), seen through a real NativeAOT build: where the library itself says the mode is
/// not supported (System.Text.Json's reflection metadata), every protocol's rows are <c>unsupported</c> with the library's words,
/// and the AotCompatible column is measured from them; the source-generated mode of the same library works and says so.
/// </summary>
[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class NativeAotRefusalRunTests
{
    [Fact]
    public async Task ALibrarysOwnRefusalIsUnsupportedInFirstCallSteadyStateAndVersioning()
    {
        // Payload 10: at payload 0 the source generator's own null byte[] bug fails steady-state rows (SystemTextJsonSourceGenBugTests).
        var run = await RunAllRun.InProcess(["10", "--quick", "--runs", "3", "--precision", "0", "--serializers", "#SystemTextJson,#SystemTextJsonSourceGen",
            "--runtimes", "net10.0", "--variants", "aot", "--launches", "1", "--N", "10", "--processes", "1", "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        var rows = RunAllRun.Read(run.CombinedCsv);
        Assert.All(rows, r => Assert.Equal(("net10.0", "NativeAOT"), (r.Runtime, r.Variant)));

        var reflection = rows.Where(r => r.Serializer == "SystemTextJson").ToList();
        Assert.Equal(["firstcall", "combined"], reflection.Select(r => r.Test).Distinct());
        Assert.All(reflection, r =>
        {
            Assert.Equal(ResultStatus.Unsupported, r.Status);
            Assert.StartsWith(ResultStatus.NativeAotRefusalPrefix + "InvalidOperationException: Reflection-based serialization has been disabled", r.Error);
            Assert.False(r.AotCompatible);
        });
        var generated = rows.Where(r => r.Serializer == "SystemTextJsonSourceGen").ToList();
        Assert.Equal(["firstcall", "combined"], generated.Select(r => r.Test).Distinct());
        Assert.All(generated, r => Assert.Equal((ResultStatus.Ok, (bool?)true), (r.Status, r.AotCompatible)));

        var versioning = TsvFile.Read<VersioningRow>(Path.Combine(run.Folder, RunFolder.Files.Versioning));
        Assert.All(versioning.Where(r => r.Serializer == "SystemTextJson"), r =>
        {
            Assert.Equal(VersioningOutcome.Unsupported, r.Outcome);
            Assert.StartsWith(ResultStatus.NativeAotRefusalPrefix, r.Detail);
        });
        Assert.Equal(16, versioning.Count(r => r.Serializer == "SystemTextJson"));
        Assert.All(versioning.Where(r => r.Serializer == "SystemTextJsonSourceGen"), r => Assert.Contains(r.Outcome, VersioningOutcome.Verdicts));
    }
}
