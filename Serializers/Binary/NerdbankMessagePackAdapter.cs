using Nerdbank.MessagePack;
using PolyType;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>Nerdbank.MessagePack over shapes that PolyType's source generator writes at build time (no reflection at run time).</summary>
public sealed class NerdbankMessagePackAdapter(bool referenceTracking) : SerializerAdapter
{
    readonly MessagePackSerializer _serializer = new()
    {
        PreserveReferences = referenceTracking ? ReferencePreservationMode.RejectCycles : ReferencePreservationMode.Off,
    };

    public override SerializerInfo Info { get; } = new("NerdbankMessagePack", "https://github.com/AArnott/Nerdbank.MessagePack",
        DataFormat.Binary, "MessagePack", SupportsVersioning: true, typeof(MessagePackSerializer).Assembly)
    {
        AotCompatible = true,
        TracksReferences = referenceTracking,
        Notes = "Shapes come from a PolyType witness class listing the root types. Writes maps keyed by property names: it honours its own [Key] and PolyType's " +
                "[PropertyShape], not MessagePack-CSharp's [Key]; [DataMember] does not bring in the private Secret, so it is skipped. " +
                "Reference tracking (ReferencePreservationMode.RejectCycles) shares strings too.",
    };

    public override void Serialize<T>(T value, MemoryStream output) => _serializer.Serialize(output, value, Shape<T>.Value);

    public override T Deserialize<T>(MemoryStream input) => _serializer.Deserialize(input.RemainingMemory(), Shape<T>.Value)!;

    /// <summary>Looked up once per root type rather than on every call.</summary>
    static class Shape<T>
    {
        public static readonly ITypeShape<T> Value = NerdbankShapes.GeneratedTypeShapeProvider.GetTypeShapeOrThrow<T>();
    }
}

/// <summary>The witness that makes PolyType generate shapes for the root types, which live in an assembly that knows nothing of it.</summary>
[GenerateShapeFor<BookShelf>]
[GenerateShapeFor<BookShelf1>]
[GenerateShapeFor<BookShelf2>]
[GenerateShapeFor<LargeBookShelf>]
[GenerateShapeFor<ReferenceBookShelf>]
[GenerateShapeFor<Organization>]
[GenerateShapeFor<People>]
[GenerateShapeFor<Vector3[]>]
[GenerateShapeFor<Employee[]>]
[GenerateShapeFor<EmployeeComplex[]>]
[GenerateShapeFor<SimpleObject[]>]
[GenerateShapeFor<SimpleObjectWithFields[]>]
partial class NerdbankShapes;
