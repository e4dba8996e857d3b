using SerializerTests.Results;
using SerializerTests.RunAll.Adapters;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Analysis;

/// <summary>Re-extracts every trace, so a newer extractor refreshes old runs.</summary>
public static class TraceAnalysisCommand
{
    public static async Task<int> RunAsync(string path, TextWriter output, TextWriter error,
        CancellationToken cancellation)
    {
        var (folder, saved, openError) = RunFolder.Open(path, "analyze", writable: true);
        openError ??= saved!.Adapters is { Count: > 0 } adapters
            ? await AddedAdapters.RestoreAsync(adapters, "analyze", output.WriteLine, cancellation) : null;
        if (openError is not null)
            return RunAllApp.Fail(error, openError);
        var settings = saved!.ToSettings();
        var (serializers, unmatched) = SerializerSelection.Select(settings);
        if (unmatched is not null)
            return RunAllApp.Fail(error, $"analyze: the run's serializer '{unmatched}' is not known to this build");
        var plan = RunPlan.Cells(settings, RunPlan.Targets(settings), serializers);
        var profiler = new EventPipeProfiler(folder!);
        var traced = plan.Where(c => File.Exists(profiler.TracePath(c))).ToList();
        if (traced.Count == 0)
            return RunAllApp.Fail(error, $"analyze: '{path}' holds no traces (they come from RunAll -profile)");

        output.WriteLine($"Extracting {traced.Count} traces in {folder!.TracesPath} …");
        var extracted = new List<(Cell Cell, TraceDetails Details)>();
        foreach (var cell in traced)
        {
            var details = profiler.Record(cell);
            if (folder.IsDone(cell))
                folder.SaveCell(cell, folder.LoadCell(cell).Select(details.Metrics.ApplyTo).ToList());
            if (details.Metrics.Note?.StartsWith(TraceExtractor.UnreadableNote, StringComparison.Ordinal) == true)
                output.WriteLine($"  {cell}: {details.Metrics.Note}");
            extracted.Add((cell, details));
        }
        CombinedCsvExporter.Export(folder, plan, settings);
        TraceSummaryExporter.Export(folder, plan);

        var analysis = TraceAnalysis.Of(extracted, settings.Launches);
        string analysisPath = folder.AnalysisPath;
        Directory.CreateDirectory(analysisPath);
        TsvFile.Write(Path.Combine(analysisPath, "assemblies.csv"), analysis.Assemblies);
        TsvFile.Write(Path.Combine(analysisPath, "firstcall-jit.csv"), analysis.FirstCallJit);
        TsvFile.Write(Path.Combine(analysisPath, "exceptions.csv"), analysis.Exceptions);
        TsvFile.Write(Path.Combine(analysisPath, "cpu-samples.csv"), analysis.CpuSamples);
        AnalysisTables.Write(analysis, output);
        output.WriteLine($"Tables written to {analysisPath}; trace summary: {folder.TraceSummaryPath}");
        return 0;
    }
}
