using ProtoBuf.Meta;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>protobuf-net over the types' <c>[DataContract]</c>/<c>[DataMember(Order)]</c> attributes (Order is the field number): no generated types.</summary>
public sealed class ProtobufNetAdapter : SerializerAdapter
{
    readonly RuntimeTypeModel _model = CreateModel();

    public override SerializerInfo Info { get; } = new("ProtobufNet", "https://github.com/protobuf-net/protobuf-net",
        DataFormat.Binary, "Protobuf", typeof(RuntimeTypeModel).Assembly)
    {
        VersionedBy = "field tags ([DataMember(Order)] is the tag)",
        WritesPrivateMembers = true,
        EmptyCollectionsComeBackNull = true,
        Notes = "Code-first from [DataMember(Order)]; the serializer is built at run time (Reflection.Emit). Inheritance needs a declared subtype: "
            + "the model registers EmployeeComplex under Employee, as an application that cannot annotate its types would. "
            + "Protocol Buffers cannot tell an empty list from a missing one: an empty list comes back null. No reference tracking.",
    };

    public override void Serialize<T>(T value, MemoryStream output) => _model.Serialize(output, value);

    public override T Deserialize<T>(MemoryStream input) => _model.Deserialize<T>(input.RemainingMemory());

    static RuntimeTypeModel CreateModel()
    {
        var model = RuntimeTypeModel.Create();
        // Field number above every [DataMember(Order)] of Employee, so the subtype's field cannot collide with a member.
        model[typeof(Employee)].AddSubType(100, typeof(EmployeeComplex));
        return model;
    }
}
