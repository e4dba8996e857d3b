using ServiceStack.Text;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Json;

/// <summary>ServiceStack.Text's TypeSerializer: JSV, a CSV-style relative of JSON.</summary>
public sealed class ServiceStackJsvAdapter : SerializerAdapter
{
    public override SerializerInfo Info { get; } = new("ServiceStackJsv", "https://docs.servicestack.net/jsv-format",
        DataFormat.Text, "Jsv", typeof(TypeSerializer).Assembly)
    {
        VersionedBy = "member names ([DataMember(Name)] keeps a renamed member's name)",
        WritesPrivateMembers = true,
        Notes = "Honours [DataContract]/[DataMember], so it writes the private Secret. Loses Dictionary<DateTime, string> keys (a 1000-entry ReferenceBookShelf comes back with 1 entry), so ReferenceBookShelf is not offered. Cannot read structs back, so no vector3.",
        UnsupportedTypes = new Dictionary<Type, string>
        {
            [typeof(Vector3[])] = ServiceStackLimits.Structs,
            [typeof(ReferenceBookShelf)] = "JSV loses Dictionary<DateTime, string> keys",
        },
    };

    public override void Serialize<T>(T value, MemoryStream output) => TypeSerializer.SerializeToStream(value, output);

    public override T Deserialize<T>(MemoryStream input) => TypeSerializer.DeserializeFromStream<T>(input);
}
