using SerializerTests.Tests.Serializers;

namespace SerializerTests.Tests;

/// <summary>
/// The times README's "Run it" block gives a command are the latest measurement's: each number of a clause that states a time
/// (<c>57.5 min from a fresh clone, 49.1 on a second run</c>) is in docs/accuracy.md's "Today's figures" row for that command,
/// so that a new measurement written there fails this until the README follows. The wording around the numbers is free.
/// </summary>
public partial class ReadmeFiguresTests
{
    public static TheoryData<string> TimedCommands()
    {
        var data = new TheoryData<string>();
        foreach (string line in RunItCommands().Where(l => TimeClauses(l).Any()))
            data.Add(line);
        return data;
    }

    [Theory]
    [MemberData(nameof(TimedCommands))]
    public void TimesAreTodaysFigures(string line)
    {
        string command = line[..line.IndexOf('#')].Trim();
        var rows = DocsTable.Read("accuracy.md", "## Today's figures").Skip(1)
            .Where(row => Commands(row[1]).Any(c => c == command || c.StartsWith(command + " ", StringComparison.Ordinal)))
            .ToList();
        Assert.True(rows.Count > 0, $"README gives `{command}` a time, but docs/accuracy.md's Today's figures has no row with that command");
        var figures = TimeClauses(line).SelectMany(Numbers).ToList();
        Assert.True(rows.Any(row => figures.All(Numbers(string.Join(" | ", row)).Contains)),
            $"README gives `{command}` the times {string.Join(", ", figures)}, which docs/accuracy.md's Today's figures does not have; "
            + $"take them from there: {string.Join(" / ", rows.Select(r => string.Join('|', r[3..^1])))}");
    }

    /// <summary>A reader finds a figure at a glance: every cell of Today's figures is one short line, and the page and the method stay
    /// a product's pages, with the dated experiments in docs/history/.</summary>
    [Fact]
    public void TodaysFiguresAndTheMethodStayShort()
    {
        foreach (var row in DocsTable.Read("accuracy.md", "## Today's figures").Skip(1))
            foreach (var cell in row)
                Assert.True(Words(cell) <= 40, $"docs/accuracy.md's Today's figures has a cell of {Words(cell)} words (at most 40): {cell}");
        Assert.InRange(Words(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "accuracy.md"))), 1, 4000);
        Assert.InRange(Words(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "methodology.md"))), 1, 6000);
    }

    static int Words(string text) => text.Split((char[])[' ', '\n', '\t'], StringSplitOptions.RemoveEmptyEntries).Length;

    /// <summary>The command lines of the block at the top of "Run it": <c>./RunAll.sh … # what it does</c>.</summary>
    static IEnumerable<string> RunItCommands() =>
        Readme.Section("Run it").Split("```")[1].Split('\n').Where(l => l.StartsWith("./RunAll.sh", StringComparison.Ordinal) && l.Contains('#'));

    /// <summary>The parts of a line's comment, between parentheses and semicolons, that state a time.</summary>
    static IEnumerable<string> TimeClauses(string line) =>
        line[(line.IndexOf('#') + 1)..].Split('(', ')', ';').Where(clause => Time().IsMatch(clause));

    /// <summary>The commands a Command cell names, as code, without a leading <c>time</c>.</summary>
    static IEnumerable<string> Commands(string cell) =>
        CodeSpan().Matches(cell).Select(m => m.Groups[1].Value.Trim()).Select(c => c.StartsWith("time ", StringComparison.Ordinal) ? c[5..] : c);

    static IEnumerable<string> Numbers(string text) => Number().Matches(text).Select(m => m.Value);

    /// <summary>A number or a range of minutes or seconds; not one added to a budget (<c>the floor + 2 min</c>), which is a setting.</summary>
    [GeneratedRegex(@"(?<!\+ )\b\d+(\.\d+)?(–\d+(\.\d+)?)? (min|s)\b")]
    private static partial Regex Time();

    /// <summary>A number standing alone: not part of a name (net8.0, E1), a version or a date.</summary>
    [GeneratedRegex(@"(?<![\w.\-])\d+(\.\d+)?(?![\w\-]|\.\d)")]
    private static partial Regex Number();

    [GeneratedRegex("`([^`]+)`")]
    private static partial Regex CodeSpan();
}
