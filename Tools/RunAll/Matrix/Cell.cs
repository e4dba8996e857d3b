using SerializerTests.Cli;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Matrix;

/// <summary>One child process to launch: which host, which test, which serializer, which launch. A first-call cell's launches
/// run back to back (the earlier ones warm the file cache); a steady-state unit is measured in several processes, its
/// <see cref="Launch"/> numbering them, launched apart from each other across the run.</summary>
public sealed record Cell(RuntimeVariant Target, TestKind Test, string Serializer, int Launch, string Dataset = Datasets.DefaultName)
{
    bool DefaultDataset => Dataset == Datasets.DefaultName;

    /// <summary>Unique within a run; names the cell's result file, which is how resume knows it is done. The default
    /// dataset adds nothing, so folders from before datasets existed still resume.</summary>
    public string Key => $"{Target.Key}_{Test.Name()}_{Serializer}{(DefaultDataset ? "" : "_" + Dataset)}_launch{Launch}";

    public override string ToString() => $"{Target} {Test.Name()} {Serializer}" + (DefaultDataset ? "" : $" [{Dataset}]") + (Test == TestKind.FirstCall ? $" launch {Launch}" : $" process {Launch}");
}
