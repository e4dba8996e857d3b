using Google.FlatBuffers;
using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Serializers.Binary;

/// <summary>The versioning pairs as FlatBuffers tables (TypesToSerialize/FlatBuffers/Versioning.fbs): each version
/// reads and writes its own fields by id, so what happens across versions is what the vtables carry.</summary>
static class FlatBuffersVersioning
{
    public sealed record Mapping(Type Type, Func<FlatBufferBuilder, object, int> Write, Func<Table, object> Read);

    public static IReadOnlyDictionary<Type, Mapping> ByType { get; } = new Mapping[]
    {
        Map<AddedV1>((b, v) => IdAndStrings(b, v.Id, v.Name), t => new AddedV1 { Id = t.Int(0), Name = t.String(1) }),
        Map<AddedV2>((b, v) => IdAndStrings(b, v.Id, v.Name, v.Extra), t =>
            new AddedV2 { Id = t.Int(0), Name = t.String(1), Extra = t.String(2) }),
        Map<RemovedV1>((b, v) => IdAndStrings(b, v.Id, v.Note, v.Name), t =>
            new RemovedV1 { Id = t.Int(0), Note = t.String(1), Name = t.String(2) }),
        Map<RemovedV2>((b, v) => IdAndStrings(b, v.Id, null, v.Name), t =>
            new RemovedV2 { Id = t.Int(0), Name = t.String(2) }),
        Map<ReorderedV1>((b, v) => IdNameCount(b, v.Id, v.Name, v.Count),
            t => new ReorderedV1 { Id = t.Int(0), Name = t.String(1), Count = t.Int(2) }),
        Map<ReorderedV2>((b, v) => IdNameCount(b, v.Id, v.Name, v.Count),
            t => new ReorderedV2 { Count = t.Int(2), Name = t.String(1), Id = t.Int(0) }),
        Map<RenamedV1>((b, v) => IdAndStrings(b, v.Id, v.Name), t =>
            new RenamedV1 { Id = t.Int(0), Name = t.String(1) }),
        Map<RenamedV2>((b, v) => IdAndStrings(b, v.Id, v.Title), t =>
            new RenamedV2 { Id = t.Int(0), Title = t.String(1) }),
        Map<WidenedV1>((b, v) => Table(b, 2, () => { b.AddInt(0, v.Id, 0); b.AddInt(1, v.Count, 0); }),
            t => new WidenedV1 { Id = t.Int(0), Count = t.Int(1) }),
        Map<WidenedV2>((b, v) => Table(b, 2, () => { b.AddLong(1, v.Count, 0); b.AddInt(0, v.Id, 0); }),
            t => new WidenedV2 { Id = t.Int(0), Count = t.Long(1) }),
        Map<NullableV1>((b, v) => Table(b, 2, () => { b.AddInt(0, v.Id, 0); b.AddInt(1, v.Count, 0); }),
            t => new NullableV1 { Id = t.Int(0), Count = t.Int(1) }),
        Map<NullableV2>((b, v) => Table(b, 2, () => { b.AddInt(0, v.Id, 0); b.AddInt(1, v.Count); }),
            t => new NullableV2 { Id = t.Int(0), Count = t.IntOrNull(1) }),
        Map<EnumV1>((b, v) => Table(b, 2, () => { b.AddInt(0, v.Id, 0); b.AddInt(1, (int)v.Kind, 0); }),
            t => new EnumV1 { Id = t.Int(0), Kind = (KindV1)t.Int(1) }),
        Map<EnumV2>((b, v) => Table(b, 2, () => { b.AddInt(0, v.Id, 0); b.AddInt(1, (int)v.Kind, 0); }),
            t => new EnumV2 { Id = t.Int(0), Kind = (KindV2)t.Int(1) }),
        Map<ListV1>((b, v) => IdAndInts(b, v.Id, v.Items?.ToArray()), t =>
            new ListV1 { Id = t.Int(0), Items = t.Ints(1)?.ToList() }),
        Map<ListV2>((b, v) => IdAndInts(b, v.Id, v.Items), t => new ListV2 { Id = t.Int(0), Items = t.Ints(1) }),
    }.ToDictionary(m => m.Type);

    static Mapping Map<T>(Func<FlatBufferBuilder, T, int> write, Func<Table, T> read) where T : class =>
        new(typeof(T), (b, value) => write(b, (T)value), t => read(t));

    static int Table(FlatBufferBuilder b, int fields, Action add)
    {
        b.StartTable(fields);
        add();
        return b.EndTable();
    }

    /// <summary>Id in field 0, the strings in fields 1, 2, …; a null string leaves its field absent (how a removed
    /// field looks).</summary>
    static int IdAndStrings(FlatBufferBuilder b, int id, params string?[] strings)
    {
        var offsets = strings.Select(s => s is null ? 0 : b.String(s)).ToArray();
        return Table(b, 1 + strings.Length, () =>
        {
            b.AddInt(0, id, 0);
            for (int i = 0; i < offsets.Length; i++)
                b.AddOffset(1 + i, offsets[i], 0);
        });
    }

    static int IdNameCount(FlatBufferBuilder b, int id, string? name, int count)
    {
        int nameOffset = b.String(name);
        return Table(b, 3, () => { b.AddInt(0, id, 0); b.AddOffset(1, nameOffset, 0); b.AddInt(2, count, 0); });
    }

    static int IdAndInts(FlatBufferBuilder b, int id, int[]? items)
    {
        int vector = b.Ints(items);
        return Table(b, 2, () => { b.AddInt(0, id, 0); b.AddOffset(1, vector, 0); });
    }
}
