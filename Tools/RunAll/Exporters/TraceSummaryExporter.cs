using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Exporters;

/// <summary><c>traces/TraceSummary.csv</c>: one row per traced child launch.</summary>
public static class TraceSummaryExporter
{
    /// <returns>The file's path.</returns>
    public static string Export(RunFolder folder, IReadOnlyList<Cell> plan)
    {
        var rows = plan.Select(folder.LoadTraceMetrics).OfType<Diagnosers.TraceMetrics>();
        TsvFile.Write(folder.TraceSummaryPath, rows);
        return folder.TraceSummaryPath;
    }
}
