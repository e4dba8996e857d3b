using System.Text;
using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Statistics;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Comparison;

/// <summary>
/// <c>RunAll compare A B</c>: B/A per cell against the run-wide shift, and the footprints where both folders have
/// them; the same as Markdown in <c>B/compare-&lt;A&gt;.md</c>.
/// </summary>
public static class CompareCommand
{
    public static int Run(CompareRequest request, TextWriter output, TextWriter error)
    {
        var (rowsA, nameA, errorA) = Load(request.FolderA, request.Launches, request.Processes);
        if (errorA is not null)
            return RunAllApp.Fail(error, errorA);
        var (rowsB, nameB, errorB) = Load(request.FolderB, request.Launches, request.Processes);
        if (errorB is not null)
            return RunAllApp.Fail(error, errorB);

        var (footprint, footprintNote, footprintError) = Footprints(request.FolderA, request.FolderB);
        if (footprintError is not null)
            return RunAllApp.Fail(error, footprintError);

        var result = RunComparison.Compare(rowsA!, rowsB!, request.ThresholdPercent);
        if (result.Cells.Count == 0)
            return RunAllApp.Fail(error,
                $"compare: the two folders have no cell in common "
                + $"(A has {result.OnlyInA.Count}, B {result.OnlyInB.Count})");
        ComparisonReport.WriteText(output, result, nameA!, nameB!);
        if (request.Launches is { } launches)
            output.WriteLine(
                $"first calls: the first {launches} launches of each child pooled (--launches {launches})");
        if (request.Processes is { } processes)
            output.WriteLine(
                $"steady state: the first {processes} processes of each unit pooled (--processes {processes})");
        var markdown = new StringBuilder(ComparisonReport.Markdown(result, nameA!, nameB!));
        if (request.Launches is null && request.Processes is null)
        {
            var rankings = RankingAgreement.Of(AnalysisOf(request.FolderA, output), AnalysisOf(request.FolderB, output))
                .Describe();
            output.WriteLine(rankings);
            markdown.AppendLine().AppendLine(rankings[..1].ToUpperInvariant() + rankings[1..] + ".");
        }
        if (footprint is not null)
        {
            output.WriteLine();
            FootprintComparison.WriteText(output, footprint);
            FootprintComparison.WriteMarkdown(markdown, footprint);
        }
        else if (footprintNote is not null)
            output.WriteLine(footprintNote);
        string suffix = (request.Launches is { } k ? $"_launches{k}" : "")
            + (request.Processes is { } p ? $"_processes{p}" : "");
        string path = Path.Combine(request.FolderB, RunFolder.Files.Comparison(request.FolderA, suffix));
        File.WriteAllText(path, markdown.ToString());
        output.WriteLine($"Markdown: {path}");
        return 0;
    }

    /// <summary>What the folder's pages rank; compare writes nothing into A, nor an analysis into B.</summary>
    static RunAnalysis AnalysisOf(string folder, TextWriter output)
    {
        var (combined, rows, _) = CombinedCsvExporter.Load(folder, "compare");
        return SummaryFolder.Read(combined!, rows!,
            line => output.WriteLine($"{Path.GetFileName(Path.TrimEndingDirectorySeparator(folder))}: {line}"))
            .Analysis;
    }

    /// <summary>The footprints compared where both folders have Footprint.csv; else a note saying which one has it
    /// (null: neither), or the error of a damaged one.</summary>
    static (IReadOnlyList<FootprintChange>? Changes, string? Note, string? Error) Footprints(
        string folderA, string folderB)
    {
        IReadOnlyList<FootprintRow> a, b;
        try
        {
            a = TsvFile.ReadIfPresent<FootprintRow>(Path.Combine(folderA, RunFolder.Files.Footprint));
            b = TsvFile.ReadIfPresent<FootprintRow>(Path.Combine(folderB, RunFolder.Files.Footprint));
        }
        catch (DamagedFileException ex)
        {
            return (null, null, $"compare: {ex.Message}");
        }
        return (a.Count, b.Count) switch
        {
            (> 0, > 0) => (FootprintComparison.Compare(a, b), null, null),
            (> 0, 0) => (null, "footprint: only A has Footprint.csv, not compared", null),
            (0, > 0) => (null, "footprint: only B has Footprint.csv, not compared", null),
            _ => (null, null, null),
        };
    }

    static (IReadOnlyList<ResultRow>? Rows, string? Name, string? Error) Load(
        string path, int? launches, int? processes)
    {
        var (combined, rows, error) = CombinedCsvExporter.Load(path, "compare");
        if (error is not null)
            return (null, null, error);
        string name = Path.GetDirectoryName(combined)!;
        var firstCalls = rows!.Where(r => r.Test == TestKind.FirstCall.Name()).ToList();
        var steady = rows!.Where(r => r.Test != TestKind.FirstCall.Name()).ToList();
        if (launches is { } k)
        {
            var (pooled, launchError) = FirstLaunches(path, k);
            if (launchError is not null)
                return (null, null, launchError);
            firstCalls = [.. pooled!];
        }
        if (processes is { } p)
        {
            var (pooled, processError) = FirstProcesses(path, p);
            if (processError is not null)
                return (null, null, processError);
            steady = [.. pooled!];
        }
        return ([.. steady, .. firstCalls], name, null);
    }

    static (List<ResultRow>? Rows, string? Error) RawRows(string path, string option, bool firstCall)
    {
        var files = RunFolder.RawFiles(path);
        if (files.Length == 0)
            return (null, $"compare {option}: '{path}' has no raw/ CSV to pool from");
        try
        {
            return ([.. files.SelectMany(ResultCsv.ReadFile)
                .Where(r => (r.Test == TestKind.FirstCall.Name()) == firstCall)], null);
        }
        catch (DamagedFileException ex)
        {
            return (null, $"compare: {ex.Message}");
        }
    }

    /// <summary>The steady state pooled again from raw/ over processes 1 … <paramref name="processes"/>: the rounds of
    /// RunPlan make them what a run with that many processes would have launched first.</summary>
    static (IReadOnlyList<ResultRow>? Rows, string? Error) FirstProcesses(string path, int processes)
    {
        var (raw, error) = RawRows(path, "--processes", firstCall: false);
        if (raw is not { } rows)
            return (null, error);
        var units = rows.GroupBy(r => (ChildOf(r), r.Test)).ToList();
        int fewest = units.Select(g => g.Max(r => r.Launch ?? 1)).DefaultIfEmpty(0).Min();
        if (fewest < processes)
            return (null,
                $"compare --processes {processes}: '{path}' has steady-state units with only {fewest} processes");
        return (ProcessPooling.PoolRun(units.Select(unit => (IReadOnlyList<IReadOnlyList<ResultRow>>)
            [.. unit.Where(r => (r.Launch ?? 1) <= processes)
                .GroupBy(r => r.Launch ?? 1).OrderBy(g => g.Key)
                .Select(g => (IReadOnlyList<ResultRow>)[.. g])])), null);
    }

    /// <summary>The first calls pooled again from raw/ over launches 1 … <paramref name="launches"/>, exactly what a
    /// run with that many launches would have launched first.</summary>
    static (IReadOnlyList<ResultRow>? Rows, string? Error) FirstLaunches(string path, int launches)
    {
        var (raw, error) = RawRows(path, "--launches", firstCall: true);
        if (raw is not { } rows)
            return (null, error);
        int fewest = rows.GroupBy(ChildOf).Select(g => g.Max(r => r.Launch ?? 1)).DefaultIfEmpty(0).Min();
        if (fewest < launches)
            return (null,
                $"compare --launches {launches}: '{path}' has first-call children with only {fewest} launches");
        return ([.. rows.Where(r => (r.Launch ?? 1) <= launches).GroupBy(ChildOf)
            .SelectMany(child => LaunchPooling.PoolByRootType(child.OrderBy(r => r.Launch)))], null);
    }

    static (string, string?, string?, string?, int) ChildOf(ResultRow row) =>
        (row.Serializer, row.Runtime, row.Variant, row.Dataset, row.PayloadBytes);
}
