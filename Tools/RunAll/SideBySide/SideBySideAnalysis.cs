using SerializerTests.Results;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// The side-by-side comparisons of a results folder, computed once from raw/ by the run's analysis step into SideBySide.csv and read
/// back by every page: <c>report DIR</c> re-renders them, it does not judge them again. A folder from before the analysis step, or one
/// whose SideBySide.csv is damaged, has them recomputed from raw/, said in one line; without raw/ a damaged file is an error.
/// </summary>
public static class SideBySideAnalysis
{
    /// <summary>Compares what <paramref name="raw"/> holds and writes SideBySide.csv into <paramref name="folder"/> where there is
    /// any comparison.</summary>
    public static IReadOnlyList<SideBySideRow> Write(string folder, IReadOnlyList<ResultRow> raw)
    {
        var rows = PairedVerdict.Compare(raw);
        if (rows.Count > 0)
            TsvFile.Write(Path.Combine(folder, RunFolder.Files.SideBySide), rows);
        return rows;
    }

    /// <summary>The folder's comparisons and whether they had to be recomputed (the file missing or damaged while raw/ is there;
    /// <paramref name="say"/> gets the one line saying so).</summary>
    /// <exception cref="DamagedFileException">SideBySide.csv is damaged and there is no raw/ to recompute it from.</exception>
    public static (IReadOnlyList<SideBySideRow> Rows, bool Recomputed) Read(string folder, IReadOnlyList<ResultRow> raw, Action<string> say)
    {
        string path = Path.Combine(folder, RunFolder.Files.SideBySide);
        if (raw.Count == 0)
            return (TsvFile.ReadIfPresent<SideBySideRow>(path, SideBySideRow.ColumnsBeforePValue), false);
        string why;
        try
        {
            if (File.Exists(path))
                return (TsvFile.Read<SideBySideRow>(path, SideBySideRow.ColumnsBeforePValue), false);
            why = "not in the folder (a run from before the analysis step)";
        }
        catch (DamagedFileException ex)
        {
            why = $"damaged ({ex.Message})";
        }
        var rows = PairedVerdict.Compare(raw);
        if (rows.Count > 0)
            say($"{RunFolder.Files.SideBySide}: {why}; its {rows.Count} cells recomputed from {RunFolder.Files.Raw}/.");
        return (rows, rows.Count > 0);
    }
}
