using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.TypesToSerialize;

/// <summary>
/// Field-by-field comparison of what went in with what came back. Each method returns a description of the
/// first difference, or null when the objects are equal.
/// </summary>
public static class RoundTripComparer
{
    public static string? Compare(BookShelf expected, BookShelf actual, bool comparePrivateMembers)
    {
        if (comparePrivateMembers && expected.GetSecret() != actual.GetSecret())
            return Differs("Secret", expected.GetSecret(), actual.GetSecret());
        return CompareLists("Books", expected.Books, actual.Books, static (e, a) =>
            e.Id != a.Id ? Differs("Id", e.Id, a.Id)
            : e.Title != a.Title ? Differs("Title", e.Title, a.Title)
            : CompareBytes("BookData", e.BookData, a.BookData));
    }

    public static string? Compare(BookShelf1 expected, BookShelf1 actual, bool comparePrivateMembers) =>
        expected.Owner != actual.Owner ? Differs("Owner", expected.Owner, actual.Owner)
        : CompareLists("Books", expected.Books, actual.Books, static (e, a) =>
            e.Id != a.Id ? Differs("Id", e.Id, a.Id)
            : e.Title != a.Title ? Differs("Title", e.Title, a.Title)
            : e.Price != a.Price ? Differs("Price", e.Price, a.Price)
            : null);

    public static string? Compare(BookShelf2 expected, BookShelf2 actual, bool comparePrivateMembers) =>
        expected.ShelfNumber != actual.ShelfNumber ? Differs("ShelfNumber", expected.ShelfNumber, actual.ShelfNumber)
        : CompareLists("Books", expected.Books, actual.Books, static (e, a) =>
            e.Id != a.Id ? Differs("Id", e.Id, a.Id)
            : e.Title != a.Title ? Differs("Title", e.Title, a.Title)
            : e.IsAvailable != a.IsAvailable ? Differs("IsAvailable", e.IsAvailable, a.IsAvailable)
            : e.Author != a.Author ? Differs("Author", e.Author, a.Author)
            : null);

    public static string? Compare(LargeBookShelf expected, LargeBookShelf actual, bool comparePrivateMembers) =>
        expected.Name != actual.Name ? Differs("Name", expected.Name, actual.Name)
        : CompareLists("Books", expected.Books, actual.Books, CompareLargeBook);

    public static string? Compare(ReferenceBookShelf expected, ReferenceBookShelf actual, bool comparePrivateMembers)
    {
        if (expected.Books is null || actual.Books is null)
            return expected.Books == actual.Books ? null : Differs("Books", expected.Books?.Count, actual.Books?.Count);
        if (expected.Books.Count != actual.Books.Count)
            return Differs("Books.Count", expected.Books.Count, actual.Books.Count);
        foreach (var (key, value) in expected.Books)
        {
            if (!actual.Books.TryGetValue(key, out var actualValue))
                return $"Books: key {key:O} is missing";
            if (value != actualValue)
                return Differs($"Books[{key:O}]", value, actualValue);
        }
        return null;
    }

    public static string? Compare(Organization expected, Organization actual, bool comparePrivateMembers) =>
        expected.Id != actual.Id ? Differs("Id", expected.Id, actual.Id)
        : CompareLists("Tags", expected.Tags, actual.Tags, static (x, y) => x == y ? null : Differs("", x, y))
          ?? CompareLists("Members", expected.Members, actual.Members, static (e, a) =>
            e.Id != a.Id ? Differs("Id", e.Id, a.Id)
            : e.Name != a.Name ? Differs("Name", e.Name, a.Name)
            : e.Description != a.Description ? Differs("Description", e.Description, a.Description)
            : e.Address != a.Address ? Differs("Address", e.Address, a.Address)
            : e.Value != a.Value ? Differs("Value", e.Value, a.Value)
            : e.UpdateTime != a.UpdateTime ? Differs("UpdateTime", e.UpdateTime, a.UpdateTime)
            : null);

    public static string? Compare(People expected, People actual, bool comparePrivateMembers) =>
        CompareLists("Persons", expected.Persons, actual.Persons, static (e, a) =>
            e.FirstName != a.FirstName ? Differs("FirstName", e.FirstName, a.FirstName)
            : e.LastName != a.LastName ? Differs("LastName", e.LastName, a.LastName)
            : e.Age != a.Age ? Differs("Age", e.Age, a.Age)
            : e.Gender != a.Gender ? Differs("Gender", e.Gender, a.Gender)
            : null);

    static string? CompareLargeBook(LargeBook e, LargeBook a) =>
        e.Id != a.Id ? Differs("Id", e.Id, a.Id)
        : e.Title != a.Title ? Differs("Title", e.Title, a.Title)
        : e.Author != a.Author ? Differs("Author", e.Author, a.Author)
        : e.Isbn != a.Isbn ? Differs("Isbn", e.Isbn, a.Isbn)
        : e.PageCount != a.PageCount ? Differs("PageCount", e.PageCount, a.PageCount)
        : e.Edition != a.Edition ? Differs("Edition", e.Edition, a.Edition)
        : e.Rating != a.Rating ? Differs("Rating", e.Rating, a.Rating)
        : e.InPrint != a.InPrint ? Differs("InPrint", e.InPrint, a.InPrint)
        : e.Price != a.Price ? Differs("Price", e.Price, a.Price)
        : e.Weight != a.Weight ? Differs("Weight", e.Weight, a.Weight)
        // The same instant is the same value, whatever DateTimeKind the serializer hands back.
        : e.Published.ToUniversalTime() != a.Published.ToUniversalTime() ? Differs("Published", e.Published.ToString("O"), a.Published.ToString("O"))
        : e.Key != a.Key ? Differs("Key", e.Key, a.Key)
        : e.Genre != a.Genre ? Differs("Genre", e.Genre, a.Genre)
        : e.Discount != a.Discount ? Differs("Discount", e.Discount, a.Discount)
        : CompareLists("Tags", e.Tags, a.Tags, static (x, y) => x == y ? null : Differs("", x, y))
          ?? CompareLists("ChapterPages", e.ChapterPages, a.ChapterPages, static (x, y) => x == y ? null : Differs("", x, y))
          ?? CompareBytes("Cover", e.Cover, a.Cover)
          ?? ComparePublisher(e.Publisher, a.Publisher);

    static string? ComparePublisher(Publisher? e, Publisher? a) =>
        e is null || a is null ? (e == a ? null : Differs("Publisher", e?.Name, a?.Name))
        : e.Name != a.Name ? Differs("Publisher.Name", e.Name, a.Name)
        : e.City != a.City ? Differs("Publisher.City", e.City, a.City)
        : e.Founded != a.Founded ? Differs("Publisher.Founded", e.Founded, a.Founded)
        : null;

    static string? CompareLists<T>(string name, IReadOnlyList<T>? expected, IReadOnlyList<T>? actual, Func<T, T, string?> compareItem)
    {
        if (expected is null || actual is null)
            return expected == actual ? null : Differs(name, expected is null ? "null" : $"{expected.Count} items", actual is null ? "null" : $"{actual.Count} items");
        if (expected.Count != actual.Count)
            return Differs(name + ".Count", expected.Count, actual.Count);
        for (int i = 0; i < expected.Count; i++)
        {
            if (actual[i] is null)
                return $"{name}[{i}] is null";
            if (compareItem(expected[i], actual[i]) is { } difference)
                return $"{name}[{i}]{(difference.StartsWith(':') ? "" : ".")}{difference}";
        }
        return null;
    }

    static string? CompareBytes(string name, byte[]? expected, byte[]? actual) =>
        expected is null || actual is null
            ? (expected == actual ? null : Differs(name, expected is null ? "null" : $"{expected.Length} bytes", actual is null ? "null" : $"{actual.Length} bytes"))
            : expected.AsSpan().SequenceEqual(actual) ? null
            : Differs(name, Convert.ToHexString(expected), Convert.ToHexString(actual));

    static string Differs(string name, object? expected, object? actual) =>
        $"{name}: expected '{expected ?? "null"}', got '{actual ?? "null"}'";
}
