using System.Globalization;
using System.Text.RegularExpressions;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Publishing;

/// <summary>What a published reference's README.md recorded of its run that the reference alone cannot say
/// again.</summary>
public sealed partial record PublishedRun(string Stamp, string Source, IReadOnlyList<string> TimeTable,
    IReadOnlyList<SizedEntry> LeftOut)
{
    public const string Heading = RunFolder.ReferenceHeading;
    public const string PublishedWith = "Published with `./RunAll.sh publish ";
    const string LeftOutHeading = "## What was left out";

    /// <summary>The record, or null where the README is not one <c>publish</c> wrote.</summary>
    public static PublishedRun? Read(string readme)
    {
        if (!File.Exists(readme))
            return null;
        var lines = File.ReadAllLines(readme);
        if (lines.FirstOrDefault() is not { } first || !first.StartsWith(Heading, StringComparison.Ordinal)
            || lines.FirstOrDefault(l => l.StartsWith(PublishedWith, StringComparison.Ordinal)) is not { } published)
            return null;
        string source = published[PublishedWith.Length..].Split('`')[0];
        return new(RunFolder.TitleOf(Path.GetDirectoryName(Path.GetFullPath(readme))!), source, TimeTableOf(lines),
            LeftOutOf(lines));
    }

    static IReadOnlyList<string> TimeTableOf(string[] lines)
    {
        int open = Array.IndexOf(lines, "```");
        int close = open < 0 ? -1 : Array.IndexOf(lines, "```", open + 1);
        return close < 0 ? [] : lines[(open + 1)..close];
    }

    /// <summary>The rows of the left-out table: "| `raw/` | what it holds | 6.73 MB |".</summary>
    static IReadOnlyList<SizedEntry> LeftOutOf(string[] lines) =>
    [
        .. lines.SkipWhile(l => l != LeftOutHeading).Select(l => LeftOutRow().Match(l)).Where(m => m.Success)
            .Select(m => new SizedEntry(new(m.Groups["name"].Value, m.Groups["what"].Value.Trim()),
                Bytes(m.Groups["size"].Value, m.Groups["unit"].Value))),
    ];

    /// <summary>A size as the README printed it, in bytes.</summary>
    static long Bytes(string size, string unit) =>
        (long)Math.Round(double.Parse(size, CultureInfo.InvariantCulture) * unit switch
        {
            "KB" or "KiB" => 1024.0,
            "MB" or "MiB" => 1024.0 * 1024,
            "GB" or "GiB" => 1024.0 * 1024 * 1024,
            _ => 1.0,
        });

    [GeneratedRegex(@"^\| `(?<name>[^`]+)` \| (?<what>.+) \| (?<size>[0-9.,]+) (?<unit>bytes|B|KB|KiB|MB|MiB|GB|GiB) "
        + @"\|$")]
    private static partial Regex LeftOutRow();
}
