using SerializerTests.Serializers.Baselines;
using SerializerTests.Serializers.Binary;
using SerializerTests.Serializers.Json;
using SerializerTests.Serializers.Xml;

namespace SerializerTests.Serializers;

/// <summary>
/// How each adapter of <see cref="SerializerCatalog"/> is made, one method per entry named after it (<c>.</c> spelled <c>_</c>):
/// a NativeAOT app that calls one of them (the footprint apps, <c>Tools/FootprintApp</c>) compiles that adapter and its library
/// alone, where the catalog's list roots every adapter. SerializerCatalogTests holds each entry to its method.
/// </summary>
public static class SerializerFactories
{
    public static SerializerAdapter SystemTextJson(AdapterOptions o) => new SystemTextJsonAdapter(o.ReferenceTracking);
    public static SerializerAdapter SystemTextJsonSourceGen(AdapterOptions o) => new SystemTextJsonSourceGenAdapter(o.ReferenceTracking);
    public static SerializerAdapter JsonNet(AdapterOptions o) => new JsonNetAdapter(o.ReferenceTracking);
    public static SerializerAdapter XmlSerializer(AdapterOptions _) => new XmlSerializerAdapter();
    public static SerializerAdapter DataContract(AdapterOptions o) => new DataContractAdapter(o.ReferenceTracking, o.Hardened);
    public static SerializerAdapter DataContractBinaryXml(AdapterOptions o) => new DataContractBinaryXmlAdapter(o.ReferenceTracking, o.Hardened);
    public static SerializerAdapter DataContractJson(AdapterOptions _) => new DataContractJsonAdapter();
    public static SerializerAdapter BinaryFormatter(AdapterOptions _) => new BinaryFormatterAdapter();
    public static SerializerAdapter GoogleProtobuf(AdapterOptions _) => new GoogleProtobufAdapter();
    public static SerializerAdapter GoogleProtobuf_OwnTypes(AdapterOptions _) => new GoogleProtobufOwnTypesAdapter();
    public static SerializerAdapter ProtobufNet(AdapterOptions _) => new ProtobufNetAdapter();
    public static SerializerAdapter MessagePack(AdapterOptions o) => new MessagePackAdapter(lz4: false, o.Hardened);
    public static SerializerAdapter MessagePackLz4(AdapterOptions o) => new MessagePackAdapter(lz4: true, o.Hardened);
    public static SerializerAdapter NerdbankMessagePack(AdapterOptions o) => new NerdbankMessagePackAdapter(o.ReferenceTracking);
    public static SerializerAdapter NerdbankMessagePackArrays(AdapterOptions o) => new NerdbankMessagePackAdapter(o.ReferenceTracking, arrays: true);
    public static SerializerAdapter MemoryPack(AdapterOptions _) => new MemoryPackAdapter(brotli: false);
    public static SerializerAdapter MemoryPackBrotli(AdapterOptions _) => new MemoryPackAdapter(brotli: true);
    public static SerializerAdapter FlatBuffers(AdapterOptions _) => new FlatBuffersAdapter();
    public static SerializerAdapter FlatBuffers_OwnTypes(AdapterOptions _) => new FlatBuffersOwnTypesAdapter();
    public static SerializerAdapter Orleans(AdapterOptions _) => new OrleansAdapter();
    public static SerializerAdapter Hyperion(AdapterOptions o) => new HyperionAdapter(o.ReferenceTracking);
    public static SerializerAdapter Bson(AdapterOptions _) => new BsonAdapter();
    public static SerializerAdapter Avro(AdapterOptions _) => new AvroAdapter();
    public static SerializerAdapter Avro_OwnTypes(AdapterOptions _) => new AvroOwnTypesAdapter();
    public static SerializerAdapter Cbor(AdapterOptions _) => new CborAdapter();
    public static SerializerAdapter BinaryWriter(AdapterOptions _) => new BinaryWriterAdapter();
    public static SerializerAdapter AllocPerf(AdapterOptions _) => new AllocPerfAdapter();
    public static SerializerAdapter SystemTextJson_LibraryStream(AdapterOptions o) =>
        new SystemTextJsonAdapter(o.ReferenceTracking, OutputBuffer.LibraryStream);
    public static SerializerAdapter SystemTextJsonSourceGen_LibraryStream(AdapterOptions o) =>
        new SystemTextJsonSourceGenAdapter(o.ReferenceTracking, OutputBuffer.LibraryStream);
    public static SerializerAdapter GoogleProtobuf_LibraryStream(AdapterOptions _) => new GoogleProtobufAdapter(OutputBuffer.LibraryStream);
    public static SerializerAdapter ProtobufNet_CallerBuffer(AdapterOptions _) => new ProtobufNetAdapter(OutputBuffer.CallerBuffer);
    public static SerializerAdapter MessagePack_LibraryStream(AdapterOptions o) =>
        new MessagePackAdapter(lz4: false, o.Hardened, OutputBuffer.LibraryStream);
    public static SerializerAdapter MessagePackLz4_CallerBuffer(AdapterOptions o) =>
        new MessagePackAdapter(lz4: true, o.Hardened, OutputBuffer.CallerBuffer);
    public static SerializerAdapter NerdbankMessagePack_LibraryStream(AdapterOptions o) =>
        new NerdbankMessagePackAdapter(o.ReferenceTracking, path: OutputBuffer.LibraryStream);
    public static SerializerAdapter NerdbankMessagePackArrays_LibraryStream(AdapterOptions o) =>
        new NerdbankMessagePackAdapter(o.ReferenceTracking, arrays: true, OutputBuffer.LibraryStream);
    public static SerializerAdapter MemoryPack_ReusedWriter(AdapterOptions _) => new MemoryPackAdapter(brotli: false, OutputBuffer.ReusedWriter);
    public static SerializerAdapter Orleans_CallerBuffer(AdapterOptions _) => new OrleansAdapter(OutputBuffer.CallerBuffer);

    /// <summary>The name of <paramref name="serializer"/>'s method here.</summary>
    public static string MethodOf(string serializer) => serializer.Replace('.', '_');
}
