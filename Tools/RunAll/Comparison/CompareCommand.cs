using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Comparison;

/// <summary>
/// <c>RunAll compare A B</c>: pairs the combined results of two results folders, prints B/A per cell and operation with
/// changes beyond the noise threshold marked, and writes the same as Markdown to <c>B/compare-&lt;A&gt;.md</c>.
/// </summary>
public static class CompareCommand
{
    public static int Run(CompareRequest request, TextWriter output, TextWriter error)
    {
        var (rowsA, nameA, errorA) = Load(request.FolderA, request.Launches);
        if (errorA is not null)
            return RunAllApp.Fail(error, errorA);
        var (rowsB, nameB, errorB) = Load(request.FolderB, request.Launches);
        if (errorB is not null)
            return RunAllApp.Fail(error, errorB);

        var result = RunComparison.Compare(rowsA!, rowsB!, request.ThresholdPercent);
        if (result.Cells.Count == 0)
            return RunAllApp.Fail(error, $"compare: the two folders have no cell in common (A has {result.OnlyInA.Count}, B {result.OnlyInB.Count})");
        ComparisonReport.WriteText(output, result, nameA!, nameB!);
        if (request.Launches is { } launches)
            output.WriteLine($"first calls: the first {launches} launches of each child pooled (--launches {launches})");
        string suffix = request.Launches is { } k ? $"_launches{k}" : "";
        string markdown = Path.Combine(request.FolderB, $"compare-{Path.GetFileName(Path.TrimEndingDirectorySeparator(Path.GetFullPath(request.FolderA)))}{suffix}.md");
        File.WriteAllText(markdown, ComparisonReport.Markdown(result, nameA!, nameB!));
        output.WriteLine($"Markdown: {markdown}");
        return 0;
    }

    static (IReadOnlyList<ResultRow>? Rows, string? Name, string? Error) Load(string path, int? launches)
    {
        var (combined, rows, error) = CombinedCsvExporter.Load(path, "compare");
        if (error is not null || launches is not { } k)
            return (rows, combined is null ? null : Path.GetDirectoryName(combined), error);
        var (firstCalls, launchError) = FirstLaunches(path, k);
        return launchError is not null ? (null, null, launchError)
            : ([.. rows!.Where(r => r.Test != TestKind.FirstCall.Name()), .. firstCalls!], Path.GetDirectoryName(combined), null);
    }

    /// <summary>The folder's first-call rows pooled again from raw/ over each child's launches 1 … <paramref name="launches"/>
    /// (the rounds of RunPlan make them exactly what a run with that many launches would have launched first).</summary>
    static (IReadOnlyList<ResultRow>? Rows, string? Error) FirstLaunches(string path, int launches)
    {
        string raw = Path.Combine(path, "raw");
        var files = Directory.Exists(raw) ? Directory.GetFiles(raw, "*.csv") : [];
        if (files.Length == 0)
            return (null, $"compare --launches: '{path}' has no raw/ CSV to pool the launches from");
        List<ResultRow> rows;
        try
        {
            rows = [.. files.SelectMany(ResultCsv.ReadFile).Where(r => r.Test == TestKind.FirstCall.Name())];
        }
        catch (DamagedFileException ex)
        {
            return (null, $"compare: {ex.Message}");
        }
        int fewest = rows.GroupBy(ChildOf).Select(g => g.Max(r => r.Launch ?? 1)).DefaultIfEmpty(0).Min();
        if (fewest < launches)
            return (null, $"compare --launches {launches}: '{path}' has first-call children with only {fewest} launches");
        return ([.. rows.Where(r => (r.Launch ?? 1) <= launches).GroupBy(ChildOf)
            .SelectMany(child => LaunchPooling.PoolByRootType(child.OrderBy(r => r.Launch)))], null);
    }

    static (string, string?, string?, string?, int) ChildOf(ResultRow row) => (row.Serializer, row.Runtime, row.Variant, row.Dataset, row.PayloadBytes);
}
