using System.Globalization;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Versioning;

/// <summary><c>RunAll versioning</c>: builds the JIT host of the SDK's runtime, runs every selected serializer through
/// the schema changes and writes Versioning.csv, report.html and summary.md into
/// <c>SerializerTestResults/&lt;stamp&gt;_versioning/</c>.</summary>
public static class VersioningCommand
{
    public const string FolderSuffix = "_versioning";

    public static Task<int> RunAsync(VersioningRequest request, TextWriter output, TextWriter error,
        CancellationToken cancellation) =>
        new OneStepCommand("versioning", request.Serializers, request.OutputRoot, FolderSuffix, request.CommandLine,
            new VersioningStep(standalone: true), run => Pages(run.Folder.LoadVersioning()),
            KeptWhenInterrupted: "the serializers that finished are in Versioning.csv")
                .RunAsync(output, error, cancellation);

    static OneStepPages Pages(IReadOnlyList<VersioningRow> rows)
    {
        string description = string.Create(CultureInfo.InvariantCulture,
            $"{rows.Count(r => r.Direction != "")} cases: each change's old value read by the new type (old-to-new) "
                + $"and the new value by the old "
            + $"type (new-to-old), on {HostToolchain.SdkRuntime} JIT, {DateTime.Now:yyyy-MM-dd}.");
        return new(VersioningReport.Html(rows, description), VersioningReport.Markdown(rows, description),
            [.. VersioningReport.Matrix(rows), $"{rows.Count} rows"]);
    }
}
