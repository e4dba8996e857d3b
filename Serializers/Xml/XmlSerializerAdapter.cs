using System.Xml.Serialization;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Serializers.Xml;

/// <summary>System.Xml.Serialization.XmlSerializer, one cached instance per root type.</summary>
public sealed class XmlSerializerAdapter : SerializerAdapter
{
    [Serializer("XmlSerializer")]
    public static SerializerAdapter Create(AdapterOptions _) => new XmlSerializerAdapter();

    readonly PerTypeCache<XmlSerializer> _serializers = new(type => new XmlSerializer(type));

    public override SerializerInfo Info { get; } =
        new("XmlSerializer", "https://learn.microsoft.com/dotnet/standard/serialization/introducing-xml-serialization",
        DataFormat.Text, "Xml", typeof(XmlSerializer).Assembly)
    {
        Path = new("XmlSerializer.Serialize(Stream, value)", "XmlSerializer.Deserialize(Stream)",
            "https://learn.microsoft.com/dotnet/fundamentals/runtime-libraries/"
                + "system-xml-serialization-xmlserializer#dynamically-generated-assemblies"),
        VersionedBy = "element names ([XmlElement] keeps a renamed member's name)",
        Notes = "Public members only: the private Secret is not written. Cannot serialize dictionaries, so no "
            + "ReferenceBookShelf.",
        UnsupportedTypes = new Dictionary<Type,
        string> { [typeof(ReferenceBookShelf)] = "XmlSerializer cannot serialize dictionaries" },
    };

    public override void Serialize<T>(T value, MemoryStream output) =>
        _serializers.Get(typeof(T)).Serialize(output, value);

    public override T Deserialize<T>(MemoryStream input) => (T)_serializers.Get(typeof(T)).Deserialize(input)!;
}
