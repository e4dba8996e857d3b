namespace SerializerTests.Serializers;

/// <param name="Name">Kept apart from <see cref="SerializerInfo.Name"/> so that selecting adapters loads no library
/// (that would distort first-call measurements).</param>
/// <param name="Hardening">The untrusted-input setting <see cref="AdapterOptions.Hardened"/> switches on, if
/// any.</param>
public sealed record SerializerEntry(string Name, Func<AdapterOptions, SerializerAdapter> Create,
    string? Hardening = null, string Source = "")
{
    /// <summary>Selected only by its exact name (<c>#Name</c>), never by a prefix or by default.</summary>
    public bool ExactNameOnly { get; init; }
}

public sealed record UnavailableSerializer(string Name, string Package, string Reason);

/// <summary>Every serializer the suite knows, in one place: the adapters registered by
/// <see cref="SerializerAttribute"/>, and those it does not run with the reason.</summary>
public static partial class SerializerCatalog
{
    /// <summary>Written by Tools/CatalogGenerator.</summary>
    private static partial IReadOnlyList<SerializerEntry> Registered();

    static readonly IReadOnlyList<SerializerEntry> Entries = Registered();

    public static IReadOnlyList<SerializerEntry> All { get; } = [.. Entries.Where(e => !e.ExactNameOnly)];

    /// <summary>Adapters on another path their library offers, selected only by exact name.</summary>
    public static IReadOnlyList<SerializerEntry> PathAlternatives { get; } = [.. Entries.Where(e => e.ExactNameOnly)];

    // The licence-excluded serializers stay in the default selection so that their unsupported rows stay in every
    // table.

    public const string LastTried = "2026-11-25";

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

    public static IReadOnlyList<UnavailableSerializer> LicenceExcluded { get; } =
    [
        Forbidden("ServiceStack", "ServiceStack.Text"),
        Forbidden("ServiceStackJsv", "ServiceStack.Text"),
    ];

    public static IReadOnlyList<UnavailableSerializer> Unavailable { get; } = [.. Unrestorable, .. LicenceExcluded];

    public static UnavailableSerializer? FindUnavailable(string name) =>
        Unavailable.FirstOrDefault(e => e.Name.Equals(name, StringComparison.OrdinalIgnoreCase));

    /// <summary>The adapters, then those not run as entries whose adapter is only the reason, so one set of selection
    /// rules applies to all.</summary>
    public static IReadOnlyList<SerializerEntry> Known { get; } =
        [.. All, .. PathAlternatives,
            .. Unavailable.Select(e =>
                new SerializerEntry(e.Name, _ => throw new InvalidOperationException(e.Reason)))];

    static UnavailableSerializer NotServed(string name, string package) => new(name, package,
        $"not available here: package {package} cannot be restored from this machine's NuGet source (NU1101 on "
            + $"{LastTried}, see docs/serializers.md)");

    static UnavailableSerializer Forbidden(string name, string package) => new(name, package,
        $"not used: the licence of package {package} forbids our use (the vendor's own terms, source under the AGPL; "
            + $"see docs/serializers.md)");

    /// <summary>Case-insensitive prefix match per pattern, exact with a leading <c>#</c>; returns the entries in
    /// catalog order, or the first pattern that matched nothing.</summary>
    public static (IReadOnlyList<SerializerEntry> Selected,
        string? Unmatched) Select(IReadOnlyList<SerializerEntry> catalog,
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
