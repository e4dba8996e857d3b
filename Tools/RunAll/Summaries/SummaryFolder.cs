using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.SideBySide;

namespace SerializerTests.RunAll.Summaries;

public static class SummaryFolder
{
    /// <summary>A damaged side file stops it here, before anything is written.</summary>
    public static RunSummary Read(string combinedCsv, IReadOnlyList<ResultRow> rows, Action<string> say,
        int? objects = null)
    {
        string folder = FolderOf(combinedCsv);
        var summary = Load(combinedCsv, rows, RunFolder.ReadRaw(folder), say, objects, AnalysisFile.Read(folder, say));
        if (summary.AnalysisDiscarded is { } judgedAt)
            say(AnalysisFile.Recomputed($"judged at N = {judgedAt}, the report's N is {summary.ObjectsLabel}"));
        return summary;
    }

    public static RunSummary Judge(string combinedCsv, IReadOnlyList<ResultRow> rows, IReadOnlyList<ResultRow> raw,
        Action<string> say)
    {
        var summary = Load(combinedCsv, rows, raw, say, objects: null, analysis: null);
        AnalysisFile.Write(FolderOf(combinedCsv), summary.Analysis);
        summary.AnalysisWritten();
        return summary;
    }

    static RunSummary Load(string combinedCsv, IReadOnlyList<ResultRow> rows, IReadOnlyList<ResultRow> raw,
        Action<string> say, int? objects,
        RunAnalysis? analysis)
    {
        string folder = FolderOf(combinedCsv);
        string InFolder(string name) => Path.Combine(folder, name);
        var versioning = TsvFile.ReadIfPresent<VersioningRow>(InFolder(RunFolder.Files.Versioning));
        var hostile = TsvFile.ReadIfPresent<HostileSummaryRow>(InFolder(RunFolder.Files.HostileSummary));
        var footprint = TsvFile.ReadIfPresent<FootprintRow>(InFolder(RunFolder.Files.Footprint));
        var (sideBySide, recomputed) = SideBySideAnalysis.Read(folder, raw, DesignOf(folder), say);
        var hostileCases = sideBySide.Count > 0 ? TsvFile.ReadIfPresent<HostileRow>(InFolder(RunFolder.Files.Hostile))
            : [];
        var speed = SpeedOverRun.Of(TsvFile.ReadIfPresent<SpeedSample>(InFolder(RunFolder.Files.MachineSpeed)), raw);
        return RunSummary.From(rows, RunFolder.TitleOf(folder), objects, new RunSides
        {
            Versioning = versioning, Hostile = hostile, SideBySide = sideBySide, SideBySideRecomputed = recomputed,
            HostileCases = hostileCases, Footprint = footprint, Speed = speed, Raw = raw,
        }, analysis);
    }

    /// <summary>How the run judged its side by side, should its cells be judged again: a folder without its options
    /// was judged once.</summary>
    static SequentialDesign DesignOf(string folder) =>
        File.Exists(Path.Combine(folder, RunFolder.Files.Options))
        && RunFolder.Open(folder, "report") is { Options: { } options }
            ? options.ToSettings().Design : SequentialDesign.Fixed;

    static string FolderOf(string combinedCsv) => Path.GetDirectoryName(Path.GetFullPath(combinedCsv))!;
}
