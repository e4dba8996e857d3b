using SerializerTests.RunAll;

namespace SerializerTests.Tests;

/// <summary>No line of our code outside the tests is over <see cref="MaxLength"/> characters, generated code aside: a longer one
/// does not fit a side-by-side diff or a review page without scrolling.</summary>
public class LineLengthTests
{
    const int MaxLength = 150;
    static readonly string Root = RepositoryLayout.FindRoot()!;

    /// <summary>Every line of <paramref name="source"/> longer than <see cref="MaxLength"/> characters: its number (from 1) and length.</summary>
    internal static IEnumerable<(int Line, int Length)> LongLines(string source) =>
        source.Split('\n')
            .Select((line, index) => (Line: index + 1, Length: line.TrimEnd('\r').Length))
            .Where(l => l.Length > MaxLength);

    [Fact]
    public void NoLineOutsideTheTestsIsLongerThan150Characters()
    {
        var tooLong = MethodLengthTests.SourceFiles()
            .Select(f => Path.GetRelativePath(Root, f))
            .Where(f => f.Split(Path.DirectorySeparatorChar)[0] != "Tests")
            .SelectMany(f => LongLines(File.ReadAllText(Path.Combine(Root, f))).Select(l => $"{f}:{l.Line}: {l.Length} characters"))
            .ToList();
        Assert.True(tooLong.Count == 0, $"{tooLong.Count} lines over {MaxLength} characters:\n{string.Join("\n", tooLong)}");
    }

    [Fact]
    public void ALineOf151CharactersIsReportedAndOneOf150IsNot()
    {
        string source = "class C\n{\n" + new string('x', 150) + "\n" + new string('y', 151) + "\r\n}\n";
        Assert.Equal([(4, 151)], LongLines(source));
    }
}
