using SerializerTests.Cli;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Matrix;

/// <summary>One child process to launch: which host, which test, which serializer, which launch.</summary>
public sealed record Cell(RuntimeVariant Target, TestKind Test, string Serializer, int Launch, string Dataset = Datasets.DefaultName)
{
    bool DefaultDataset => Dataset == Datasets.DefaultName;

    /// <summary>Unique within a run; names the cell's result file, which is how resume knows it is done. The default
    /// dataset adds nothing, so folders from before datasets existed still resume.</summary>
    public string Key => $"{Target.Key}_{Test.Name()}_{Serializer}{(DefaultDataset ? "" : "_" + Dataset)}_launch{Launch}";

    public override string ToString() => $"{Target} {Test.Name()} {Serializer}" + (DefaultDataset ? "" : $" [{Dataset}]") + (Test == TestKind.FirstCall ? $" launch {Launch}" : "");
}
