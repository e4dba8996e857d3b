using MessagePack;

namespace SerializerTests.Serializers.Binary;

/// <summary>MessagePack-CSharp over the types' integer-key contract, standard resolver; optionally LZ4.</summary>
/// <param name="path">LZ4 takes the Stream overload: through a buffer writer it was slower (docs/history/fairness.md,
/// "Paths").</param>
public sealed class MessagePackAdapter(bool lz4, bool hardened = false, OutputBuffer? path = null) : SerializerAdapter
{
    [Serializer("MessagePack", Hardening = Hardening)]
    public static SerializerAdapter Create(AdapterOptions o) => new MessagePackAdapter(lz4: false, o.Hardened);
    [Serializer("MessagePackLz4", Hardening = Hardening)]
    public static SerializerAdapter CreateLz4(AdapterOptions o) => new MessagePackAdapter(lz4: true, o.Hardened);
    [Serializer("MessagePack.LibraryStream", PathAlternative = true)]
    public static SerializerAdapter CreateLibraryStream(AdapterOptions o) =>
        new MessagePackAdapter(lz4: false, o.Hardened, OutputBuffer.LibraryStream);
    [Serializer("MessagePackLz4.CallerBuffer", PathAlternative = true)]
    public static SerializerAdapter CreateLz4CallerBuffer(AdapterOptions o) =>
        new MessagePackAdapter(lz4: true, o.Hardened, OutputBuffer.CallerBuffer);

    public const string Hardening = "MessagePackSecurity.UntrustedData";

    static OutputBuffer Usual(bool lz4) => lz4 ? OutputBuffer.LibraryStream : OutputBuffer.CallerBuffer;

    readonly MessagePackSerializerOptions _options = MessagePackSerializerOptions.Standard
        .WithCompression(lz4 ? MessagePackCompression.Lz4BlockArray : MessagePackCompression.None)
        .WithSecurity(hardened ? MessagePackSecurity.UntrustedData : MessagePackSecurity.TrustedData);

    public override SerializerInfo Info { get; } = Describe(lz4, path ?? Usual(lz4));

    static SerializerInfo Describe(bool lz4, OutputBuffer path) =>
        new(SerializerInfo.NameFor(lz4 ? "MessagePackLz4" : "MessagePack", path, Usual(lz4)),
        "https://github.com/MessagePack-CSharp/MessagePack-CSharp", DataFormat.Binary, lz4 ? "MessagePack + LZ4"
            : "MessagePack",
        typeof(MessagePackSerializer).Assembly)
    {
        Package = "MessagePack",
        VersionedBy = "integer keys ([Key(n)]: an object is an array indexed by key)",
        OutputBuffer = path,
        Path = new(path == OutputBuffer.LibraryStream ? "MessagePackSerializer.Serialize(Stream, value, options)"
            : "MessagePackSerializer.Serialize(IBufferWriter<byte>, value, options)",
            "MessagePackSerializer.Deserialize<T>(ReadOnlyMemory<byte>, options)",
            "https://github.com/MessagePack-CSharp/MessagePack-CSharp#high-level-api-messagepackserializer"),
        Notes = "Typed contract ([MessagePackObject] with integer [Key]s), StandardResolver: members are generated at "
            + "run time with Reflection.Emit, and the standard resolver skips the private Secret. No reference "
            + "tracking."
            + (lz4 ? " Lz4BlockArray compresses the MessagePack bytes in blocks (MessagePack's recommended LZ4 mode)."
                : ""),
    };

    // Reset to the caller's stream per call, so the timed call allocates nothing of ours.
    readonly StreamBufferWriter _writer = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (Info.OutputBuffer == OutputBuffer.LibraryStream)
            MessagePackSerializer.Serialize(output, value, _options);
        else
            MessagePackSerializer.Serialize(_writer.Reset(output), value, _options);
    }

    public override T Deserialize<T>(MemoryStream input) =>
        MessagePackSerializer.Deserialize<T>(input.RemainingMemory(), _options);
}
