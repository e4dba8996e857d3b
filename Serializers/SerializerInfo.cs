using System.Reflection;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Serializers;

public enum DataFormat { Binary, Text }

public enum Maintenance { Maintained, MaintenanceMode, NotASerializer }

/// <summary>How a serialize call's bytes reach the caller's stream: each adapter takes its library's documented fast
/// path (docs/serializers.md, "Path").</summary>
public enum OutputBuffer
{
    LibraryStream,

    /// <summary>No synchronous stream API: the adapter holds a writer, resets it per call, copies it.</summary>
    ReusedWriter,

    /// <summary>Writes into the stream's own buffer through <see cref="StreamBufferWriter"/>: no copy.</summary>
    CallerBuffer,
}

public sealed record LibraryWarning(string Quote, string Document);

/// <summary>The calls an adapter makes and the library page that recommends them.</summary>
public sealed record SerializerPath(string Serialize, string Deserialize, string Document);

/// <summary>Everything a reader of the results needs to know about one adapter besides its numbers.</summary>
/// <param name="Library">The assembly doing the work; its file version goes into the CSV.</param>
public sealed record SerializerInfo(
    string Name,
    string ProjectHome,
    DataFormat DataFormat,
    string FormatDetails,
    Assembly Library)
{
    public Maintenance Maintenance { get; init; } = Maintenance.Maintained;

    /// <summary>The library's own warning against untrusted input: such a serializer is not ranked.</summary>
    public LibraryWarning? UntrustedInputWarning { get; init; }

    public bool Insecure => UntrustedInputWarning is not null;

    /// <summary>A framing layer that checks the bytes first and so rejects most damage, not the deserializer.</summary>
    public string? CheckedByFraming { get; init; }

    /// <summary>Writes the private <c>BookShelf.Secret</c>; verification compares it only then.</summary>
    public bool WritesPrivateMembers { get; init; }

    /// <summary>OutputBufferTests checks the claim.</summary>
    public OutputBuffer OutputBuffer { get; init; } = OutputBuffer.LibraryStream;

    /// <summary>Our conversion inside the timed calls, where the library has a model of its own.</summary>
    public string? ConversionInTimedCall { get; init; }

    /// <summary>The test objects, or the library's own model made before the timing
    /// (<see cref="OwnModelAdapter"/>).</summary>
    public DataModel Model { get; init; } = DataModel.YourClasses;

    public SerializerPath? Path { get; init; }

    /// <summary>The name of an adapter on another path (<see cref="SerializerCatalog.PathAlternatives"/>).</summary>
    public static string NameFor(string name, OutputBuffer path, OutputBuffer usual) =>
        path == usual ? name : $"{name}.{path}";

    public bool TracksReferences { get; init; }

    /// <summary>The format cannot tell an empty collection from null; verification accepts exactly that.</summary>
    public bool EmptyCollectionsComeBackNull { get; init; }

    public RoundTripRules RoundTripRules => new(WritesPrivateMembers, EmptyCollectionsComeBackNull);

    /// <summary>How the format finds a member in another version; null when not tested.</summary>
    public string? VersionedBy { get; init; }

    public string? VersioningNotTested { get; init; }

    public string Notes { get; init; } = "";

    public IReadOnlyDictionary<Type, string> UnsupportedTypes { get; init; } = new Dictionary<Type, string>();

    /// <summary>Why the adapter cannot handle a type a dataset file adds; null when attributes suffice.</summary>
    public Func<TestDataType, string?>? Needs { get; init; }

    public static string? NeedsAMapping(TestDataType type) =>
        $"needs a mapping for {type.Name} (hand-written per type; a dataset file cannot supply one)";

    public bool Supports(Type rootType) => Unsupported(rootType) is null;

    public string WhyUnsupported(Type rootType) => Unsupported(rootType) ?? $"{Name} supports {rootType.Name}";

    /// <summary>A built-in type has its mapping everywhere, so only added types ask <see cref="Needs"/>.</summary>
    string? Unsupported(Type rootType) =>
        TestDataTypes.Find(rootType) is not { } type ? $"{rootType.Name} is not a test type"
        : UnsupportedTypes.TryGetValue(rootType, out var reason) ? reason
        : TestDataTypes.IsBuiltIn(type) ? null
        : Needs?.Invoke(type);

    public static IReadOnlyDictionary<Type, string> AllTypesExcept(IEnumerable<Type> supported, string reason) =>
        TestDataTypes.All.Select(t => t.ClrType).Except(supported).ToDictionary(t => t, _ => reason);

    /// <summary>The package that brings <see cref="Library"/>, which <c>RunAll --package</c> pins.</summary>
    public string? Package { get; init; }

    /// <summary>The informational version, source-control suffix cut: assembly versions are often pinned.</summary>
    public string LibraryVersion =>
        (Library.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? FileVersion)
            .Split('+')[0];

    public string FileVersion =>
        Library.GetCustomAttribute<AssemblyFileVersionAttribute>()?.Version
        ?? Library.GetName().Version?.ToString()
        ?? "";
}
