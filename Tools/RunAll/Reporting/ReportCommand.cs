using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Exporters;

namespace SerializerTests.RunAll.Reporting;

/// <summary><c>RunAll report DIR [--N n]</c>:writes report.html, the xlsx and summary.md of an existing results
/// folder.</summary>
public static class ReportCommand
{
    public static int Run(ReportRequest request, TextWriter output, TextWriter error)
    {
        var (combined, rows, loadError) = CombinedCsvExporter.Load(request.Folder, "report");
        if (loadError is not null)
            return RunAllApp.Fail(error, loadError);
        if (request.Objects is { } n && !rows!.Any(r => r.Objects == n))
            return RunAllApp.Fail(error, $"report: --N {n}: the run has no rows with N = {n}");
        foreach (var file in RunReport.Write(combined!, rows!, output.WriteLine, request.Objects))
            output.WriteLine(file);
        return 0;
    }
}
