using System.Text;
using Newtonsoft.Json;

namespace SerializerTests.Serializers.Json;

/// <summary>Newtonsoft Json.NET through one cached <see cref="JsonSerializer"/>, as its docs recommend for speed.</summary>
public sealed class JsonNetAdapter(bool referenceTracking) : SerializerAdapter
{
    static readonly UTF8Encoding Utf8NoBom = new(encoderShouldEmitUTF8Identifier: false);

    readonly JsonSerializer _serializer = JsonSerializer.Create(new JsonSerializerSettings
    {
        PreserveReferencesHandling = referenceTracking ? PreserveReferencesHandling.All : PreserveReferencesHandling.None,
    });

    public override SerializerInfo Info { get; } = new("JsonNet", "https://www.newtonsoft.com/json",
        DataFormat.Text, "Json", typeof(JsonSerializer).Assembly)
    {
        Package = "Newtonsoft.Json",
        Path = new("JsonSerializer.Serialize(JsonWriter, value) over a StreamWriter",
            "JsonSerializer.Deserialize<T>(JsonTextReader) over a StreamReader", "https://www.newtonsoft.com/json/help/html/Performance.htm"),
        VersionedBy = "member names ([DataMember(Name)] keeps a renamed member's name)",
        WritesPrivateMembers = true,
        Notes = "Honours [DataContract]/[DataMember], so it writes the private Secret. With -reftracking, references are preserved for objects but "
            + "not for strings, so ReferenceBookShelf's shared string is still written once per entry (TracksReferences is false).",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        using var writer = new StreamWriter(output, Utf8NoBom, bufferSize: 16 * 1024, leaveOpen: true);
        _serializer.Serialize(writer, value);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        using var reader = new JsonTextReader(
            new StreamReader(input, Encoding.UTF8, detectEncodingFromByteOrderMarks: false, bufferSize: 16 * 1024, leaveOpen: true));
        return _serializer.Deserialize<T>(reader)!;
    }
}
