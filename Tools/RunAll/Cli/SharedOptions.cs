using System.CommandLine;
using System.CommandLine.Parsing;
using SerializerTests.TypesToSerialize.Datasets;
using static SerializerTests.Cli.ArgumentParsing;

namespace SerializerTests.RunAll.Cli;

static class SharedOptions
{
    /// <summary>--serializers, as every command that selects serializers takes it.</summary>
    public static Option<string[]> SerializerPatterns(string defaults) => new("--serializers")
    {
        Description = $"Serializers, comma separated: name prefixes or #ExactName (default: {defaults})",
        CustomParser = r => [.. SplitTokens(r)],
    };

    /// <summary>--adapter, as every measuring command takes it.</summary>
    public static Option<string[]> AdapterFiles() => new("--adapter")
    {
        Description = "A C# file holding one adapter ([Serializer] factory) with its #:package and #:project lines; "
            + "measured like a built-in serializer (repeatable; docs/usage.md, \"Your own serializer\")",
        AllowMultipleArgumentsPerToken = false,
    };

    /// <summary>--out, as every command that makes a timestamped folder takes it.</summary>
    public static Option<string> OutFolder(string kind) =>
        new("--out") { Description =
            $"Folder in which the timestamped {kind} folder is created (default: SerializerTestResults)" };

    /// <summary>Options without a default still run their parser on no tokens.</summary>
    public static T? Given<T>(ParseResult result, Option<T> option) =>
        result.GetResult(option) is { Implicit: false } ? result.GetValue(option) : default;

    public static string[] ParseDatasets(ArgumentResult result)
    {
        var names = new List<string>();
        foreach (var part in SplitTokens(result))
        {
            if (Datasets.Find(part) is not { } dataset)
            {
                result.AddError($"--dataset: '{part}' is not one of "
                    + $"{string.Join(", ", Datasets.All.Select(d => d.Name))}");
                return [];
            }
            if (!names.Contains(dataset.Name))
                names.Add(dataset.Name);
        }
        return [.. names];
    }

    /// <summary>--shard k/n, as the benchmark run and hostile take it.</summary>
    public static Planning.Shard? ParseShard(ArgumentResult result)
    {
        string text = string.Concat(result.Tokens.Select(t => t.Value));
        if (Planning.Shard.Parse(text) is { } shard)
            return shard;
        result.AddError($"--shard: '{text}' is not k/n with 1 ≤ k ≤ n, such as 1/4");
        return null;
    }
}
