using SerializerTests.Cli;

namespace SerializerTests.RunAll.Matrix;

/// <summary>One child process to launch: which host, which test, which serializer, which launch.</summary>
public sealed record Cell(RuntimeVariant Target, TestKind Test, string Serializer, int Launch)
{
    /// <summary>Unique within a run; names the cell's result file, which is how resume knows it is done.</summary>
    public string Key => $"{Target.Key}_{Test.Name()}_{Serializer}_launch{Launch}";

    public override string ToString() => $"{Target} {Test.Name()} {Serializer}" + (Test == TestKind.FirstCall ? $" launch {Launch}" : "");
}
