using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;

namespace SerializerTests.Cli;

/// <summary>
/// The classic command line (single dash, case-insensitive option names) on top of System.CommandLine.
/// Parse failures come back as one line of text instead of System.CommandLine's multi-line output.
/// </summary>
public static class HostCommandLine
{
    static readonly Option<TestKind> TestOption = new("-test")
    {
        Description = "serialize | deserialize | combined | firstcall",
        DefaultValueFactory = _ => TestKind.Combined,
        CustomParser = ParseTest,
    };

    static readonly Option<int[]> CountsOption = new("-N")
    {
        Description = "Object counts, comma separated (default: the classic sweep 1,1,10 … 1000000)",
        DefaultValueFactory = _ => [.. HostOptions.DefaultCounts],
        CustomParser = r => ParseNumbers(r, "-N", minimum: 0),
        AllowMultipleArgumentsPerToken = true,
    };

    static readonly Option<int> RunsOption = new("-Runs")
    {
        Description = "Timed runs per operation; the first is the cold one (default 5)",
        DefaultValueFactory = _ => 5,
        CustomParser = r => ParseNumbers(r, "-Runs", minimum: 1).FirstOrDefault(),
    };

    static readonly Option<string[]> SerializerOption = new("-serializer")
    {
        Description = "Serializers to run, comma separated: name prefixes, or #Name for an exact name (default: all)",
        CustomParser = r => [.. r.Tokens.SelectMany(t => t.Value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))],
        AllowMultipleArgumentsPerToken = true,
    };

    static readonly Option<bool> ListOption = new("-list") { Description = "List the serializers and exit" };

    static readonly Option<int> BookDataSizeOption = new("-BookDataSize")
    {
        Description = "Payload bytes per Book (default 0)",
        CustomParser = r => ParseNumbers(r, "-BookDataSize", minimum: 0).FirstOrDefault(),
    };

    static readonly Option<bool> VerifyOption = new("-Verify") { Description = "Compare what comes back with what went in, field by field" };
    static readonly Option<bool> NoHeaderOption = new("-NoHeader") { Description = "Do not print the CSV header row" };
    static readonly Option<string> ScenarioOption = new("-scenario") { Description = "Free text copied into the Scenario column" };
    static readonly Option<bool> RefTrackingOption = new("-reftracking") { Description = "Measure ReferenceBookShelf with reference tracking switched on where supported" };

    static readonly RootCommand Root = new("SerializerTests host: runs one measurement job and prints result rows (tab-separated) to stdout.")
    {
        TestOption, CountsOption, RunsOption, SerializerOption, ListOption, BookDataSizeOption,
        VerifyOption, NoHeaderOption, ScenarioOption, RefTrackingOption,
    };

    /// <summary>Null options with a null error means help was printed.</summary>
    public static (HostOptions? Options, string? Error) Parse(string[] args, TextWriter output)
    {
        var result = Root.Parse(Normalize(args));
        if (result.Errors.Count > 0)
            return (null, result.Errors[0].Message);
        if (result.Action is not null)
        {
            result.InvocationConfiguration.Output = output;
            result.Invoke();
            return (null, null);
        }
        return (new HostOptions
        {
            Test = result.GetValue(TestOption),
            Counts = result.GetValue(CountsOption) ?? [.. HostOptions.DefaultCounts],
            Runs = result.GetValue(RunsOption),
            Serializers = result.GetValue(SerializerOption) ?? [],
            List = result.GetValue(ListOption),
            BookDataSize = result.GetValue(BookDataSizeOption),
            Verify = result.GetValue(VerifyOption),
            NoHeader = result.GetValue(NoHeaderOption),
            Scenario = result.GetValue(ScenarioOption),
            ReferenceTracking = result.GetValue(RefTrackingOption),
        }, null);
    }

    /// <summary>The classic tool matched option names case-insensitively; System.CommandLine does not.</summary>
    static string[] Normalize(string[] args)
    {
        var names = Root.Options.SelectMany(o => o.Aliases.Append(o.Name)).ToList();
        return [.. args.Select(arg => arg.StartsWith('-') && names.FirstOrDefault(n => n.Equals(arg, StringComparison.OrdinalIgnoreCase)) is { } name
            ? name
            : arg.Equals("-help", StringComparison.OrdinalIgnoreCase) ? "--help" : arg)];
    }

    static TestKind ParseTest(ArgumentResult result)
    {
        var value = result.Tokens.Count > 0 ? result.Tokens[^1].Value : "";
        if (Enum.TryParse<TestKind>(value, ignoreCase: true, out var kind) && Enum.IsDefined(kind) && !int.TryParse(value, out _))
            return kind;
        result.AddError($"-test: '{value}' is not one of serialize, deserialize, combined, firstcall");
        return default;
    }

    static int[] ParseNumbers(ArgumentResult result, string option, int minimum)
    {
        var numbers = new List<int>();
        foreach (var part in result.Tokens.SelectMany(t => t.Value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)))
        {
            if (!int.TryParse(part, NumberStyles.None, CultureInfo.InvariantCulture, out int value) || value < minimum)
            {
                result.AddError($"{option}: '{part}' is not a whole number of at least {minimum}");
                return [];
            }
            numbers.Add(value);
        }
        if (numbers.Count == 0)
            result.AddError($"{option}: a value is required");
        return [.. numbers];
    }
}
