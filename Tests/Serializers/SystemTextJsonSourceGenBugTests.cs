using System.Text;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerTests.Tests.Serializers;

/// <summary>
/// Why the types' byte[] members carry [JsonIgnore(Condition = WhenWritingNull)] (docs/serializers.md): System.Text.Json's generated fast
/// path writes a null byte[] as "", reproduced here with a bare generated context, default options and a type of its own. Through a
/// Utf8JsonWriter the fast path runs from the first call; the Stream overload reaches it from the 11th call on.
/// </summary>
public partial class SystemTextJsonSourceGenBugTests
{
    public sealed class Bare
    {
        public byte[]? Data { get; set; }
    }

    [JsonSerializable(typeof(Bare))]
    partial class BareContext : JsonSerializerContext;

    [Fact]
    public void ThroughAUtf8JsonWriterANullByteArrayIsWrittenAsAnEmptyStringFromTheFirstCall()
    {
        var context = new BareContext(new JsonSerializerOptions());
        var stream = new MemoryStream();
        using (var writer = new Utf8JsonWriter(stream))
            JsonSerializer.Serialize(writer, new Bare(), context.Bare);
        Assert.Equal("{\"Data\":\"\"}", Encoding.UTF8.GetString(stream.ToArray()));
    }

    [Fact]
    public void ThroughTheStreamOverloadFromTheEleventhCallOn()
    {
        var context = new BareContext(new JsonSerializerOptions());
        var written = new List<string>();
        for (int call = 1; call <= 20; call++)
        {
            var stream = new MemoryStream();
            JsonSerializer.Serialize(stream, new Bare(), context.Bare);
            written.Add(Encoding.UTF8.GetString(stream.ToArray()));
        }

        Assert.All(written.Take(10), json => Assert.Equal("{\"Data\":null}", json));
        Assert.All(written.Skip(10), json => Assert.Equal("{\"Data\":\"\"}", json));
    }
}
