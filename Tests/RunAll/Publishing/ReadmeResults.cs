namespace SerializerTests.Tests.RunAll.Publishing;

/// <summary>
/// Reads a README's published Results section and a summary.md as text, apart from the code that writes them, and says where they
/// disagree: each question of the README's table links to a heading of summary.md, and its entries must be that heading's table's
/// first ranked rows, in order, with the same rank, serializer and figures (each figure one of the row's cells, in the row's order).
/// </summary>
static partial class ReadmeResults
{
    public const string Begin = "<!-- reference-results:begin -->", End = "<!-- reference-results:end -->";

    /// <summary>One answer of the README's table: the summary.md anchor it links to and its entries.</summary>
    public sealed record Question(string Text, string Anchor, IReadOnlyList<(string Serializer, string Rank, string Figure)> Entries);

    /// <summary>How many lines are each marker alone (a text that names a marker is not one).</summary>
    public static (int Begins, int Ends) Markers(string readme)
    {
        var lines = Lines(readme);
        return (lines.Count(l => l == Begin), lines.Count(l => l == End));
    }

    /// <summary>The lines between the marker lines (both there once, in order).</summary>
    public static string Section(string readme)
    {
        var lines = Lines(readme);
        int begin = Array.IndexOf(lines, Begin), end = Array.IndexOf(lines, End);
        Assert.True(begin >= 0 && end > begin, "README.md has no reference-results section");
        return string.Join('\n', lines[(begin + 1)..end]);
    }

    static string[] Lines(string text) => [.. text.Split('\n').Select(l => l.TrimEnd('\r'))];

    public static IReadOnlyList<Question> Questions(string section) =>
        [.. section.Split('\n').Select(l => l.Trim()).Where(l => l.StartsWith("| [", StringComparison.Ordinal)).Select(line =>
        {
            var cells = Cells(line);
            var link = QuestionCell().Match(cells[0]);
            Assert.True(link.Success, $"not a question linking into summary.md: {cells[0]}");
            var entries = cells.Skip(1).Where(c => c.Length > 0).Select(c => EntryCell().Match(c)).ToList();
            Assert.All(entries, e => Assert.True(e.Success, $"not 'Serializer (rank) figures': {e.Value}"));
            return new Question(link.Groups["text"].Value, link.Groups["anchor"].Value,
                [.. entries.Select(e => (e.Groups["serializer"].Value, e.Groups["rank"].Value, e.Groups["figure"].Value))]);
        })];

    /// <summary>Every disagreement between the README's table and summary.md, one line each; none when they agree.</summary>
    public static IReadOnlyList<string> Disagreements(string section, string summary)
    {
        var problems = new List<string>();
        var questions = Questions(section);
        if (questions.Count == 0)
            problems.Add("the README's Results section has no table rows");
        var tables = Tables(summary);
        foreach (var question in questions)
        {
            if (!tables.TryGetValue(question.Anchor, out var rows))
            {
                problems.Add($"{question.Text}: summary.md has no heading with anchor #{question.Anchor}");
                continue;
            }
            var ranked = rows.Where(r => r[0].Length > 0 && char.IsAsciiDigit(r[0][0])).ToList();
            if (question.Entries.Count != Math.Min(3, ranked.Count))
                problems.Add($"{question.Text}: {question.Entries.Count} entries, summary.md ranks {ranked.Count}");
            foreach (var (entry, row) in question.Entries.Zip(ranked))
            {
                if (entry.Rank != row[0] || entry.Serializer != row[1])
                    problems.Add($"{question.Text}: README has {entry.Serializer} ({entry.Rank}), summary.md {row[1]} ({row[0]})");
                else if (!InOrder(entry.Figure.Split(" / "), row.Skip(2).ToList()))
                    problems.Add($"{question.Text}: {entry.Serializer}'s figures '{entry.Figure}' are not cells of summary.md's row | {string.Join(" | ", row)} |");
            }
        }
        return problems;
    }

    /// <summary>Each part equals a cell, later parts later cells.</summary>
    static bool InOrder(IReadOnlyList<string> parts, IReadOnlyList<string> cells)
    {
        int at = 0;
        foreach (var part in parts)
        {
            while (at < cells.Count && cells[at] != part)
                at++;
            if (at++ >= cells.Count)
                return false;
        }
        return true;
    }

    /// <summary>summary.md's first table under each heading, by the heading's anchor (GitHub's: lower case, punctuation dropped, spaces to
    /// hyphens, -1, -2 … after a repeated one), its rows' cells without the header.</summary>
    static Dictionary<string, List<string[]>> Tables(string summary)
    {
        var tables = new Dictionary<string, List<string[]>>();
        string? anchor = null;
        foreach (var line in summary.Split('\n').Select(l => l.TrimEnd('\r')))
        {
            if (line.StartsWith("## ", StringComparison.Ordinal))
            {
                string slug = NotInAnchor().Replace(line[3..].Trim().ToLowerInvariant(), "").Replace(' ', '-');
                anchor = slug;
                for (int repeat = 1; tables.ContainsKey(anchor); repeat++)
                    anchor = $"{slug}-{repeat}";
                tables[anchor] = [];
            }
            else if (anchor is not null && line.StartsWith('|') && !line.StartsWith("|--", StringComparison.Ordinal))
                tables[anchor].Add(Cells(line));
            else if (anchor is not null && tables[anchor].Count > 0 && !line.StartsWith('|'))
                anchor = null;
        }
        return tables.ToDictionary(t => t.Key, t => t.Value.Skip(1).ToList());
    }

    static string[] Cells(string line) => [.. UnescapedPipe().Split(line.Trim().Trim('|')).Select(c => c.Trim().Replace("\\|", "|", StringComparison.Ordinal))];

    [GeneratedRegex(@"^\[(?<text>.+)\]\(SerializerTestResults/reference/summary\.md#(?<anchor>[^)]+)\)$")]
    private static partial Regex QuestionCell();

    [GeneratedRegex(@"^(?<serializer>\S+) \((?<rank>[^)]+)\) (?<figure>.+)$")]
    private static partial Regex EntryCell();

    [GeneratedRegex(@"(?<!\\)\|")]
    private static partial Regex UnescapedPipe();

    [GeneratedRegex(@"[^\p{L}\p{N} _-]")]
    private static partial Regex NotInAnchor();
}
