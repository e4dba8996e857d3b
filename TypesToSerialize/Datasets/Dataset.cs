namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>A shape of data every test can run on: its steady-state root type, and the first-call types (the classic
/// four for bookshelf, the root type alone for the others). N counts the root's top-level items.</summary>
public sealed record Dataset(string Name, string Description, TestDataType RootType, IReadOnlyList<TestDataType> FirstCallTypes);

public static class Datasets
{
    public const string DefaultName = "bookshelf";

    public static readonly Dataset BookShelf = new(DefaultName, "the classic BookShelf: N books of Id, Title and a -BookDataSize byte payload",
        TestDataTypes.BookShelf, [TestDataTypes.BookShelf, TestDataTypes.BookShelf1, TestDataTypes.BookShelf2, TestDataTypes.LargeBookShelf]);

    public static readonly Dataset Organization = Root("organization", "seed 003's network packet, generated as the seed does: an Organization with tags TestTag0..4 and N members (Id, TestName{i}, TestDescription{random}, TestAddress{random}, a random int as double Value, Unix-ms UpdateTime)",
        TestDataTypes.Organization);

    public static readonly Dataset People = Root("person", "seed 002's small message: N persons with two variable-length strings, a byte age and a three-valued enum",
        TestDataTypes.People);

    public static readonly Dataset Vector3 = Root("vector3", "seed 002's smallest message: N structs of three floats, in an array", TestDataTypes.Vector3Array);

    public static readonly Dataset Northwind = Root("northwind", "seed 001's Northwind EmployeeDto: N employees with nullable dates, a Region null outside the USA and a -BookDataSize byte Photo", TestDataTypes.EmployeeArray);

    public static readonly Dataset NorthwindComplex = Root("northwindcomplex", "seed 001's EmployeeComplexDto: N employees, each with 1-10 orders, 1-10 customers and 1-10 friend employees", TestDataTypes.EmployeeComplexArray);

    public static readonly Dataset SimpleObject = Root("simpleobject", "seed 004's SimpleObject as public properties: N of Id, Name, Address and an int[10] of scores", TestDataTypes.SimpleObjectArray);

    public static readonly Dataset SimpleObjectFields = Root("simpleobjectfields", "the same data as simpleobject in public fields instead of properties (seed 004's question)", TestDataTypes.SimpleObjectWithFieldsArray);

    public static IReadOnlyList<Dataset> All { get; } = [BookShelf, Organization, People, Vector3, Northwind, NorthwindComplex, SimpleObject, SimpleObjectFields];

    /// <summary>A dataset whose first call measures its root type alone.</summary>
    static Dataset Root(string name, string description, TestDataType rootType) => new(name, description, rootType, [rootType]);

    public static Dataset? Find(string name) => All.FirstOrDefault(d => string.Equals(d.Name, name, StringComparison.OrdinalIgnoreCase));
}
