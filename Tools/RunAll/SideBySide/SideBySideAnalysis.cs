using SerializerTests.Results;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// The side-by-side comparisons, judged once by the run's analysis step into SideBySide.csv so that <c>report DIR</c>
/// re-renders them without judging them again.
/// </summary>
public static class SideBySideAnalysis
{
    public static IReadOnlyList<SideBySideRow> Write(
        string folder, IReadOnlyList<ResultRow> raw, SequentialDesign? design = null)
    {
        var rows = PairedVerdict.Compare(raw, design);
        if (rows.Count > 0)
            TsvFile.Write(Path.Combine(folder, RunFolder.Files.SideBySide), rows);
        return rows;
    }

    /// <summary>A missing or damaged file is recomputed from raw/ where it is there.</summary>
    /// <exception cref="DamagedFileException">SideBySide.csv is damaged and there is no raw/.</exception>
    /// <param name="design">How the run judged its cells, for recomputing them.</param>
    public static (IReadOnlyList<SideBySideRow> Rows, bool Recomputed) Read(
        string folder, IReadOnlyList<ResultRow> raw, SequentialDesign design, Action<string> say)
    {
        string path = Path.Combine(folder, RunFolder.Files.SideBySide);
        if (raw.Count == 0)
            return (File.Exists(path) ? ReadFile(path) : [], false);
        string why;
        try
        {
            if (File.Exists(path))
                return (ReadFile(path), false);
            why = "not in the folder (the run stopped before its analysis step)";
        }
        catch (DamagedFileException ex)
        {
            why = $"damaged ({ex.Message})";
        }
        var rows = PairedVerdict.Compare(raw, design);
        if (rows.Count > 0)
            say($"{RunFolder.Files.SideBySide}: {why}; its {rows.Count} cells recomputed from {RunFolder.Files.Raw}/.");
        return (rows, rows.Count > 0);
    }

    static IReadOnlyList<SideBySideRow> ReadFile(string path) =>
        TsvFile.Read<SideBySideRow>(path, minimumColumns: SideBySideRow.ReferenceColumns);
}
