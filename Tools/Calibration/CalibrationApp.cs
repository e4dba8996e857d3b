using System.CommandLine;
using System.Diagnostics;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using SerializerTests.Cli;
using SerializerTests.Results;

namespace SerializerTests.Calibration;

/// <summary>Runs <see cref="SerializerBenchmarks"/> under BenchmarkDotNet's default job for <c>RunAll calibrate</c> to
/// compare with the host. Exit 0 when every cell has statistics, 1 when some have none, 2 on bad input.</summary>
public static class CalibrationApp
{
    static readonly Option<string[]> SerializersOption =
        new("--serializers") { Description = "Adapter names, comma separated", Required = true,
        CustomParser = r => [.. ArgumentParsing.SplitTokens(r)] };
    static readonly Option<int[]> CountsOption =
        new("--N") { Description = "Object counts, comma separated", Required = true, CustomParser = r =>
            ArgumentParsing.ParseInts(r, "--N", 0) };
    static readonly Option<int> PayloadOption = new("--payload") { Description = "Payload bytes per Book",
        CustomParser = r => ArgumentParsing.ParseInts(r, "--payload", 0).FirstOrDefault() };
    static readonly Option<string?> OperationOption = CreateOperationOption();
    static readonly Option<string> OutOption = new("--out") { Description = "The TSV file to write", Required = true };
    static readonly Option<string> ArtifactsOption =
        new("--artifacts") { Description = "Folder for BenchmarkDotNet's log and artifacts", Required = true };

    static readonly RootCommand Root =
        new("Calibration: the host's adapters and data under BenchmarkDotNet's default job, in process.")
    {
        SerializersOption, CountsOption, PayloadOption, OperationOption, OutOption, ArtifactsOption,
    };

    public static int Run(string[] args, TextWriter output, TextWriter error)
    {
        var (parsed, parseError) = ArgumentParsing.Parse(Root, args, output);
        if (parsed is null)
        {
            if (parseError is null)
                return 0;
            error.WriteLine($"Calibration: error: {parseError}");
            return 2;
        }
        var serializers = parsed.GetValue(SerializersOption)!;
        var known = HostCatalog.Selectable.Select(e => e.Name).ToHashSet();
        if (serializers.FirstOrDefault(s => !known.Contains(s)) is { } unknown)
        {
            error.WriteLine(
                $"Calibration: error: --serializers: no adapter is named '{unknown}' (names are exact: "
                    + $"{string.Join(", ", known)})");
            return 2;
        }

        string? operation = parsed.GetValue(OperationOption);
        SerializerBenchmarks.Cells =
            new CalibrationCells(serializers, parsed.GetValue(CountsOption)!, parsed.GetValue(PayloadOption));
        string artifacts = Path.GetFullPath(parsed.GetValue(ArtifactsOption)!);
        Directory.CreateDirectory(artifacts);
        // In process, so BenchmarkDotNet measures on the host's runtime settings; its priority requests change nothing
        // on Linux (docs/history/calibration.md, "Against BenchmarkDotNet").
        var config = ManualConfig.CreateEmpty()
            .AddJob(Job.Default.WithToolchain(InProcessEmitToolchain.Instance))
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddLogger(new StreamLogger(Path.Combine(artifacts, "bdn.log")))
            .AddEventProcessor(new ProgressPrinter(output))
            .WithArtifactsPath(artifacts);
        if (operation is not null)
            config = config.AddFilter(new SimpleFilter(benchmark => OperationOf(benchmark) == operation));

        var watch = Stopwatch.StartNew();
        var summary = BenchmarkRunner.Run<SerializerBenchmarks>(config);
        var measurements = summary.Reports.Select(Measurement).OfType<ReferenceMeasurement>().ToList();
        TsvFile.Write(parsed.GetValue(OutOption)!, measurements);
        output.WriteLine(
            $"BenchmarkDotNet: {measurements.Count} of {summary.BenchmarksCases.Length} cells measured in "
                + $"{watch.Elapsed.TotalSeconds:F0} s");
        return measurements.Count == summary.BenchmarksCases.Length ? 0 : 1;
    }

    static Option<string?> CreateOperationOption()
    {
        var option = new Option<string?>("--operation") { Description =
            "Only this benchmark: serialize or deserialize (default: both)" };
        option.AcceptOnlyFromAmong(ReferenceMeasurement.Serialize, ReferenceMeasurement.Deserialize);
        return option;
    }

    static string OperationOf(BenchmarkCase benchmark) =>
        benchmark.Descriptor.WorkloadMethod.Name == nameof(SerializerBenchmarks.Serialize)
            ? ReferenceMeasurement.Serialize
            : ReferenceMeasurement.Deserialize;

    static ReferenceMeasurement? Measurement(BenchmarkReport report)
    {
        if (report.ResultStatistics is not { } statistics)
            return null;
        var parameters = report.BenchmarkCase.Parameters;
        var gc = report.GcStats;
        double? PerThousand(int collections) =>
            gc.TotalOperations > 0 ? 1000.0 * collections / gc.TotalOperations : null;
        return new ReferenceMeasurement
        {
            Serializer = (string)parameters[nameof(SerializerBenchmarks.Serializer)]!,
            Objects = (int)parameters[nameof(SerializerBenchmarks.N)]!,
            Operation = OperationOf(report.BenchmarkCase),
            MedianNs = statistics.Median,
            MeanNs = statistics.Mean,
            MinNs = statistics.Min,
            ErrorNs = statistics.ConfidenceInterval.Margin,
            Iterations = statistics.N,
            Gen0PerThousand = PerThousand(gc.Gen0Collections),
            Gen1PerThousand = PerThousand(gc.Gen1Collections),
            Gen2PerThousand = PerThousand(gc.Gen2Collections),
            AllocatedBytesPerOperation = gc.TotalOperations > 0 ? gc.GetBytesAllocatedPerOperation(report.BenchmarkCase)
                : null,
            GcCalls = gc.TotalOperations > 0 ? gc.TotalOperations : null,
        };
    }
}
