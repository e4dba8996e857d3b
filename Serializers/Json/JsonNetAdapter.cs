using Newtonsoft.Json;

namespace SerializerTests.Serializers.Json;

/// <summary>Newtonsoft Json.NET through one cached <see cref="JsonSerializer"/>, as its docs recommend for
/// speed.</summary>
public sealed class JsonNetAdapter(bool referenceTracking) : SerializerAdapter
{
    [Serializer("JsonNet")]
    public static SerializerAdapter Create(AdapterOptions o) => new JsonNetAdapter(o.ReferenceTracking);

    readonly JsonSerializer _serializer = JsonSerializer.Create(new JsonSerializerSettings
    {
        PreserveReferencesHandling = referenceTracking ? PreserveReferencesHandling.All
            : PreserveReferencesHandling.None,
    });

    public override SerializerInfo Info { get; } = new("JsonNet", "https://www.newtonsoft.com/json",
        DataFormat.Text, "Json", typeof(JsonSerializer).Assembly)
    {
        Package = "Newtonsoft.Json",
        Path = new("JsonSerializer.Serialize(JsonTextWriter, value) over a StreamWriter",
            "JsonSerializer.Deserialize<T>(JsonTextReader) over a StreamReader",
            "https://www.newtonsoft.com/json/help/html/Performance.htm"),
        VersionedBy = "member names ([DataMember(Name)] keeps a renamed member's name)",
        WritesPrivateMembers = true,
        Notes = "Honours [DataContract]/[DataMember], so it writes the private Secret. With -reftracking, references "
            + "are preserved for objects but not for strings, so ReferenceBookShelf's shared string is still written "
            + "once per entry (TracksReferences is false).",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        // The performance page's stream path with the reader's and writer's own buffer sizes (UTF-8 without a byte
        // order mark).
        using var writer = new StreamWriter(output, leaveOpen: true);
        _serializer.Serialize(writer, value);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        using var reader = new JsonTextReader(new StreamReader(input, leaveOpen: true));
        return _serializer.Deserialize<T>(reader)!;
    }
}
