using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;

namespace SerializerTests.Cli;

/// <summary>The parsing rules the host and RunAll share; a parse ends in one error line (or printed help) instead of
/// System.CommandLine's own output.</summary>
public static class ArgumentParsing
{
    public static IEnumerable<string> SplitTokens(ArgumentResult result) =>
        result.Tokens.SelectMany(t =>
            t.Value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries));

    public static int[] ParseInts(ArgumentResult result, string name, int minimum)
    {
        var values = new List<int>();
        foreach (var part in SplitTokens(result))
        {
            if (!int.TryParse(part, NumberStyles.None, CultureInfo.InvariantCulture, out int value) || value < minimum)
            {
                result.AddError($"{name}: '{part}' is not a whole number of at least {minimum}");
                return [];
            }
            values.Add(value);
        }
        if (values.Count == 0)
            result.AddError($"{name}: a value is required");
        return [.. values];
    }

    /// <summary>Help shows <paramref name="defaultValue"/> after the description, so the description does not say it
    /// again.</summary>
    public static Option<int> WholeNumber(string name, int min, string description, int? defaultValue = null)
    {
        var option = new Option<int>(name)
        {
            Description = description, CustomParser = r => ParseInts(r, name, min).FirstOrDefault()
        };
        if (defaultValue is { } value)
            option.DefaultValueFactory = _ => value;
        return option;
    }

    public static Option<int?> OptionalWholeNumber(string name, int min, string description) =>
        new(name) { Description = description, CustomParser = r => ParseInts(r, name, min).FirstOrDefault() };

    public static double ParseDouble(ArgumentResult result, string name, double min)
    {
        string text = result.Tokens.Count > 0 ? result.Tokens[^1].Value : "";
        if (double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out double value) && value >= min)
            return value;
        result.AddError($"{name}: '{text}' is not a number of at least {min.ToString(CultureInfo.InvariantCulture)}");
        return min;
    }

    /// <summary>Null with an error line, or null with no error when help was printed.</summary>
    public static (ParseResult? Result, string? Error) Parse(RootCommand root, string[] args, TextWriter output)
    {
        var result = root.Parse(args);
        if (UnknownOption.Find(result) is { } unknown)
            return (null, unknown);
        if (result.Errors.Count > 0)
            return (null, result.Errors[0].Message);
        // A command's own action only marks it as runnable; other actions are help.
        if (result.Action is not null && result.Action != result.CommandResult.Command.Action)
        {
            result.InvocationConfiguration.Output = output;
            result.Invoke();
            return (null, null);
        }
        return (result, null);
    }
}
