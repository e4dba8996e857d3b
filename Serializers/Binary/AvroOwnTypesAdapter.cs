using Avro;
using Avro.Generic;
using Avro.IO;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Serializers.Binary;

/// <summary>Apache.Avro's generic API on records made before the timing, over the Avro row's schema.</summary>
public sealed class AvroOwnTypesAdapter : OwnModelAdapter
{
    [Serializer("Avro.OwnTypes")]
    public static SerializerAdapter Create(AdapterOptions _) => new AvroOwnTypesAdapter();

    readonly AvroAdapter _reflect = new();
    readonly PerTypeCache<Codec> _codecs = new(rootType => new Codec(AvroMapping.For(rootType).Schema));

    public override SerializerInfo Info { get; } =
        new("Avro.OwnTypes", "https://avro.apache.org/docs/current/api/csharp/html/",
        DataFormat.Binary, "Avro", typeof(Schema).Assembly)
    {
        Package = "Apache.Avro",
        Model = DataModel.OwnTypes,
        VersioningNotTested = "the same library and bytes as Avro, whose row the versioning test measures",
        WritesPrivateMembers = false,
        Path = new("GenericDatumWriter<object>.Write(datum made before the timing, BinaryEncoder) over the stream",
            "GenericDatumReader<object>.Read(BinaryDecoder) over the stream",
            "https://avro.apache.org/docs/current/api/csharp/html/classAvro_1_1Generic_1_1GenericDatumReader.html"),
        UnsupportedTypes = new Dictionary<Type, string>
        {
            [typeof(ReferenceBookShelf)] =
                "Avro map keys are strings; the Avro row's reflect API, which makes the generic datum here, rejects "
                + "Dictionary<DateTime, string> (AvroException: First type parameter of Dictionary`2 must be "
                + "assignable to string)",
        },
        Notes = "The library alone on its generic records (GenericRecord, arrays, GenericFixed for Guid, bytes for "
            + "decimal), made from the test objects outside the timed calls over the Avro row's schema; the read "
            + "builds the whole generic datum. No code generation: avrogen's specific classes are not served here. Raw "
            + "Avro binary without the container file's header. Ranked only beside other rows on their own types.",
    };

    public override object ToModel<T>(T value)
    {
        var message = new MemoryStream();
        _reflect.Serialize(value, message);
        message.Position = 0;
        var codec = _codecs.Get(typeof(T));
        return new Datum(codec, codec.Read(message));
    }

    public override void SerializeModel(object model, MemoryStream output)
    {
        var datum = (Datum)model;
        datum.Codec.Write(datum.Value, output);
    }

    public override object DeserializeModel<T>(MemoryStream input) => _codecs.Get(typeof(T)).Read(input);

    public override T FromModel<T>(object model)
    {
        var message = new MemoryStream();
        _codecs.Get(typeof(T)).Write(model, message);
        message.Position = 0;
        return _reflect.Deserialize<T>(message);
    }

    /// <summary>With its codec, so the timed write looks nothing up.</summary>
    sealed record Datum(Codec Codec, object Value);

    sealed class Codec(Schema schema)
    {
        readonly GenericDatumWriter<object> _writer = new(schema);
        readonly GenericDatumReader<object> _reader = new(schema, schema);

        public void Write(object datum, MemoryStream output)
        {
            var encoder = new BinaryEncoder(output);
            _writer.Write(datum, encoder);
            encoder.Flush();
        }

        public object Read(MemoryStream input) => _reader.Read(null!, new BinaryDecoder(input));
    }
}
