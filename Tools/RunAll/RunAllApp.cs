using SerializerTests.Results;
using SerializerTests.RunAll.Analysis;
using SerializerTests.RunAll.Calibration;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Comparison;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Merging;
using SerializerTests.RunAll.Publishing;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Versioning;
using SerializerTests.RunAll.Footprint;

namespace SerializerTests.RunAll;

/// <summary>Every command exits 2 on bad input or a damaged file, 130 when interrupted.</summary>
public static class RunAllApp
{
    public const int BadArguments = 2;
    public const int Interrupted = 130;

    public static async Task<int> RunAsync(string[] args, TextWriter output, TextWriter error, bool interactive,
        CancellationToken cancellation)
    {
        var (request, parseError) = RunAllCommandLine.ParseRequest(args, output);
        if (parseError is not null)
            return Fail(error, parseError);
        try
        {
            if (request is { Adapters.Count: > 0 } && RepositoryLayout.FindRoot() is { } root
                && await Adapters.AddedAdapters.LoadAsync(request.Adapters, root, output.WriteLine,
                    cancellation) is { } adapterError)
                return Fail(error, adapterError);
            return request switch
            {
                BenchmarkRequest run =>
                    await BenchmarkCommand.RunAsync(run.Arguments, output, error, interactive, cancellation),
                AnalyzeRequest analyze =>
                    await TraceAnalysisCommand.RunAsync(analyze.Folder, output, error, cancellation),
                CompareRequest compare => CompareCommand.Run(compare, output, error),
                ReportRequest report => ReportCommand.Run(report, output, error),
                CalibrateRequest calibrate => await CalibrateCommand.RunAsync(calibrate, output, error, cancellation),
                HostileRequest hostile => await HostileCommand.RunAsync(hostile, output, error, cancellation),
                VersioningRequest versioning =>
                    await VersioningCommand.RunAsync(versioning, output, error, cancellation),
                FootprintRequest footprint => await FootprintCommand.RunAsync(footprint, output, error, cancellation),
                MergeRequest merge => await MergeCommand.RunAsync(merge, output, error, cancellation),
                PublishRequest publish => PublishCommand.Run(publish, output, error),
                _ => 0,
            };
        }
        catch (DamagedFileException ex)
        {
            return Fail(error, ex.Message);
        }
        catch (OperationCanceledException) when (cancellation.IsCancellationRequested)
        {
            error.WriteLine("RunAll: interrupted; what the command wrote so far is kept, nothing after it was "
                + "compared or summarised.");
            return Interrupted;
        }
    }

    internal static int Fail(TextWriter error, string message)
    {
        error.WriteLine($"RunAll: error: {message}");
        return BadArguments;
    }
}
