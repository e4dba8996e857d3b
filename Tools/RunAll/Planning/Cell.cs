using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Planning;

public sealed record Cell(RuntimeVariant Target, TestKind Test, SerializerId Serializer, int Launch,
    string Dataset = Datasets.DefaultName)
{
    bool DefaultDataset => Dataset == Datasets.DefaultName;

    /// <summary>Names the cell's file, which is how resume knows it is done; the default dataset adds nothing so older
    /// folders resume.</summary>
    public string Key =>
        $"{Target.Key}_{Test.Name()}_{Serializer}{(DefaultDataset ? "" : "_" + Dataset)}{LaunchMark}{Launch}";

    const string LaunchMark = "_launch";

    /// <summary>(docs/methodology.md, step 7).</summary>
    public bool MeasuresForItsUnit => Launch == 1;

    public static int? RoundOf(string key)
    {
        int at = key.LastIndexOf(LaunchMark, StringComparison.Ordinal);
        return at >= 0 && int.TryParse(key[(at + LaunchMark.Length)..], System.Globalization.NumberStyles.None,
            System.Globalization.CultureInfo.InvariantCulture, out int round)
            ? round : null;
    }

    public override string ToString() =>
        $"{Target} {Test.Name()} {Serializer}" + (DefaultDataset ? "" : $" [{Dataset}]")
        + (Test == TestKind.FirstCall ? $" launch {Launch}" : $" process {Launch}");
}
