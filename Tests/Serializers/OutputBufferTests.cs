using System.Buffers;
using System.Formats.Cbor;
using System.Reflection;
using Google.FlatBuffers;

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

    /// <summary>Only a reused-writer adapter keeps, after a call, something in which bytes are assembled: such a field holding a value in
    /// another adapter would be a reused buffer that its metadata does not declare (the caller's-buffer path makes its writer per call).</summary>
    [Theory]
    [MemberData(nameof(AllNames))]
    public void AnAdapterHoldsABufferExactlyWhenItsMetadataSaysItReusesAWriter(string serializer)
    {
        var adapter = Create(serializer);
        adapter.Serialize(DataGenerator.CreateBookShelf(10, 10), new MemoryStream());
        var held = adapter.GetType().GetFields(BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public)
            .Where(f => BufferTypes.Any(b => b.IsAssignableFrom(f.FieldType)) && f.GetValue(adapter) is not (null or StreamBufferWriter)).Select(f => f.Name).ToList();
        if (adapter.Info.OutputBuffer == OutputBuffer.ReusedWriter)
            Assert.NotEmpty(held);
        else
            Assert.Empty(held);
    }

    /// <summary>A reused writer is reused, and a library chosen for writing into the caller's buffer has none of its own: serializing the
    /// same shelf again allocates far less than the message it writes (the audit's alternatives are not held to it: protobuf-net, Google.Protobuf
    /// and Orleans allocate several times the message when handed a buffer writer, which is part of what the audit measured) (allocated bytes are counted, not timed, so this does not depend on the machine's speed).</summary>
    [Theory]
    [MemberData(nameof(BufferHoldingNames))]
    public void AReusedWriterAllocatesNoMessageSizedBufferPerCall(string serializer)
    {
        var adapter = Create(serializer);
        var shelf = DataGenerator.CreateBookShelf(1000, 10);
        var output = new MemoryStream(1 << 20);
        // What the host times: an adapter on its library's own types writes the model the host made before the timing.
        Action write = adapter is OwnModelAdapter own && own.ToModel(shelf) is var model
            ? () => own.SerializeModel(model, output) : () => adapter.Serialize(shelf, output);
        write();
        long length = output.Length;
        output.SetLength(0);

        long before = GC.GetAllocatedBytesForCurrentThread();
        write();
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;

        Assert.Equal(length, output.Length);
        Assert.True(allocated < length / 4, $"{serializer}: {allocated:N0} bytes allocated by a second call writing {length:N0} bytes");
    }

    public static TheoryData<string> BufferHoldingNames() =>
        [.. SerializerCatalog.All.Where(e => Create(e.Name).Info.OutputBuffer != OutputBuffer.LibraryStream && !ConvertsIntoAGraphPerCall.Contains(e.Name)).Select(e => e.Name)];

    /// <summary>Google.Protobuf converts the C# objects into its generated messages inside every call (docs/serializers.md, "Conversions
    /// counted"): a graph about the message's size is allocated whatever the output.</summary>
    static readonly string[] ConvertsIntoAGraphPerCall = ["GoogleProtobuf"];

    /// <summary>The serializers and the paths audit's alternatives.</summary>
    public static TheoryData<string> AllNames() => [.. Catalog.Select(e => e.Name)];

    static IEnumerable<SerializerEntry> Catalog => [.. SerializerCatalog.All, .. SerializerCatalog.PathAlternatives];

    static SerializerAdapter Create(string serializer) => Catalog.Single(e => e.Name == serializer).Create(new AdapterOptions());
}
