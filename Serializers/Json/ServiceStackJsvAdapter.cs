using ServiceStack.Text;

namespace SerializerTests.Serializers.Json;

/// <summary>ServiceStack.Text's TypeSerializer: JSV, a CSV-style relative of JSON.</summary>
public sealed class ServiceStackJsvAdapter : SerializerAdapter
{
    public override SerializerInfo Info { get; } = new("ServiceStackJsv", "https://docs.servicestack.net/jsv-format",
        DataFormat.Text, "Jsv", SupportsVersioning: true, typeof(TypeSerializer).Assembly)
    {
        Notes = "Public members only: the private Secret is not written.",
    };

    public override void Serialize<T>(T value, MemoryStream output) => TypeSerializer.SerializeToStream(value, output);

    public override T Deserialize<T>(MemoryStream input) => TypeSerializer.DeserializeFromStream<T>(input);
}
