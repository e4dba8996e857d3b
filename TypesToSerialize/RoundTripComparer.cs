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
        : CompareValues("Tags", expected.Tags, actual.Tags)
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

    public static string? Compare(Vector3[] expected, Vector3[] actual, bool comparePrivateMembers) =>
        CompareLists("Vectors", expected, actual, static (e, a) =>
            e.X != a.X ? Differs("X", e.X, a.X)
            : e.Y != a.Y ? Differs("Y", e.Y, a.Y)
            : e.Z != a.Z ? Differs("Z", e.Z, a.Z)
            : null);

    public static string? Compare(SimpleObject[] expected, SimpleObject[] actual, bool comparePrivateMembers) =>
        CompareLists("Items", expected, actual, static (e, a) => CompareSimple((e.Id, e.Name, e.Address, e.Scores), (a.Id, a.Name, a.Address, a.Scores)));

    public static string? Compare(SimpleObjectWithFields[] expected, SimpleObjectWithFields[] actual, bool comparePrivateMembers) =>
        CompareLists("Items", expected, actual, static (e, a) => CompareSimple((e.Id, e.Name, e.Address, e.Scores), (a.Id, a.Name, a.Address, a.Scores)));

    static string? CompareSimple((int Id, string? Name, string? Address, int[]? Scores) e, (int Id, string? Name, string? Address, int[]? Scores) a) =>
        e.Id != a.Id ? Differs("Id", e.Id, a.Id)
        : e.Name != a.Name ? Differs("Name", e.Name, a.Name)
        : e.Address != a.Address ? Differs("Address", e.Address, a.Address)
        : CompareValues("Scores", e.Scores, a.Scores);

    public static string? Compare(Employee[] expected, Employee[] actual, bool comparePrivateMembers) =>
        CompareLists("Employees", expected, actual, CompareEmployee);

    public static string? Compare(EmployeeComplex[] expected, EmployeeComplex[] actual, bool comparePrivateMembers) =>
        CompareLists("Employees", expected, actual, static (e, a) =>
            CompareEmployee(e, a)
            ?? CompareLists("OrdersHandled", e.OrdersHandled, a.OrdersHandled, CompareOrder)
            ?? CompareLists("CustomersHandled", e.CustomersHandled, a.CustomersHandled, CompareCustomer)
            ?? CompareLists("Friends", e.Friends, a.Friends, CompareEmployee));

    static string? CompareEmployee(Employee e, Employee a) =>
        e.Id != a.Id ? Differs("Id", e.Id, a.Id)
        : e.LastName != a.LastName ? Differs("LastName", e.LastName, a.LastName)
        : e.FirstName != a.FirstName ? Differs("FirstName", e.FirstName, a.FirstName)
        : e.Title != a.Title ? Differs("Title", e.Title, a.Title)
        : e.TitleOfCourtesy != a.TitleOfCourtesy ? Differs("TitleOfCourtesy", e.TitleOfCourtesy, a.TitleOfCourtesy)
        : CompareInstants("BirthDate", e.BirthDate, a.BirthDate)
          ?? CompareInstants("HireDate", e.HireDate, a.HireDate)
          ?? (e.Address != a.Address ? Differs("Address", e.Address, a.Address)
            : e.City != a.City ? Differs("City", e.City, a.City)
            : e.Region != a.Region ? Differs("Region", e.Region, a.Region)
            : e.PostalCode != a.PostalCode ? Differs("PostalCode", e.PostalCode, a.PostalCode)
            : e.Country != a.Country ? Differs("Country", e.Country, a.Country)
            : e.HomePhone != a.HomePhone ? Differs("HomePhone", e.HomePhone, a.HomePhone)
            : e.Extension != a.Extension ? Differs("Extension", e.Extension, a.Extension)
            : e.Notes != a.Notes ? Differs("Notes", e.Notes, a.Notes)
            : e.ReportsTo != a.ReportsTo ? Differs("ReportsTo", e.ReportsTo, a.ReportsTo)
            : e.PhotoPath != a.PhotoPath ? Differs("PhotoPath", e.PhotoPath, a.PhotoPath)
            : CompareBytes("Photo", e.Photo, a.Photo));

    static string? CompareOrder(Order e, Order a) =>
        e.Id != a.Id ? Differs("Id", e.Id, a.Id)
        : e.CustomerId != a.CustomerId ? Differs("CustomerId", e.CustomerId, a.CustomerId)
        : e.EmployeeId != a.EmployeeId ? Differs("EmployeeId", e.EmployeeId, a.EmployeeId)
        : CompareInstants("OrderDate", e.OrderDate, a.OrderDate)
          ?? CompareInstants("RequiredDate", e.RequiredDate, a.RequiredDate)
          ?? CompareInstants("ShippedDate", e.ShippedDate, a.ShippedDate)
          ?? (e.ShipVia != a.ShipVia ? Differs("ShipVia", e.ShipVia, a.ShipVia)
            : e.Freight != a.Freight ? Differs("Freight", e.Freight, a.Freight)
            : e.ShipName != a.ShipName ? Differs("ShipName", e.ShipName, a.ShipName)
            : e.ShipAddress != a.ShipAddress ? Differs("ShipAddress", e.ShipAddress, a.ShipAddress)
            : e.ShipCity != a.ShipCity ? Differs("ShipCity", e.ShipCity, a.ShipCity)
            : e.ShipRegion != a.ShipRegion ? Differs("ShipRegion", e.ShipRegion, a.ShipRegion)
            : e.ShipPostalCode != a.ShipPostalCode ? Differs("ShipPostalCode", e.ShipPostalCode, a.ShipPostalCode)
            : e.ShipCountry != a.ShipCountry ? Differs("ShipCountry", e.ShipCountry, a.ShipCountry)
            : null);

    static string? CompareCustomer(Customer e, Customer a) =>
        e.Id != a.Id ? Differs("Id", e.Id, a.Id)
        : e.CompanyName != a.CompanyName ? Differs("CompanyName", e.CompanyName, a.CompanyName)
        : e.ContactName != a.ContactName ? Differs("ContactName", e.ContactName, a.ContactName)
        : e.ContactTitle != a.ContactTitle ? Differs("ContactTitle", e.ContactTitle, a.ContactTitle)
        : e.Address != a.Address ? Differs("Address", e.Address, a.Address)
        : e.City != a.City ? Differs("City", e.City, a.City)
        : e.Region != a.Region ? Differs("Region", e.Region, a.Region)
        : e.PostalCode != a.PostalCode ? Differs("PostalCode", e.PostalCode, a.PostalCode)
        : e.Country != a.Country ? Differs("Country", e.Country, a.Country)
        : e.Phone != a.Phone ? Differs("Phone", e.Phone, a.Phone)
        : e.Fax != a.Fax ? Differs("Fax", e.Fax, a.Fax)
        : null;

    /// <summary>The same instant is the same value, whatever DateTimeKind the serializer hands back.</summary>
    static string? CompareInstants(string name, DateTime? e, DateTime? a) =>
        e?.ToUniversalTime() == a?.ToUniversalTime() ? null : Differs(name, e?.ToString("O"), a?.ToString("O"));

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
        : CompareInstants("Published", e.Published, a.Published)
          ?? (e.Key != a.Key ? Differs("Key", e.Key, a.Key)
          : e.Genre != a.Genre ? Differs("Genre", e.Genre, a.Genre)
          : e.Discount != a.Discount ? Differs("Discount", e.Discount, a.Discount)
          : CompareValues("Tags", e.Tags, a.Tags)
            ?? CompareValues("ChapterPages", e.ChapterPages, a.ChapterPages)
            ?? CompareBytes("Cover", e.Cover, a.Cover)
            ?? ComparePublisher(e.Publisher, a.Publisher));

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

    /// <summary>Lists of plain values (strings, numbers): item by item with <c>==</c>'s meaning.</summary>
    static string? CompareValues<T>(string name, IReadOnlyList<T>? expected, IReadOnlyList<T>? actual) =>
        CompareLists(name, expected, actual, static (x, y) => EqualityComparer<T>.Default.Equals(x, y) ? null : Differs("", x, y));

    static string? CompareBytes(string name, byte[]? expected, byte[]? actual) =>
        expected is null || actual is null
            ? (expected == actual ? null : Differs(name, expected is null ? "null" : $"{expected.Length} bytes", actual is null ? "null" : $"{actual.Length} bytes"))
            : expected.AsSpan().SequenceEqual(actual) ? null
            : Differs(name, Convert.ToHexString(expected), Convert.ToHexString(actual));

    static string Differs(string name, object? expected, object? actual) =>
        $"{name}: expected '{expected ?? "null"}', got '{actual ?? "null"}'";
}
