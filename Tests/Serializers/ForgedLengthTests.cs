using System.Formats.Cbor;
using Google.FlatBuffers;
using SerializerTests.Serializers.Binary;

namespace SerializerTests.Tests.Serializers;

/// <summary>
/// docs/hostile.md blames a library for what it allocates on damaged input; an adapter that pre-sizes a collection from a
/// length it read from the bytes would put its own allocation in the library's row. These forge such a length in each kind
/// of collection our hand-written FlatBuffers readers build (a list of tables, a vector of structs, a dictionary); CBOR's reader
/// refuses such a length itself.
/// </summary>
public class ForgedLengthTests
{
    /// <summary>2^26 elements: what a pre-sized List of references costs for it is 512 MiB (the hostile run's 536,872,608 B).</summary>
    const int ForgedCount = 1 << 26;

    /// <summary>Far below what any pre-sized collection of <see cref="ForgedCount"/> elements costs, far above reading a few.</summary>
    const long Bound = 1 << 20;

    [Fact]
    public void AForgedVectorOfTablesCostsFlatBuffersOnlyTheElementsReallyThere() =>
        AssertFlatBuffersForged(TestDataTypes.BookShelf.Create(3, 10), shelf => shelf.Books!.Count);

    [Fact]
    public void AForgedVectorOfStructsCostsFlatBuffersOnlyTheElementsReallyThere() =>
        AssertFlatBuffersForged(TestDataTypes.Vector3Array.Create(3, 0), vectors => vectors.Length);

    [Fact]
    public void AForgedMapVectorCostsFlatBuffersOnlyTheEntriesReallyThere() =>
        AssertFlatBuffersForged(TestDataTypes.ReferenceBookShelf.Create(3, 0), shelf => shelf.Books!.Count);

    /// <summary>CBOR lengths cannot be forged past the buffer: System.Formats.Cbor compares a definite length with the bytes left
    /// before it returns it, so no reader of ours sees such a count (they grow their lists anyway, CborExtensions.ReadList).
    /// BookShelf is [books, secret] (CborAdapter), 0x82 then the books array's head 0x83; ReferenceBookShelf is [books], 0x81 then
    /// the map's head 0xA3.</summary>
    [Theory]
    [InlineData(nameof(TestDataTypes.BookShelf), 0x82, 0x83)]
    [InlineData(nameof(TestDataTypes.ReferenceBookShelf), 0x81, 0xA3)]
    public void CborRefusesALengthBeyondTheBufferItself(string root, byte outerHead, byte collectionHead)
    {
        byte[] bytes = root == nameof(TestDataTypes.BookShelf)
            ? Serialize(new CborAdapter(), TestDataTypes.BookShelf.Create(3, 10))
            : Serialize(new CborAdapter(), TestDataTypes.ReferenceBookShelf.Create(3, 0));
        Assert.Equal([outerHead, collectionHead], bytes[..2]);
        int majorType = collectionHead >> 5;
        var reader = new CborReader(Forge(bytes, headAt: 1, majorType));
        reader.ReadStartArray();
        Assert.Throws<CborContentException>(() => majorType == 5 ? reader.ReadStartMap() : reader.ReadStartArray());
    }

    /// <summary>Serializes <paramref name="value"/>, checks that it reads back with <paramref name="count"/> elements, then sets the
    /// length of the root table's first vector (field 0 in TypesToSerialize/FlatBuffers/TestData.fbs) to <see cref="ForgedCount"/>.</summary>
    static void AssertFlatBuffersForged<T>(T value, Func<T, int> count) where T : class
    {
        var adapter = new FlatBuffersAdapter();
        byte[] bytes = Serialize(adapter, value);
        Assert.Equal(3, count(adapter.Deserialize<T>(Readable(bytes)))); // the stream set-up reads as the host's does
        var buffer = new ByteBuffer(bytes);
        var root = new Table(buffer.GetInt(buffer.Position) + buffer.Position, buffer);
        int vector = root.__offset(4);
        Assert.Equal(3, root.__vector_len(vector));
        BitConverter.TryWriteBytes(bytes.AsSpan(root.__vector(vector) - sizeof(int)), ForgedCount);
        AssertCheapFailure<T>(adapter, bytes);
    }

    /// <summary>Reading the forged bytes must fail (there are not that many elements) without allocating for the forged length.</summary>
    static void AssertCheapFailure<T>(SerializerAdapter adapter, byte[] forged) where T : class
    {
        long before = GC.GetAllocatedBytesForCurrentThread();
        Assert.ThrowsAny<Exception>(() => adapter.Deserialize<T>(Readable(forged)));
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated < Bound, $"{allocated:N0} bytes allocated reading a collection that declares {ForgedCount:N0} elements in a {forged.Length}-byte buffer");
    }

    /// <summary>Replaces the one-byte CBOR head at <paramref name="headAt"/> (a count below 24) by a four-byte-length head of
    /// <see cref="ForgedCount"/> for the same major type.</summary>
    static byte[] Forge(byte[] bytes, int headAt, int majorType)
    {
        Assert.Equal(majorType, bytes[headAt] >> 5);
        byte[] head = [(byte)(majorType << 5 | 26), .. BitConverter.GetBytes(ForgedCount).Reverse()];
        return [.. bytes[..headAt], .. head, .. bytes[(headAt + 1)..]];
    }

    static byte[] Serialize<T>(SerializerAdapter adapter, T value) where T : class
    {
        var output = new MemoryStream();
        adapter.Serialize(value, output);
        return output.ToArray();
    }

    /// <summary>As the host hands bytes to a deserializer (MessageBuffer.ReadView): a view whose buffer adapters may use.</summary>
    static MemoryStream Readable(byte[] bytes) => new(bytes, 0, bytes.Length, writable: false, publiclyVisible: true);
}
