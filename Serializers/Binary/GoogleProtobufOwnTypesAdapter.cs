using Google.Protobuf;
using static SerializerTests.Serializers.Binary.GoogleProtobufMapping;

namespace SerializerTests.Serializers.Binary;

/// <summary>Google.Protobuf on its own data model: the protoc-generated messages are made from the test objects before
/// the timing, as its users hold them; the timed calls are WriteTo and ParseFrom alone (a parse materializes every
/// field, as users then read it).</summary>
public sealed class GoogleProtobufOwnTypesAdapter : OwnModelAdapter
{
    [Serializer("GoogleProtobuf.OwnTypes")]
    public static SerializerAdapter Create(AdapterOptions _) => new GoogleProtobufOwnTypesAdapter();

    // One writer for every call, reset to the caller's stream: the timed call allocates nothing of ours.
    readonly StreamBufferWriter _writer = new();

    public override SerializerInfo Info { get; } =
        new("GoogleProtobuf.OwnTypes", "https://github.com/protocolbuffers/protobuf",
        DataFormat.Binary, "Protobuf", typeof(IMessage).Assembly)
    {
        Package = "Google.Protobuf",
        Model = DataModel.OwnTypes,
        VersioningNotTested = "the same library and bytes as GoogleProtobuf, whose row the versioning test measures",
        WritesPrivateMembers = true,
        Needs = SerializerInfo.NeedsAMapping,
        OutputBuffer = OutputBuffer.CallerBuffer,
        Path = new("IMessage.WriteTo(IBufferWriter<byte>) of a message made before the timing",
            "MessageParser<T>.ParseFrom(ReadOnlySpan<byte>)",
            "https://protobuf.dev/getting-started/csharptutorial/"),
        Notes = "The library alone on its generated messages, made from the test objects outside the timed calls; the "
            + "parsed message is converted back only to verify the round trip. Ranked only beside other rows on their "
            + "own types, never beside rows that start from the C# objects.",
    };

    public override object ToModel<T>(T value) => Supports(typeof(T)) ? ToMessage(value)
        : throw new NotSupportedException($"{Info.Name} has no generated type for {typeof(T).Name}");

    public override void SerializeModel(object model, MemoryStream output) =>
        ((IMessage)model).WriteTo(_writer.Reset(output));

    public override object DeserializeModel<T>(MemoryStream input) =>
        (Parser<T>.Value ?? throw new NotSupportedException($"{Info.Name} has no generated type for {typeof(T).Name}"))
            .ParseFrom(input.RemainingSpan());

    public override T FromModel<T>(object model) => FromMessage<T>((IMessage)model);
}
