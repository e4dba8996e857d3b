using ProtoBuf.Meta;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>protobuf-net over the types' <c>[DataMember(Order)]</c> attributes: no generated types.</summary>
public sealed class ProtobufNetAdapter(OutputBuffer path = OutputBuffer.LibraryStream) : SerializerAdapter
{
    [Serializer("ProtobufNet")]
    public static SerializerAdapter Create(AdapterOptions _) => new ProtobufNetAdapter();
    [Serializer("ProtobufNet.CallerBuffer", PathAlternative = true)]
    public static SerializerAdapter CreateCallerBuffer(AdapterOptions _) =>
        new ProtobufNetAdapter(OutputBuffer.CallerBuffer);

    readonly RuntimeTypeModel _model = CreateModel();

    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor("ProtobufNet", path, OutputBuffer.LibraryStream),
            "https://github.com/protobuf-net/protobuf-net",
        DataFormat.Binary, "Protobuf", typeof(RuntimeTypeModel).Assembly)
    {
        Package = "protobuf-net",
        VersionedBy = "field tags ([DataMember(Order)] is the tag)",
        WritesPrivateMembers = true,
        EmptyCollectionsComeBackNull = true,
        OutputBuffer = path,
        Path = new(path == OutputBuffer.LibraryStream ? "RuntimeTypeModel.Serialize<T>(Stream, value)"
            : "RuntimeTypeModel.Serialize<T>(IBufferWriter<byte>, value)",
            "RuntimeTypeModel.Deserialize<T>(ReadOnlyMemory<byte>)", "https://protobuf-net.github.io/protobuf-net/3_0"),
        Notes = "Code-first from [DataMember(Order)]; the serializer is built at run time (Reflection.Emit). "
            + "Inheritance needs a declared subtype: the model registers EmployeeComplex under Employee, as an "
            + "application that cannot annotate its types would. Protocol Buffers cannot tell an empty list from a "
            + "missing one: an empty list comes back null. No reference tracking.",
    };

    // Reset to the caller's stream per call, so the timed call allocates nothing of ours.
    readonly StreamBufferWriter _writer = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (path == OutputBuffer.LibraryStream)
            _model.Serialize(output, value);
        else
            _model.Serialize(_writer.Reset(output), value);
    }

    public override T Deserialize<T>(MemoryStream input) => _model.Deserialize<T>(input.RemainingMemory());

    static RuntimeTypeModel CreateModel()
    {
        var model = RuntimeTypeModel.Create();
        // Above every Order of Employee, so the subtype's field cannot collide with a member.
        model[typeof(Employee)].AddSubType(100, typeof(EmployeeComplex));
        return model;
    }
}
