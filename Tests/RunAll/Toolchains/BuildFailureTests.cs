using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.Tests.RunAll;

/// <summary>A variant this machine cannot build is reported as a row per cell, never a silent gap (the end-to-end tests need every
/// variant to build, so this path is shown here without a broken toolchain).</summary>
public class BuildFailureTests
{
    [Theory]
    [InlineData(TestKind.FirstCall)]
    [InlineData(TestKind.Combined)]
    public async Task AVariantThatDidNotBuildOwesOneFailedRowNamingTheFailure(TestKind test)
    {
        var (arguments, _) = RunAllCommandLine.Parse([], TextWriter.Null);
        var target = new RuntimeVariant("net10.0", Variant.NativeAot);
        var cell = new Cell(target, test, new("MemoryPack"), 3);
        const string failure = "build failed: error NETSDK1234: no ILCompiler (log: builds/net10.0-NativeAOT.log)";

        var rows = await new CellRunner(arguments!.ToSettings()).RunAsync(cell, new BuiltHost(target, null, failure), CancellationToken.None);

        var row = Assert.Single(rows);
        Assert.Equal((ResultStatus.Failed, failure, "MemoryPack", test.Name(), "net10.0", "NativeAOT", 3),
            (row.Status, row.Error, row.Serializer.ToString(), row.Test, row.Runtime, row.Variant, row.Launch));
    }
}
