namespace SerializerTests.Tests;

/// <summary>No line of our code outside the tests is over <see cref="MaxLength"/> characters, generated code aside: a longer one
/// does not fit a side-by-side diff or a review page without scrolling.</summary>
public class LineLengthTests
{
    const int MaxLength = 120;
    static readonly string Root = RepositoryLayout.FindRoot()!;

    /// <summary>Every line of <paramref name="source"/> longer than <see cref="MaxLength"/> characters: its number (from 1) and length.
    /// Lines inside a raw string literal are data (a page's CSS, a project file) and are not counted.</summary>
    internal static IEnumerable<(int Line, int Length)> LongLines(string source)
    {
        bool inRaw = false;
        var lines = source.Split('\n');
        for (int i = 0; i < lines.Length; i++)
        {
            string line = lines[i].TrimEnd('\r');
            bool opensOrCloses = CountOf(line, "\"\"\"") % 2 == 1;
            if (!inRaw && line.Length > MaxLength)
                yield return (i + 1, line.Length);
            inRaw ^= opensOrCloses;
        }
    }

    static int CountOf(string line, string marker) => (line.Length - line.Replace(marker, "", StringComparison.Ordinal).Length) / marker.Length;

    [Fact]
    public void NoLineOutsideTheTestsIsLongerThan120Characters()
    {
        var tooLong = MethodLengthTests.SourceFiles()
            .Select(f => Path.GetRelativePath(Root, f))
            .Where(f => f.Split(Path.DirectorySeparatorChar)[0] != "Tests")
            .SelectMany(f => LongLines(File.ReadAllText(Path.Combine(Root, f))).Select(l => $"{f}:{l.Line}: {l.Length} characters"))
            .ToList();
        Assert.True(tooLong.Count == 0, $"{tooLong.Count} lines over {MaxLength} characters:\n{string.Join("\n", tooLong)}");
    }

    [Fact]
    public void ALineOf121CharactersIsReportedAndOneOf120IsNot()
    {
        string source = "class C\n{\n" + new string('x', 120) + "\n" + new string('y', 121) + "\r\n}\n";
        Assert.Equal([(4, 121)], LongLines(source));
    }

    [Fact]
    public void ALongLineInsideARawStringIsDataAndOneAfterItIsNot()
    {
        string raw = "\"\"\"";
        string source = $"var css = {raw}\n{new string('c', 130)}\n{raw};\n{new string('d', 121)}\n";
        Assert.Equal([(4, 121)], LongLines(source));
    }
}
