using System.CommandLine;
using System.CommandLine.Parsing;
using System.Text.RegularExpressions;
using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.RunAll.Matrix;
using SerializerTests.TypesToSerialize.Datasets;
using static SerializerTests.Cli.ArgumentParsing;

namespace SerializerTests.RunAll.Cli;

/// <summary>
/// <c>RunAll [-profile] [payloadBytes] [options]</c>: the classic two forms (<c>RunAll 10</c>, <c>RunAll -profile</c>)
/// plus GNU-style options. Parse failures come back as one line.
/// </summary>
public static partial class RunAllCommandLine
{
    static readonly Argument<int> PayloadArgument = new("payloadBytes")
    {
        Description = "Payload bytes per Book (the classic RunAll.cmd 10)",
        DefaultValueFactory = _ => 0,
        CustomParser = ParsePayload,
    };

    static readonly Option<bool> ProfileOption = new("-profile", "--profile") { Description = "Run every child inside an EventPipe tracing session" };
    static readonly Option<bool> NoHostileOption = new("--no-hostile") { Description = "Leave out the hostile-input measurement (Hostile.csv; about 1.5 min, 0.5 min with --quick)" };
    static readonly Option<bool> QuickOption = new("--quick")
    {
        Description = $"Quick run: the SDK's runtime only (--runtimes brings others back), N = 1,10,1000, precision ±{RunAllOptions.QuickPrecisionPercent}%, "
            + $"at most {RunAllOptions.QuickMaxSeconds} s per operation, default budget the floor + {RunAllOptions.MeasuringMinutes} min",
    };
    static readonly Option<double?> BudgetOption = new("--budget")
    {
        Description = $"Minutes for the whole command, builds included; refused below the run's floor, which is printed "
            + $"(default: the floor + {RunAllOptions.MeasuringMinutes} min, or + {RunAllOptions.MeasuringShareOfFloor * 100:0}% of a floor over {RunAllOptions.MeasuringMinutes / RunAllOptions.MeasuringShareOfFloor} min)",
        CustomParser = r => ParseDouble(r, "--budget", min: 0.1),
    };
    static readonly Option<int?> ProcessesOption = new("--processes")
    {
        Description = $"Processes per steady-state unit (serializer × runtime × variant × dataset), launched in a seeded random interleaved order (default {RunAllOptions.DefaultProcesses})",
        CustomParser = r => ParseInts(r, "--processes", 1).FirstOrDefault(),
    };
    static readonly Option<int?> SeedOption = new("--seed") { Description = "Seed of the steady-state launch order (default: a new one each run, recorded in run-options.json)", CustomParser = r => ParseInts(r, "--seed", 0).FirstOrDefault() };
    static readonly Option<string[]> SerializersOption = SerializerPatterns("all");
    static readonly Option<Variant[]> VariantsOption = new("--variants")
    {
        Description = "Variants, comma separated: jit, r2r, aot. Given explicitly, the steady-state test runs in them too (default: jit,r2r,aot; steady state in JIT only)",
        CustomParser = ParseVariants,
    };
    static readonly Option<string[]> RuntimesOption = new("--runtimes")
    {
        Description = "Runtimes, comma separated, e.g. net10.0,net9.0 (default: net10.0,net9.0,net8.0, those that can be built here)",
        CustomParser = ParseRuntimes,
    };
    static readonly Option<int?> RunsOption = new("--runs") { Description = $"Timed runs per operation, at least, the cold one included (default {MeasurementPolicy.DefaultRuns})", CustomParser = r => ParseInts(r, "--runs", 1).FirstOrDefault() };
    static readonly Option<double?> PrecisionOption = new("--precision")
    {
        Description = $"Add runs until the median's 95% confidence interval is within ±this percent; 0 = exactly --runs (default {MeasurementPolicy.DefaultPrecisionPercent}; {RunAllOptions.QuickPrecisionPercent} with --quick)",
        CustomParser = r => ParseDouble(r, "--precision", min: 0),
    };
    static readonly Option<double?> MaxSecondsOption = new("--max-seconds")
    {
        Description = $"…but stop adding runs to one operation after this many seconds (default {MeasurementPolicy.DefaultMaxSeconds}; {RunAllOptions.QuickMaxSeconds} with --quick)",
        CustomParser = r => ParseDouble(r, "--max-seconds", min: 0.001),
    };
    static readonly Option<bool> RebuildOption = new("--rebuild") { Description = "Build every variant again, even when its inputs have not changed since it was built" };
    static readonly Option<int> LaunchesOption = new("--launches")
    {
        Description = $"Launches per first-call child, in seeded shuffled rounds across the run's children; the combined CSV has their median and interval (default {RunAllOptions.DefaultLaunches})",
        DefaultValueFactory = _ => RunAllOptions.DefaultLaunches,
        CustomParser = r => ParseInts(r, "--launches", 1).FirstOrDefault(),
    };
    static readonly Option<int> QuietWaitOption = new("--quiet-wait")
    {
        Description = $"Seconds to wait at most, before the first-call launches, for the rest of the machine to go quiet (build servers are shut down first); 0 skips the check (default {RunAllOptions.DefaultQuietWaitSeconds})",
        DefaultValueFactory = _ => RunAllOptions.DefaultQuietWaitSeconds,
        CustomParser = r => ParseInts(r, "--quiet-wait", 0).FirstOrDefault(),
    };
    static readonly Option<int[]> CountsOption = new("--N")
    {
        Description = "Object counts, comma separated, or 'classic' for the classic sweep 1,1,10 … 1000000 (default: one per decade 1 … 1000000; 1,10,1000 with --quick)",
        CustomParser = r => r.Tokens.Count == 1 && r.Tokens[0].Value.Equals("classic", StringComparison.OrdinalIgnoreCase) ? [.. HostOptions.DefaultCounts] : ParseInts(r, "--N", 0),
    };
    static readonly Option<string[]> DatasetOption = new("--dataset")
    {
        Description = "Datasets, comma separated: " + string.Join(", ", Datasets.All.Select(d => d.Name)) + " (default: bookshelf); every test runs once per dataset",
        CustomParser = ParseDatasets,
    };
    static readonly Option<string> OutOption = OutFolder("results");
    static readonly Option<string> ResumeOption = new("--resume") { Description = "Continue an interrupted run in this results folder, skipping the cells already done" };
    static readonly Option<bool> AllowOtherCommitOption = new("--allow-other-commit")
    {
        Description = "With --resume: go on although the folder was started by another git commit (its cells then come from two builds)",
    };
    static readonly Option<int> TimeoutOption = new("--timeout") { Description = "Seconds a child may run before it is killed", DefaultValueFactory = _ => 1800, CustomParser = r => ParseInts(r, "--timeout", 1).FirstOrDefault() };

    static readonly Argument<string> AnalyzeFolderArgument = new("folder") { Description = "A results folder of a RunAll -profile run" };
    static readonly Command AnalyzeCommand = new("analyze", "Re-extract the traces of a profiled results folder and print which serializers load extra assemblies, "
        + "their top jitted methods on first call, the exceptions thrown and the CPU-sample top lists (tables also written to <folder>/analysis/)")
    {
        AnalyzeFolderArgument,
    };

    static readonly Option<string[]> CalibrateSerializersOption = SerializerPatterns("SystemTextJson, MessagePack, MemoryPack, ProtobufNet; unavailable ones are reported and skipped");
    static readonly Option<int[]> CalibrateCountsOption = new("--N") { Description = "Object counts, comma separated (default: 1,100,10000)", CustomParser = r => ParseInts(r, "--N", 0) };
    static readonly Option<int> CalibratePayloadOption = new("--payload") { Description = "Payload bytes per Book (default 0)", CustomParser = r => ParseInts(r, "--payload", 0).FirstOrDefault() };
    static readonly Option<int> CalibrateLaunchesOption = new("--launches") { Description = "Host launches per cell and operation; ours is the median of their medians (default 5)", DefaultValueFactory = _ => CalibrateRequest.DefaultLaunches, CustomParser = r => ParseInts(r, "--launches", 1).FirstOrDefault() };
    static readonly Option<int> CalibratePoolOption = new("--pool")
    {
        Description = "Calibrations to pool, this one included: the earlier ones come from the same folder and have the same payload; each side's median "
            + "per cell over them tells the machine's noise from a real difference (default 5; 1 = this one only)",
        DefaultValueFactory = _ => CalibrateRequest.DefaultPool,
        CustomParser = r => ParseInts(r, "--pool", 1).FirstOrDefault(),
    };
    static readonly Option<string> CalibrateOutOption = OutFolder("calibration");
    static readonly Command CalibrateCommand = new("calibrate", "Run the host's steady-state test and BenchmarkDotNet's default job on the same adapters and data, "
        + "one serializer × N × operation at a time, print both medians and their ratio; the last line is 'worst deviation: X%'")
    {
        CalibrateSerializersOption, CalibrateCountsOption, CalibratePayloadOption, CalibrateLaunchesOption, CalibratePoolOption, CalibrateOutOption,
    };

    static readonly Argument<string> CompareFolderAArgument = new("A") { Description = "The results folder to compare against (the baseline)" };
    static readonly Argument<string> CompareFolderBArgument = new("B") { Description = "The results folder compared with A" };
    static readonly Option<double> CompareThresholdOption = new("--threshold")
    {
        Description = "Noise threshold in percent: ratios within it are reported as unchanged (default 5)",
        DefaultValueFactory = _ => Comparison.RunComparison.DefaultThresholdPercent,
        CustomParser = r => ParseInts(r, "--threshold", 0).FirstOrDefault(),
    };
    static readonly Option<int?> CompareLaunchesOption = new("--launches")
    {
        Description = "Pool each first-call child's first n launches only (from raw/), as a run with --launches n would have: what fewer launches would have shown (default: every launch)",
        CustomParser = r => ParseInts(r, "--launches", 1).FirstOrDefault(),
    };
    static readonly Option<int?> CompareProcessesOption = new("--processes")
    {
        Description = "Pool each steady-state unit's first n processes only (from raw/), as a run with --processes n would have: what fewer processes would have shown (default: every process)",
        CustomParser = r => ParseInts(r, "--processes", 1).FirstOrDefault(),
    };
    static readonly Command CompareCommand = new("compare", "Pair the cells of two results folders (serializer, N, test, runtime, variant), print B/A per cell "
        + "with changes beyond the noise threshold marked faster or SLOWER, and write the same as Markdown to B/compare-<A>.md")
    {
        CompareFolderAArgument, CompareFolderBArgument, CompareThresholdOption, CompareLaunchesOption, CompareProcessesOption,
    };

    static readonly Argument<string> ReportFolderArgument = new("folder") { Description = "A results folder" };
    static readonly Option<int?> ReportCountOption = new("--N") { Description = "The N of the per-serializer time and size charts (default: the largest in the run)", CustomParser = r => ParseInts(r, "--N", 0).FirstOrDefault() };
    static readonly Command ReportCommand = new("report", "Write report.html (charts), SerializationPerf_Combined_<payload>.xlsx (table and pivot tables) and summary.md "
        + "for an existing results folder; every run writes them at its end")
    {
        ReportFolderArgument, ReportCountOption,
    };

    static readonly Option<string[]> HostileSerializersOption = SerializerPatterns("all");
    static readonly Option<string[]> HostileDatasetOption = new("--dataset")
    {
        Description = $"Datasets, comma separated (default: {string.Join(",", HostileRequest.DefaultDatasets)})",
        CustomParser = ParseDatasets,
    };
    static readonly Option<int> HostileCountOption = new("--N")
    {
        Description = $"Objects in the valid message the corrupt ones are derived from (default {HostileRequest.DefaultObjects})",
        DefaultValueFactory = _ => HostileRequest.DefaultObjects,
        CustomParser = r => ParseInts(r, "--N", 0).FirstOrDefault(),
    };
    static readonly Option<int> HostileCaseTimeoutOption = new("--case-timeout")
    {
        Description = $"Seconds one case may take before it counts as a hang and its child is killed (default {HostileRequest.DefaultCaseTimeoutSeconds})",
        DefaultValueFactory = _ => HostileRequest.DefaultCaseTimeoutSeconds,
        CustomParser = r => ParseInts(r, "--case-timeout", 1).FirstOrDefault(),
    };
    static readonly Option<int> HostilePositionsOption = new("--positions")
    {
        Description = $"Byte positions per kind of change; longer messages get a seeded sample (default {SerializerTests.Hostile.HostileCases.DefaultMaxPositions})",
        DefaultValueFactory = _ => SerializerTests.Hostile.HostileCases.DefaultMaxPositions,
        CustomParser = r => ParseInts(r, "--positions", 1).FirstOrDefault(),
    };
    static readonly Option<int> HostileSeedOption = new("--seed")
    {
        Description = $"Seed of the corrupt inputs (default {SerializerTests.Hostile.HostileCases.DefaultSeed})",
        DefaultValueFactory = _ => SerializerTests.Hostile.HostileCases.DefaultSeed,
        CustomParser = r => ParseInts(r, "--seed", 0).FirstOrDefault(),
    };
    static readonly Option<string> HostileOutOption = OutFolder("results");
    static readonly Command HostileCommand = new("hostile", "Feed every serializer corrupt inputs derived from its own valid message (truncations, replaced bytes, "
        + "flipped bits, nesting bombs, other formats) in child processes and classify each outcome: rejected, accepted-same, accepted-different, "
        + "hang, crash, excessive-allocation; writes Hostile.csv, HostileSummary.csv, report.html and summary.md")
    {
        HostileSerializersOption, HostileDatasetOption, HostileCountOption, HostileCaseTimeoutOption, HostilePositionsOption, HostileSeedOption, HostileOutOption,
    };

    static readonly Option<string[]> VersioningSerializersOption = SerializerPatterns("all");
    static readonly Option<string> VersioningOutOption = OutFolder("results");
    static readonly Command VersioningCommand = new("versioning", "Write a value with one version of a type and read it with the other, for the schema changes "
        + "real types go through (member added, removed, reordered, renamed, int to long, made nullable, enum value added, List to array), in both directions; "
        + "classify each: reads, loses, wrong, throws; writes Versioning.csv, report.html and summary.md")
    {
        VersioningSerializersOption, VersioningOutOption,
    };

    static readonly RootCommand Root = new("RunAll: builds every runtime variant of the SerializerTests host, launches a fresh process per serializer per variant and merges the results into SerializationPerf_Combined_<payload>.csv.")
    {
        PayloadArgument, ProfileOption, NoHostileOption, QuickOption, BudgetOption, ProcessesOption, SeedOption, SerializersOption, VariantsOption, RuntimesOption, RunsOption,
        PrecisionOption, MaxSecondsOption, RebuildOption, LaunchesOption, QuietWaitOption, CountsOption, DatasetOption, OutOption, ResumeOption, AllowOtherCommitOption, TimeoutOption, AnalyzeCommand, CalibrateCommand, CompareCommand, ReportCommand, HostileCommand, VersioningCommand,
    };

    static RunAllCommandLine() => Root.SetAction(_ => 0);

    /// <summary>Null request with a null error means help was printed.</summary>
    public static (RunAllRequest? Request, string? Error) ParseRequest(string[] args, TextWriter output)
    {
        var (parsed, error) = ArgumentParsing.Parse(Root, args, output);
        if (parsed is not { } result)
            return (null, error);
        if (result.CommandResult.Command == AnalyzeCommand)
            return (new AnalyzeRequest(result.GetValue(AnalyzeFolderArgument)!), null);
        if (result.CommandResult.Command == CompareCommand)
            return (new CompareRequest(result.GetValue(CompareFolderAArgument)!, result.GetValue(CompareFolderBArgument)!, result.GetValue(CompareThresholdOption),
                Given(result, CompareLaunchesOption), Given(result, CompareProcessesOption)), null);
        if (result.CommandResult.Command == ReportCommand)
            return (new ReportRequest(result.GetValue(ReportFolderArgument)!, Given(result, ReportCountOption)), null);
        if (result.CommandResult.Command == VersioningCommand)
            return (new VersioningRequest(Given(result, VersioningSerializersOption) ?? [], result.GetValue(VersioningOutOption)) { CommandLine = string.Join(' ', args) }, null);
        if (result.CommandResult.Command == HostileCommand)
        {
            return (new HostileRequest(
                Given(result, HostileSerializersOption) ?? [],
                Given(result, HostileDatasetOption) ?? HostileRequest.DefaultDatasets,
                result.GetValue(HostileCountOption),
                result.GetValue(HostileCaseTimeoutOption),
                result.GetValue(HostilePositionsOption),
                result.GetValue(HostileSeedOption),
                result.GetValue(HostileOutOption)) { CommandLine = string.Join(' ', args) }, null);
        }
        if (result.CommandResult.Command == CalibrateCommand)
        {
            return (new CalibrateRequest(
                Given(result, CalibrateSerializersOption) ?? CalibrateRequest.DefaultSerializers,
                Given(result, CalibrateCountsOption) ?? CalibrateRequest.DefaultCounts,
                result.GetValue(CalibratePayloadOption),
                result.GetValue(CalibrateLaunchesOption),
                result.GetValue(CalibratePoolOption),
                result.GetValue(CalibrateOutOption)), null);
        }
        return (new BenchmarkRequest(Options(result, args)), null);
    }

    /// <summary>The benchmark form only (null when help was printed or the arguments are bad).</summary>
    public static (RunAllOptions? Options, string? Error) Parse(string[] args, TextWriter output)
    {
        var (request, error) = ParseRequest(args, output);
        return (request is BenchmarkRequest run ? run.Options : null, error);
    }

    static RunAllOptions Options(ParseResult result, string[] args)
    {
        var variants = Given(result, VariantsOption);
        bool quick = result.GetValue(QuickOption);
        return new RunAllOptions
        {
            PayloadBytes = result.GetValue(PayloadArgument),
            Profile = result.GetValue(ProfileOption),
            NoHostile = result.GetValue(NoHostileOption),
            Quick = quick,
            BudgetMinutes = Given(result, BudgetOption),
            Processes = Given(result, ProcessesOption),
            Seed = Given(result, SeedOption) ?? Random.Shared.Next(),
            Serializers = Given(result, SerializersOption) ?? [],
            Variants = variants ?? RunAllOptions.AllVariants,
            VariantsGiven = variants is not null,
            Runtimes = Given(result, RuntimesOption) ?? (quick ? [Toolchains.HostToolchain.SdkRuntime] : RunAllOptions.AllRuntimes),
            Runs = Given(result, RunsOption),
            Precision = Given(result, PrecisionOption),
            MaxSeconds = Given(result, MaxSecondsOption),
            Rebuild = result.GetValue(RebuildOption),
            Launches = result.GetValue(LaunchesOption),
            QuietWaitSeconds = result.GetValue(QuietWaitOption),
            Counts = Given(result, CountsOption),
            Datasets = Given(result, DatasetOption) ?? [Datasets.DefaultName],
            OutputRoot = result.GetValue(OutOption),
            Resume = result.GetValue(ResumeOption),
            AllowOtherCommit = result.GetValue(AllowOtherCommitOption),
            TimeoutSeconds = result.GetValue(TimeoutOption),
            CommandLine = string.Join(' ', args),
        };
    }

    /// <summary>--serializers, as every command that selects serializers takes it.</summary>
    static Option<string[]> SerializerPatterns(string defaults) => new("--serializers")
    {
        Description = $"Serializers, comma separated: name prefixes or #ExactName (default: {defaults})",
        CustomParser = r => [.. SplitTokens(r)],
    };

    /// <summary>--out, as every command that makes a timestamped folder takes it.</summary>
    static Option<string> OutFolder(string kind) =>
        new("--out") { Description = $"Folder in which the timestamped {kind} folder is created (default: SerializerTestResults)" };

    /// <summary>Options without a default still run their parser on no tokens; only what was typed counts.</summary>
    static T? Given<T>(ParseResult result, Option<T> option) => result.GetResult(option) is { Implicit: false } ? result.GetValue(option) : default;

    /// <summary>The positional payload also catches unknown options; name them as such.</summary>
    static int ParsePayload(ArgumentResult result)
    {
        if (result.Tokens.FirstOrDefault(t => t.Value.StartsWith('-')) is { } option)
        {
            result.AddError($"unknown option '{option.Value}' (see --help)");
            return 0;
        }
        return ParseInts(result, "payloadBytes", 0).FirstOrDefault();
    }

    static Variant[] ParseVariants(ArgumentResult result)
    {
        var variants = new List<Variant>();
        foreach (var part in SplitTokens(result))
        {
            if (!RuntimeVariant.TryParseVariant(part, out var variant))
            {
                result.AddError($"--variants: '{part}' is not one of jit, r2r, aot");
                return [];
            }
            if (!variants.Contains(variant))
                variants.Add(variant);
        }
        return [.. variants];
    }

    static string[] ParseDatasets(ArgumentResult result)
    {
        var names = new List<string>();
        foreach (var part in SplitTokens(result))
        {
            if (Datasets.Find(part) is not { } dataset)
            {
                result.AddError($"--dataset: '{part}' is not one of {string.Join(", ", Datasets.All.Select(d => d.Name))}");
                return [];
            }
            if (!names.Contains(dataset.Name))
                names.Add(dataset.Name);
        }
        return [.. names];
    }

    static string[] ParseRuntimes(ArgumentResult result)
    {
        var runtimes = SplitTokens(result).Select(r => r.ToLowerInvariant()).Distinct().ToArray();
        if (runtimes.FirstOrDefault(r => !RuntimeMoniker().IsMatch(r)) is { } bad)
            result.AddError($"--runtimes: '{bad}' is not a runtime moniker such as net10.0");
        return runtimes;
    }

    [GeneratedRegex(@"^net\d+\.\d+$")]
    private static partial Regex RuntimeMoniker();
}
