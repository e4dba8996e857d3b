using System.Buffers;
using System.Formats.Cbor;
using System.Reflection;
using Google.FlatBuffers;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Tests.Serializers;

/// <summary>
/// Every adapter follows the one output-buffer policy its metadata states (docs/serializers.md, "Output buffers"): a change
/// to how an adapter buffers its bytes, which would move its numbers, fails here until the metadata and the docs say so.
/// </summary>
public class OutputBufferTests
{
    /// <summary>Types that hold a message's bytes, or build them, across calls.</summary>
    static readonly Type[] BufferTypes = [typeof(IBufferWriter<byte>), typeof(Stream), typeof(TextWriter), typeof(BinaryWriter), typeof(byte[]),
        typeof(CborWriter), typeof(FlatBufferBuilder)];

    /// <summary>A library-stream adapter keeps nothing between calls in which bytes are assembled: a field of such a type would
    /// be a reused buffer that its metadata does not declare.</summary>
    [Theory]
    [MemberData(nameof(RoundTripTests.Names), MemberType = typeof(RoundTripTests))]
    public void AnAdapterHoldsABufferExactlyWhenItsMetadataSaysItReusesAWriter(string serializer)
    {
        var adapter = Create(serializer);
        var held = adapter.GetType().GetFields(BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public)
            .Where(f => BufferTypes.Any(b => b.IsAssignableFrom(f.FieldType))).Select(f => f.Name).ToList();
        if (adapter.Info.OutputBuffer == OutputBuffer.ReusedWriter)
            Assert.NotEmpty(held);
        else
            Assert.Empty(held);
    }

    /// <summary>A reused writer is reused: serializing the same shelf again allocates far less than the message it writes
    /// (allocated bytes are counted, not timed, so this does not depend on the machine's speed).</summary>
    [Theory]
    [MemberData(nameof(ReusedWriterNames))]
    public void AReusedWriterAllocatesNoMessageSizedBufferPerCall(string serializer)
    {
        var adapter = Create(serializer);
        var shelf = DataGenerator.CreateBookShelf(1000, 10);
        var output = new MemoryStream(1 << 20);
        adapter.Serialize(shelf, output);
        long length = output.Length;
        output.SetLength(0);

        long before = GC.GetAllocatedBytesForCurrentThread();
        adapter.Serialize(shelf, output);
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;

        Assert.Equal(length, output.Length);
        Assert.True(allocated < length / 4, $"{serializer}: {allocated:N0} bytes allocated by a second call writing {length:N0} bytes");
    }

    public static TheoryData<string> ReusedWriterNames() =>
        [.. SerializerCatalog.All.Where(e => Create(e.Name).Info.OutputBuffer == OutputBuffer.ReusedWriter).Select(e => e.Name)];

    static SerializerAdapter Create(string serializer) => SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions());
}
