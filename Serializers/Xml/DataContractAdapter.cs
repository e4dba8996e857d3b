using System.Runtime.Serialization;
using System.Xml;

namespace SerializerTests.Serializers.Xml;

/// <summary>DataContractSerializer writing text XML.</summary>
public sealed class DataContractAdapter(bool referenceTracking, bool hardened = false) : SerializerAdapter
{
    [Serializer("DataContract", Hardening = DataContractSerializers.Hardening)]
    public static SerializerAdapter Create(AdapterOptions o) =>
        new DataContractAdapter(o.ReferenceTracking, o.Hardened);

    readonly PerTypeCache<DataContractSerializer> _serializers = DataContractSerializers.CreateCache(referenceTracking);
    readonly XmlDictionaryReaderQuotas _hardenedQuotas = DataContractSerializers.Quotas(hardened: true);

    public override SerializerInfo Info { get; } =
        new("DataContract",
            "https://learn.microsoft.com/dotnet/api/system.runtime.serialization.datacontractserializer",
        DataFormat.Text, "Xml", typeof(DataContractSerializer).Assembly)
    {
        Path = new("DataContractSerializer.WriteObject(Stream, value)", "DataContractSerializer.ReadObject(Stream)",
            "https://learn.microsoft.com/dotnet/framework/wcf/feature-details/serialization-and-deserialization"),
        VersionedBy = "data member names ([DataMember(Name)] keeps a renamed member's name), in Order",
        WritesPrivateMembers = true,
        TracksReferences = referenceTracking,
    };

    public override void Serialize<T>(T value, MemoryStream output) =>
        _serializers.Get(typeof(T)).WriteObject(output, value);

    /// <summary>ReadObject(Stream) reads with <see cref="XmlDictionaryReaderQuotas.Max"/>; hardened, the same UTF-8
    /// text reader gets the default quotas (the buffer overload, because disposing a reader over the stream would close
    /// the caller's stream).</summary>
    public override T Deserialize<T>(MemoryStream input)
    {
        if (!hardened)
            return (T)_serializers.Get(typeof(T)).ReadObject(input)!;
        using var reader =
            XmlDictionaryReader.CreateTextReader(input.GetBuffer(), (int)input.Position,
                (int)(input.Length - input.Position), _hardenedQuotas);
        return (T)_serializers.Get(typeof(T)).ReadObject(reader)!;
    }
}
