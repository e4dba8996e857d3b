using System.Text;
using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Tests.Serializers;

/// <summary>
/// docs/serializers.md blames SystemTextJsonSourceGen's failures at payload 0 on System.Text.Json's generated fast path, not on
/// our adapter: this reproduces them with a bare generated context, default options and nothing of ours but the Book type.
/// </summary>
public partial class SystemTextJsonSourceGenBugTests
{
    [JsonSerializable(typeof(Book))]
    partial class BareContext : JsonSerializerContext;

    [Fact]
    public void FromTheEleventhStreamSerializationOnANullByteArrayIsWrittenAsAnEmptyString()
    {
        var context = new BareContext(new JsonSerializerOptions());
        var book = new Book { Id = 1, Title = "t", BookData = null };
        var written = new List<string>();
        for (int call = 1; call <= 20; call++)
        {
            var stream = new MemoryStream();
            JsonSerializer.Serialize(stream, book, context.Book);
            written.Add(Encoding.UTF8.GetString(stream.ToArray()));
        }

        Assert.All(written.Take(10), json => Assert.Contains("\"BookData\":null", json));
        Assert.All(written.Skip(10), json => Assert.Contains("\"BookData\":\"\"", json));
    }
}
