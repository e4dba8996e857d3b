using SerializerTests.Cli;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Planning;

/// <summary>One child process to launch: which host, which test, which serializer, which launch. A first-call child is launched
/// several times and a steady-state unit measured in several processes, <see cref="Launch"/> numbering them (the round of
/// <see cref="RunPlan"/> it belongs to), launched apart from each other across the run.</summary>
public sealed record Cell(RuntimeVariant Target, TestKind Test, SerializerId Serializer, int Launch, string Dataset = Datasets.DefaultName)
{
    bool DefaultDataset => Dataset == Datasets.DefaultName;

    /// <summary>Unique within a run; names the cell's result file, which is how resume knows it is done. The default
    /// dataset adds nothing, so folders from before datasets existed still resume.</summary>
    public string Key => $"{Target.Key}_{Test.Name()}_{Serializer}{(DefaultDataset ? "" : "_" + Dataset)}{LaunchMark}{Launch}";

    const string LaunchMark = "_launch";

    /// <summary>A unit's first process measures, for the whole unit, what would come out alike in every process: the compressed
    /// sizes and the collection windows (docs/methodology.md, step 7); the pooled row starts from its row.</summary>
    public bool MeasuresForItsUnit => Launch == 1;

    /// <summary>The round (<see cref="Launch"/>) a <see cref="Key"/> names, or null when it is not a cell's key.</summary>
    public static int? RoundOf(string key)
    {
        int at = key.LastIndexOf(LaunchMark, StringComparison.Ordinal);
        return at >= 0 && int.TryParse(key[(at + LaunchMark.Length)..], System.Globalization.NumberStyles.None,
            System.Globalization.CultureInfo.InvariantCulture, out int round)
            ? round : null;
    }

    public override string ToString() => $"{Target} {Test.Name()} {Serializer}" + (DefaultDataset ? "" : $" [{Dataset}]")
        + (Test == TestKind.FirstCall ? $" launch {Launch}" : $" process {Launch}");
}
