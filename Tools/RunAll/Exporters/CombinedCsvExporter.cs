using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Columns;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Statistics;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Exporters;

/// <summary>Merges the cells into one raw file per runtime variant and the combined file
/// <c>SerializationPerf_Combined_&lt;payload&gt;.csv</c>.</summary>
public static class CombinedCsvExporter
{
    /// <summary><c>SerializationPerf_Combined_&lt;payload&gt;.csv</c>, with the datasets appended when they are not
    /// just the default.</summary>
    public static string CombinedFileName(RunSettings settings) =>
        $"SerializationPerf_Combined_{settings.PayloadBytes}"
        + (settings.Datasets.SequenceEqual([Datasets.DefaultName]) ? "" : "_" + string.Join('_', settings.Datasets))
        + ".csv";

    public static CombinedExport Export(RunFolder folder, IReadOnlyList<Cell> plan,
        RunSettings settings)
    {
        // Column 11 is the measurement's verdict in the row's own runtime and variant, not the adapter's claim; empty
        // where there is none.
        var versioning = VersioningVerdicts.Of(folder.LoadVersioning());
        var done = plan.Where(folder.IsDone)
            .Select(cell => (Cell: cell, Rows: folder.LoadCell(cell)
                .Select(r =>
                r with { SupportsVersioning =
                versioning.GetValueOrDefault((r.Serializer, r.Runtime ?? "", r.Variant ?? "")) })
                    .ToList()))
            .ToList();
        // One raw file per runtime variant: a side-by-side run's pinned builds write into their variant's file. The
        // raw rows are kept in the order RunFolder.ReadRaw reads the files back, so a report judges them alike.
        var raw = new List<ResultRow>();
        foreach (var target in done
            .GroupBy(d => $"SerializationPerf_{d.Cell.Target.Unpinned.Key}_{settings.PayloadBytes}.csv")
            .OrderBy(g => g.Key, StringComparer.Ordinal))
        {
            var processes = target.SelectMany(d => d.Rows).ToList();
            ResultCsv.WriteFile(Path.Combine(folder.RawPath, target.Key), processes);
            raw.AddRange(processes);
        }

        string combined = Path.Combine(folder.Path, CombinedFileName(settings));
        var rows = new List<ResultRow>();
        foreach (var child in done.Where(d => d.Cell.Test == TestKind.FirstCall)
            .GroupBy(d => d.Cell with { Launch = 0 }))
            rows.AddRange(LaunchPooling.PoolByRootType(child.OrderBy(d => d.Cell.Launch).SelectMany(d => d.Rows)));
        rows.AddRange(ProcessPooling.PoolRun(done.Where(d => d.Cell.Test != TestKind.FirstCall)
            .GroupBy(d => d.Cell with { Launch = 0 })
            .Select(unit =>
            (IReadOnlyList<IReadOnlyList<ResultRow>>)[.. unit.OrderBy(d => d.Cell.Launch).Select(d => d.Rows)])));
        var measured = NativeAotVerdicts.Apply(rows);
        ResultCsv.WriteFile(combined, measured);
        return new(combined, measured, raw);
    }

    /// <summary>The combined CSV of an existing results folder and its rows, or an error line starting with
    /// <paramref name="asking"/>.</summary>
    public static (string? Path, IReadOnlyList<ResultRow>? Rows, string? Error) Load(string path, string asking)
    {
        var (folder, saved, error) = RunFolder.Open(path, asking);
        if (error is not null)
            return (null, null, error);
        string combined = Path.Combine(folder!.Path, CombinedFileName(saved!.ToSettings()));
        if (!File.Exists(combined))
            return (null, null, $"{asking}: '{path}' has no {Path.GetFileName(combined)} (did the run finish a cell?)");
        return (combined, ResultCsv.ReadFile(combined), null);
    }
}

/// <summary>What the export wrote: the combined file's path and rows, and every process's and launch's rows of
/// raw/.</summary>
public sealed record CombinedExport(string Path, IReadOnlyList<ResultRow> Rows, IReadOnlyList<ResultRow> Raw);
