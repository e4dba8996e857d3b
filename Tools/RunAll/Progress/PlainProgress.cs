using SerializerTests.Results;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Progress;

/// <summary>For CI and redirected output: one plain line per finished cell.</summary>
public sealed class PlainProgress(TextWriter output, TextWriter log, int total) : IRunProgress
{
    int _done;

    public void Message(string line)
    {
        output.WriteLine(line);
        log.WriteLine(line);
        log.Flush();
    }

    public void CellStarted(Cell cell) { }

    public void CellFinished(Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan elapsed) =>
        Message($"[{++_done}/{total}] {cell}: {CellSummary.Of(rows)} ({elapsed.TotalSeconds:F1} s)");
}
