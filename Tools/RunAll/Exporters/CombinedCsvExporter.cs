using SerializerTests.Results;
using SerializerTests.RunAll.Matrix;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Exporters;

/// <summary>
/// Merges the cells into one raw file per runtime variant (every launch) and the combined file
/// <c>SerializationPerf_Combined_&lt;payload&gt;.csv</c>: all steady-state rows and, for first call, the last
/// launch only (the earlier ones warm the OS file cache). Cells not done yet are simply absent.
/// </summary>
public static class CombinedCsvExporter
{
    public static string CombinedFileName(int payloadBytes) => $"SerializationPerf_Combined_{payloadBytes}.csv";

    public static string Export(RunFolder folder, IReadOnlyList<Cell> plan, int launches, int payloadBytes)
    {
        var done = plan.Where(folder.IsDone).Select(cell => (Cell: cell, Rows: folder.LoadCell(cell))).ToList();
        foreach (var target in done.GroupBy(d => d.Cell.Target.Key))
            Write(Path.Combine(folder.RawPath, $"SerializationPerf_{target.Key}_{payloadBytes}.csv"), target.SelectMany(d => d.Rows));

        string combined = Path.Combine(folder.Path, CombinedFileName(payloadBytes));
        Write(combined, done.Where(d => d.Cell.Test != "firstcall" || d.Cell.Launch == launches).SelectMany(d => d.Rows));
        return combined;
    }

    static void Write(string path, IEnumerable<ResultRow> rows)
    {
        using var writer = new StreamWriter(path);
        using var csv = ResultCsv.CreateWriter(writer);
        csv.WriteHeader<ResultRow>();
        foreach (var row in rows)
            csv.WriteRecord(row);
    }
}
