namespace SerializerTests.Serializers;

/// <summary>
/// Serializers the suite means to cover whose packages this machine's NuGet source does not have (docs/serializers.md
/// holds each restore error). Asking RunAll for one by name yields <c>unsupported</c> rows saying so, rather than
/// an unknown-serializer error or a silent gap.
/// </summary>
public static class UnavailableSerializers
{
    /// <param name="Package">The package id whose restore fails (NU1101).</param>
    public sealed record Entry(string Name, string Package)
    {
        public string Reason => $"not available here: package {Package} cannot be restored from this machine's NuGet source (NU1101 on {LastTried}, see docs/serializers.md)";
    }

    /// <summary>The day every entry's restore was last tried and failed.</summary>
    public const string LastTried = "2026-11-25";

    public static IReadOnlyList<Entry> All { get; } =
    [
        new("GroBuf", "GroBuf"),
        new("Bois", "Salar.Bois"),
        new("SpanJson", "SpanJson"),
        new("SwifterJson", "Swifter.Json"),
        new("FlatSharp", "FlatSharp.Runtime"),
        new("Ceras", "Ceras"),
        new("BinaryPack", "BinaryPack"),
        new("FastJson", "fastJSON"),
        new("Jil", "Jil"),
        new("Utf8Json", "Utf8Json"),
        new("MsgPackCli", "MsgPack.Cli"),
        new("SlimSerializer", "Azos"),
        new("SimdJsonSharp", "SimdJsonSharp.Managed"),
        new("NetSerializer", "NetSerializer"),
        new("Apex", "Apex.Serialization"),
    ];

    public static Entry? Find(string name) => All.FirstOrDefault(e => e.Name.Equals(name, StringComparison.OrdinalIgnoreCase));

    /// <summary>Catalog entries standing for the unavailable serializers, so that the usual selection rules apply to them.</summary>
    public static IReadOnlyList<SerializerEntry> AsCatalogEntries() =>
        All.Select(e => new SerializerEntry(e.Name, _ => throw new InvalidOperationException(e.Reason))).ToList();
}
