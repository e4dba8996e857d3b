using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.SideBySide;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Steps;

/// <summary>Closing; a failure costs the files, never the run.</summary>
public sealed class AnalysisStep(ExportStep export) : IRunStep
{
    public string Name => "analysing";

    public bool Closing => true;

    public RunSummary? Summary { get; private set; }

    public IReadOnlyList<string> Files(RunWork work) => [RunFolder.Files.SideBySide, RunFolder.Files.RunAnalysis];

    public FloorPart Floor(RunWork work) => FloorPart.None(Name);

    public Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        if (export.Combined.Rows.Count == 0)
            return Task.FromResult("nothing to judge");
        try
        {
            var raw = export.Combined.Raw;
            var sideBySide = SideBySideAnalysis.Write(run.Folder.Path, raw, run.Work.Settings.Design);
            if (sideBySide.Count > 0)
                run.Console.Say(
                    $"Side by side: {SideBySideTables.Counts(sideBySide)}, in {RunFolder.Files.SideBySide}");
            Summary = SummaryFolder.Judge(export.Combined.Path, export.Combined.Rows, raw, run.Console.Say);
            run.Console.Say($"Analysis: {Summary.Analysis.Describe()}, in {RunFolder.Files.RunAnalysis}");
            return Task.FromResult(sideBySide.Count == 0 ? "judged" : $"judged, {sideBySide.Count} side-by-side cells");
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or DamagedFileException
            or InvalidOperationException)
        {
            run.Console.Say($"Analysis: not judged ({ex.GetType().Name}: {ex.Message}); the report will try again "
                + "from the folder's files");
            return Task.FromResult("not written");
        }
    }
}
