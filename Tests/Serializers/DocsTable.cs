namespace SerializerTests.Tests.Serializers;

/// <summary>A Markdown table of a doc, read the way the docs tests compare it with the code, and the message that tells whoever
/// added a serializer which row to add.</summary>
static class DocsTable
{
    /// <summary>The rows of the first table under <paramref name="heading"/> of docs/<paramref name="doc"/>, header row first, cells trimmed.</summary>
    public static IReadOnlyList<string[]> Read(string doc, string heading) =>
        File.ReadAllLines(Path.Combine(AppContext.BaseDirectory, "docs", doc))
            .SkipWhile(l => l != heading).Skip(1)
            .TakeWhile(l => !l.StartsWith("## ", StringComparison.Ordinal))
            .SkipWhile(l => !l.StartsWith('|')).TakeWhile(l => l.StartsWith('|'))
            .Where(l => !l.StartsWith("|---", StringComparison.Ordinal))
            .Select(l => l.Trim('|').Split('|').Select(c => c.Trim()).ToArray())
            .ToList();

    /// <summary>The body rows by their first cell.</summary>
    public static Dictionary<string, string[]> ByFirstCell(string doc, string heading) => Read(doc, heading).Skip(1).ToDictionary(c => c[0]);

    /// <summary>"X is missing from docs/serializers.md under '## Measured': add the row | X | … |" (cells the code cannot know in angle brackets).</summary>
    public static string AddRow(string doc, string heading, IEnumerable<string> cells) =>
        $"{cells.First()} is missing from docs/{doc} under '{heading}': add the row | {string.Join(" | ", cells)} |";
}
