using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Exporters;

namespace SerializerTests.RunAll.Comparison;

/// <summary>
/// <c>RunAll compare A B</c>: pairs the combined results of two results folders, prints B/A per cell and operation with
/// changes beyond the noise threshold marked, and writes the same as Markdown to <c>B/compare-&lt;A&gt;.md</c>.
/// </summary>
public static class CompareCommand
{
    public static int Run(CompareRequest request, TextWriter output, TextWriter error)
    {
        var (rowsA, nameA, errorA) = Load(request.FolderA);
        if (errorA is not null)
            return RunAllApp.Fail(error, errorA);
        var (rowsB, nameB, errorB) = Load(request.FolderB);
        if (errorB is not null)
            return RunAllApp.Fail(error, errorB);

        var result = RunComparison.Compare(rowsA!, rowsB!, request.ThresholdPercent);
        if (result.Cells.Count == 0)
            return RunAllApp.Fail(error, $"compare: the two folders have no cell in common (A has {result.OnlyInA.Count}, B {result.OnlyInB.Count})");
        ComparisonReport.WriteText(output, result, nameA!, nameB!);
        string markdown = Path.Combine(request.FolderB, $"compare-{Path.GetFileName(Path.TrimEndingDirectorySeparator(Path.GetFullPath(request.FolderA)))}.md");
        File.WriteAllText(markdown, ComparisonReport.Markdown(result, nameA!, nameB!));
        output.WriteLine($"Markdown: {markdown}");
        return 0;
    }

    static (IReadOnlyList<ResultRow>? Rows, string? Name, string? Error) Load(string path)
    {
        var (combined, rows, error) = CombinedCsvExporter.Load(path, "compare");
        return (rows, combined is null ? null : Path.GetDirectoryName(combined), error);
    }
}
