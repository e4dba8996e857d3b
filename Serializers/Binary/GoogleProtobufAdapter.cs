using Google.Protobuf;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;
using SerializerTests.TypesToSerialize.Protobuf;
using static SerializerTests.Serializers.Binary.GoogleProtobufMapping;

namespace SerializerTests.Serializers.Binary;

/// <summary>Google.Protobuf with protoc-generated types (TypesToSerialize/Protobuf/*.proto), one message per dataset root.</summary>
/// <param name="path">WriteTo(IBufferWriter) over the caller's buffer (the default: measured faster for small messages, equal for large ones;
/// it is how gRPC writes), or WriteTo(Stream), which wraps the stream in a CodedOutputStream per call (<c>GoogleProtobuf.LibraryStream</c>,
/// run only when named; docs/accuracy.md "Paths" has both).</param>
public sealed class GoogleProtobufAdapter(OutputBuffer path = OutputBuffer.CallerBuffer) : SerializerAdapter
{
    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor("GoogleProtobuf", path, OutputBuffer.CallerBuffer), "https://github.com/protocolbuffers/protobuf",
        DataFormat.Binary, "Protobuf", typeof(IMessage).Assembly)
    {
        Package = "Google.Protobuf",
        VersionedBy = "field numbers (one protoc-generated message per version, TypesToSerialize/Protobuf/versioning.proto)",
        WritesPrivateMembers = true,
        Needs = SerializerInfo.NeedsAMapping,
        OutputBuffer = path,
        Path = new(path == OutputBuffer.LibraryStream ? "IMessage.WriteTo(Stream)" : "IMessage.WriteTo(IBufferWriter<byte>)",
            "MessageParser<T>.ParseFrom(ReadOnlySpan<byte>)",
            "https://cloud.google.com/dotnet/docs/reference/Google.Protobuf/latest/Google.Protobuf.MessageExtensions"),
        Notes = "Works on generated types: the conversion from and to the C# objects is part of every timed call. No reference tracking.",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        IMessage message = value switch
        {
            BookShelf v => ToProto(v),
            BookShelf1 v => ToProto(v),
            BookShelf2 v => ToProto(v),
            LargeBookShelf v => ToProto(v),
            ReferenceBookShelf v => ToProto(v),
            Organization v => ToProto(v),
            People v => ToProto(v),
            Vector3[] v => ToProto(v),
            EmployeeComplex[] v => ToProto(v),
            Employee[] v => ToProto(v),
            SimpleObject[] v => ToProto(v),
            SimpleObjectWithFields[] v => ToProto(v),
            _ when GoogleProtobufVersioning.ByType.TryGetValue(typeof(T), out var versioned) => versioned.ToProto(value),
            _ => throw new NotSupportedException($"{Info.Name} has no generated type for {typeof(T).Name}"),
        };
        if (path == OutputBuffer.LibraryStream)
            message.WriteTo(output);
        else
            message.WriteTo(output.BufferWriter());
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        var bytes = input.RemainingSpan();
        object result = typeof(T) == typeof(BookShelf) ? FromProto(BookShelfProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(BookShelf1) ? FromProto(BookShelf1Proto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(BookShelf2) ? FromProto(BookShelf2Proto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(LargeBookShelf) ? FromProto(LargeBookShelfProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(ReferenceBookShelf) ? FromProto(ReferenceBookShelfProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(Organization) ? FromProto(OrganizationProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(People) ? FromProto(PeopleProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(Vector3[]) ? FromProto(Vector3ArrayProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(Employee[]) ? FromProto(EmployeeArrayProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(EmployeeComplex[]) ? FromProto(EmployeeComplexArrayProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(SimpleObject[]) ? SimpleObjectsFromProto(SimpleObjectArrayProto.Parser.ParseFrom(bytes))
            : typeof(T) == typeof(SimpleObjectWithFields[]) ? SimpleObjectsWithFieldsFromProto(SimpleObjectArrayProto.Parser.ParseFrom(bytes))
            : GoogleProtobufVersioning.ByType.TryGetValue(typeof(T), out var versioned) ? versioned.FromProto(bytes)
            : throw new NotSupportedException($"{Info.Name} has no generated type for {typeof(T).Name}");
        return (T)result;
    }
}
