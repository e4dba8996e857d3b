namespace SerializerTests.Tests;

/// <summary>The Layout section of docs/usage.md names every source folder and every doc, so a reader finds a thing by its folder.</summary>
public partial class ReadmeLayoutTests
{
    static readonly string Root = RepositoryLayout.FindRoot()!;

    static string Layout() => Readme.UsageSection("Layout");

    public static TheoryData<string> SourceFolders()
    {
        var data = new TheoryData<string>();
        foreach (var project in new[] { "SerializerTests", "Serializers", "TypesToSerialize", "Tools/RunAll", "Tools/Calibration", "Tests" })
            foreach (var folder in Directory.EnumerateDirectories(Path.Combine(Root, project), "*", SearchOption.AllDirectories)
                .Select(d => Path.GetRelativePath(Path.Combine(Root, project), d).Replace('\\', '/'))
                .Where(d => !Ignored().IsMatch(d)))
                data.Add($"{project}/{folder}");
        return data;
    }

    [Theory]
    [MemberData(nameof(SourceFolders))]
    public void NamesTheFolder(string folder)
    {
        // A folder is named in code font by its last part and a slash (`Columns/`), in the row of its project.
        string name = folder.Split('/')[^1] + "/";
        Assert.True(Layout().Contains($"{name}`", StringComparison.Ordinal),
            $"docs/usage.md's Layout section does not name {folder}: add `{name}` to the row of its project, saying what lives there");
    }

    [Fact]
    public void NamesEveryDoc()
    {
        foreach (var doc in Directory.EnumerateFiles(Path.Combine(Root, "docs"), "*.md").Select(Path.GetFileName))
            Assert.True(Layout().Contains($"({doc})", StringComparison.Ordinal), $"docs/usage.md's Layout section does not link {doc}");
    }

    [GeneratedRegex(@"(^|/)(bin|obj|TestResults|node_modules)(/|$)|^\.")]
    private static partial Regex Ignored();
}
