using System.CommandLine;
using System.CommandLine.Parsing;
using System.Text.RegularExpressions;
using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.RunAll.Planning;
using SerializerTests.TypesToSerialize.Datasets;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

/// <summary><c>RunAll [-profile] [payloadBytes] [options]</c>, the benchmark run.</summary>
static partial class BenchmarkCommandLine
{
    static readonly Argument<int> PayloadArgument = new("payloadBytes")
    {
        Description = "Payload bytes per Book (the classic RunAll.cmd 10)",
        DefaultValueFactory = _ => 0,
        CustomParser = r => ParseInts(r, "payloadBytes", 0).FirstOrDefault(),
    };

    static readonly Option<bool> ProfileOption =
        new("-profile", "--profile") { Description = "Run every child inside an EventPipe tracing session" };
    static readonly Option<bool> NoFootprintOption =
        new("--no-footprint") { Description = "Leave out the NativeAOT footprint (Footprint.csv: an app "
        + "per serializer published and launched; about 8.5 min when the apps are new, seconds when reused; never with "
        + "--quick)" };
    static readonly Option<bool> NoHostileOption =
        new("--no-hostile") { Description =
            "Leave out the hostile-input measurement (Hostile.csv; about 1.5 min, 0.5 min with --quick)" };
    static readonly Option<bool> QuickOption = new("--quick")
    {
        Description =
            $"Quick run: the SDK's runtime only (--runtimes brings others back), N = 1,10,1000, precision "
                + $"±{RunSettings.QuickPrecisionPercent}%, "
            + $"at most {RunSettings.QuickMaxSeconds} s per operation, default budget the floor + "
            + $"{RunSettings.MeasuringMinutes} min",
    };
    static readonly Option<double?> BudgetOption = new("--budget")
    {
        Description =
            $"Minutes for the whole command, builds included; refused below the run's floor, which is printed "
            + $"(default: the floor + {RunSettings.MeasuringMinutes} min, or + "
            + $"{RunSettings.MeasuringShareOfFloor * 100:0}% of a floor "
            + $"over {RunSettings.MeasuringMinutes / RunSettings.MeasuringShareOfFloor} min)",
        CustomParser = r => ParseDouble(r, "--budget", min: 0.1),
    };
    static readonly Option<double?> UntilDecidedOption = new("--until-decided")
    {
        Description =
            "Minutes beyond the budget for a side by side (--package id=v1,v2 or --runtime-verdicts): rounds are "
            + "added to its inconclusive cells, the closest to a decision first, until each is faster, slower or "
            + "same or the time is spent (a side by side with --budget does the same within it)",
        CustomParser = r => ParseDouble(r, "--until-decided", min: 0.1),
    };
    static readonly Option<int?> ProcessesOption = OptionalWholeNumber("--processes", 1,
        "Processes per steady-state unit (serializer × runtime × variant × dataset), launched in a seeded random "
            + "interleaved order (default "
            + $"{RunSettings.DefaultProcesses}; {RunSettings.DefaultSideBySideProcesses} for a serializer measured "
            + $"side by side with --package)");
    static readonly Option<bool> RuntimeVerdictsOption = new("--runtime-verdicts")
    {
        Description =
            $"Give the comparison of the run's runtimes (SideBySide.csv) steady-state verdicts: "
            + $"{RunSettings.RuntimeVerdictProcesses} "
            + $"processes per steady-state unit instead of {RunSettings.DefaultProcesses} (--processes overrides), "
            + $"paired round by round; what they "
            + "cost is printed before the run. Needs two runtimes or more",
    };
    static readonly Option<int?> SeedOption =
        OptionalWholeNumber("--seed", 0,
            "Seed of the steady-state launch order (default: a new one each run, recorded in run-options.json)");
    static readonly Option<string[]> SerializersOption = SerializerPatterns("all");
    static readonly Option<string[]> AdapterOption = AdapterFiles();
    static readonly Option<Variant[]> VariantsOption = new("--variants")
    {
        Description =
            "Variants, comma separated: jit, r2r, aot. Given explicitly, the steady-state test runs in them too "
            + "(default: jit,r2r,aot; "
            + "steady state in JIT only)",
        CustomParser = ParseVariants,
    };
    static readonly Option<string[]> RuntimesOption = new("--runtimes")
    {
        Description =
            "Runtimes, comma separated, e.g. net10.0,net9.0 (default: net10.0,net9.0,net8.0, those that can be built "
            + "here)",
        CustomParser = ParseRuntimes,
    };
    static readonly Option<int?> RunsOption =
        OptionalWholeNumber("--runs", 1,
            $"Timed runs per operation, at least, the cold one included (default {MeasurementPolicy.DefaultRuns})");
    static readonly Option<double?> PrecisionOption = new("--precision")
    {
        Description =
            $"Add runs until the median's {MeasurementPolicy.StoppingConfidencePercent}% confidence interval is within "
            + $"±this percent; 0 = "
            + $"exactly --runs (default {MeasurementPolicy.DefaultPrecisionPercent}; "
            + $"{RunSettings.QuickPrecisionPercent} with --quick)",
        CustomParser = r => ParseDouble(r, "--precision", min: 0),
    };
    static readonly Option<double?> MaxSecondsOption = new("--max-seconds")
    {
        Description =
            $"…but stop adding runs to one operation after this many seconds (default "
            + $"{MeasurementPolicy.DefaultMaxSeconds}; "
            + $"{RunSettings.QuickMaxSeconds} with --quick)",
        CustomParser = r => ParseDouble(r, "--max-seconds", min: 0.001),
    };
    static readonly Option<bool> RebuildOption =
        new("--rebuild") { Description =
            "Build every variant again, even when its inputs have not changed since it was built" };
    static readonly Option<int> LaunchesOption = WholeNumber("--launches", 1,
        "Launches per first-call child, in seeded shuffled rounds across the run's children; the combined CSV has "
            + "their median and interval",
        RunSettings.DefaultLaunches);
    static readonly Option<int> QuietWaitOption = WholeNumber("--quiet-wait", 0,
        "Seconds to wait at most, before the first-call launches, for the rest of the machine to go quiet (build "
            + "servers are shut down first); 0 "
            + "skips the check", RunSettings.DefaultQuietWaitSeconds);
    static readonly Option<int[]> CountsOption = new("--N")
    {
        Description =
            "Object counts, comma separated, or 'classic' for the classic sweep 1,1,10 … 1000000 (default: one per "
            + "decade 1 … 1000000; "
            + "1,10,1000 with --quick)",
        CustomParser = r =>
            r.Tokens.Count == 1 && r.Tokens[0].Value.Equals("classic", StringComparison.OrdinalIgnoreCase)
            ? [.. HostOptions.DefaultCounts] : ParseInts(r, "--N", 0),
    };
    static readonly Option<string[]> DatasetOption = new("--dataset")
    {
        Description = "Datasets, comma separated: " + string.Join(", ", Datasets.All.Select(d => d.Name))
            + " (default: bookshelf); every test runs once per dataset",
        CustomParser = ParseDatasets,
    };
    static readonly Option<string> OutOption = OutFolder("results");
    static readonly Option<string> ResumeOption =
        new("--resume") { Description =
            "Continue an interrupted run in this results folder, skipping the cells already done" };
    static readonly Option<bool> AllowOtherCommitOption = new("--allow-other-commit")
    {
        Description =
            "With --resume: go on although the folder was started by another git commit (its cells then come from two "
            + "builds)",
    };
    static readonly Option<int> TimeoutOption =
        WholeNumber("--timeout", 1, "Seconds a child may run before it is killed",
        RunSettings.DefaultTimeoutSeconds);
    static readonly Option<PackageRequest[]> PackageOption = new("--package")
    {
        Description =
            "Measure versions of a package side by side in this run: id=v1,v2 (a version, or the path of a local "
            + ".nupkg or its folder); "
            + "every serializer that uses it gets a row per version, paired round by round, with a faster/slower/same "
            + "verdict per cell (summary.md, "
            + "'Side by side'). "
            + "The same version twice is the A/A check; repeat the option for another package",
        CustomParser = ParsePackages,
    };
    static readonly Option<Shard?> ShardOption = new("--shard")
    {
        Description =
            "Run part k of n of this run (k/n): whole rounds of launches and processes, versioning and hostile input "
            + "dealt round-robin; "
            + "give every shard the same options and --seed, then join the folders with RunAll merge (needs --launches "
            + "and --processes of at "
            + "least n)",
        CustomParser = ParseShard,
    };

    /// <summary>Declares the benchmark run's argument and options on the root command.</summary>
    public static void AddTo(RootCommand root)
    {
        root.Add(PayloadArgument);
        foreach (var option in new Option[] { ProfileOption, NoHostileOption, NoFootprintOption, QuickOption,
            BudgetOption, UntilDecidedOption, ProcessesOption,
            RuntimeVerdictsOption, SeedOption, SerializersOption,
            VariantsOption, RuntimesOption, RunsOption, PrecisionOption, MaxSecondsOption, RebuildOption,
                LaunchesOption, QuietWaitOption,
            CountsOption,
            DatasetOption, OutOption, ResumeOption, AllowOtherCommitOption, TimeoutOption, ShardOption, PackageOption,
                AdapterOption })
            root.Add(option);
    }

    public static BenchmarkArguments Arguments(ParseResult result, string commandLine) => new()
    {
        PayloadBytes = result.GetValue(PayloadArgument),
        Profile = result.GetValue(ProfileOption),
        NoHostile = result.GetValue(NoHostileOption),
        NoFootprint = result.GetValue(NoFootprintOption),
        Quick = result.GetValue(QuickOption),
        BudgetMinutes = Given(result, BudgetOption),
        UntilDecidedMinutes = Given(result, UntilDecidedOption),
        Processes = Given(result, ProcessesOption),
        RuntimeVerdicts = result.GetValue(RuntimeVerdictsOption),
        Seed = Given(result, SeedOption),
        Serializers = Given(result, SerializersOption) ?? [],
        Variants = Given(result, VariantsOption),
        Runtimes = Given(result, RuntimesOption),
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
        Shard = Given(result, ShardOption),
        PackageRequests = Given(result, PackageOption) ?? [],
        Adapters = Given(result, AdapterOption) ?? [],
        CommandLine = commandLine,
    };

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

    static PackageRequest[] ParsePackages(ArgumentResult result)
    {
        var requests = new List<PackageRequest>();
        foreach (var token in result.Tokens)
        {
            if (PackageRequest.Parse(token.Value) is not { } request)
            {
                result.AddError($"--package: '{token.Value}' is not id=version[,version…] (a version, or the path of a "
                    + $".nupkg)");
                return [];
            }
            requests.Add(request);
        }
        return [.. requests];
    }

    static string[] ParseRuntimes(ArgumentResult result)
    {
        var runtimes = SplitTokens(result).Select(r => r.ToLowerInvariant()).ToArray();
        if (runtimes.FirstOrDefault(r => !RuntimeMoniker().IsMatch(r)) is { } bad)
            result.AddError($"--runtimes: '{bad}' is not a runtime moniker such as net10.0");
        // Read as one runtime, a repeated name would give a plain run where a comparison was asked for.
        else if (runtimes.GroupBy(r => r).FirstOrDefault(g => g.Count() > 1) is { } twice)
            result.AddError($"--runtimes: {twice.Key} is named twice, and RunAll does not compare a runtime with "
                + $"itself (for the "
                + "method's A/A, name a package version twice: --package protobuf-net=3.4.40,3.4.40)");
        return runtimes;
    }

    [GeneratedRegex(@"^net\d+\.\d+$")]
    private static partial Regex RuntimeMoniker();
}
