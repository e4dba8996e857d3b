using System.Runtime.Serialization;

namespace SerializerTests.Serializers.Xml;

/// <summary>DataContractSerializer writing text XML.</summary>
public sealed class DataContractAdapter(bool referenceTracking) : SerializerAdapter
{
    readonly PerTypeCache<DataContractSerializer> _serializers = DataContractSerializers.CreateCache(referenceTracking);

    public override SerializerInfo Info { get; } = new("DataContract", "https://learn.microsoft.com/dotnet/api/system.runtime.serialization.datacontractserializer",
        DataFormat.Text, "Xml", SupportsVersioning: true, typeof(DataContractSerializer).Assembly)
    {
        WritesPrivateMembers = true,
        TracksReferences = referenceTracking,
    };

    public override void Serialize<T>(T value, MemoryStream output) => _serializers.Get(typeof(T)).WriteObject(output, value);

    public override T Deserialize<T>(MemoryStream input) => (T)_serializers.Get(typeof(T)).ReadObject(input)!;
}
