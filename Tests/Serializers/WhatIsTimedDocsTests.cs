namespace SerializerTests.Tests.Serializers;

/// <summary>docs/serializers.md's "What is timed" says of every adapter what its metadata says: one line each, a conversion of ours named
/// exactly where the adapter declares one in its timed calls, a row on its library's own types shown as such, a baseline as a baseline.</summary>
public partial class WhatIsTimedDocsTests
{
    static readonly IReadOnlyList<string> Lines = ReadLines();

    public static TheoryData<string> Names() => [.. SerializerCatalog.All.Select(e => e.Name)];

    [Theory]
    [MemberData(nameof(Names))]
    public void ItsLineSaysWhatItsMetadataSays(string serializer)
    {
        var info = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions()).Info;
        var lines = Lines.Where(l => Bold().Matches(l).Any(m => m.Groups[1].Value == serializer)).ToList();
        Assert.True(lines.Count == 1, $"{serializer} is named in {lines.Count} lines of docs/serializers.md's \"What is timed\", not one"
            + (lines.Count == 0 ? $": add it to the first line (the library on the C# objects) or a line of its own: {LineFor(serializer, info)}" : ""));
        string line = lines[0];
        if (info.Maintenance == Maintenance.NotASerializer)
        {
            Assert.Contains("baseline", line, StringComparison.Ordinal);
            return;
        }
        string timed = TimedPart(line);
        Assert.True(info.ConversionInTimedCall is null != timed.Contains(" our ", StringComparison.Ordinal),
            $"{serializer} declares {(info.ConversionInTimedCall is null ? "no conversion" : "a conversion")} in its timed calls; its line's timed part says: {timed}");
        Assert.True(info.Model == DataModel.OwnTypes == line.Contains("`own types`", StringComparison.Ordinal),
            $"{serializer} is on {info.Model}; its line must say `own types` exactly when it is on its library's own types: {line}");
    }

    /// <summary>A line to paste for an adapter the section does not name yet (what its metadata can say; the rest in angle brackets).</summary>
    static string LineFor(string serializer, SerializerInfo info) =>
        info.Maintenance == Maintenance.NotASerializer ? $"- **{serializer}**: a baseline: <what it writes by hand>."
        : info.Model == DataModel.OwnTypes ? $"- **{serializer}** (`own types`): timed, <the library on its own model>; not timed, <building it>."
        : info.ConversionInTimedCall is { } conversion ? $"- **{serializer}**: timed, the library and our conversion ({conversion}); not timed, building the objects."
        : $"- **{serializer}**: timed, the library reading and writing the C# objects themselves; not timed, building the objects.";

    /// <summary>From "timed," to "not timed": what the line says the timed calls hold.</summary>
    static string TimedPart(string line)
    {
        int start = line.IndexOf("timed,", StringComparison.Ordinal);
        Assert.True(start >= 0, $"a line of \"What is timed\" without \"timed,\": {line}");
        int end = line.IndexOf("not timed", start, StringComparison.Ordinal);
        return " " + line[start..(end < 0 ? line.Length : end)];
    }

    static IReadOnlyList<string> ReadLines()
    {
        string doc = File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "serializers.md"));
        int start = doc.IndexOf("\n## What is timed\n", StringComparison.Ordinal);
        int end = doc.IndexOf("\n## ", start + 1, StringComparison.Ordinal);
        // A line is a bullet with its wrapped continuation lines.
        return [.. doc[start..end].Split("\n- ").Skip(1).Select(b => b.Replace("\n  ", " ", StringComparison.Ordinal))];
    }

    [GeneratedRegex(@"\*\*([^*]+)\*\*")]
    private static partial Regex Bold();
}
