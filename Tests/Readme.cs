namespace SerializerTests.Tests;

/// <summary>README.md and docs/usage.md, which README sends a reader to for the rest, as the docs tests read them.</summary>
static class Readme
{
    static readonly string Root = RepositoryLayout.FindRoot()!;

    static readonly string Text = File.ReadAllText(Path.Combine(Root, "README.md"));

    /// <summary>docs/usage.md: every option, the results folder, compare, side by side, running wide, publishing, the layout.</summary>
    public static readonly string Usage = File.ReadAllText(Path.Combine(Root, "docs", "usage.md"));

    /// <summary>From the heading <c>## <paramref name="heading"/></c> to the next <c>## </c> heading, in README.</summary>
    public static string Section(string heading) => Section(Text, heading);

    /// <summary>The same in docs/usage.md.</summary>
    public static string UsageSection(string heading) => Section(Usage, heading);

    static string Section(string text, string heading)
    {
        int start = text.IndexOf($"\n## {heading}\n", StringComparison.Ordinal);
        Assert.True(start >= 0, $"no section '## {heading}'");
        int end = text.IndexOf("\n## ", start + 1, StringComparison.Ordinal);
        return end < 0 ? text[start..] : text[start..end];
    }
}
