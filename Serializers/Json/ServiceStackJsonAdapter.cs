using ServiceStack.Text;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Json;

/// <summary>ServiceStack.Text's JSON serializer (static, configured through JsConfig defaults).</summary>
public sealed class ServiceStackJsonAdapter : SerializerAdapter
{
    public override SerializerInfo Info { get; } = new("ServiceStack", "https://github.com/ServiceStack/ServiceStack.Text",
        DataFormat.Text, "Json", typeof(JsonSerializer).Assembly)
    {
        VersionedBy = "member names ([DataMember(Name)] keeps a renamed member's name)",
        WritesPrivateMembers = true,
        Notes = "Honours [DataContract]/[DataMember], so it writes the private Secret. No reference tracking. Cannot read structs back, so no vector3.",
        UnsupportedTypes = new Dictionary<Type, string> { [typeof(Vector3[])] = ServiceStackLimits.Structs },
    };

    public override void Serialize<T>(T value, MemoryStream output) => JsonSerializer.SerializeToStream(value, output);

    public override T Deserialize<T>(MemoryStream input) => JsonSerializer.DeserializeFromStream<T>(input);
}
