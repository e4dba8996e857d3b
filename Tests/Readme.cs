using SerializerTests.RunAll;

namespace SerializerTests.Tests;

/// <summary>README.md as the docs tests read it.</summary>
static class Readme
{
    static readonly string Text = File.ReadAllText(Path.Combine(RepositoryLayout.FindRoot()!, "README.md"));

    /// <summary>From the heading <c>## <paramref name="heading"/></c> to the next <c>## </c> heading.</summary>
    public static string Section(string heading)
    {
        int start = Text.IndexOf($"\n## {heading}\n", StringComparison.Ordinal);
        int end = Text.IndexOf("\n## ", start + 1, StringComparison.Ordinal);
        return end < 0 ? Text[start..] : Text[start..end];
    }
}
