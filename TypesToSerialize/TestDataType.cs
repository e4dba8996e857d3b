using System.Text.Json.Serialization;
using PolyType;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.TypesToSerialize;

/// <summary>A root type that can be measured: how to make N items of it and how to compare a round trip.</summary>
public abstract record TestDataType(string Name, Type ClrType)
{
    /// <summary>Given by a dataset file; the built-in types are in the adapter's own context.</summary>
    public JsonSerializerContext? JsonContext { get; init; }

    public ITypeShapeProvider? Shapes { get; init; }

    /// <summary>Calls back with the typed form, so generic code needs no reflection (NativeAOT).</summary>
    public abstract TResult Accept<TResult>(ITestDataTypeVisitor<TResult> visitor);
}

public interface ITestDataTypeVisitor<out TResult>
{
    TResult Visit<T>(TestDataType<T> type) where T : class;
}

/// <param name="Create">(item count, payload bytes per item) → the object to serialize.</param>
public sealed record TestDataType<T>(string Name, Func<int, int, T> Create, Func<T, T, RoundTripRules,
    string?> Differences)
    : TestDataType(Name, typeof(T)) where T : class
{
    public override TResult Accept<TResult>(ITestDataTypeVisitor<TResult> visitor) => visitor.Visit(this);
}

public static class TestDataTypes
{
    public static readonly TestDataType<BookShelf> BookShelf =
        new(nameof(BookShelf), DataGenerator.CreateBookShelf, RoundTripComparer.Compare);
    public static readonly TestDataType<BookShelf1> BookShelf1 =
        new(nameof(BookShelf1), DataGenerator.CreateBookShelf1, RoundTripComparer.Compare);
    public static readonly TestDataType<BookShelf2> BookShelf2 =
        new(nameof(BookShelf2), DataGenerator.CreateBookShelf2, RoundTripComparer.Compare);
    public static readonly TestDataType<LargeBookShelf> LargeBookShelf =
        new(nameof(LargeBookShelf), DataGenerator.CreateLargeBookShelf, RoundTripComparer.Compare);
    public static readonly TestDataType<Organization> Organization =
        new(nameof(Organization), DatasetGenerator.CreateOrganization, RoundTripComparer.Compare);
    public static readonly TestDataType<People> People =
        new(nameof(People), DatasetGenerator.CreatePeople, RoundTripComparer.Compare);
    public static readonly TestDataType<Vector3[]> Vector3Array =
        new(nameof(Vector3Array), DatasetGenerator.CreateVectors, RoundTripComparer.Compare);
    public static readonly TestDataType<Employee[]> EmployeeArray =
        new(nameof(EmployeeArray), DatasetGenerator.CreateEmployees, RoundTripComparer.Compare);
    public static readonly TestDataType<EmployeeComplex[]> EmployeeComplexArray =
        new(nameof(EmployeeComplexArray), DatasetGenerator.CreateEmployeesComplex, RoundTripComparer.Compare);
    public static readonly TestDataType<SimpleObject[]> SimpleObjectArray =
        new(nameof(SimpleObjectArray), DatasetGenerator.CreateSimpleObjects, RoundTripComparer.Compare);
    public static readonly TestDataType<SimpleObjectWithFields[]> SimpleObjectWithFieldsArray =
        new(nameof(SimpleObjectWithFieldsArray), DatasetGenerator.CreateSimpleObjectsWithFields,
            RoundTripComparer.Compare);
    public static readonly TestDataType<ReferenceBookShelf> ReferenceBookShelf =
        new(nameof(ReferenceBookShelf), DataGenerator.CreateReferenceBookShelf, RoundTripComparer.Compare);

    /// <summary>Each has its mapping in every hand-written adapter.</summary>
    public static IReadOnlyList<TestDataType> BuiltIn { get; } =
    [
        BookShelf, BookShelf1, BookShelf2, LargeBookShelf, ReferenceBookShelf,
        Organization, People, Vector3Array, EmployeeArray, EmployeeComplexArray, SimpleObjectArray,
        SimpleObjectWithFieldsArray,
    ];

    public static IEnumerable<TestDataType> Added =>
        Datasets.Datasets.Added.SelectMany(d => d.FirstCallTypes.Prepend(d.RootType)).Distinct();

    public static IReadOnlyList<TestDataType> All => [.. BuiltIn, .. Added];

    /// <summary>Plain loops, no LINQ: this runs inside the timed first call, where new generics cost JIT.</summary>
    public static TestDataType? Find(Type clrType)
    {
        foreach (var type in BuiltIn)
            if (type.ClrType == clrType)
                return type;
        foreach (var dataset in Datasets.Datasets.Added)
        {
            if (dataset.RootType.ClrType == clrType)
                return dataset.RootType;
            foreach (var type in dataset.FirstCallTypes)
                if (type.ClrType == clrType)
                    return type;
        }
        return null;
    }

    public static bool IsBuiltIn(TestDataType type)
    {
        foreach (var builtIn in BuiltIn)
            if (ReferenceEquals(builtIn, type))
                return true;
        return false;
    }
}
