using Google.FlatBuffers;

namespace SerializerTests.Serializers.Binary;

/// <summary>FlatBuffers on its own model, the table inside the buffer: the timed deserialize reads every field through
/// the accessors and builds no object.</summary>
public sealed class FlatBuffersOwnTypesAdapter : OwnModelAdapter
{
    [Serializer("FlatBuffers.OwnTypes")]
    public static SerializerAdapter Create(AdapterOptions _) => new FlatBuffersOwnTypesAdapter();

    FlatBufferBuilder? _builder;
    long _read;

    public override SerializerInfo Info { get; } = new("FlatBuffers.OwnTypes", "https://github.com/google/flatbuffers",
        DataFormat.Binary, "FlatBuffers", typeof(FlatBufferBuilder).Assembly)
    {
        Package = "Google.FlatBuffers",
        Model = DataModel.OwnTypes,
        VersioningNotTested = "the same library and bytes as FlatBuffers, whose row the versioning test measures",
        WritesPrivateMembers = true,
        Needs = SerializerInfo.NeedsAMapping,
        OutputBuffer = OutputBuffer.ReusedWriter,
        Path = new("FlatBufferBuilder (held, Clear per call) fed from the test objects, as the FlatBuffers row",
            "every field through the table accessors: strings decoded, byte vectors as segments of the buffer, no "
                + "object built",
            "https://flatbuffers.dev/languages/c_sharp/"),
        Notes = "The library alone on its own model: the buffer is read through the accessors, every field once, as "
            + "its users read it, and nothing is materialized; byte vectors are handed out as segments of the buffer, "
            + "as the accessors do. FlatBuffers has no object model to write from (flatc's object API aside), so the "
            + "serialize is the FlatBuffers row's builder code. Ranked only beside other rows on their own types.",
    };

    /// <summary>The builder is written from the caller's own values, the test objects.</summary>
    public override object ToModel<T>(T value) => Supports(typeof(T)) ? value
        : throw new NotSupportedException($"{Info.Name} reads no {typeof(T).Name}");

    public override void SerializeModel(object model, MemoryStream output) =>
        FlatBuffersMapping.WriteMessage(_builder ??= new FlatBufferBuilder(1024), model, output);

    public override object DeserializeModel<T>(MemoryStream input)
    {
        // Handed back as is, so the only allocations are the library's own.
        var buffer = new ByteBuffer(input.GetBuffer(), (int)input.Position);
        Volatile.Write(ref _read, FlatBuffersReads.Of<T>(buffer));
        return buffer;
    }

    public override T FromModel<T>(object model) =>
        FlatBuffersMapping.Read<T>(FlatBuffersAccess.Root((ByteBuffer)model))
        ?? throw new NotSupportedException($"{Info.Name} has no table for {typeof(T).Name}");
}
