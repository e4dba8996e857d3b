using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Serializers.Baselines;

/// <summary>The versioning pairs, hand-written the way <see cref="BinaryWriterAdapter"/> writes every dataset: each
/// version's members back to back in declaration order, with no count, name or length around the object. Nothing is
/// adapted to the other version: what happens across versions is what hand-written positional code does when its type
/// changes.</summary>
static class BinaryWriterVersioning
{
    public sealed record Mapping(Type Type, Action<BinaryWriter, object> Write, Func<BinaryReader, object> Read);

    public static IReadOnlyDictionary<Type, Mapping> ByType { get; } = new[]
    {
        Map<AddedV1>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Name); }, r =>
            new() { Id = r.ReadInt32(), Name = r.ReadNullableString() }),
        Map<AddedV2>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Name); w.WriteNullable(v.Extra); },
            r => new() { Id = r.ReadInt32(), Name = r.ReadNullableString(), Extra = r.ReadNullableString() }),
        Map<RemovedV1>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Note); w.WriteNullable(v.Name); },
            r => new() { Id = r.ReadInt32(), Note = r.ReadNullableString(), Name = r.ReadNullableString() }),
        Map<RemovedV2>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Name); }, r =>
            new() { Id = r.ReadInt32(), Name = r.ReadNullableString() }),
        Map<ReorderedV1>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Name); w.Write(v.Count); },
            r => new() { Id = r.ReadInt32(), Name = r.ReadNullableString(), Count = r.ReadInt32() }),
        Map<ReorderedV2>((w, v) => { w.Write(v.Count); w.WriteNullable(v.Name); w.Write(v.Id); },
            r => new() { Count = r.ReadInt32(), Name = r.ReadNullableString(), Id = r.ReadInt32() }),
        Map<RenamedV1>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Name); }, r =>
            new() { Id = r.ReadInt32(), Name = r.ReadNullableString() }),
        Map<RenamedV2>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Title); }, r =>
            new() { Id = r.ReadInt32(), Title = r.ReadNullableString() }),
        Map<WidenedV1>((w, v) => { w.Write(v.Id); w.Write(v.Count); }, r =>
            new() { Id = r.ReadInt32(), Count = r.ReadInt32() }),
        Map<WidenedV2>((w, v) => { w.Write(v.Id); w.Write(v.Count); }, r =>
            new() { Id = r.ReadInt32(), Count = r.ReadInt64() }),
        Map<NullableV1>((w, v) => { w.Write(v.Id); w.Write(v.Count); }, r =>
            new() { Id = r.ReadInt32(), Count = r.ReadInt32() }),
        Map<NullableV2>((w, v) => { w.Write(v.Id); w.WriteNullable(v.Count); }, r =>
            new() { Id = r.ReadInt32(), Count = r.ReadNullableInt32() }),
        Map<EnumV1>((w, v) => { w.Write(v.Id); w.Write((int)v.Kind); }, r =>
            new() { Id = r.ReadInt32(), Kind = (KindV1)r.ReadInt32() }),
        Map<EnumV2>((w, v) => { w.Write(v.Id); w.Write((int)v.Kind); }, r =>
            new() { Id = r.ReadInt32(), Kind = (KindV2)r.ReadInt32() }),
        Map<ListV1>((w, v) => { w.Write(v.Id); w.WriteList(v.Items, static (w, i) => w.Write(i)); },
            r => new() { Id = r.ReadInt32(), Items = r.ReadList(static r => r.ReadInt32()) }),
        Map<ListV2>((w, v) => { w.Write(v.Id); w.WriteList(v.Items, static (w, i) => w.Write(i)); },
            r => new() { Id = r.ReadInt32(), Items = r.ReadArray(static r => r.ReadInt32()) }),
    }.ToDictionary(m => m.Type);

    static Mapping Map<T>(Action<BinaryWriter, T> write, Func<BinaryReader, T> read) where T : class =>
        new(typeof(T), (w, value) => write(w, (T)value), r => read(r));
}
