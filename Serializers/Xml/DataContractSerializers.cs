using System.Runtime.Serialization;
using System.Xml;

namespace SerializerTests.Serializers.Xml;

/// <summary>The DataContractSerializer cache both DataContract adapters (text and binary XML) use.</summary>
static class DataContractSerializers
{
    public static PerTypeCache<DataContractSerializer> CreateCache(bool referenceTracking) =>
        new(type => new DataContractSerializer(type,
            new DataContractSerializerSettings { PreserveObjectReferences = referenceTracking }));

    /// <summary>What -hardened changes: the reader quotas. Both adapters read with
    /// <see cref="XmlDictionaryReaderQuotas.Max"/> by default (what ReadObject(Stream) uses too); hardened they get the
    /// defaults (depth 32, strings of 8,192 chars, arrays of 16,384).</summary>
    public const string Hardening = "XmlDictionaryReaderQuotas defaults instead of Max";

    public static XmlDictionaryReaderQuotas Quotas(bool hardened) =>
        hardened ? new XmlDictionaryReaderQuotas() : XmlDictionaryReaderQuotas.Max;
}
