using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using SerializerTests.RunAll.Reporting.Charts;

namespace SerializerTests.Tests.RunAll;

/// <summary>The one formatter of sizes and durations: binary units named as IEC names them, one rule for the unit of a time, and no
/// other code of RunAll writing a byte unit after a number.</summary>
public class UnitsTests
{
    [Theory]
    [InlineData(1_572_864, "1.50 MiB")]
    [InlineData(1_048_576, "1.00 MiB")]
    [InlineData(2_000_000, "1.91 MiB")]
    [InlineData(374_784, "366 KiB")]
    [InlineData(2_775, "2.71 KiB")]
    [InlineData(1_024, "1.00 KiB")]
    [InlineData(1_000, "1000 bytes")]
    [InlineData(512, "512 bytes")]
    [InlineData(24, "24 bytes")]
    [InlineData(7.6, "8 bytes")]
    [InlineData(0, "0 bytes")]
    public void ASizeReadsInTheLargestBinaryUnitItFills(double bytes, string expected) => Assert.Equal(expected, Units.Bytes(bytes));

    [Theory]
    [InlineData(0.00042, "420 µs")]
    [InlineData(0.0123, "12.3 ms")]
    [InlineData(2.13, "2.13 s")]
    [InlineData(1e-3, "1.00 ms")]
    [InlineData(4.2e-8, "42.0 ns")]
    [InlineData(1.5e-10, "0.15 ns")]
    public void ADurationReadsInTheLargestUnitItFills(double seconds, string expected) => Assert.Equal(expected, Units.Seconds(seconds));

    [Theory]
    [InlineData(0.42, "420 µs")]
    [InlineData(8, "8.00 ms")]
    [InlineData(1250, "1.25 s")]
    public void MillisecondsFollowTheRuleOfSeconds(double milliseconds, string expected)
    {
        Assert.Equal(expected, Units.Milliseconds(milliseconds));
        Assert.Equal(Units.Seconds(milliseconds / 1000), Units.Milliseconds(milliseconds));
    }

    [Theory]
    [InlineData(408_945L, false, "0.39 MiB")]
    [InlineData(408_945L, true, "+0.39 MiB")]
    [InlineData(-20_972L, true, "-0.02 MiB")]
    [InlineData(0L, true, "0.00 MiB")]
    [InlineData(7_340_032L, false, "7.00 MiB")]
    public void AnAppSizeReadsInMebibytesAndAnIncrementKeepsItsSign(long bytes, bool signed, string expected) =>
        Assert.Equal(expected, Units.Mebibytes(bytes, signed));

    [Fact]
    public void NoAppSizeIsEmpty() => Assert.Equal("", Units.Mebibytes(null, signed: true));

    [Fact]
    public void AChartPicksItsUnitByTheSameRuleAndWritesTheSameDigits()
    {
        var seconds = ChartUnit.ForSeconds(0.00042);
        Assert.Equal(("µs", "420 µs"), (seconds.Symbol, seconds.Format(seconds.Apply(0.00042))));
        var milliseconds = ChartUnit.ForMilliseconds(0.42);
        Assert.Equal(("µs", "420 µs"), (milliseconds.Symbol, milliseconds.Format(milliseconds.Apply(0.42))));
        var bytes = ChartUnit.ForBytes(1_572_864);
        Assert.Equal(("MiB", "1.50 MiB"), (bytes.Symbol, bytes.Format(bytes.Apply(1_572_864))));
        Assert.Equal("0.954 MiB", ChartUnit.Mebibytes.Format(ChartUnit.Mebibytes.Apply(1_000_000)));
    }

    /// <summary>A byte unit written after a number ("{x:F1} MB", "{n:N0} B") or a bare unit literal (" MB") outside <see cref="Units"/>:
    /// the symbol and its base decided a second time, which is how "MB" came to label 2^20 bytes.</summary>
    [Fact]
    public void NoCodeOfRunAllButUnitsWritesAByteUnit()
    {
        string root = RepositoryLayout.FindRoot()!;
        var offences = Directory.EnumerateFiles(Path.Combine(root, "Tools", "RunAll"), "*.cs", SearchOption.AllDirectories)
            .Where(f => !f.Split(Path.DirectorySeparatorChar).Any(part => part is "obj" or "bin") && Path.GetFileName(f) != "Units.cs")
            .SelectMany(f => ByteUnitsWritten(File.ReadAllText(f)).Select(text => $"{Path.GetRelativePath(root, f)}: \"{text}\""))
            .ToList();
        Assert.True(offences.Count == 0, string.Join("\n", offences));
    }

    [Fact]
    public void TheGuardSeesAUnitAfterAHoleAndABareUnitButNotAColumnName()
    {
        const string source = """
            class C
            {
                string A(double x) => $"{x:F1} MB";
                string B(long n) => $"{n:N0} B (worst)";
                string D(double x) => x + " KiB";
                string E = "PeakWorkingSetMB";
                string F(long n) => $"{n:N0} bytes";
            }
            """;
        Assert.Equal([" MB", " B (worst)", " KiB"], ByteUnitsWritten(source));
    }

    static readonly Regex UnitAfterNumber = new(@"^\s?(B|[KMG]i?B)\b", RegexOptions.CultureInvariant);

    /// <summary>A literal that is a unit to append (" MB"), not a word that starts with one ("B slower", the series "B").</summary>
    static readonly Regex BareUnit = new(@"^ (B|[KMG]i?B)$", RegexOptions.CultureInvariant);

    static IEnumerable<string> ByteUnitsWritten(string source)
    {
        foreach (var node in CSharpSyntaxTree.ParseText(source).GetRoot().DescendantNodes())
        {
            if (node is InterpolatedStringExpressionSyntax interpolated)
            {
                var contents = interpolated.Contents;
                for (int i = 1; i < contents.Count; i++)
                    if (contents[i - 1] is InterpolationSyntax && contents[i] is InterpolatedStringTextSyntax text
                        && UnitAfterNumber.IsMatch(text.TextToken.ValueText))
                        yield return text.TextToken.ValueText;
            }
            else if (node is LiteralExpressionSyntax literal && literal.IsKind(SyntaxKind.StringLiteralExpression)
                && BareUnit.IsMatch(literal.Token.ValueText))
                yield return literal.Token.ValueText;
        }
    }
}
