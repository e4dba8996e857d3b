using SerializerTests.RunAll.Hostile;

namespace SerializerTests.Tests.Hostile;

public partial class HostileDocsTests
{
    static readonly string Doc = File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "hostile.md"));

    [Theory]
    [InlineData("### Hostile.csv columns", typeof(HostileRow))]
    [InlineData("### HostileSummary.csv columns", typeof(HostileSummaryRow))]
    public void DocsListExactlyTheColumnsTheCodeWrites(string section, Type record)
    {
        string text = Doc[Doc.IndexOf(section, StringComparison.Ordinal)..];
        int next = text.IndexOf("\n#", section.Length, StringComparison.Ordinal);
        var documented = Column().Matches(next < 0 ? text : text[..next]).Select(m => m.Groups[1].Value);
        string header = record == typeof(HostileRow) ? TsvFile.Header<HostileRow>() : TsvFile.Header<HostileSummaryRow>();
        Assert.Equal(header.Split('\t'), documented);
    }

    [Fact]
    public void TheHardenedTableNamesExactlyTheSerializersWithAHardenedSetting()
    {
        string text = Doc[Doc.IndexOf("## Hardened settings", StringComparison.Ordinal)..];
        text = text[..text.IndexOf("\n## ", 5, StringComparison.Ordinal)];
        var documented = HardenedRow().Matches(text).SelectMany(m => m.Groups[1].Value.Split(", ")).Order(StringComparer.Ordinal);
        Assert.Equal(SerializerCatalog.All.Where(e => e.Hardening is not null).Select(e => e.Name).Order(StringComparer.Ordinal), documented);
    }

    [GeneratedRegex(@"^\|\s*`([^`]+)`\s*\|", RegexOptions.Multiline)]
    private static partial Regex Column();

    [GeneratedRegex(@"^\|\s*([A-Za-z0-9, ]+?)\s*\|\s*`", RegexOptions.Multiline)]
    private static partial Regex HardenedRow();
}
