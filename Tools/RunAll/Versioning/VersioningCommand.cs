using System.Diagnostics;
using System.Globalization;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Matrix;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
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
    public const string CsvFile = "Versioning.csv";

    public static async Task<int> RunAsync(VersioningRequest request, TextWriter output, TextWriter error, CancellationToken cancellation)
    {
        string? root = RepositoryLayout.FindRoot();
        if (root is null)
            return RunAllApp.Fail(error, "cannot find SerializerTests.sln above the current folder; run RunAll from the repository");
        var (names, unmatched) = RunAllApp.SelectSerializers(request.Serializers);
        if (unmatched is not null)
            return RunAllApp.Fail(error, $"versioning --serializers: no serializer matches '{unmatched}'");
        string outputRoot = Path.GetFullPath(request.OutputRoot ?? Path.Combine(root, "SerializerTestResults"));
        if (File.Exists(outputRoot))
            return RunAllApp.Fail(error, $"versioning --out: '{outputRoot}' is a file, not a folder");

        string folder = RunFolder.NewTimestampedPath(outputRoot, FolderSuffix);
        Directory.CreateDirectory(folder);
        using var console = new ConsoleLog(output, Path.Combine(folder, "console.log"));
        await EnvironmentRecord.WriteAsync(Path.Combine(folder, "environment.txt"), root, request.CommandLine, CancellationToken.None);
        console.Say($"Results folder: {folder}");
        var target = new RuntimeVariant(HostToolchain.SdkRuntime, Variant.Jit);
        console.Say($"Building {target} …");
        var host = await new HostToolchain(root, RepositoryLayout.ArtifactsPath(root)).BuildAsync(target, Path.Combine(folder, "build.log"), cancellation);
        if (!host.Succeeded)
        {
            console.Say($"  {target}: unavailable: {host.Failure}");
            return 1;
        }
        console.Say($"  {target}: {(host.Reused ? "reused" : "ok")}");

        var rows = new List<VersioningRow>();
        var watch = Stopwatch.StartNew();
        bool interrupted = false;
        try
        {
            for (int i = 0; i < names.Count; i++)
            {
                var serializerRows = await VersioningRunner.RunAsync(host.Executable!, names[i], cancellation);
                rows.AddRange(serializerRows);
                console.Say($"[{i + 1}/{names.Count}] {names[i]}: {VersioningReport.Verdicts(serializerRows)}");
            }
        }
        catch (OperationCanceledException)
        {
            interrupted = true;
        }
        TsvFile.Write(Path.Combine(folder, CsvFile), rows);
        string description = string.Create(CultureInfo.InvariantCulture,
            $"{rows.Count(r => r.Direction != "")} cases: each change's old value read by the new type (old-to-new) and the new value by the old type (new-to-old), on {HostToolchain.SdkRuntime} JIT, {DateTime.Now:yyyy-MM-dd}.");
        await File.WriteAllTextAsync(Path.Combine(folder, HtmlReport.FileName), VersioningReport.Html(rows, description), CancellationToken.None);
        await File.WriteAllTextAsync(Path.Combine(folder, "summary.md"), VersioningReport.Markdown(rows, description), CancellationToken.None);
        foreach (var line in VersioningReport.Matrix(rows))
            console.Say(line);
        console.Say(string.Create(CultureInfo.InvariantCulture, $"Wall time: {watch.Elapsed.TotalSeconds:F0} s for {rows.Count} rows"));
        if (interrupted)
            console.Say("Interrupted: the serializers that finished are in Versioning.csv.");
        console.Say(folder);
        return interrupted ? RunAllApp.Interrupted : 0;
    }
}
