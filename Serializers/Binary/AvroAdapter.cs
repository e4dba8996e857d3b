using Avro;
using Avro.IO;
using Avro.Reflect;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Serializers.Binary;

/// <summary>Apache.Avro's reflect API with a schema per root type (<see cref="AvroMapping"/>); messages are raw Avro
/// binary, writer and reader sharing the schema as in a message protocol.</summary>
public sealed class AvroAdapter : SerializerAdapter
{
    [Serializer("Avro")]
    public static SerializerAdapter Create(AdapterOptions _) => new AvroAdapter();

    readonly PerTypeCache<Codec> _codecs = new(rootType => new Codec(AvroMapping.For(rootType)));

    public override SerializerInfo Info { get; } = new("Avro", "https://avro.apache.org/docs/current/api/csharp/html/",
        DataFormat.Binary, "Avro", typeof(Schema).Assembly)
    {
        Package = "Apache.Avro",
        Path = new("ReflectWriter<T>.Write(value, BinaryEncoder) over the stream",
            "ReflectReader<T>.Read(BinaryDecoder) over the stream",
            "https://avro.apache.org/docs/current/api/csharp/html/classAvro_1_1Reflect_1_1ReflectWriter.html"),
        VersionedBy = "field names resolved from the writer's schema to the reader's (aliases for renames, defaults "
            + "for added members); the versioning test hands the reader the writer's schema, as an Avro container file "
            + "or a schema registry does",
        WritesPrivateMembers = false,
        ConversionInTimedCall =
            "for organization, LargeBookShelf, vector3, northwindcomplex, simpleobject and simpleobjectfields only: a "
                + "copy to and from mirror classes the reflect API can map",
        Notes = "Reflect API (ReflectWriter/ReflectReader) with a schema derived once per root type from its public "
            + "properties; each message is raw Avro binary without the container file's header or schema (writer and "
            + "reader share the schema, as in a message protocol). Reference members are unions with null; short and "
            + "byte travel as int; DateTime is the timestamp-micros logical type (a UTC instant to the microsecond; it "
            + "comes back as DateTimeKind.Utc); Guid is a fixed(16) of its bytes; decimal is bytes holding "
            + "decimal.GetBits (exact, unlike Avro's decimal logical type with its one scale per schema). The reflect "
            + "API maps only public properties of classes, with generic collections, and applies no converter inside a "
            + "union: organization, LargeBookShelf, vector3, northwindcomplex, simpleobject and simpleobjectfields are "
            + "copied to mirror classes (List<T> for T[], a class for the Vector3 struct, properties for fields, bytes "
            + "for decimal?) inside every timed call; root arrays are read as a List<T> and copied to an array. The "
            + "private Secret is not written. No reference tracking.",
        UnsupportedTypes = new Dictionary<Type, string>
        {
            [typeof(ReferenceBookShelf)] =
                "Avro map keys are strings; the reflect API rejects Dictionary<DateTime, string> (AvroException: First "
                + "type parameter of Dictionary`2 must be assignable to string)",
        },
    };

    public override void Serialize<T>(T value, MemoryStream output) => _codecs.Get(typeof(T)).Write(value, output);

    public override T Deserialize<T>(MemoryStream input) => (T)_codecs.Get(typeof(T)).Read(input);

    /// <summary>Avro reads another version only with the schema it was written with.</summary>
    public override T DeserializeOtherVersion<T>(MemoryStream input, Type writtenAs)
    {
        var (reader, writer) = (AvroMapping.For(typeof(T)), AvroMapping.For(writtenAs));
        var resolving = new ReflectReader<object>(
            new ReflectDefaultReader(reader.AvroType, writer.Schema, reader.Schema, null));
        return (T)reader.FromAvro(resolving.Read(new BinaryDecoder(input)));
    }

    /// <summary>Creating them loads the reflect API's class cache for the schema.</summary>
    sealed class Codec(AvroMapping mapping)
    {
        readonly ReflectWriter<object> _writer = new(new ReflectDefaultWriter(mapping.AvroType, mapping.Schema, null));
        readonly ReflectReader<object> _reader =
            new(new ReflectDefaultReader(mapping.AvroType, mapping.Schema, mapping.Schema, null));

        public void Write(object value, MemoryStream output)
        {
            var encoder = new BinaryEncoder(output);
            _writer.Write(mapping.ToAvro(value), encoder);
            encoder.Flush();
        }

        public object Read(MemoryStream input) => mapping.FromAvro(_reader.Read(new BinaryDecoder(input)));
    }
}
