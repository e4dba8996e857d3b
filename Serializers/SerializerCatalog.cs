using SerializerTests.Serializers.Baselines;
using SerializerTests.Serializers.Binary;
using SerializerTests.Serializers.Json;
using SerializerTests.Serializers.Xml;

namespace SerializerTests.Serializers;

/// <param name="Name">Equals the adapter's <see cref="SerializerInfo.Name"/>; kept here so that listing and
/// selecting adapters loads no serializer library (that would distort first-call measurements).</param>
/// <param name="Hardening">The library's setting for untrusted input that <see cref="AdapterOptions.Hardened"/> switches on, where it has one
/// the adapter does not use by default (the hostile test runs both).</param>
public sealed record SerializerEntry(string Name, Func<AdapterOptions, SerializerAdapter> Create, string? Hardening = null);

/// <summary>Every adapter the host can run, and the classic <c>-serializer</c> selection rules.</summary>
public static class SerializerCatalog
{
    public static IReadOnlyList<SerializerEntry> All { get; } =
    [
        new("SystemTextJson", o => new SystemTextJsonAdapter(o.ReferenceTracking)),
        new("SystemTextJsonSourceGen", o => new SystemTextJsonSourceGenAdapter(o.ReferenceTracking)),
        new("JsonNet", o => new JsonNetAdapter(o.ReferenceTracking)),
        new("XmlSerializer", _ => new XmlSerializerAdapter()),
        new("DataContract", o => new DataContractAdapter(o.ReferenceTracking, o.Hardened), DataContractSerializers.Hardening),
        new("DataContractBinaryXml", o => new DataContractBinaryXmlAdapter(o.ReferenceTracking, o.Hardened), DataContractSerializers.Hardening),
        new("DataContractJson", _ => new DataContractJsonAdapter()),
        new("BinaryFormatter", _ => new BinaryFormatterAdapter()),
        new("GoogleProtobuf", _ => new GoogleProtobufAdapter()),
        new("ProtobufNet", _ => new ProtobufNetAdapter()),
        new("MessagePack", o => new MessagePackAdapter(lz4: false, o.Hardened), MessagePackAdapter.Hardening),
        new("MessagePackLz4", o => new MessagePackAdapter(lz4: true, o.Hardened), MessagePackAdapter.Hardening),
        new("NerdbankMessagePack", o => new NerdbankMessagePackAdapter(o.ReferenceTracking)),
        new("NerdbankMessagePackArrays", o => new NerdbankMessagePackAdapter(o.ReferenceTracking, arrays: true)),
        new("MemoryPack", _ => new MemoryPackAdapter(brotli: false)),
        new("MemoryPackBrotli", _ => new MemoryPackAdapter(brotli: true)),
        new("FlatBuffers", _ => new FlatBuffersAdapter()),
        new("Orleans", _ => new OrleansAdapter()),
        new("Hyperion", o => new HyperionAdapter(o.ReferenceTracking)),
        new("Bson", _ => new BsonAdapter()),
        new("Avro", _ => new AvroAdapter()),
        new("Cbor", _ => new CborAdapter()),
        new("BinaryWriter", _ => new BinaryWriterAdapter()),
        new("AllocPerf", _ => new AllocPerfAdapter()),
    ];

    /// <summary>
    /// Case-insensitive prefix match per pattern; a leading <c>#</c> asks for an exact name. Returns the entries
    /// in catalog order, or the first pattern that matched nothing.
    /// </summary>
    public static (IReadOnlyList<SerializerEntry> Selected, string? Unmatched) Select(IReadOnlyList<SerializerEntry> catalog, IEnumerable<string> patterns)
    {
        var selected = new HashSet<SerializerEntry>();
        foreach (var pattern in patterns)
        {
            bool exact = pattern.StartsWith('#');
            var name = exact ? pattern[1..] : pattern;
            var matches = catalog.Where(e => exact
                ? e.Name.Equals(name, StringComparison.OrdinalIgnoreCase)
                : e.Name.StartsWith(name, StringComparison.OrdinalIgnoreCase)).ToList();
            if (matches.Count == 0)
                return ([], pattern);
            selected.UnionWith(matches);
        }
        return (catalog.Where(selected.Contains).ToList(), null);
    }
}
