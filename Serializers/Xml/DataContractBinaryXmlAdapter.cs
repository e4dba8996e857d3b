using System.Runtime.Serialization;
using System.Xml;

namespace SerializerTests.Serializers.Xml;

/// <summary>DataContractSerializer writing the binary XML format of
/// <see cref="XmlDictionaryWriter.CreateBinaryWriter(Stream)"/> (the WCF wire format).</summary>
public sealed class DataContractBinaryXmlAdapter(bool referenceTracking, bool hardened = false) : SerializerAdapter
{
    [Serializer("DataContractBinaryXml", Hardening = DataContractSerializers.Hardening)]
    public static SerializerAdapter Create(AdapterOptions o) =>
        new DataContractBinaryXmlAdapter(o.ReferenceTracking, o.Hardened);

    readonly PerTypeCache<DataContractSerializer> _serializers = DataContractSerializers.CreateCache(referenceTracking);
    readonly XmlDictionaryReaderQuotas _quotas = DataContractSerializers.Quotas(hardened);

    public override SerializerInfo Info { get; } =
        new("DataContractBinaryXml",
            "https://learn.microsoft.com/dotnet/api/system.xml.xmldictionarywriter.createbinarywriter",
        DataFormat.Binary, "Binary Xml", typeof(DataContractSerializer).Assembly)
    {
        Path = new("DataContractSerializer.WriteObject(XmlDictionaryWriter.CreateBinaryWriter(Stream), value)",
            "DataContractSerializer.ReadObject(XmlDictionaryReader.CreateBinaryReader(byte[], offset, count, quotas))",
            "https://learn.microsoft.com/dotnet/framework/wcf/feature-details/serialization-and-deserialization"),
        VersionedBy = "data member names ([DataMember(Name)] keeps a renamed member's name), in Order",
        WritesPrivateMembers = true,
        TracksReferences = referenceTracking,
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        using var writer =
            XmlDictionaryWriter.CreateBinaryWriter(output, dictionary: null, session: null, ownsStream: false);
        _serializers.Get(typeof(T)).WriteObject(writer, value);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        // The buffer overload: the stream overload closes the caller's stream when the reader is disposed.
        using var reader =
            XmlDictionaryReader.CreateBinaryReader(input.GetBuffer(), (int)input.Position,
                (int)(input.Length - input.Position), _quotas);
        return (T)_serializers.Get(typeof(T)).ReadObject(reader)!;
    }
}
