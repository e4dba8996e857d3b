using System.Diagnostics;
using System.Globalization;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Versioning;

/// <summary>
/// <c>RunAll versioning</c>: builds the JIT host of the SDK's runtime, runs every selected serializer through the schema changes
/// (<see cref="VersioningRunner"/>) and writes Versioning.csv, report.html (the serializer × change matrix) and summary.md into
/// <c>SerializerTestResults/&lt;stamp&gt;_versioning/</c>. The last line printed is the folder's path.
/// </summary>
public static class VersioningCommand
{
    public const string FolderSuffix = "_versioning";

    public static async Task<int> RunAsync(VersioningRequest request, TextWriter output, TextWriter error, CancellationToken cancellation)
    {
        var (start, startError) = RunStart.Check("versioning", request.Serializers, request.OutputRoot);
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        var watch = Stopwatch.StartNew();
        var (run, exitCode) = await OneStepRun.RunAsync(start, FolderSuffix, request.CommandLine, new VersioningStep(standalone: true), output, cancellation);
        if (run is null)
            return exitCode;
        using var console = run.Console;
        string folder = run.Folder.Path;
        var rows = run.Folder.LoadVersioning();
        string description = string.Create(CultureInfo.InvariantCulture,
            $"{rows.Count(r => r.Direction != "")} cases: each change's old value read by the new type (old-to-new) and the new value by the old type (new-to-old), on {HostToolchain.SdkRuntime} JIT, {DateTime.Now:yyyy-MM-dd}.");
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Report), VersioningReport.Html(rows, description), CancellationToken.None);
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Summary), VersioningReport.Markdown(rows, description), CancellationToken.None);
        foreach (var line in VersioningReport.Matrix(rows))
            console.Say(line);
        console.Say(string.Create(CultureInfo.InvariantCulture, $"Wall time: {watch.Elapsed.TotalSeconds:F0} s for {rows.Count} rows"));
        if (run.Interrupted)
            console.Say("Interrupted: the serializers that finished are in Versioning.csv.");
        console.Say(folder);
        return run.Interrupted ? RunAllApp.Interrupted : 0;
    }
}
