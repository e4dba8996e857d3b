using SerializerTests.TypesToSerialize;

namespace SerializerTests.Tests.Serializers;

/// <summary>The verifier itself must notice each kind of difference, or every round-trip test above is hollow.</summary>
public class ComparerTests
{
    [Fact]
    public void EqualDataHasNoDifference() =>
        Assert.Null(RoundTripComparer.Compare(DataGenerator.CreateBookShelf(10, 10), DataGenerator.CreateBookShelf(10, 10), true));

    [Fact]
    public void GenerationIsDeterministic()
    {
        Assert.Null(RoundTripComparer.Compare(DataGenerator.CreateLargeBookShelf(50, 10), DataGenerator.CreateLargeBookShelf(50, 10), true));
        Assert.Null(RoundTripComparer.Compare(DataGenerator.CreateReferenceBookShelf(50, 0), DataGenerator.CreateReferenceBookShelf(50, 0), true));
    }

    [Fact]
    public void BookFollowsTheClassicPattern()
    {
        var book = DataGenerator.CreateBookShelf(3, 10).Books![2];
        Assert.Equal(3, book.Id);
        Assert.Equal("Book 3", book.Title);
        Assert.Equal("abcdefghij"u8.ToArray(), book.BookData);
        Assert.Null(DataGenerator.CreateBookShelf(1, 0).Books![0].BookData);
    }

    [Fact]
    public void EachFieldDifferenceIsReported()
    {
        Assert.Contains("Title", Diff(b => b.Books![1].Title = "x"));
        Assert.Contains("Id", Diff(b => b.Books![1].Id = -1));
        Assert.Contains("BookData", Diff(b => b.Books![1].BookData![3] = 0));
        Assert.Contains("BookData", Diff(b => b.Books![1].BookData = null));
        Assert.Contains("Count", Diff(b => b.Books!.RemoveAt(0)));
        Assert.Contains("Secret", RoundTripComparer.Compare(DataGenerator.CreateBookShelf(1, 0), new BookShelf("other") { Books = DataGenerator.CreateBookShelf(1, 0).Books }, true));
    }

    [Fact]
    public void LargeBookFieldsAreCompared()
    {
        var expected = DataGenerator.CreateLargeBookShelf(2, 4);
        var actual = DataGenerator.CreateLargeBookShelf(2, 4);
        actual.Books![1].Publisher!.City = "elsewhere";
        Assert.Contains("Publisher.City", RoundTripComparer.Compare(expected, actual, true));
        actual = DataGenerator.CreateLargeBookShelf(2, 4);
        actual.Books![0].Published = actual.Books[0].Published.AddMilliseconds(1);
        Assert.Contains("Published", RoundTripComparer.Compare(expected, actual, true));
    }

    static string? Diff(Action<BookShelf> change)
    {
        var actual = DataGenerator.CreateBookShelf(3, 10);
        change(actual);
        return RoundTripComparer.Compare(DataGenerator.CreateBookShelf(3, 10), actual, true);
    }
}
