using Google.FlatBuffers;
using static SerializerTests.Serializers.Binary.FlatBuffersMapping;

namespace SerializerTests.Serializers.Binary;

/// <summary>Google.FlatBuffers with hand-written tables (TypesToSerialize/FlatBuffers/TestData.fbs), one root table per
/// dataset root.</summary>
public sealed class FlatBuffersAdapter : SerializerAdapter
{
    [Serializer("FlatBuffers")]
    public static SerializerAdapter Create(AdapterOptions _) => new FlatBuffersAdapter();

    /// <summary>Reused across calls, as the library recommends: its buffer keeps the size of the largest
    /// message.</summary>
    FlatBufferBuilder? _builder;

    public override SerializerInfo Info { get; } = new("FlatBuffers", "https://github.com/google/flatbuffers",
        DataFormat.Binary, "FlatBuffers", typeof(FlatBufferBuilder).Assembly)
    {
        Package = "Google.FlatBuffers",
        Path = new("FlatBufferBuilder (held, Clear per call), Finish, bytes copied into the stream",
            "ByteBuffer over the stream's buffer, tables read by hand", "https://flatbuffers.dev/languages/c_sharp/"),
        VersionedBy = "field ids (vtable slots; one hand-written table per version, "
            + "TypesToSerialize/FlatBuffers/Versioning.fbs)",
        OutputBuffer = OutputBuffer.ReusedWriter,
        ConversionInTimedCall = "the C# objects into the builder and every table read back into C# objects",
        Needs = SerializerInfo.NeedsAMapping,
        WritesPrivateMembers = true,
        Notes = "Converts from and to the C# objects inside every timed call: the reader materializes the whole "
            + "object, no lazy access. Absent strings and vectors are null, empty ones stay empty; nullable ints and "
            + "dates are optional scalars; DateTime is ToBinary(), decimal its four GetBits ints, Guid 16 bytes. No "
            + "reference tracking.",
    };

    public override void Serialize<T>(T value, MemoryStream output) =>
        WriteMessage(_builder ??= new FlatBufferBuilder(1024), value, output);

    public override T Deserialize<T>(MemoryStream input) =>
        Read<T>(FlatBuffersAccess.Root(new ByteBuffer(input.GetBuffer(), (int)input.Position)))
            ?? throw new NotSupportedException($"{Info.Name} has no table for {typeof(T).Name}");
}
