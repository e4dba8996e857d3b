using SerializerTests.Protocols;
using SerializerTests.RunAll.Columns;
using SerializerTests.RunAll.Exporters;

namespace SerializerTests.Tests.RunAll;

public class NativeAotVerdictsTests
{
    static ResultRow Row(string serializer, string variant, string rootType, string status, string? error = null, string runtime = "net10.0") => new()
    {
        Serializer = new(serializer), Runtime = runtime, Variant = variant, Test = "firstcall", Objects = 1, RootType = rootType, Status = status, Error = error,
    };

    [Fact]
    public void OnlyTheLibrarysOwnStatementThatTheModeIsUnsupportedMakesARefusal()
    {
        var emit = new InvalidOperationException("Failed to serialize BookShelf value.", new PlatformNotSupportedException("Dynamic code generation is not supported on this platform."));
        Assert.Same(emit.InnerException, RowFactory.ModeRefusal(emit));
        var json = new InvalidOperationException("Reflection-based serialization has been disabled for this application. Either use the source generator …");
        Assert.Same(json, RowFactory.ModeRefusal(json));
        var formatter = new NotSupportedException("BinaryFormatter serialization and deserialization are disabled within this application.");
        Assert.Same(formatter, RowFactory.ModeRefusal(formatter));

        // A trimmed constructor or a missing generic instantiation is the build's or the adapter's doing: failed, not unsupported.
        Assert.Null(RowFactory.ModeRefusal(new MissingMethodException("No parameterless constructor defined for type 'LargeBookRecord'.")));
        Assert.Null(RowFactory.ModeRefusal(new InvalidOperationException("Unable to create a generic service for type 'IFieldCodec`1'.")));
        // Under the JIT nothing is a refusal, whatever it says (this test process has dynamic code).
        Assert.Equal(ResultStatus.Failed, RowFactory.Failed(new ResultRow(), formatter).Status);
    }

    [Fact]
    public void TheColumnIsMeasuredPerSerializerAndRuntimeFromTheNativeAotRowsOnly()
    {
        string refusal = ResultStatus.NativeAotRefusalPrefix + "InvalidOperationException: Reflection-based serialization has been disabled";
        var rows = new[]
        {
            Row("Works", "NativeAOT", "BookShelf", ResultStatus.Ok), Row("Works", "JIT", "BookShelf", ResultStatus.Failed, "whatever the JIT did"),
            Row("Works", "NativeAOT", "ReferenceBookShelf", ResultStatus.Unsupported, "Works does not handle ReferenceBookShelf: declared"),
            Row("Refused", "NativeAOT", "BookShelf", ResultStatus.Unsupported, refusal), Row("Refused", "JIT", "BookShelf", ResultStatus.Ok),
            Row("Half", "NativeAOT", "BookShelf", ResultStatus.Ok), Row("Half", "NativeAOT", "LargeBookShelf", ResultStatus.Failed, "MissingMethodException: trimmed"),
            Row("Half", "NativeAOT", "BookShelf", ResultStatus.Ok, runtime: "net8.0"),
            Row("JitOnly", "JIT", "BookShelf", ResultStatus.Ok),
        };

        var measured = NativeAotVerdicts.Apply(rows);

        Assert.Equal([true, true, true, false, false, false, false, true, null], measured.Select(r => r.AotCompatible));
        Assert.Equal("works", SummaryMarkdown.NativeAotCell([rows[0]]));
        Assert.Equal("unsupported: `InvalidOperationException: Reflection-based serialization has been disabled`", SummaryMarkdown.NativeAotCell([rows[3]]));
        Assert.Equal("1 of 2 types work; LargeBookShelf failed: `MissingMethodException: trimmed`", SummaryMarkdown.NativeAotCell([rows[5], rows[6]]));
    }
}
