using System.Runtime.Serialization;

namespace SerializerTests.Serializers.Xml;

/// <summary>The DataContractSerializer cache both DataContract adapters (text and binary XML) use.</summary>
static class DataContractSerializers
{
    public static PerTypeCache<DataContractSerializer> CreateCache(bool referenceTracking) =>
        new(type => new DataContractSerializer(type, new DataContractSerializerSettings { PreserveObjectReferences = referenceTracking }));
}
