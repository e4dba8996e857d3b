namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>A shape of data every test can run on; N counts the root's top-level items.</summary>
public sealed record Dataset(string Name, string Description, TestDataType RootType,
    IReadOnlyList<TestDataType> FirstCallTypes)
{
    public Dataset(string name, string description, TestDataType rootType)
        : this(name, description, rootType, [rootType]) { }
}

public static class Datasets
{
    public const string DefaultName = "bookshelf";

    public static readonly Dataset BookShelf =
        new(DefaultName, "the classic BookShelf: N books of Id, Title and a -BookDataSize byte payload",
        TestDataTypes.BookShelf,
        [TestDataTypes.BookShelf, TestDataTypes.BookShelf1, TestDataTypes.BookShelf2, TestDataTypes.LargeBookShelf]);

    public static readonly Dataset Organization = new("organization",
        "seed 003's network packet, generated as the seed does: an Organization with tags TestTag0..4 and N members "
            + "(Id, TestName{i}, TestDescription{random}, TestAddress{random}, a random int as double Value, Unix-ms "
            + "UpdateTime)",
        TestDataTypes.Organization);

    public static readonly Dataset People =
        new("person", "seed 002's small message: N persons with two variable-length strings, a byte age and a "
            + "three-valued enum",
        TestDataTypes.People);

    public static readonly Dataset Vector3 =
        new("vector3", "seed 002's smallest message: N structs of three floats, in an array",
            TestDataTypes.Vector3Array);

    public static readonly Dataset Northwind = new("northwind",
        "seed 001's Northwind EmployeeDto: N employees with nullable dates, a Region null outside the USA and a "
            + "-BookDataSize byte Photo",
        TestDataTypes.EmployeeArray);

    public static readonly Dataset NorthwindComplex = new("northwindcomplex",
        "seed 001's EmployeeComplexDto: N employees, each with 1-10 orders, 1-10 customers and 1-10 friend employees",
        TestDataTypes.EmployeeComplexArray);

    public static readonly Dataset SimpleObject = new("simpleobject",
        "seed 004's SimpleObject as public properties: N of Id, Name, Address and an int[10] of scores",
        TestDataTypes.SimpleObjectArray);

    public static readonly Dataset SimpleObjectFields = new("simpleobjectfields",
        "the same data as simpleobject in public fields instead of properties (seed 004's question)",
        TestDataTypes.SimpleObjectWithFieldsArray);

    public static IReadOnlyList<Dataset> BuiltIn { get; } =
        [BookShelf, Organization, People, Vector3, Northwind, NorthwindComplex, SimpleObject, SimpleObjectFields];

    static readonly List<Dataset> AddedByFiles = [];

    /// <summary>Added by files of their own (docs/datasets.md, "Your own dataset").</summary>
    public static IReadOnlyList<Dataset> Added => AddedByFiles;

    public static IReadOnlyList<Dataset> All => [.. BuiltIn, .. AddedByFiles];

    /// <summary>Called from a dataset file's module initializer; the name goes into file names, so it is lower-case
    /// letters and digits, and unique.</summary>
    public static void Add(Dataset dataset)
    {
        if (dataset.Name.Length == 0 || !dataset.Name.All(c => char.IsAsciiLetterLower(c) || char.IsAsciiDigit(c)))
            throw new ArgumentException($"Dataset name '{dataset.Name}': use lower-case letters and digits only",
                nameof(dataset));
        if (Find(dataset.Name) is not null)
            throw new ArgumentException($"Dataset name '{dataset.Name}' is taken: choose another", nameof(dataset));
        AddedByFiles.Add(dataset);
    }

    public static Dataset? Find(string name) =>
        All.FirstOrDefault(d => string.Equals(d.Name, name, StringComparison.OrdinalIgnoreCase));

    public static Dataset Get(string name) =>
        Find(name) ?? throw new ArgumentException($"No dataset '{name}'", nameof(name));
}
