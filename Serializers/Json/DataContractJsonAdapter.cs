using System.Runtime.Serialization.Json;

namespace SerializerTests.Serializers.Json;

/// <summary>The in-box DataContractJsonSerializer: the DataContract model (same attributes as the XML adapters) writing
/// JSON.</summary>
public sealed class DataContractJsonAdapter : SerializerAdapter
{
    [Serializer("DataContractJson")]
    public static SerializerAdapter Create(AdapterOptions _) => new DataContractJsonAdapter();

    readonly PerTypeCache<DataContractJsonSerializer> _serializers = new(type => new DataContractJsonSerializer(type));

    public override SerializerInfo Info { get; } =
        new("DataContractJson",
            "https://learn.microsoft.com/dotnet/api/system.runtime.serialization.json.datacontractjsonserializer",
        DataFormat.Text, "Json", typeof(DataContractJsonSerializer).Assembly)
    {
        Path = new("DataContractJsonSerializer.WriteObject(Stream, value)",
            "DataContractJsonSerializer.ReadObject(Stream)",
            "https://learn.microsoft.com/dotnet/framework/wcf/feature-details/"
                + "how-to-serialize-and-deserialize-json-data"),
        VersionedBy = "data member names ([DataMember(Name)] keeps a renamed member's name)",
        WritesPrivateMembers = true,
        Notes = "DataContract attributes, so the private Secret is written. Dates as \\/Date(ms)\\/ (millisecond "
            + "precision); dictionaries as arrays of Key/Value objects. No reference tracking (it has no "
            + "PreserveObjectReferences).",
    };

    public override void Serialize<T>(T value, MemoryStream output) =>
        _serializers.Get(typeof(T)).WriteObject(output, value);

    public override T Deserialize<T>(MemoryStream input) => (T)_serializers.Get(typeof(T)).ReadObject(input)!;
}
