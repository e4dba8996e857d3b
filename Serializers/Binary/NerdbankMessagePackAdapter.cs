using Nerdbank.MessagePack;
using PolyType;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;
using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Serializers.Binary;

/// <summary>Nerdbank.MessagePack over PolyType's source-generated shapes; objects are maps keyed by property name, or
/// with <paramref name="arrays"/> arrays of their members (the library's compact mode, like MessagePack-CSharp's
/// integer keys).</summary>
public sealed class NerdbankMessagePackAdapter(bool referenceTracking, bool arrays = false,
    OutputBuffer path = OutputBuffer.CallerBuffer)
    : SerializerAdapter
{
    [Serializer("NerdbankMessagePack")]
    public static SerializerAdapter Create(AdapterOptions o) => new NerdbankMessagePackAdapter(o.ReferenceTracking);
    [Serializer("NerdbankMessagePackArrays")]
    public static SerializerAdapter CreateArrays(AdapterOptions o) =>
        new NerdbankMessagePackAdapter(o.ReferenceTracking, arrays: true);
    [Serializer("NerdbankMessagePack.LibraryStream", PathAlternative = true)]
    public static SerializerAdapter CreateLibraryStream(AdapterOptions o) =>
        new NerdbankMessagePackAdapter(o.ReferenceTracking, path: OutputBuffer.LibraryStream);
    [Serializer("NerdbankMessagePackArrays.LibraryStream", PathAlternative = true)]
    public static SerializerAdapter CreateArraysLibraryStream(AdapterOptions o) =>
        new NerdbankMessagePackAdapter(o.ReferenceTracking, arrays: true, OutputBuffer.LibraryStream);

    readonly MessagePackSerializer _serializer = new()
    {
        PreserveReferences = referenceTracking ? ReferencePreservationMode.RejectCycles : ReferencePreservationMode.Off,
        PerfOverSchemaStability = arrays,
    };

    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor(arrays ? "NerdbankMessagePackArrays"
            : "NerdbankMessagePack", path, OutputBuffer.CallerBuffer),
        "https://github.com/AArnott/Nerdbank.MessagePack",
        DataFormat.Binary, arrays ? "MessagePack (objects as arrays)"
            : "MessagePack", typeof(MessagePackSerializer).Assembly)
    {
        Package = "Nerdbank.MessagePack",
        VersionedBy = arrays
            ? "member order (PerfOverSchemaStability: an object is an array of its members, in PolyType's order, which "
                + "follows [DataMember(Order)])"
            : "property names as map keys ([PropertyShape(Name)] keeps a renamed member's name)",
        TracksReferences = referenceTracking,
        OutputBuffer = path,
        Path = new(path == OutputBuffer.LibraryStream ? "MessagePackSerializer.Serialize(Stream, value, shape)"
            : "MessagePackSerializer.Serialize(IBufferWriter<byte>, value, shape)",
            "MessagePackSerializer.Deserialize(ReadOnlyMemory<byte>, shape)",
            "https://aarnott.github.io/Nerdbank.MessagePack/docs/performance.html"),
        Needs = type => type.Shapes is not null ? null
            : $"needs PolyType shapes for {type.Name} (declare a [GenerateShapeFor<{type.ClrType.Name}>] class in the "
                + $"dataset file and give it as Shapes)",
        Notes = "Shapes come from a PolyType witness class listing the root types. "
            + (arrays
                ? "PerfOverSchemaStability = true: objects are arrays of their members (the library's own compact "
                    + "mode; its documentation says the schema then changes when members are added, removed or "
                    + "reordered). "
                : "Writes maps keyed by property names (the library's default): it honours its own [Key] and "
                    + "PolyType's [PropertyShape], not "
                    + "MessagePack-CSharp's [Key]. ")
            + "[DataMember] does not bring in the private Secret, so it is skipped. Reference tracking "
                + "(ReferencePreservationMode.RejectCycles) shares strings too.",
    };

    // Reset to the caller's stream per call, so the timed call allocates nothing of ours.
    readonly StreamBufferWriter _writer = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (path == OutputBuffer.LibraryStream)
            _serializer.Serialize(output, value, Shape<T>.Value);
        else
            _serializer.Serialize(_writer.Reset(output), value, Shape<T>.Value);
    }

    public override T Deserialize<T>(MemoryStream input) =>
        _serializer.Deserialize(input.RemainingMemory(), Shape<T>.Value)!;

    static class Shape<T>
    {
        public static readonly ITypeShape<T> Value = NerdbankShapes.GeneratedTypeShapeProvider.GetTypeShape<T>()
            ?? (TestDataTypes.Find(typeof(T))?.Shapes ?? NerdbankShapes.GeneratedTypeShapeProvider)
                .GetTypeShapeOrThrow<T>();
    }
}

/// <summary>Makes PolyType generate shapes for the root types, whose assembly knows nothing of it.</summary>
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
[GenerateShapeFor<AddedV1>]
[GenerateShapeFor<AddedV2>]
[GenerateShapeFor<RemovedV1>]
[GenerateShapeFor<RemovedV2>]
[GenerateShapeFor<ReorderedV1>]
[GenerateShapeFor<ReorderedV2>]
[GenerateShapeFor<RenamedV1>]
[GenerateShapeFor<RenamedV2>]
[GenerateShapeFor<WidenedV1>]
[GenerateShapeFor<WidenedV2>]
[GenerateShapeFor<NullableV1>]
[GenerateShapeFor<NullableV2>]
[GenerateShapeFor<EnumV1>]
[GenerateShapeFor<EnumV2>]
[GenerateShapeFor<ListV1>]
[GenerateShapeFor<ListV2>]
partial class NerdbankShapes;
