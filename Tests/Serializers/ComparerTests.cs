namespace SerializerTests.Tests.Serializers;

/// <summary>The verifier itself must notice each kind of difference, or every round-trip test above is hollow.</summary>
public class ComparerTests
{
    [Fact]
    public void EqualDataHasNoDifference() =>
        Assert.Null(RoundTripComparer.Compare(DataGenerator.CreateBookShelf(10, 10), DataGenerator.CreateBookShelf(10, 10), RoundTripRules.Strict));

    [Fact]
    public void GenerationIsDeterministic()
    {
        Assert.Null(RoundTripComparer.Compare(DataGenerator.CreateLargeBookShelf(50, 10), DataGenerator.CreateLargeBookShelf(50, 10), RoundTripRules.Strict));
        Assert.Null(RoundTripComparer.Compare(DataGenerator.CreateReferenceBookShelf(50, 0), DataGenerator.CreateReferenceBookShelf(50, 0), RoundTripRules.Strict));
    }

    [Fact]
    public void BookFollowsTheClassicPatternWithAPayloadOfItsOwn()
    {
        var books = DataGenerator.CreateBookShelf(1000, 10).Books!;
        Assert.Equal(3, books[2].Id);
        Assert.Equal("Book 3", books[2].Title);
        Assert.Equal(10, books[2].BookData!.Length);
        Assert.Null(DataGenerator.CreateBookShelf(1, 0).Books![0].BookData);
        // The same book gets the same bytes in every shelf; no two books of a thousand share theirs.
        Assert.Equal(books[2].BookData, DataGenerator.CreateBookShelf(3, 10).Books![2].BookData);
        Assert.Equal(books.Count, books.Select(b => Convert.ToHexString(b.BookData!)).Distinct().Count());
        // A length that is not a multiple of the generator's 8 bytes keeps its tail drawn too, not left zero.
        Assert.NotEqual(0, books.Sum(b => b.BookData![8] + b.BookData![9]));
    }

    /// <summary>ReferenceBookShelf's dictionary: a changed value and a lost key are each named by key; a null dictionary is a
    /// difference unless it was empty and the rules let empty come back null, as for lists.</summary>
    [Fact]
    public void EachDictionaryDifferenceIsReportedByKey()
    {
        var expected = DataGenerator.CreateReferenceBookShelf(3, 0);
        var keys = expected.Books!.Keys.ToList();
        var actual = DataGenerator.CreateReferenceBookShelf(3, 0);
        actual.Books![keys[0]] = "changed";
        actual.Books.Remove(keys[2]);
        Assert.Equal($"Books.Count: expected '3', got '2'; Books[{keys[0]:O}]: expected '{expected.Books[keys[0]]}', got 'changed'; "
            + $"Books[{keys[2]:O}]: expected '{expected.Books[keys[2]]}', got '(missing)'", RoundTripComparer.Compare(expected, actual, RoundTripRules.Strict));

        var empty = new ReferenceBookShelf { Books = [] };
        var lost = new ReferenceBookShelf { Books = null };
        Assert.Equal("Books: expected '0', got 'null'", RoundTripComparer.Compare(empty, lost, RoundTripRules.Strict));
        Assert.Null(RoundTripComparer.Compare(empty, lost, RoundTripRules.Strict with { EmptyCollectionsMayComeBackNull = true }));
        Assert.Equal("Books: expected '3', got 'null'", RoundTripComparer.Compare(expected, lost, RoundTripRules.Strict with { EmptyCollectionsMayComeBackNull = true }));
    }

    [Fact]
    public void EachFieldDifferenceIsReported()
    {
        Assert.Contains("Title", Diff(b => b.Books![1].Title = "x"));
        Assert.Contains("Id", Diff(b => b.Books![1].Id = -1));
        Assert.Contains("BookData", Diff(b => b.Books![1].BookData![3] = 0));
        Assert.Contains("BookData", Diff(b => b.Books![1].BookData = null));
        Assert.Contains("Count", Diff(b => b.Books!.RemoveAt(0)));
        Assert.Contains("Secret", RoundTripComparer.Compare(DataGenerator.CreateBookShelf(1, 0), new BookShelf("other") { Books = DataGenerator.CreateBookShelf(1, 0).Books }, RoundTripRules.Strict));
    }

    [Fact]
    public void LargeBookFieldsAreCompared()
    {
        var expected = DataGenerator.CreateLargeBookShelf(2, 4);
        var actual = DataGenerator.CreateLargeBookShelf(2, 4);
        actual.Books![1].Publisher!.City = "elsewhere";
        Assert.Contains("Publisher.City", RoundTripComparer.Compare(expected, actual, RoundTripRules.Strict));
        actual = DataGenerator.CreateLargeBookShelf(2, 4);
        actual.Books![0].Published = actual.Books[0].Published.AddMilliseconds(1);
        Assert.Contains("Published", RoundTripComparer.Compare(expected, actual, RoundTripRules.Strict));
    }

    [Fact]
    public void EveryDifferenceIsCountedAndTheFirstTenAreSpelledOut()
    {
        var actual = DataGenerator.CreateBookShelf(30, 10);
        actual.Books![2].Title = "x";
        foreach (var book in actual.Books.Skip(5))
            book.Id = -book.Id;
        string? differences = RoundTripComparer.Compare(DataGenerator.CreateBookShelf(30, 10), actual, RoundTripRules.Strict);

        var shown = differences!.Split("; ");
        Assert.Equal("Books[2].Title: expected 'Book 3', got 'x'", shown[0]);
        Assert.Equal("Books[5].Id: expected '6', got '-6'", shown[1]);
        Assert.Equal("Books[13].Id: expected '14', got '-14'", shown[9]);
        Assert.Equal("… 26 differences in all, the first 10 shown", shown[10]);
        Assert.Equal(11, shown.Length);
    }

    [Fact]
    public void AnEmptyCollectionBackAsNullIsADifferenceUnlessTheRulesAcceptIt()
    {
        var empty = DataGenerator.CreateBookShelf(0, 0);
        var nullBooks = new BookShelf(empty.GetSecret()) { Books = null };
        Assert.Equal("Books: expected '0 items', got 'null'", RoundTripComparer.Compare(empty, nullBooks, RoundTripRules.Strict));
        var lenient = RoundTripRules.Strict with { EmptyCollectionsMayComeBackNull = true };
        Assert.Null(RoundTripComparer.Compare(empty, nullBooks, lenient));

        // Only empty: a list with items that comes back null, or an empty one that comes back with items, still differs.
        var one = DataGenerator.CreateBookShelf(1, 0);
        Assert.Equal("Books: expected '1 items', got 'null'", RoundTripComparer.Compare(one, nullBooks, lenient));
        Assert.Equal("Books.Count: expected '0', got '1'", RoundTripComparer.Compare(empty, one, lenient));
    }

    static string? Diff(Action<BookShelf> change)
    {
        var actual = DataGenerator.CreateBookShelf(3, 10);
        change(actual);
        return RoundTripComparer.Compare(DataGenerator.CreateBookShelf(3, 10), actual, RoundTripRules.Strict);
    }
}
