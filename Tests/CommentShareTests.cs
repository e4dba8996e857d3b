using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace SerializerTests.Tests;

/// <summary>Comments, doc comments included, are at most <see cref="MaxPercent"/>% of the characters of our code outside the
/// tests: they say why in a sentence or two and link the docs for the rest.</summary>
public class CommentShareTests
{
    const double MaxPercent = 15;
    static readonly string Root = RepositoryLayout.FindRoot()!;

    /// <summary>The characters of <paramref name="source"/> in comments, and all its characters.</summary>
    internal static (long Comment, long Total) Characters(string source)
    {
        var root = CSharpSyntaxTree.ParseText(source).GetRoot();
        long comment = root.DescendantTrivia(descendIntoTrivia: true)
            .Where(t => t.Kind() is SyntaxKind.SingleLineCommentTrivia or SyntaxKind.MultiLineCommentTrivia
                or SyntaxKind.SingleLineDocumentationCommentTrivia or SyntaxKind.MultiLineDocumentationCommentTrivia)
            .Sum(t => (long)t.FullSpan.Length);
        return (comment, source.Length);
    }

    [Fact]
    public void CommentsAreAtMost15PercentOfTheCodeOutsideTheTests()
    {
        var files = MethodLengthTests.SourceFiles()
            .Where(f => Path.GetRelativePath(Root, f).Split(Path.DirectorySeparatorChar)[0] != "Tests")
            .Select(f => (File: Path.GetRelativePath(Root, f), Characters: Characters(File.ReadAllText(f)))).ToList();
        long comment = files.Sum(f => f.Characters.Comment), total = files.Sum(f => f.Characters.Total);
        double percent = 100.0 * comment / total;
        var most = files.OrderByDescending(f => f.Characters.Comment).Take(5)
            .Select(f => $"{f.File}: {f.Characters.Comment:N0} of {f.Characters.Total:N0}");
        Assert.True(percent <= MaxPercent,
            $"comments are {percent:F1}% of {total:N0} characters; most in:\n{string.Join("\n", most)}");
    }

    [Fact]
    public void LineBlockAndDocCommentsCountAndStringsThatLookLikeThemDoNot()
    {
        string source = "/// <summary>Doc.</summary>\nclass C\n{\n    // line\n    /* block */ string s = \"// not\";\n}\n";
        var (comment, total) = Characters(source);
        Assert.Equal(source.Length, total);
        Assert.Equal("/// <summary>Doc.</summary>\n".Length + "// line".Length + "/* block */".Length, comment);
    }
}
