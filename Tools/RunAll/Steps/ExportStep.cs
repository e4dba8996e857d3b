using SerializerTests.Results;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Steps;

/// <summary>Closing: an interrupted run merges what finished.</summary>
public sealed class ExportStep : IRunStep
{
    public string Name => "export";

    public bool Closing => true;

    public IReadOnlyList<string> Files(RunWork work) =>
        [CombinedCsvExporter.CombinedFileName(work.Settings), RunFolder.Files.Raw, .. work.Settings.Profile
            ? new[] { RunFolder.Files.Traces } : []];

    public FloorPart Floor(RunWork work) => FloorPart.None("export");

    public CombinedExport Combined { get; private set; } = new("", [], []);

    public Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        Combined = CombinedCsvExporter.Export(run.Folder, run.Cells, run.Work.Settings);
        if (run.Work.Settings.Profile)
            run.Console.Say($"Trace summary: {TraceSummaryExporter.Export(run.Folder, run.Cells)}");
        var byStatus = Combined.Rows.GroupBy(r => r.Status).OrderBy(g => g.Key).Select(g => $"{g.Count()} {g.Key}");
        run.Console.Say($"Combined CSV: {Combined.Rows.Count} rows ({string.Join(", ", byStatus)})");
        return Task.FromResult("combined CSV, raw/");
    }
}
