namespace SerializerTests.Serializers;

/// <param name="Name">Equals the adapter's <see cref="SerializerInfo.Name"/>; kept here so that listing and
/// selecting adapters loads no serializer library (that would distort first-call measurements).</param>
/// <param name="Hardening">The library's setting for untrusted input that <see cref="AdapterOptions.Hardened"/> switches on, where it has one
/// the adapter does not use by default (the hostile test runs both).</param>
/// <param name="Source">The file of the adapter's <see cref="SerializerAttribute"/> factory, where one registered it.</param>
public sealed record SerializerEntry(string Name, Func<AdapterOptions, SerializerAdapter> Create, string? Hardening = null, string Source = "")
{
    /// <summary>Selected by its exact name only (<c>#Name</c>), never by a prefix or by default: the paths audit's alternatives.</summary>
    public bool ExactNameOnly { get; init; }
}

/// <param name="Package">The package id that is not restored (NU1101) or not used (licence).</param>
/// <param name="Reason">The text of the serializer's <c>unsupported</c> rows.</param>
public sealed record UnavailableSerializer(string Name, string Package, string Reason);

/// <summary>
/// Every serializer the suite knows, by name, in one place: the adapters the host runs, each registered by the
/// <see cref="SerializerAttribute"/> factory in its own file (a new serializer is its adapter file and its package version), and
/// those it does not run with the reason their rows give. The classic <c>-serializer</c> selection rules. (The harness probe Empty and
/// the fault-injection adapters measure or break the harness; they are not serializers and live with the host, <c>HostCatalog</c>.)
/// </summary>
public static partial class SerializerCatalog
{
    /// <summary>Every registered factory in name order (written by Tools/CatalogGenerator).</summary>
    private static partial IReadOnlyList<SerializerEntry> Registered();

    static readonly IReadOnlyList<SerializerEntry> Entries = Registered();

    /// <summary>The serializers a run measures by default.</summary>
    public static IReadOnlyList<SerializerEntry> All { get; } = [.. Entries.Where(e => !e.ExactNameOnly)];

    /// <summary>
    /// The paths audit's alternatives (docs/serializers.md "Path", docs/history/fairness.md "Paths"): adapters of <see cref="All"/> on
    /// another path their library offers, named <c>Serializer.Path</c> (<see cref="SerializerInfo.NameFor"/>), so that one run measures
    /// both paths in interleaved processes. Selected only by exact name (<c>--serializers '#MessagePack,#MessagePack.LibraryStream'</c>),
    /// never by default.
    /// </summary>
    public static IReadOnlyList<SerializerEntry> PathAlternatives { get; } = [.. Entries.Where(e => e.ExactNameOnly)];

    // Serializers the suite means to cover but does not run: those whose packages this machine's NuGet source does not have
    // (docs/serializers.md holds each restore error), and those whose licence forbids our use. The licence-excluded ones are in
    // every run's default selection, so that their unsupported rows stay in every table.

    /// <summary>The day every unrestorable entry's restore was last tried and failed.</summary>
    public const string LastTried = "2026-11-25";

    /// <summary>Packages the machine's NuGet source does not serve.</summary>
    public static IReadOnlyList<UnavailableSerializer> Unrestorable { get; } =
    [
        NotServed("GroBuf", "GroBuf"),
        NotServed("Bois", "Salar.Bois"),
        NotServed("SpanJson", "SpanJson"),
        NotServed("SwifterJson", "Swifter.Json"),
        NotServed("FlatSharp", "FlatSharp.Runtime"),
        NotServed("Ceras", "Ceras"),
        NotServed("BinaryPack", "BinaryPack"),
        NotServed("FastJson", "fastJSON"),
        NotServed("Jil", "Jil"),
        NotServed("Utf8Json", "Utf8Json"),
        NotServed("MsgPackCli", "MsgPack.Cli"),
        NotServed("SlimSerializer", "Azos"),
        NotServed("SimdJsonSharp", "SimdJsonSharp.Managed"),
        NotServed("NetSerializer", "NetSerializer"),
        NotServed("Apex", "Apex.Serialization"),
    ];

    /// <summary>Packages whose licence forbids our use: never referenced, never restored.</summary>
    public static IReadOnlyList<UnavailableSerializer> LicenceExcluded { get; } =
    [
        Forbidden("ServiceStack", "ServiceStack.Text"),
        Forbidden("ServiceStackJsv", "ServiceStack.Text"),
    ];

    /// <summary>Every serializer the suite knows and does not run.</summary>
    public static IReadOnlyList<UnavailableSerializer> Unavailable { get; } = [.. Unrestorable, .. LicenceExcluded];

    public static UnavailableSerializer? FindUnavailable(string name) =>
        Unavailable.FirstOrDefault(e => e.Name.Equals(name, StringComparison.OrdinalIgnoreCase));

    /// <summary>Every serializer a name can select: the adapters, then those not run, as entries whose adapter is only the reason
    /// (RunAll gives them <c>unsupported</c> rows without starting a child), so that the usual selection rules apply to all.</summary>
    public static IReadOnlyList<SerializerEntry> Known { get; } =
        [.. All, .. PathAlternatives, .. Unavailable.Select(e => new SerializerEntry(e.Name, _ => throw new InvalidOperationException(e.Reason)))];

    static UnavailableSerializer NotServed(string name, string package) => new(name, package,
        $"not available here: package {package} cannot be restored from this machine's NuGet source (NU1101 on "
            + $"{LastTried}, see docs/serializers.md)");

    static UnavailableSerializer Forbidden(string name, string package) => new(name, package,
        $"not used: the licence of package {package} forbids our use (the vendor's own terms, source under the AGPL; see docs/serializers.md)");

    /// <summary>
    /// Case-insensitive prefix match per pattern; a leading <c>#</c> asks for an exact name, the only way to select an entry that is
    /// <see cref="SerializerEntry.ExactNameOnly"/>. Returns the entries
    /// in catalog order, or the first pattern that matched nothing.
    /// </summary>
    public static (IReadOnlyList<SerializerEntry> Selected, string? Unmatched) Select(IReadOnlyList<SerializerEntry> catalog,
        IEnumerable<string> patterns)
    {
        var selected = new HashSet<SerializerEntry>();
        foreach (var pattern in patterns)
        {
            bool exact = pattern.StartsWith('#');
            var name = exact ? pattern[1..] : pattern;
            var matches = catalog.Where(e => exact
                ? e.Name.Equals(name, StringComparison.OrdinalIgnoreCase)
                : !e.ExactNameOnly && e.Name.StartsWith(name, StringComparison.OrdinalIgnoreCase)).ToList();
            if (matches.Count == 0)
                return ([], pattern);
            selected.UnionWith(matches);
        }
        return (catalog.Where(selected.Contains).ToList(), null);
    }
}
