using System.CommandLine;
using System.CommandLine.Parsing;

namespace SerializerTests.Cli;

/// <summary>Names the mistyped option as typed, with its nearest match; System.CommandLine's error names another
/// token.</summary>
static class UnknownOption
{
    public static string? Find(ParseResult result)
    {
        var commands = Commands(result.CommandResult).ToList();
        var strays = commands.SelectMany(c => c.Command.Arguments)
            .SelectMany(a => result.GetResult(a)?.Tokens ?? [])
            .Select(t => t.Value).Concat(result.UnmatchedTokens).ToHashSet();
        if (result.Tokens.FirstOrDefault(t =>
            t.Type == TokenType.Argument && LooksLikeOption(t.Value) && strays.Contains(t.Value)) is not { } token)
            return null;
        var names = commands
            .SelectMany((c, depth) => c.Command.Options.Where(o => !o.Hidden && (depth == 0 || o.Recursive)))
            .SelectMany(o => o.Aliases.Prepend(o.Name));
        return Nearest(token.Value, names) is { } nearest
            ? $"unknown option '{token.Value}'; did you mean '{nearest}'?"
            : $"unknown option '{token.Value}' (see --help)";
    }

    static IEnumerable<CommandResult> Commands(CommandResult command)
    {
        for (SymbolResult? result = command; result is not null; result = result.Parent)
            if (result is CommandResult parent)
                yield return parent;
    }

    static bool LooksLikeOption(string token) =>
        token.Length > 1 && token[0] == '-'
            && (char.IsLetter(token[1]) || (token[1] == '-' && token.Length > 2 && token[2] != '-'));

    static string? Nearest(string token, IEnumerable<string> names)
    {
        string typed = token.Split('=')[0];
        return names.Select(name => (name, edits: Edits(typed.ToLowerInvariant(), name.ToLowerInvariant())))
            .Where(c => c.edits <= Math.Max(1, c.name.TrimStart('-').Length / 3))
            .OrderBy(c => c.edits)
            .Select(c => c.name)
            .FirstOrDefault();
    }

    static int Edits(string a, string b)
    {
        var previous = Enumerable.Range(0, b.Length + 1).ToArray();
        for (int i = 1; i <= a.Length; i++)
        {
            var current = new int[b.Length + 1];
            current[0] = i;
            for (int j = 1; j <= b.Length; j++)
                current[j] = Math.Min(Math.Min(previous[j] + 1, current[j - 1] + 1),
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1));
            previous = current;
        }
        return previous[b.Length];
    }
}
