using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>MongoDB's BSON with the automatic class maps the library builds for plain classes on first use.</summary>
public sealed class BsonAdapter : SerializerAdapter
{
    [Serializer("Bson")]
    public static SerializerAdapter Create(AdapterOptions _) => new BsonAdapter();

    /// <summary>Thrown by BsonBinaryWriter: a BSON root must be a document.</summary>
    const string ArrayRoot =
        "MongoDB.Bson cannot write an array as the root: \"An Array value cannot be written to the root level of a "
            + "BSON document.\" (InvalidOperationException)";

    public override SerializerInfo Info { get; } = new("Bson", "https://www.mongodb.com/docs/drivers/csharp/current/",
        DataFormat.Binary, "Bson", typeof(BsonSerializer).Assembly)
    {
        Package = "MongoDB.Bson",
        Path = new("BsonSerializer.Serialize(BsonBinaryWriter, value) over the stream",
            "BsonSerializer.Deserialize<T>(BsonBinaryReader) over the stream",
            "https://mongodb.github.io/mongo-csharp-driver/2.17/apidocs/html/"
                + "T_MongoDB_Bson_Serialization_BsonSerializer.htm"),
        VersionedBy = "element names ([BsonElement] keeps a renamed member's name)",
        Notes = "Automatic class maps take public members only, so the private Secret is skipped. No reference "
            + "tracking. " +
                "A BSON root must be a document, so the array roots are unsupported; dictionary keys must serialize "
                    + "as strings, so " +
                "ReferenceBookShelf is unsupported. " +
                "Since 3.0 a Guid needs an explicit GuidRepresentation: the adapter registers "
                    + "GuidSerializer(Standard) once per process, as " +
                "applications must. " +
                "DateTime is stored as UTC milliseconds (the test data holds whole seconds); decimal is stored as "
                    + "Decimal128 by default, which " +
                "holds every decimal exactly.",
        UnsupportedTypes = new Dictionary<Type, string>
        {
            [typeof(Vector3[])] = ArrayRoot,
            [typeof(Employee[])] = ArrayRoot,
            [typeof(EmployeeComplex[])] = ArrayRoot,
            [typeof(SimpleObject[])] = ArrayRoot,
            [typeof(SimpleObjectWithFields[])] = ArrayRoot,
            [typeof(ReferenceBookShelf)] =
                "MongoDB.Bson cannot write Dictionary<DateTime, string>: \"When using "
                    + "DictionaryRepresentation.Document key values must serialize as strings.\" "
                    + "(BsonSerializationException)",
        },
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        GuidConfiguration.Ensure();
        using var writer = new BsonBinaryWriter(output);
        BsonSerializer.Serialize(writer, value);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        GuidConfiguration.Ensure();
        using var reader = new BsonBinaryReader(input);
        return BsonSerializer.Deserialize<T>(reader);
    }

    /// <summary> MongoDB.Bson 3.x refuses to write a Guid until a representation is chosen; registering a
    /// GuidSerializer is the documented global setting. It runs on first use (not in the constructor) so that its cost
    /// lands in the first call.</summary>
    static class GuidConfiguration
    {
        static GuidConfiguration() =>
            BsonSerializer.TryRegisterSerializer(new GuidSerializer(GuidRepresentation.Standard));

        public static void Ensure() { }
    }
}
