using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.TypesToSerialize;

/// <summary> Field-by-field comparison of what went in with what came back. Each method returns every difference it
/// found (the first <see cref="RoundTripDifferences.Shown"/> spelled out, with the count), or null when the objects are
/// equal under the rules.</summary>
public static class RoundTripComparer
{
    public static string? Compare(BookShelf expected, BookShelf actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
    {
        if (rules.ComparePrivateMembers)
            d.Value("Secret", expected.GetSecret(), actual.GetSecret());
        d.List("Books", expected.Books, actual.Books, static (d, e, a) =>
        {
            d.Value("Id", e.Id, a.Id);
            d.Value("Title", e.Title, a.Title);
            d.Bytes("BookData", e.BookData, a.BookData);
        });
    });

    public static string? Compare(BookShelf1 expected, BookShelf1 actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
    {
        d.Value("Owner", expected.Owner, actual.Owner);
        d.List("Books", expected.Books, actual.Books, static (d, e, a) =>
        {
            d.Value("Id", e.Id, a.Id);
            d.Value("Title", e.Title, a.Title);
            d.Value("Price", e.Price, a.Price);
        });
    });

    public static string? Compare(BookShelf2 expected, BookShelf2 actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
    {
        d.Value("ShelfNumber", expected.ShelfNumber, actual.ShelfNumber);
        d.List("Books", expected.Books, actual.Books, static (d, e, a) =>
        {
            d.Value("Id", e.Id, a.Id);
            d.Value("Title", e.Title, a.Title);
            d.Value("IsAvailable", e.IsAvailable, a.IsAvailable);
            d.Value("Author", e.Author, a.Author);
        });
    });

    public static string? Compare(LargeBookShelf expected, LargeBookShelf actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
    {
        d.Value("Name", expected.Name, actual.Name);
        d.List("Books", expected.Books, actual.Books, CompareLargeBook);
    });

    public static string? Compare(ReferenceBookShelf expected, ReferenceBookShelf actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
            d.Map("Books", expected.Books, actual.Books, static key => key.ToString("O")));

    public static string? Compare(Organization expected, Organization actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
    {
        d.Value("Id", expected.Id, actual.Id);
        d.Values("Tags", expected.Tags, actual.Tags);
        d.List("Members", expected.Members, actual.Members, static (d, e, a) =>
        {
            d.Value("Id", e.Id, a.Id);
            d.Value("Name", e.Name, a.Name);
            d.Value("Description", e.Description, a.Description);
            d.Value("Address", e.Address, a.Address);
            d.Value("Value", e.Value, a.Value);
            d.Value("UpdateTime", e.UpdateTime, a.UpdateTime);
        });
    });

    public static string? Compare(People expected, People actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
        d.List("Persons", expected.Persons, actual.Persons, static (d, e, a) =>
        {
            d.Value("FirstName", e.FirstName, a.FirstName);
            d.Value("LastName", e.LastName, a.LastName);
            d.Value("Age", e.Age, a.Age);
            d.Value("Gender", e.Gender, a.Gender);
        }));

    public static string? Compare(Vector3[] expected, Vector3[] actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
        d.List("Vectors", expected, actual, static (d, e, a) =>
        {
            d.Value("X", e.X, a.X);
            d.Value("Y", e.Y, a.Y);
            d.Value("Z", e.Z, a.Z);
        }));

    public static string? Compare(SimpleObject[] expected, SimpleObject[] actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
        d.List("Items", expected, actual,
            static (d, e, a) =>
                CompareSimple(d, (e.Id, e.Name, e.Address, e.Scores), (a.Id, a.Name, a.Address, a.Scores))));

    public static string? Compare(SimpleObjectWithFields[] expected, SimpleObjectWithFields[] actual,
        RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
        d.List("Items", expected, actual,
            static (d, e, a) =>
                CompareSimple(d, (e.Id, e.Name, e.Address, e.Scores), (a.Id, a.Name, a.Address, a.Scores))));

    static void CompareSimple(RoundTripDifferences d, (int Id, string? Name, string? Address, int[]? Scores) e,
        (int Id, string? Name, string? Address, int[]? Scores) a)
    {
        d.Value("Id", e.Id, a.Id);
        d.Value("Name", e.Name, a.Name);
        d.Value("Address", e.Address, a.Address);
        d.Values("Scores", e.Scores, a.Scores);
    }

    public static string? Compare(Employee[] expected, Employee[] actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
        d.List("Employees", expected, actual, CompareEmployee));

    public static string? Compare(EmployeeComplex[] expected, EmployeeComplex[] actual, RoundTripRules rules) =>
        RoundTripDifferences.Collect(rules, d =>
        d.List("Employees", expected, actual, static (d, e, a) =>
        {
            CompareEmployee(d, e, a);
            d.List("OrdersHandled", e.OrdersHandled, a.OrdersHandled, CompareOrder);
            d.List("CustomersHandled", e.CustomersHandled, a.CustomersHandled, CompareCustomer);
            d.List("Friends", e.Friends, a.Friends, CompareEmployee);
        }));

    static void CompareEmployee(RoundTripDifferences d, Employee e, Employee a)
    {
        d.Value("Id", e.Id, a.Id);
        d.Value("LastName", e.LastName, a.LastName);
        d.Value("FirstName", e.FirstName, a.FirstName);
        d.Value("Title", e.Title, a.Title);
        d.Value("TitleOfCourtesy", e.TitleOfCourtesy, a.TitleOfCourtesy);
        d.Instant("BirthDate", e.BirthDate, a.BirthDate);
        d.Instant("HireDate", e.HireDate, a.HireDate);
        d.Value("Address", e.Address, a.Address);
        d.Value("City", e.City, a.City);
        d.Value("Region", e.Region, a.Region);
        d.Value("PostalCode", e.PostalCode, a.PostalCode);
        d.Value("Country", e.Country, a.Country);
        d.Value("HomePhone", e.HomePhone, a.HomePhone);
        d.Value("Extension", e.Extension, a.Extension);
        d.Value("Notes", e.Notes, a.Notes);
        d.Value("ReportsTo", e.ReportsTo, a.ReportsTo);
        d.Value("PhotoPath", e.PhotoPath, a.PhotoPath);
        d.Bytes("Photo", e.Photo, a.Photo);
    }

    static void CompareOrder(RoundTripDifferences d, Order e, Order a)
    {
        d.Value("Id", e.Id, a.Id);
        d.Value("CustomerId", e.CustomerId, a.CustomerId);
        d.Value("EmployeeId", e.EmployeeId, a.EmployeeId);
        d.Instant("OrderDate", e.OrderDate, a.OrderDate);
        d.Instant("RequiredDate", e.RequiredDate, a.RequiredDate);
        d.Instant("ShippedDate", e.ShippedDate, a.ShippedDate);
        d.Value("ShipVia", e.ShipVia, a.ShipVia);
        d.Value("Freight", e.Freight, a.Freight);
        d.Value("ShipName", e.ShipName, a.ShipName);
        d.Value("ShipAddress", e.ShipAddress, a.ShipAddress);
        d.Value("ShipCity", e.ShipCity, a.ShipCity);
        d.Value("ShipRegion", e.ShipRegion, a.ShipRegion);
        d.Value("ShipPostalCode", e.ShipPostalCode, a.ShipPostalCode);
        d.Value("ShipCountry", e.ShipCountry, a.ShipCountry);
    }

    static void CompareCustomer(RoundTripDifferences d, Customer e, Customer a)
    {
        d.Value("Id", e.Id, a.Id);
        d.Value("CompanyName", e.CompanyName, a.CompanyName);
        d.Value("ContactName", e.ContactName, a.ContactName);
        d.Value("ContactTitle", e.ContactTitle, a.ContactTitle);
        d.Value("Address", e.Address, a.Address);
        d.Value("City", e.City, a.City);
        d.Value("Region", e.Region, a.Region);
        d.Value("PostalCode", e.PostalCode, a.PostalCode);
        d.Value("Country", e.Country, a.Country);
        d.Value("Phone", e.Phone, a.Phone);
        d.Value("Fax", e.Fax, a.Fax);
    }

    static void CompareLargeBook(RoundTripDifferences d, LargeBook e, LargeBook a)
    {
        d.Value("Id", e.Id, a.Id);
        d.Value("Title", e.Title, a.Title);
        d.Value("Author", e.Author, a.Author);
        d.Value("Isbn", e.Isbn, a.Isbn);
        d.Value("PageCount", e.PageCount, a.PageCount);
        d.Value("Edition", e.Edition, a.Edition);
        d.Value("Rating", e.Rating, a.Rating);
        d.Value("InPrint", e.InPrint, a.InPrint);
        d.Value("Price", e.Price, a.Price);
        d.Value("Weight", e.Weight, a.Weight);
        d.Instant("Published", e.Published, a.Published);
        d.Value("Key", e.Key, a.Key);
        d.Value("Genre", e.Genre, a.Genre);
        d.Value("Discount", e.Discount, a.Discount);
        d.Values("Tags", e.Tags, a.Tags);
        d.Values("ChapterPages", e.ChapterPages, a.ChapterPages);
        d.Bytes("Cover", e.Cover, a.Cover);
        d.Object("Publisher", e.Publisher, a.Publisher, static (d, e, a) =>
        {
            d.Value("Name", e.Name, a.Name);
            d.Value("City", e.City, a.City);
            d.Value("Founded", e.Founded, a.Founded);
        });
    }
}
