using Google.Protobuf;
using static SerializerTests.Serializers.Binary.GoogleProtobufMapping;

namespace SerializerTests.Serializers.Binary;

/// <summary>Google.Protobuf with protoc-generated types (TypesToSerialize/Protobuf/*.proto), one message per dataset
/// root.</summary>
/// <param name="path">The default, WriteTo(IBufferWriter), is how gRPC writes; WriteTo(Stream) wraps the stream per
/// call.</param>
public sealed class GoogleProtobufAdapter(OutputBuffer path = OutputBuffer.CallerBuffer) : SerializerAdapter
{
    [Serializer("GoogleProtobuf")]
    public static SerializerAdapter Create(AdapterOptions _) => new GoogleProtobufAdapter();
    [Serializer("GoogleProtobuf.LibraryStream", PathAlternative = true)]
    public static SerializerAdapter CreateLibraryStream(AdapterOptions _) =>
        new GoogleProtobufAdapter(OutputBuffer.LibraryStream);

    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor("GoogleProtobuf", path, OutputBuffer.CallerBuffer),
            "https://github.com/protocolbuffers/protobuf",
        DataFormat.Binary, "Protobuf", typeof(IMessage).Assembly)
    {
        Package = "Google.Protobuf",
        VersionedBy = "field numbers (one protoc-generated message per version, "
            + "TypesToSerialize/Protobuf/versioning.proto)",
        WritesPrivateMembers = true,
        Needs = SerializerInfo.NeedsAMapping,
        OutputBuffer = path,
        ConversionInTimedCall = "the C# objects to protoc's generated messages and back",
        Path = new(path == OutputBuffer.LibraryStream ? "IMessage.WriteTo(Stream)"
            : "IMessage.WriteTo(IBufferWriter<byte>)",
            "MessageParser<T>.ParseFrom(ReadOnlySpan<byte>)",
            "https://cloud.google.com/dotnet/docs/reference/Google.Protobuf/latest/Google.Protobuf.MessageExtensions"),
        Notes = "Works on generated types: the conversion from and to the C# objects is part of every timed call "
            + "(presized repeated fields, byte arrays wrapped rather than copied); GoogleProtobuf.OwnTypes times the "
            + "library on messages made before the timing. No reference tracking.",
    };

    // Reset to the caller's stream per call, so the timed call allocates nothing of ours.
    readonly StreamBufferWriter _writer = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        var message = ToMessage(value);
        if (path == OutputBuffer.LibraryStream)
            message.WriteTo(output);
        else
            message.WriteTo(_writer.Reset(output));
    }

    public override T Deserialize<T>(MemoryStream input) => FromMessage<T>(input.RemainingSpan());
}
