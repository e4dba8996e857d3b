using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using SerializerTests.Measurement;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Cli;

public static class HostCommandLine
{
    static readonly Option<TestKind> TestOption = new("-test")
    {
        Description = "serialize | deserialize | combined | firstcall | hostile | versioning",
        DefaultValueFactory = _ => TestKind.Combined,
        CustomParser = ParseTest,
    };

    static readonly Option<int[]> CountsOption = new("-N")
    {
        Description = "Object counts, comma separated",
        DefaultValueFactory = _ => [.. HostOptions.DefaultCounts],
        CustomParser = r => ArgumentParsing.ParseInts(r, "-N", 0),
        AllowMultipleArgumentsPerToken = true,
    };

    static readonly Option<int> RunsOption = ArgumentParsing.WholeNumber(
        "-Runs", 1, "Timed runs per operation, at least; the first is the cold one", MeasurementPolicy.DefaultRuns);

    static readonly Option<double> PrecisionOption = new("-Precision")
    {
        Description = $"Add runs until the median's {MeasurementPolicy.StoppingConfidencePercent}% confidence interval "
            + "is within ±this percent of it; 0 = exactly -Runs",
        DefaultValueFactory = _ => MeasurementPolicy.DefaultPrecisionPercent,
        CustomParser = r => ArgumentParsing.ParseDouble(r, "-Precision", min: 0),
    };

    static readonly Option<double> MaxSecondsOption = new("-MaxSeconds")
    {
        Description = "…but stop adding runs to one operation after this many seconds",
        DefaultValueFactory = _ => MeasurementPolicy.DefaultMaxSeconds,
        CustomParser = r => ArgumentParsing.ParseDouble(r, "-MaxSeconds", min: 0.001),
    };

    static readonly Option<string[]> SerializerOption = new("-serializer")
    {
        Description = "Serializers to run, comma separated: name prefixes, or #Name for an exact name (default: all)",
        CustomParser = r => [.. ArgumentParsing.SplitTokens(r)],
        AllowMultipleArgumentsPerToken = true,
    };

    static readonly Option<bool> ListOption = new("-list") { Description = "List the serializers and exit" };

    static readonly Option<bool> DescribeOption = new("-describe")
    {
        Description = "Print each serializer's metadata as one JSON line (what RunAll reads of an added adapter) "
            + "and exit"
    };

    static readonly Option<int> BookDataSizeOption =
        ArgumentParsing.WholeNumber("-BookDataSize", 0, "Payload bytes per Book (default 0)");

    static readonly Option<bool> VerifyOption =
        new("-Verify") { Description = "Compare what comes back with what went in, field by field" };
    static readonly Option<bool> NoHeaderOption = new("-NoHeader") { Description = "Do not print the CSV header row" };
    static readonly Option<string> ScenarioOption =
        new("-scenario") { Description = "Free text copied into the Scenario column" };
    static readonly Option<bool> RefTrackingOption =
        new("-reftracking")
        {
            Description = "Measure ReferenceBookShelf with reference tracking switched on where supported"
        };

    static readonly Option<string> DatasetOption = new("-dataset")
    {
        Description = $"The shape of data: {string.Join(", ", Datasets.All.Select(d => d.Name))}; "
            + "'list' prints them with a description",
        DefaultValueFactory = _ => Datasets.DefaultName,
        Validators =
        {
            r =>
            {
                string name = r.Tokens.Count > 0 ? r.Tokens[^1].Value : Datasets.DefaultName;
                if (name != ListDatasetsValue && Datasets.Find(name) is null)
                    r.AddError($"-dataset: '{name}' is not one of "
                        + $"{string.Join(", ", Datasets.All.Select(d => d.Name))} (or list)");
            },
        },
    };

    const string ListDatasetsValue = "list";

    static readonly Option<int> SeedOption = ArgumentParsing.WholeNumber(
        "-Seed", 0, "-test hostile: seed of the corrupt inputs", Hostile.HostileCases.DefaultSeed);
    static readonly Option<int> FromCaseOption = ArgumentParsing.WholeNumber("-FromCase", 0,
        "-test hostile: the first corrupt case to run, counting from 1; "
            + "0 also runs the valid message first (default 0)");
    static readonly Option<int> MaxPositionsOption = ArgumentParsing.WholeNumber("-MaxPositions", 1,
        "-test hostile: byte positions per kind of change; longer messages get a seeded sample",
        Hostile.HostileCases.DefaultMaxPositions);
    static readonly Option<bool> HardenedOption =
        new("-hardened") { Description = "-test hostile: switch on the library's setting for untrusted input" };
    static readonly Option<bool> CompressedSizeOption = new("-CompressedSize")
    {
        Description = "After timing each N, write the message's size after GZip and Brotli (GZipBytes, BrotliBytes)"
    };
    static readonly Option<bool> NoCollectionWindowOption = new("-NoCollectionWindow")
    {
        Description = "Leave collection counts empty where a window of BenchmarkDotNet's iteration length "
            + "would take them (another process does)",
    };
    static readonly Option<string> RowsOption =
        new("-rows") { Description = "Write the result rows to this file instead of stdout, flushed row by row" };

    static readonly RootCommand Root =
        new("SerializerTests host: runs one measurement job and prints result rows (tab-separated) to stdout.")
    {
        TestOption, CountsOption, RunsOption, PrecisionOption, MaxSecondsOption, SerializerOption, ListOption,
        DescribeOption, BookDataSizeOption, VerifyOption, NoHeaderOption, ScenarioOption, RefTrackingOption,
        DatasetOption, SeedOption, FromCaseOption, MaxPositionsOption, HardenedOption, CompressedSizeOption,
        NoCollectionWindowOption, RowsOption,
    };

    internal static RootCommand Definition => Root;

    /// <summary>Null options with a null error means help was printed.</summary>
    public static (HostOptions? Options, string? Error) Parse(string[] args, TextWriter output)
    {
        var (result, error) = ArgumentParsing.Parse(Root, Normalize(args), output);
        if (result is null)
            return (null, error);
        return (new HostOptions
        {
            Test = result.GetValue(TestOption),
            Counts = result.GetValue(CountsOption) ?? [.. HostOptions.DefaultCounts],
            Runs = result.GetValue(RunsOption),
            PrecisionPercent = result.GetValue(PrecisionOption),
            MaxSeconds = result.GetValue(MaxSecondsOption),
            Serializers = result.GetValue(SerializerOption) ?? [],
            List = result.GetValue(ListOption),
            Describe = result.GetValue(DescribeOption),
            BookDataSize = result.GetValue(BookDataSizeOption),
            Verify = result.GetValue(VerifyOption),
            NoHeader = result.GetValue(NoHeaderOption),
            Scenario = result.GetValue(ScenarioOption),
            ReferenceTracking = result.GetValue(RefTrackingOption),
            Dataset = Datasets.Find(result.GetValue(DatasetOption)!) ?? Datasets.BookShelf,
            ListDatasets = result.GetValue(DatasetOption) == ListDatasetsValue,
            Seed = result.GetValue(SeedOption),
            FromCase = result.GetValue(FromCaseOption),
            MaxPositions = result.GetValue(MaxPositionsOption),
            Hardened = result.GetValue(HardenedOption),
            CompressedSizes = result.GetValue(CompressedSizeOption),
            NoCollectionWindow = result.GetValue(NoCollectionWindowOption),
            RowsPath = result.GetValue(RowsOption),
        }, null);
    }

    /// <summary>How RunAll starts every child, so the host's arguments are spelled here only.</summary>
    public static IReadOnlyList<string> Arguments(HostOptions options)
    {
        var defaults = new HostOptions();
        var arguments = new List<string>();
        void Add(Option option, bool given, string value)
        {
            if (given)
                arguments.AddRange([option.Name, value]);
        }
        void Flag(Option option, bool on)
        {
            if (on)
                arguments.Add(option.Name);
        }
        Add(TestOption, options.Test != defaults.Test, options.Test.Name());
        Add(SerializerOption, options.Serializers.Count > 0, string.Join(',', options.Serializers));
        Add(CountsOption, !options.Counts.SequenceEqual(defaults.Counts),
            string.Join(",", options.Counts.Select(n => Invariant(n))));
        Add(RunsOption, options.Runs != defaults.Runs, Invariant(options.Runs));
        Add(PrecisionOption, options.PrecisionPercent != defaults.PrecisionPercent,
            Invariant(options.PrecisionPercent));
        Add(MaxSecondsOption, options.MaxSeconds != defaults.MaxSeconds, Invariant(options.MaxSeconds));
        Add(BookDataSizeOption, options.BookDataSize != defaults.BookDataSize, Invariant(options.BookDataSize));
        Flag(VerifyOption, options.Verify);
        Flag(NoHeaderOption, options.NoHeader);
        Add(ScenarioOption, options.Scenario is not null, options.Scenario ?? "");
        Flag(RefTrackingOption, options.ReferenceTracking);
        Add(DatasetOption, options.ListDatasets || options.Dataset != defaults.Dataset,
            options.ListDatasets ? ListDatasetsValue : options.Dataset.Name);
        Add(SeedOption, options.Seed != defaults.Seed, Invariant(options.Seed));
        Add(FromCaseOption, options.FromCase != defaults.FromCase, Invariant(options.FromCase));
        Add(MaxPositionsOption, options.MaxPositions != defaults.MaxPositions, Invariant(options.MaxPositions));
        Flag(HardenedOption, options.Hardened);
        Flag(CompressedSizeOption, options.CompressedSizes);
        Flag(NoCollectionWindowOption, options.NoCollectionWindow);
        Add(RowsOption, options.RowsPath is not null, options.RowsPath ?? "");
        Flag(ListOption, options.List);
        Flag(DescribeOption, options.Describe);
        return arguments;
    }

    static string Invariant<T>(T value) where T : IFormattable =>
        value.ToString(null, CultureInfo.InvariantCulture);

    /// <summary>The classic tool matched option names case-insensitively; System.CommandLine does not.</summary>
    static string[] Normalize(string[] args)
    {
        var names = Root.Options.SelectMany(o => o.Aliases.Append(o.Name)).ToList();
        return [.. args.Select(arg => arg.StartsWith('-')
            && names.FirstOrDefault(n => n.Equals(arg, StringComparison.OrdinalIgnoreCase)) is { } name
            ? name
            : arg.Equals("-help", StringComparison.OrdinalIgnoreCase) ? "--help" : arg)];
    }

    static TestKind ParseTest(ArgumentResult result)
    {
        var value = result.Tokens.Count > 0 ? result.Tokens[^1].Value : "";
        if (Enum.TryParse<TestKind>(value, ignoreCase: true, out var kind) && Enum.IsDefined(kind)
            && !int.TryParse(value, out _))
            return kind;
        result.AddError(
            $"-test: '{value}' is not one of serialize, deserialize, combined, firstcall, hostile, versioning");
        return default;
    }
}
