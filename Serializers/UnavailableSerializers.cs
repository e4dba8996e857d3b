namespace SerializerTests.Serializers;

/// <summary>
/// Serializers the suite means to cover but does not run: those whose packages this machine's NuGet source does not have
/// (docs/serializers.md holds each restore error), and those whose licence forbids our use. Asking RunAll for one by name
/// yields <c>unsupported</c> rows saying why, rather than an unknown-serializer error or a silent gap; the licence-excluded
/// ones are in every run's default selection, so that their rows stay in every table.
/// </summary>
public static class UnavailableSerializers
{
    /// <param name="Package">The package id that is not restored (NU1101) or not used (licence).</param>
    /// <param name="Reason">The text of the serializer's <c>unsupported</c> rows.</param>
    public sealed record Entry(string Name, string Package, string Reason);

    /// <summary>The day every unrestorable entry's restore was last tried and failed.</summary>
    public const string LastTried = "2026-11-25";

    /// <summary>Packages the machine's NuGet source does not serve.</summary>
    public static IReadOnlyList<Entry> Unrestorable { get; } =
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
    public static IReadOnlyList<Entry> LicenceExcluded { get; } =
    [
        Forbidden("ServiceStack", "ServiceStack.Text"),
        Forbidden("ServiceStackJsv", "ServiceStack.Text"),
    ];

    public static IReadOnlyList<Entry> All { get; } = [.. Unrestorable, .. LicenceExcluded];

    public static Entry? Find(string name) => All.FirstOrDefault(e => e.Name.Equals(name, StringComparison.OrdinalIgnoreCase));

    /// <summary>Catalog entries standing for the unavailable serializers, so that the usual selection rules apply to them.</summary>
    public static IReadOnlyList<SerializerEntry> AsCatalogEntries() =>
        All.Select(e => new SerializerEntry(e.Name, _ => throw new InvalidOperationException(e.Reason))).ToList();

    static Entry NotServed(string name, string package) => new(name, package,
        $"not available here: package {package} cannot be restored from this machine's NuGet source (NU1101 on {LastTried}, see docs/serializers.md)");

    static Entry Forbidden(string name, string package) => new(name, package,
        $"not used: the licence of package {package} forbids our use (the vendor's own terms, source under the AGPL; see docs/serializers.md)");
}
