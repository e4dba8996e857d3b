using SerializerTests.Results;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Progress;

/// <summary>Where the run tells a person what it is doing. Every line also goes to the results folder's
/// console.log.</summary>
public interface IRunProgress
{
    void Message(string line);
    void CellStarted(Cell cell);
    void CellFinished(Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan elapsed);
}

static class CellSummary
{
    public static string Of(IReadOnlyList<ResultRow> rows)
    {
        var counts = rows.GroupBy(r => r.Status).Select(g => $"{g.Count()} {g.Key}");
        var firstProblem = rows.FirstOrDefault(r => r.Status != ResultStatus.Ok)?.Error;
        return string.Join(", ", counts) + (firstProblem is null ? "" : $" — {firstProblem}");
    }
}
