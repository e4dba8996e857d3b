using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.SideBySide;

namespace SerializerTests.RunAll.Steps;

/// <summary>What is judged from the run's measurements once, before any page is written: the side-by-side comparisons, from raw/
/// into SideBySide.csv (<see cref="SideBySideAnalysis"/>). Closing, like the export before it: an interrupted run's pages need it too;
/// and, like the report after it, a failure costs the file, never the run.</summary>
public sealed class AnalysisStep : IRunStep
{
    public string Name => "side by side";

    public bool Closing => true;

    public IReadOnlyList<string> Files(RunWork work) => [RunFolder.Files.SideBySide];

    public FloorPart Floor(RunWork work) => FloorPart.None(Name);

    public Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        try
        {
            var rows = SideBySideAnalysis.Write(run.Folder.Path, RunFolder.ReadRaw(run.Folder.Path));
            if (rows.Count > 0)
                run.Console.Say($"Side by side: {SideBySideTables.Counts(rows)}, in {RunFolder.Files.SideBySide}");
            return Task.FromResult(rows.Count == 0 ? "nothing compared side by side" : $"{rows.Count} side-by-side cells");
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or DamagedFileException)
        {
            run.Console.Say($"Side by side: not judged ({ex.GetType().Name}: {ex.Message}); the report will try again from {RunFolder.Files.Raw}/");
            return Task.FromResult("not written");
        }
    }
}
