using System.Reflection;

namespace SerializerTests.Tests.RunAll;

/// <summary><see cref="RunFolder.Files"/> is the one place a results folder's file names are spelled.</summary>
public class ResultsFolderNamesTests
{
    static readonly string Root = RepositoryLayout.FindRoot()!;

    static IReadOnlyList<string> AllNames() => [.. typeof(RunFolder.Files).GetFields(BindingFlags.Public | BindingFlags.Static).Select(f => (string)f.GetRawConstantValue()!)];

    public static TheoryData<string> Names() => [.. AllNames()];

    [Theory]
    [MemberData(nameof(Names))]
    public void EachNameIsSpelledOnceInTheOrchestrator(string name)
    {
        string literal = $"\"{name}\"";
        var spelledIn = Directory.EnumerateFiles(Path.Combine(Root, "Tools", "RunAll"), "*.cs", SearchOption.AllDirectories)
            .Where(f => !f.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .SelectMany(f => File.ReadAllLines(f).Where(l => l.Contains(literal, StringComparison.Ordinal) && !l.TrimStart().StartsWith("//", StringComparison.Ordinal)).Select(_ => Path.GetFileName(f)))
            .ToList();
        Assert.Equal(["RunFolder.cs"], spelledIn);
    }

    [Fact]
    public void TheNamesAreDistinct()
    {
        var names = AllNames();
        Assert.Equal(names.Count, names.Distinct(StringComparer.OrdinalIgnoreCase).Count());
    }
}
