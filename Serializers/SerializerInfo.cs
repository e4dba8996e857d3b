using System.Reflection;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers;

public enum DataFormat { Binary, Text }

public enum Maintenance { Maintained, MaintenanceMode, NotASerializer }

/// <summary>Everything a reader of the results needs to know about one adapter besides its numbers.</summary>
/// <param name="Name">Display name, also what <c>-serializer</c> matches.</param>
/// <param name="Library">The assembly doing the work; its file version goes into the CSV.</param>
/// <param name="FormatDetails">Json, Xml, Protobuf, …</param>
public sealed record SerializerInfo(
    string Name,
    string ProjectHome,
    DataFormat DataFormat,
    string FormatDetails,
    bool SupportsVersioning,
    Assembly Library)
{
    public Maintenance Maintenance { get; init; } = Maintenance.Maintained;

    /// <summary>Deserializing untrusted input can execute attacker-chosen code.</summary>
    public bool Insecure { get; init; }

    /// <summary>Expected to work under NativeAOT (no runtime code generation, no unbounded reflection).</summary>
    public bool AotCompatible { get; init; }

    /// <summary>Writes the private <c>BookShelf.Secret</c>; verification compares it only then.</summary>
    public bool WritesPrivateMembers { get; init; }

    /// <summary>With <c>-reftracking</c>, writes a shared object once instead of once per reference.</summary>
    public bool TracksReferences { get; init; }

    /// <summary>What the serializer leaves out or simplifies compared to the others, for the docs and the reader.</summary>
    public string Notes { get; init; } = "";

    /// <summary>Root types the adapter handles; a dataset whose root type is missing gets an unsupported row.</summary>
    public IReadOnlySet<Type> SupportedTypes { get; init; } = AllTypes;

    /// <summary>The classic types: bookshelf's root and first-call types, and -reftracking's.</summary>
    public static readonly IReadOnlySet<Type> BookShelfTypes = new HashSet<Type>
    {
        typeof(BookShelf), typeof(BookShelf1), typeof(BookShelf2), typeof(LargeBookShelf), typeof(ReferenceBookShelf),
    };

    /// <summary>Every root type of every dataset: what a serializer that maps any public type handles.</summary>
    public static readonly IReadOnlySet<Type> AllTypes = new HashSet<Type>(BookShelfTypes) { typeof(Organization), typeof(People) };

    public static IReadOnlySet<Type> AllTypesExcept(Type excluded) => AllTypes.Where(t => t != excluded).ToHashSet();

    public string FileVersion =>
        Library.GetCustomAttribute<AssemblyFileVersionAttribute>()?.Version
        ?? Library.GetName().Version?.ToString()
        ?? "";
}
