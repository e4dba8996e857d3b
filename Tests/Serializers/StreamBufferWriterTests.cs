using System.Text.Json;

namespace SerializerTests.Tests.Serializers;

/// <summary>The caller's stream as a buffer writer: what a library writes lands at the stream's position, the stream's length is what was
/// written, and nothing before the position is touched.</summary>
public class StreamBufferWriterTests
{
    [Fact]
    public void WritesLandAtThePositionAndTheLengthIsWhatWasWritten()
    {
        var stream = new MemoryStream();
        stream.Write([1, 2, 3]);
        var writer = new StreamBufferWriter().Reset(stream);

        var span = writer.GetSpan(2);
        Assert.True(span.Length >= 2);
        span[0] = 7;
        span[1] = 8;
        writer.Advance(2);
        Assert.Equal(5, stream.Length);

        writer.GetSpan()[0] = 9;
        writer.Advance(1);

        Assert.Equal([1, 2, 3, 7, 8, 9], stream.ToArray());
        Assert.Equal(6, stream.Position);
    }

    /// <summary>Memory handed out is not part of the stream until the library advances over it; what it advanced is what stays.</summary>
    [Fact]
    public void MemoryHandedOutButNotAdvancedIsNotPartOfTheStream()
    {
        var stream = new MemoryStream();
        var writer = new StreamBufferWriter().Reset(stream);
        writer.GetSpan(100).Fill(0xFF);
        writer.Advance(10);
        writer.GetSpan(5000).Fill(0xEE);
        Assert.Equal(Enumerable.Repeat((byte)0xFF, 10), stream.ToArray());
        Assert.Equal(10, stream.Position);
    }

    /// <summary>The stream grows as a write would grow it, keeping what was written before (its length field is what says how much).</summary>
    [Fact]
    public void GrowingTheStreamKeepsWhatWasWritten()
    {
        var stream = new MemoryStream(4);
        var writer = new StreamBufferWriter().Reset(stream);
        writer.GetSpan(3).Fill(1);
        writer.Advance(3);
        var more = writer.GetSpan(10_000);
        Assert.True(more.Length >= 10_000);
        more[..10_000].Fill(2);
        writer.Advance(10_000);
        Assert.Equal([.. Enumerable.Repeat((byte)1, 3), .. Enumerable.Repeat((byte)2, 10_000)], stream.ToArray());
    }

    [Fact]
    public void ItAppendsOnly()
    {
        var stream = new MemoryStream([1, 2, 3]) { Position = 1 };
        Assert.Throws<ArgumentException>(() => new StreamBufferWriter().Reset(stream));
    }

    [Fact]
    public void AdvancingPastWhatWasHandedOutThrows()
    {
        var writer = new StreamBufferWriter().Reset(new MemoryStream(64));
        int size = writer.GetSpan(1).Length;
        Assert.Throws<ArgumentOutOfRangeException>(() => writer.Advance(size + 1));
        Assert.Throws<ArgumentOutOfRangeException>(() => writer.Advance(-1));
    }

    /// <summary>A message larger than the stream's capacity grows it, as a stream write would: a library writing megabytes gets them all.</summary>
    [Fact]
    public void AMessageLargerThanTheStreamGrowsIt()
    {
        var stream = new MemoryStream(16);
        var values = Enumerable.Range(0, 200_000).ToArray();
        using (var json = new Utf8JsonWriter(new StreamBufferWriter().Reset(stream)))
            JsonSerializer.Serialize(json, values);
        Assert.Equal(values, JsonSerializer.Deserialize<int[]>(stream.ToArray()));
        Assert.Equal(stream.Length, stream.Position);
    }
}
