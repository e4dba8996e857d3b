using SerializerTests.Results;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.RunAll.Steps;

/// <summary>A failure costs the report, never the run: <c>RunAll report DIR</c> can try again.</summary>
public sealed class ReportStep(ExportStep export, AnalysisStep analysis) : IRunStep
{
    public string Name => "report";

    public bool Closing => true;

    public IReadOnlyList<string> Files(RunWork work) =>
        [RunFolder.Files.Report, Path.ChangeExtension(Exporters.CombinedCsvExporter.CombinedFileName(work.Settings),
            RunFolder.Files.WorkbookExtension), RunFolder.Files.Summary];

    public FloorPart Floor(RunWork work) => new("reports", ReferenceMachine.Reports);

    public Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        try
        {
            var files = analysis.Summary is { } summary ? RunReport.Write(export.Combined.Path, summary)
                : RunReport.Write(export.Combined.Path, export.Combined.Rows, run.Console.Say);
            foreach (var file in files)
                run.Console.Say($"Report: {file}");
            return Task.FromResult("report.html, workbook, summary.md");
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or InvalidOperationException
            or ArgumentException
            or DamagedFileException)
        {
            run.Console.Say($"Report: not written ({ex.GetType().Name}: {ex.Message}); retry with: RunAll report "
                + $"\"{run.Folder.Path}\"");
            return Task.FromResult("not written");
        }
    }
}
