using Google.FlatBuffers;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;
using static SerializerTests.Serializers.Binary.FlatBuffersMapping;

namespace SerializerTests.Serializers.Binary;

/// <summary>Google.FlatBuffers with hand-written tables (TypesToSerialize/FlatBuffers/TestData.fbs), one root table per dataset root.</summary>
public sealed class FlatBuffersAdapter : SerializerAdapter
{
    /// <summary>Reused across calls, as the library recommends: its buffer keeps the size of the largest message.</summary>
    FlatBufferBuilder? _builder;

    public override SerializerInfo Info { get; } = new("FlatBuffers", "https://github.com/google/flatbuffers",
        DataFormat.Binary, "FlatBuffers", typeof(FlatBufferBuilder).Assembly)
    {
        Package = "Google.FlatBuffers",
        Path = new("FlatBufferBuilder (held, Clear per call), Finish, bytes copied into the stream",
            "ByteBuffer over the stream's buffer, tables read by hand", "https://flatbuffers.dev/languages/c_sharp/"),
        VersionedBy = "field ids (vtable slots; one hand-written table per version, TypesToSerialize/FlatBuffers/Versioning.fbs)",
        OutputBuffer = OutputBuffer.ReusedWriter,
        ConversionInTimedCall = "the C# objects into the builder and every table read back into C# objects",
        Needs = SerializerInfo.NeedsAMapping,
        WritesPrivateMembers = true,
        Notes = "Converts from and to the C# objects inside every timed call: the reader materializes the whole object, no lazy access. "
            + "Absent strings and vectors are null, empty ones stay empty; nullable ints and dates are optional scalars; "
            + "DateTime is ToBinary(), decimal its four GetBits ints, Guid 16 bytes. No reference tracking.",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        var b = _builder ??= new FlatBufferBuilder(1024);
        b.Clear();
        int root = value switch
        {
            BookShelf v => Write(b, v),
            BookShelf1 v => Write(b, v),
            BookShelf2 v => Write(b, v),
            LargeBookShelf v => Write(b, v),
            ReferenceBookShelf v => Write(b, v),
            Organization v => Write(b, v),
            People v => Write(b, v),
            Vector3[] v => Write(b, v),
            Employee[] v => Write(b, v),
            SimpleObject[] v => Write(b, v),
            SimpleObjectWithFields[] v => Write(b, v),
            _ when FlatBuffersVersioning.ByType.TryGetValue(typeof(T), out var versioned) => versioned.Write(b, value),
            _ => throw new NotSupportedException($"{Info.Name} has no table for {typeof(T).Name}"),
        };
        b.Finish(root);
        // The finished buffer is the builder's tail (it writes back to front); copy just that into the stream.
        output.Write(b.DataBuffer.ToArraySegment(b.DataBuffer.Position, b.Offset));
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        var root = FlatBuffersAccess.Root(new ByteBuffer(input.GetBuffer(), (int)input.Position));
        object result = typeof(T) == typeof(BookShelf) ? ReadBookShelf(root)
            : typeof(T) == typeof(BookShelf1) ? ReadBookShelf1(root)
            : typeof(T) == typeof(BookShelf2) ? ReadBookShelf2(root)
            : typeof(T) == typeof(LargeBookShelf) ? ReadLargeBookShelf(root)
            : typeof(T) == typeof(ReferenceBookShelf) ? ReadReferenceBookShelf(root)
            : typeof(T) == typeof(Organization) ? ReadOrganization(root)
            : typeof(T) == typeof(People) ? ReadPeople(root)
            : typeof(T) == typeof(Vector3[]) ? ReadVectors(root)
            : typeof(T) == typeof(Employee[]) ? ReadEmployees(root)
            : typeof(T) == typeof(EmployeeComplex[]) ? ReadEmployeesComplex(root)
            : typeof(T) == typeof(SimpleObject[]) ? ReadSimpleObjects(root)
            : typeof(T) == typeof(SimpleObjectWithFields[]) ? ReadSimpleObjectsWithFields(root)
            : FlatBuffersVersioning.ByType.TryGetValue(typeof(T), out var versioned) ? versioned.Read(root)
            : throw new NotSupportedException($"{Info.Name} has no table for {typeof(T).Name}");
        return (T)result;
    }
}
