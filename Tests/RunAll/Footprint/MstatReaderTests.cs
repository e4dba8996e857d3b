using System.Reflection;
using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;
using System.Reflection.PortableExecutable;
using SerializerTests.RunAll.Footprint;

namespace SerializerTests.Tests.RunAll.Footprint;

/// <summary>
/// The reader over .mstat files built here as ILC builds them (an assembly whose global type's methods list tokens and sizes),
/// so that every byte of the expected sums is known: LibA defines <c>A</c> and <c>G`1</c>, LibB defines <c>B</c> and the nested
/// <c>B.Inner</c>.
/// </summary>
public sealed class MstatReaderTests : IDisposable
{
    readonly string _folder = TempFolders.New("mstat-");

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    sealed record References(EntityHandle A, EntityHandle B, EntityHandle Inner, EntityHandle GOfB, EntityHandle ArrayOfA,
        EntityHandle BRun, EntityHandle GOfBAdd, EntityHandle BRunOfA);

    /// <summary>A global method's records: a token (or a blob's name) and its numbers.</summary>
    delegate void Records(References references, MetadataBuilder metadata, InstructionEncoder il);

    [Theory]
    [InlineData(2, 0)]
    [InlineData(1, 1)]
    public void SumsTypesAndMethodsByTheAssemblyThatDefinesThem(int major, int minor)
    {
        // 2.x appends a name index to every type and method record; numbers after those the reader needs are skipped.
        bool appended = major >= 2;
        string path = Write(new Version(major, minor), new()
        {
            ["Types"] = (r, _, il) =>
            {
                Record(il, r.A, appended ? [100, -1] : [100]);
                Record(il, r.GOfB, appended ? [200, 70_000] : [200]);          // G<B> is LibA's code
                Record(il, r.ArrayOfA, [11]);
                Record(il, r.B, [30]);
                Record(il, r.Inner, appended ? [7, 8] : [7]);
                Record(il, MetadataTokens.TypeDefinitionHandle(1), [5]);     // the file's own <Module>
            },
            ["Methods"] = (r, _, il) =>
            {
                Record(il, r.BRun, appended ? [1000, 20, 3, 70_001] : [1000, 20, 3]);
                Record(il, r.GOfBAdd, [500, 10, 0]);
                Record(il, r.BRunOfA, appended ? [40, 4, 1, -1] : [40, 4, 1]);
            },
            ["Blobs"] = Blobs,
        });

        var sizes = MstatReader.Read(path);

        Assert.Equal(new Version(major, minor), sizes.FormatVersion);
        Assert.Equal([new AssemblySize("LibB", 37, 1068), new AssemblySize("LibA", 311, 510), new AssemblySize(MstatReader.Unknown, 5, 0)],
            sizes.ByAssembly);
        Assert.Equal(1105, sizes.ByAssembly[0].Bytes);
        Assert.Equal(4096, sizes.BlobBytes);
    }

    [Fact]
    public void GarbageAndATruncatedFileAreRefusedNamingTheFile()
    {
        string garbage = Path.Combine(_folder, "garbage.mstat");
        File.WriteAllText(garbage, "not a portable executable");
        Refused(garbage, "is not a readable .mstat file");

        byte[] whole = File.ReadAllBytes(Write(new Version(2, 0), Valid()));
        string truncated = Path.Combine(_folder, "truncated.mstat");
        File.WriteAllBytes(truncated, whole[..(whole.Length / 2)]);
        Refused(truncated, "is not a readable .mstat file");
    }

    [Fact]
    public void AnAssemblyWithoutTheRecordsIsNotAnMstat()
    {
        Refused(typeof(object).Assembly.Location, "has no method Types");
        var noTypes = Valid();
        noTypes.Remove("Types");
        Refused(Write(new Version(2, 0), noTypes), "has no method Types");
    }

    [Fact]
    public void DamagedRecordsAreRefused()
    {
        Refused(Write(new Version(3, 0), Valid()), "format version 3.0");
        Refused(With("Methods", (r, _, il) => Record(il, r.BRun, [1000, 20])), "has 2 numbers, fewer than the 3");
        Refused(With("Types", (_, _, il) => il.OpCode(ILOpCode.Ldnull)), "Types has Ldnull at IL offset 0");
        Refused(With("Types", (r, _, il) => Record(il, MetadataTokens.TypeReferenceHandle(999), [1])), "0x010003E7 is not a row");
        // A type nested in itself: no stack overflow.
        Refused(With("Types", (_, metadata, il) => Record(il,
            metadata.AddTypeReference(MetadataTokens.TypeReferenceHandle(metadata.GetRowCount(TableIndex.TypeRef) + 1), default, metadata.GetOrAddString("Loop")), [1])),
            "refers to itself");
    }

    string With(string method, Records records)
    {
        var methods = Valid();
        methods[method] = records;
        return Write(new Version(2, 0), methods);
    }

    static void Refused(string path, string reason)
    {
        var error = Assert.Throws<InvalidDataException>(() => MstatReader.Read(path));
        Assert.Contains(path, error.Message, StringComparison.Ordinal);
        Assert.Contains(reason, error.Message, StringComparison.Ordinal);
    }

    static Dictionary<string, Records> Valid() => new()
    {
        ["Types"] = (r, _, il) => Record(il, r.A, [100]),
        ["Methods"] = (r, _, il) => Record(il, r.BRun, [1000, 20, 3]),
        ["Blobs"] = Blobs,
    };

    static void Blobs(References references, MetadataBuilder metadata, InstructionEncoder il)
    {
        il.LoadString(metadata.GetOrAddUserString("metadata"));
        il.LoadConstantI4(4000);
        il.LoadString(metadata.GetOrAddUserString("frozen objects"));
        il.LoadConstantI4(96);
    }

    static void Record(InstructionEncoder il, EntityHandle token, int[] numbers)
    {
        il.OpCode(ILOpCode.Ldtoken);
        il.Token(token);
        foreach (int number in numbers)
            il.LoadConstantI4(number);
    }

    string Write(Version version, Dictionary<string, Records> methods)
    {
        var metadata = new MetadataBuilder();
        var name = metadata.GetOrAddString("test.mstat");
        metadata.AddModule(0, name, metadata.GetOrAddGuid(Guid.NewGuid()), default, default);
        metadata.AddAssembly(name, version, default, default, 0, AssemblyHashAlgorithm.None);
        var references = AddReferences(metadata);

        var bodies = new MethodBodyStreamEncoder(new BlobBuilder());
        var signature = new BlobBuilder();
        new BlobEncoder(signature).MethodSignature().Parameters(0, r => r.Void(), _ => { });
        foreach (var (methodName, records) in methods)
        {
            var il = new InstructionEncoder(new BlobBuilder());
            records(references, metadata, il);
            metadata.AddMethodDefinition(MethodAttributes.Static, MethodImplAttributes.IL, metadata.GetOrAddString(methodName),
                metadata.GetOrAddBlob(signature), bodies.AddMethodBody(il), MetadataTokens.ParameterHandle(1));
        }
        metadata.AddTypeDefinition(default, default, metadata.GetOrAddString("<Module>"), default,
            MetadataTokens.FieldDefinitionHandle(1), MetadataTokens.MethodDefinitionHandle(1));

        var image = new BlobBuilder();
        new ManagedPEBuilder(PEHeaderBuilder.CreateLibraryHeader(), new MetadataRootBuilder(metadata), bodies.Builder).Serialize(image);
        string path = Path.Combine(_folder, $"{Guid.NewGuid():N}.mstat");
        File.WriteAllBytes(path, image.ToArray());
        return path;
    }

    /// <summary>The shapes ILC writes: type references scoped by an assembly or an enclosing type, a generic instantiation, an
    /// array, methods as member references on a type or an instantiation, and a generic method's instantiation.</summary>
    static References AddReferences(MetadataBuilder metadata)
    {
        AssemblyReferenceHandle Assembly(string name) =>
            metadata.AddAssemblyReference(metadata.GetOrAddString(name), new Version(1, 0), default, default, 0, default);
        TypeReferenceHandle Type(EntityHandle scope, string name) =>
            metadata.AddTypeReference(scope, metadata.GetOrAddString("N"), metadata.GetOrAddString(name));
        BlobHandle Blob(Action<BlobEncoder> encode)
        {
            var blob = new BlobBuilder();
            encode(new BlobEncoder(blob));
            return metadata.GetOrAddBlob(blob);
        }
        BlobHandle Signature(int genericParameters) => Blob(e => e.MethodSignature(genericParameterCount: genericParameters).Parameters(0, r => r.Void(), _ => { }));

        var libA = Assembly("LibA");
        var libB = Assembly("LibB");
        var a = Type(libA, "A");
        var g = Type(libA, "G`1");
        var b = Type(libB, "B");
        var inner = Type(b, "Inner");
        var gOfB = metadata.AddTypeSpecification(Blob(e => e.TypeSpecificationSignature().GenericInstantiation(g, 1, false).AddArgument().Type(b, false)));
        var arrayOfA = metadata.AddTypeSpecification(Blob(e => e.TypeSpecificationSignature().SZArray().Type(a, false)));
        var bRun = metadata.AddMemberReference(b, metadata.GetOrAddString("Run"), Signature(1));
        var gOfBAdd = metadata.AddMemberReference(gOfB, metadata.GetOrAddString("Add"), Signature(0));
        var bRunOfA = metadata.AddMethodSpecification(bRun, Blob(e => e.MethodSpecificationSignature(1).AddArgument().Type(a, false)));
        return new References(a, b, inner, gOfB, arrayOfA, bRun, gOfBAdd, bRunOfA);
    }
}
