using System.Collections.Immutable;
using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;
using System.Reflection.PortableExecutable;
using System.Runtime.InteropServices;

namespace SerializerTests.RunAll.Footprint;

/// <summary>The bytes of a NativeAOT app's types and compiled methods that come from one assembly.</summary>
public sealed record AssemblySize(string Assembly, long TypeBytes, long MethodBytes)
{
    public long Bytes => TypeBytes + MethodBytes;
}

/// <summary>What an .mstat file says: the types' and methods' bytes by assembly, largest first, and the bytes of the
/// other data that ILC does not attribute to an assembly.</summary>
public sealed record MstatSizes(IReadOnlyList<AssemblySize> ByAssembly, long BlobBytes, Version FormatVersion);

/// <summary>Reads the size statistics ILC writes with <c>IlcGenerateMstatFile</c>.</summary>
public static class MstatReader
{
    /// <summary>The assembly of a record the file itself defines or whose type has no assembly.</summary>
    public const string Unknown = "(unknown)";

    public static MstatSizes Read(string path)
    {
        try
        {
            using var pe = new PEReader(ImmutableCollectionsMarshal.AsImmutableArray(File.ReadAllBytes(path)));
            if (!pe.HasMetadata)
                throw Damaged(path, "it is not a .NET assembly");
            var metadata = pe.GetMetadataReader();
            if (!metadata.IsAssembly || metadata.TypeDefinitions.Count == 0)
                throw Damaged(path, "it has no assembly definition or no global type");
            var global = metadata.GetTypeDefinition(MetadataTokens.TypeDefinitionHandle(1)).GetMethods()
                .Select(metadata.GetMethodDefinition)
                .ToDictionary(m => metadata.GetString(m.Name), m => m.RelativeVirtualAddress);
            if (Array.Find(["Types", "Methods", "Blobs"], name => !global.ContainsKey(name)) is string missing)
                throw Damaged(path, $"its global type has no method {missing}, so it is not an .mstat");
            // 3.0 is announced to take RVA fields, frozen objects and resources out of Blobs: read as 2.x, its total
            // would be short.
            var written = metadata.GetAssemblyDefinition().Version;
            var version = new Version(written.Major, written.Minor);
            if (version.Major is not (1 or 2))
                throw Damaged(path, $"its format version {version} is not 1.x or 2.x, the versions this reader knows");
            Record[] Records(string name, int values) => global[name] != 0
                ? ReadRecords(pe.GetMethodBody(global[name]).GetILReader(), values, path, name)
                : throw Damaged(path, $"its method {name} has no body");

            var types = Records("Types", 1);
            var methods = Records("Methods", 3);
            long blobs = Records("Blobs", 1).Sum(r => (long)r.Values[0]);
            var attribution = new Attribution(metadata, path);
            var byAssembly =
                types.Select(r => (Assembly: attribution.Of(r.Token), Types: (long)r.Values[0], Methods: 0L))
                .Concat(methods.Select(r =>
                (Assembly: attribution.Of(r.Token), Types: 0L, Methods: (long)r.Values[0] + r.Values[1] + r.Values[2])))
                .GroupBy(r => r.Assembly, StringComparer.Ordinal)
                .Select(g => new AssemblySize(g.Key, g.Sum(r => r.Types), g.Sum(r => r.Methods)))
                .OrderByDescending(a => a.Bytes).ThenBy(a => a.Assembly, StringComparer.Ordinal)
                .ToList();
            return new MstatSizes(byAssembly, blobs, version);
        }
        // What System.Reflection.Metadata throws on a damaged image or a token out of its table.
        catch (Exception e) when (e is BadImageFormatException or InvalidOperationException or ArgumentException)
        {
            throw Damaged(path, e.Message);
        }
    }

    static InvalidDataException Damaged(string path, string what) =>
        new($"{path} is not a readable .mstat file: {what}");

    sealed record Record(int Token, List<int> Values);

    static Record[] ReadRecords(BlobReader il, int values, string path, string method)
    {
        var records = new List<Record>();
        while (il.RemainingBytes > 0)
        {
            var opCode = (ILOpCode)il.ReadByte();
            if (opCode is ILOpCode.Ldtoken or ILOpCode.Ldstr)
                records.Add(new Record(il.ReadInt32(), []));
            else if (records.Count > 0 && Constant(opCode, ref il) is int value)
                records[^1].Values.Add(value);
            else
                throw Damaged(path,
                    $"{method} has {opCode} at IL offset {il.Offset - 1} where a token or a number was expected");
        }
        var incomplete = records.FirstOrDefault(r => r.Values.Count < values);
        return incomplete is null ? [.. records]
            : throw Damaged(path,
            $"a record of {method} has {incomplete.Values.Count} numbers, fewer than the {values} it needs");
    }

    static int? Constant(ILOpCode opCode, ref BlobReader il) => opCode switch
    {
        >= ILOpCode.Ldc_i4_m1 and <= ILOpCode.Ldc_i4_8 => opCode - ILOpCode.Ldc_i4_0,
        ILOpCode.Ldc_i4_s => il.ReadSByte(),
        ILOpCode.Ldc_i4 => il.ReadInt32(),
        _ => null,
    };

    /// <summary>The assembly that defines a type or method token of the file.</summary>
    sealed class Attribution(MetadataReader metadata, string path) : ISignatureTypeProvider<string, object?>
    {
        // A damaged file can make a type its own scope or element; no real nesting comes near this.
        const int MaxDepth = 64;
        readonly Dictionary<EntityHandle, string> _known = [];
        int _depth;

        public string Of(int token) => Of(MetadataTokens.EntityHandle(token));

        string Of(EntityHandle handle)
        {
            if (_known.TryGetValue(handle, out string? known))
                return known;
            if (handle.IsNil
                || MetadataTokens.GetRowNumber(handle)
                    > metadata.GetTableRowCount((TableIndex)(MetadataTokens.GetToken(handle) >> 24)))
                throw Damaged(path, $"token 0x{MetadataTokens.GetToken(handle):X8} is not a row of its table");
            if (++_depth > MaxDepth)
                throw Damaged(path, $"token 0x{MetadataTokens.GetToken(handle):X8} refers to itself");
            try
            {
                return _known[handle] = handle.Kind switch
                {
                    HandleKind.TypeReference =>
                        Scope(metadata.GetTypeReference((TypeReferenceHandle)handle).ResolutionScope),
                    HandleKind.TypeSpecification =>
                        metadata.GetTypeSpecification((TypeSpecificationHandle)handle).DecodeSignature(this, null),
                    HandleKind.MemberReference => Of(metadata.GetMemberReference((MemberReferenceHandle)handle).Parent),
                    HandleKind.MethodSpecification =>
                        Of(metadata.GetMethodSpecification((MethodSpecificationHandle)handle).Method),
                    _ => Unknown,
                };
            }
            finally
            {
                _depth--;
            }
        }

        string Scope(EntityHandle scope) => scope.Kind switch
        {
            HandleKind.AssemblyReference =>
                metadata.GetString(metadata.GetAssemblyReference((AssemblyReferenceHandle)scope).Name),
            HandleKind.TypeReference => Of(scope),
            _ => Unknown,
        };

        public string GetTypeFromDefinition(MetadataReader reader, TypeDefinitionHandle handle, byte rawTypeKind) =>
            Unknown;
        public string GetTypeFromReference(MetadataReader reader, TypeReferenceHandle handle, byte rawTypeKind) =>
            Of(handle);
        public string GetTypeFromSpecification(MetadataReader reader, object? context, TypeSpecificationHandle handle,
            byte rawTypeKind) =>
            Of(handle);
        // ILC writes the primitive types as signature codes; NativeAOT defines them in its CoreLib.
        public string GetPrimitiveType(PrimitiveTypeCode typeCode) => "System.Private.CoreLib";
        public string GetGenericInstantiation(string genericType, ImmutableArray<string> typeArguments) => genericType;
        public string GetSZArrayType(string elementType) => elementType;
        public string GetArrayType(string elementType, ArrayShape shape) => elementType;
        public string GetPointerType(string elementType) => elementType;
        public string GetByReferenceType(string elementType) => elementType;
        public string GetPinnedType(string elementType) => elementType;
        public string GetModifiedType(string modifier, string unmodifiedType, bool isRequired) => unmodifiedType;
        public string GetFunctionPointerType(MethodSignature<string> signature) => Unknown;
        public string GetGenericMethodParameter(object? genericContext, int index) => Unknown;
        public string GetGenericTypeParameter(object? genericContext, int index) => Unknown;
    }
}
