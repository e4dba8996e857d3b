namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>A shape of data every test can run on: its steady-state root type, and the first-call types (the classic
/// four for bookshelf, the root type alone for the others). N counts the root's top-level items.</summary>
public sealed record Dataset(string Name, string Description, TestDataType RootType, IReadOnlyList<TestDataType> FirstCallTypes);

public static class Datasets
{
    public const string DefaultName = "bookshelf";

    public static readonly Dataset BookShelf = new(DefaultName, "the classic BookShelf: N books of Id, Title and a -BookDataSize byte payload",
        TestDataTypes.BookShelf, [TestDataTypes.BookShelf, TestDataTypes.BookShelf1, TestDataTypes.BookShelf2, TestDataTypes.LargeBookShelf]);

    public static readonly Dataset Organization = new("organization", "seed 003's network packet: an Organization with tags and N members (Id, Name, Description, Address, double Value, long UpdateTime)",
        TestDataTypes.Organization, [TestDataTypes.Organization]);

    public static readonly Dataset People = new("person", "seed 002's small message: N persons with two variable-length strings, a byte age and a three-valued enum",
        TestDataTypes.People, [TestDataTypes.People]);

    public static IReadOnlyList<Dataset> All { get; } = [BookShelf, Organization, People];

    public static Dataset? Find(string name) => All.FirstOrDefault(d => string.Equals(d.Name, name, StringComparison.OrdinalIgnoreCase));
}
