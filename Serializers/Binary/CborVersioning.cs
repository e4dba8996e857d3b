using System.Formats.Cbor;
using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Serializers.Binary;

/// <summary>The versioning pairs, hand-mapped like every dataset and not adapted to the other version.</summary>
static class CborVersioning
{
    public sealed record Mapping(Type Type, Action<CborWriter, object> Write, Func<CborReader, object> Read);

    public static IReadOnlyDictionary<Type, Mapping> ByType { get; } = new[]
    {
        Map<AddedV1>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Name); }, r =>
            new() { Id = r.ReadInt32(), Name = r.ReadNullableString() }),
        Map<AddedV2>(3, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Name); w.WriteNullable(v.Extra); },
            r => new() { Id = r.ReadInt32(), Name = r.ReadNullableString(), Extra = r.ReadNullableString() }),
        Map<RemovedV1>(3, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Note); w.WriteNullable(v.Name); },
            r => new() { Id = r.ReadInt32(), Note = r.ReadNullableString(), Name = r.ReadNullableString() }),
        Map<RemovedV2>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Name); },
            r => new() { Id = r.ReadInt32(), Name = r.ReadNullableString() }),
        Map<ReorderedV1>(3, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Name); w.WriteInt32(v.Count); },
            r => new() { Id = r.ReadInt32(), Name = r.ReadNullableString(), Count = r.ReadInt32() }),
        Map<ReorderedV2>(3, (w, v) => { w.WriteInt32(v.Count); w.WriteNullable(v.Name); w.WriteInt32(v.Id); },
            r => new() { Count = r.ReadInt32(), Name = r.ReadNullableString(), Id = r.ReadInt32() }),
        Map<RenamedV1>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Name); },
            r => new() { Id = r.ReadInt32(), Name = r.ReadNullableString() }),
        Map<RenamedV2>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Title); },
            r => new() { Id = r.ReadInt32(), Title = r.ReadNullableString() }),
        Map<WidenedV1>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteInt32(v.Count); }, r =>
            new() { Id = r.ReadInt32(), Count = r.ReadInt32() }),
        Map<WidenedV2>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteInt64(v.Count); }, r =>
            new() { Id = r.ReadInt32(), Count = r.ReadInt64() }),
        Map<NullableV1>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteInt32(v.Count); }, r =>
            new() { Id = r.ReadInt32(), Count = r.ReadInt32() }),
        Map<NullableV2>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteNullable(v.Count); },
            r => new() { Id = r.ReadInt32(), Count = r.ReadNullableInt32() }),
        Map<EnumV1>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteInt32((int)v.Kind); }, r =>
            new() { Id = r.ReadInt32(), Kind = (KindV1)r.ReadInt32() }),
        Map<EnumV2>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteInt32((int)v.Kind); }, r =>
            new() { Id = r.ReadInt32(), Kind = (KindV2)r.ReadInt32() }),
        Map<ListV1>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteList(v.Items, static (w, i) => w.WriteInt32(i)); },
            r => new() { Id = r.ReadInt32(), Items = r.ReadList(static r => r.ReadInt32()) }),
        Map<ListV2>(2, (w, v) => { w.WriteInt32(v.Id); w.WriteList(v.Items, static (w, i) => w.WriteInt32(i)); },
            r => new() { Id = r.ReadInt32(), Items = r.ReadArray(static r => r.ReadInt32()) }),
    }.ToDictionary(m => m.Type);

    /// <summary>The writer refuses any other count, the reader checks it.</summary>
    static Mapping Map<T>(int members, Action<CborWriter, T> write, Func<CborReader, T> read) where T : class =>
        new(typeof(T), (w, value) => { w.WriteStartArray(members); write(w, (T)value); w.WriteEndArray(); }, r =>
            r.ReadObject(read));
}
