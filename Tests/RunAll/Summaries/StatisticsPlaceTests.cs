using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace SerializerTests.Tests.RunAll.Summaries;

/// <summary>Statistics are judged in the analysis (Summaries/) and rendered by the pages: nothing in Reporting/ names a type of
/// Statistics/, so a page cannot judge anything again.</summary>
public class StatisticsPlaceTests
{
    static readonly string RunAll = Path.Combine(RepositoryLayout.FindRoot()!, "Tools", "RunAll");

    static IEnumerable<string> Sources(string folder) =>
        Directory.EnumerateFiles(Path.Combine(RunAll, folder), "*.cs", SearchOption.AllDirectories);

    /// <summary>The types Statistics/ declares, by name.</summary>
    static HashSet<string> StatisticsTypes() =>
    [
        .. Sources("Statistics").SelectMany(f => CSharpSyntaxTree.ParseText(File.ReadAllText(f)).GetRoot().DescendantNodes()
            .OfType<Microsoft.CodeAnalysis.CSharp.Syntax.BaseTypeDeclarationSyntax>().Select(t => t.Identifier.Text)),
    ];

    /// <summary>Each identifier of <paramref name="source"/> that names one of <paramref name="types"/> or the Statistics namespace.</summary>
    internal static IEnumerable<string> Mentions(string source, IReadOnlySet<string> types) =>
        CSharpSyntaxTree.ParseText(source).GetRoot().DescendantTokens()
            .Where(t => t.IsKind(SyntaxKind.IdentifierToken) && (types.Contains(t.Text) || t.Text == "Statistics"))
            .Select(t => $"{t.Text} (line {t.GetLocation().GetLineSpan().StartLinePosition.Line + 1})");

    [Fact]
    public void ReportingNamesNoStatisticsType()
    {
        var types = StatisticsTypes();
        Assert.Contains("IntervalRanking", types);
        var found = Sources("Reporting")
            .SelectMany(f => Mentions(File.ReadAllText(f), types).Select(m => $"{Path.GetRelativePath(RunAll, f)}: {m}")).ToList();
        Assert.True(found.Count == 0, string.Join("\n", found));
    }

    [Fact]
    public void APageThatRanksForItselfIsFound()
    {
        const string page = "using SerializerTests.RunAll.Statistics;\nclass Page { object R() => IntervalRanking.Ranks([]); }";
        Assert.Equal(["Statistics (line 1)", "IntervalRanking (line 2)"], Mentions(page, StatisticsTypes()));
    }
}
