using Google.FlatBuffers;
using SerializerTests.Serializers.Binary;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Tests.Serializers;

/// <summary>
/// docs/hostile.md blames a library for what it allocates on damaged input; an adapter that pre-sizes a collection from a
/// length it read from the bytes would put its own allocation in the library's row. These forge such a length.
/// </summary>
public class ForgedLengthTests
{
    /// <summary>2^26 elements: what a pre-sized List of references costs for it is 512 MiB (the hostile run's 536,872,608 B).</summary>
    const int ForgedCount = 1 << 26;

    [Fact]
    public void AForgedVectorLengthCostsFlatBuffersOnlyTheElementsReallyThere()
    {
        var adapter = new FlatBuffersAdapter();
        var output = new MemoryStream();
        adapter.Serialize(TestDataTypes.BookShelf.Create(3, 10), output);
        byte[] bytes = output.ToArray();
        Assert.Equal(3, adapter.Deserialize<BookShelf>(Readable(bytes)).Books!.Count); // the stream set-up reads as the host's does
        // The root table's first field is the books vector (TypesToSerialize/FlatBuffers/TestData.fbs); its length precedes its first element.
        var buffer = new ByteBuffer(bytes);
        var shelf = new Table(buffer.GetInt(buffer.Position) + buffer.Position, buffer);
        int books = shelf.__offset(4);
        Assert.Equal(3, shelf.__vector_len(books));
        BitConverter.TryWriteBytes(bytes.AsSpan(shelf.__vector(books) - sizeof(int)), ForgedCount);

        long before = GC.GetAllocatedBytesForCurrentThread();
        Assert.ThrowsAny<Exception>(() => adapter.Deserialize<BookShelf>(Readable(bytes)));
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;

        Assert.True(allocated < 1 << 20, $"{allocated:N0} bytes allocated reading a vector that declares {ForgedCount:N0} elements in a {bytes.Length}-byte buffer");
    }

    /// <summary>As the host hands bytes to a deserializer (CombinedProtocol.ReadBack): a view whose buffer adapters may use.</summary>
    static MemoryStream Readable(byte[] bytes) => new(bytes, 0, bytes.Length, writable: false, publiclyVisible: true);
}
