using System.Reflection;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Serializers;

public enum DataFormat { Binary, Text }

public enum Maintenance { Maintained, MaintenanceMode, NotASerializer }

/// <summary>How a serialize call's bytes reach the caller's stream (docs/serializers.md, "Path"). Each adapter takes the path its
/// library documents for speed, measured against the others (docs/history/fairness.md, "Paths"); the harness offers every shape a library's
/// fast path needs, and an adapter whose path is not the default is run only when named (<see cref="SerializerCatalog.PathAlternatives"/>).</summary>
public enum OutputBuffer
{
    /// <summary>The library writes into the caller's stream; a writer object its API asks for is made per call.</summary>
    LibraryStream,

    /// <summary>The library has no synchronous stream API: its writer (or builder) lives in the adapter, is reset per call and its
    /// bytes are copied into the stream, so no buffer of the message's size is allocated per call.</summary>
    ReusedWriter,

    /// <summary>The library writes to an <see cref="System.Buffers.IBufferWriter{T}"/> that is the caller's stream's own buffer
    /// (<see cref="StreamBufferWriter"/>): no copy, no buffer of its own.</summary>
    CallerBuffer,
}

/// <summary>A library's own sentence on a use it warns against, and the page it is on.</summary>
public sealed record LibraryWarning(string Quote, string Document);

/// <summary>The calls an adapter makes, and the library's document that recommends them, for docs/serializers.md's "Path" table.</summary>
/// <param name="Serialize">The library call that writes, as the table shows it.</param>
/// <param name="Deserialize">The library call that reads.</param>
/// <param name="Document">The library's own page (documentation, README or samples) that the choice follows.</param>
public sealed record SerializerPath(string Serialize, string Deserialize, string Document);

/// <summary>Everything a reader of the results needs to know about one adapter besides its numbers.</summary>
/// <param name="Name">Display name, also what <c>-serializer</c> matches.</param>
/// <param name="Library">The assembly doing the work; its file version goes into the CSV.</param>
/// <param name="FormatDetails">Json, Xml, Protobuf, …</param>
public sealed record SerializerInfo(
    string Name,
    string ProjectHome,
    DataFormat DataFormat,
    string FormatDetails,
    Assembly Library)
{
    public Maintenance Maintenance { get; init; } = Maintenance.Maintained;

    /// <summary>The library's own documentation against deserializing untrusted input with it as the adapter configures it: the
    /// untrusted-input view lists the serializer as not for that, with the quote, and gives it no rank.</summary>
    public LibraryWarning? UntrustedInputWarning { get; init; }

    /// <summary>Deserializing untrusted input can execute attacker-chosen code, in the library's own words
    /// (<see cref="UntrustedInputWarning"/>).</summary>
    public bool Insecure => UntrustedInputWarning is not null;

    /// <summary>A layer around the format that checks its bytes before the deserializer reads them (a compressor's stream format): it,
    /// not the deserializer, rejects most random damage in the hostile test, as the pages say beside that share.</summary>
    public string? CheckedByFraming { get; init; }

    /// <summary>Writes the private <c>BookShelf.Secret</c>; verification compares it only then.</summary>
    public bool WritesPrivateMembers { get; init; }

    /// <summary>How the bytes reach the caller's stream (<see cref="Serializers.OutputBuffer"/>); OutputBufferTests checks the claim.</summary>
    public OutputBuffer OutputBuffer { get; init; } = OutputBuffer.LibraryStream;

    /// <summary>The conversion of ours inside the timed calls, where the library works on a model of its own and the row starts from the
    /// C# objects (written as a careful user would: presized, no extra copies); null where the library reads and writes the objects.</summary>
    public string? ConversionInTimedCall { get; init; }

    /// <summary>What the timed calls start from: the test objects, or the library's own model made before them
    /// (<see cref="OwnModelAdapter"/>).</summary>
    public DataModel Model { get; init; } = DataModel.YourClasses;

    /// <summary>What the adapter calls, and which document of its library says so.</summary>
    public SerializerPath? Path { get; init; }

    /// <summary>The name of an adapter that takes <paramref name="path"/> where <paramref name="name"/> takes <paramref name="usual"/>
    /// (the audit's alternatives, <see cref="SerializerCatalog.PathAlternatives"/>): <c>MessagePack.LibraryStream</c>.</summary>
    public static string NameFor(string name, OutputBuffer path, OutputBuffer usual) => path == usual ? name : $"{name}.{path}";

    /// <summary>With <c>-reftracking</c>, writes a shared object once instead of once per reference.</summary>
    public bool TracksReferences { get; init; }

    /// <summary>An empty collection comes back null (the format cannot tell them apart); verification accepts exactly that and
    /// nothing else (RoundTripTests shows the claim).</summary>
    public bool EmptyCollectionsComeBackNull { get; init; }

    /// <summary>What verification of this serializer's round trip accepts as equal: the same rules for every serializer, given its claims.</summary>
    public RoundTripRules RoundTripRules => new(WritesPrivateMembers, EmptyCollectionsComeBackNull);

    /// <summary>How the format finds a member again in another version of the type (names, keys, tags, order), which is what
    /// the versioning test measures; null when it does not run the adapter (<see cref="VersioningNotTested"/> says why).</summary>
    public string? VersionedBy { get; init; }

    /// <summary>Why the versioning test has no cases for this adapter.</summary>
    public string? VersioningNotTested { get; init; }

    /// <summary>What the serializer leaves out or simplifies compared to the others, for the docs and the reader.</summary>
    public string Notes { get; init; } = "";

    /// <summary>Root types the adapter does not handle, each with the reason its unsupported row gives.</summary>
    public IReadOnlyDictionary<Type, string> UnsupportedTypes { get; init; } = new Dictionary<Type, string>();

    /// <summary>What the adapter needs for a root type that a dataset file declares (<see cref="TestDataTypes.Added"/>) and cannot
    /// supply: a reason, or null when the type's attributes and generated contracts are enough. Null for adapters that need nothing.</summary>
    public Func<TestDataType, string?>? Needs { get; init; }

    /// <summary>For adapters written type by type: a type a dataset file adds has no code in them.</summary>
    public static string? NeedsAMapping(TestDataType type) =>
        $"needs a mapping for {type.Name} (hand-written per type; a dataset file cannot supply one)";

    public bool Supports(Type rootType) => Unsupported(rootType) is null;

    public string WhyUnsupported(Type rootType) => Unsupported(rootType) ?? $"{Name} supports {rootType.Name}";

    /// <summary><see cref="Needs"/> is asked about the types a dataset file adds only: a built-in type has its mapping everywhere.</summary>
    string? Unsupported(Type rootType) =>
        TestDataTypes.Find(rootType) is not { } type ? $"{rootType.Name} is not a test type"
        : UnsupportedTypes.TryGetValue(rootType, out var reason) ? reason
        : TestDataTypes.IsBuiltIn(type) ? null
        : Needs?.Invoke(type);

    /// <summary>Marks every root type outside <paramref name="supported"/> unsupported, for the same reason.</summary>
    public static IReadOnlyDictionary<Type, string> AllTypesExcept(IEnumerable<Type> supported, string reason) =>
        TestDataTypes.All.Select(t => t.ClrType).Except(supported).ToDictionary(t => t, _ => reason);

    /// <summary>The NuGet package that brings <see cref="Library"/>, itself or through a dependency at its own version (MemoryPack brings
    /// MemoryPack.Core), or, where the shared framework has it too, that replaces it: what
    /// <c>RunAll --package</c> pins side by side; null where no package can change it. PackageDeclarationTests holds the claim against the
    /// restored packages.</summary>
    public string? Package { get; init; }

    /// <summary>The version <see cref="Library"/> says it is, without a source-control suffix (<c>3.4.40</c>, not <c>3.4.40+9d7c…</c>): what
    /// a side-by-side row checks against its label, since assembly versions are often pinned (protobuf-net says 3.0.0.0 for every 3.x).</summary>
    public string LibraryVersion =>
        (Library.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? FileVersion).Split('+')[0];

    public string FileVersion =>
        Library.GetCustomAttribute<AssemblyFileVersionAttribute>()?.Version
        ?? Library.GetName().Version?.ToString()
        ?? "";
}
