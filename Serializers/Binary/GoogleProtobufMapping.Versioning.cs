using Google.Protobuf;
using SerializerTests.TypesToSerialize.Protobuf.Versioning;
using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Serializers.Binary;

/// <summary>The versioning pairs to and from their messages (TypesToSerialize/Protobuf/versioning.proto): each C#
/// version maps to its own message, member for member, so what happens across versions is what protobuf's bytes
/// carry.</summary>
static class GoogleProtobufVersioning
{
    public delegate object Parse(ReadOnlySpan<byte> bytes);

    public sealed record Mapping(Type Type, Func<object, IMessage> ToProto, Parse FromProto);

    public static IReadOnlyDictionary<Type, Mapping> ByType { get; } = new Mapping[]
    {
        Map<AddedV1, AddedV1Proto>(AddedV1Proto.Parser, v => new AddedV1Proto { Id = v.Id, Name = v.Name ?? "" },
            p => new AddedV1 { Id = p.Id, Name = p.Name }),
        Map<AddedV2, AddedV2Proto>(AddedV2Proto.Parser, v =>
            new AddedV2Proto { Id = v.Id, Name = v.Name ?? "", Extra = v.Extra ?? "" },
            p => new AddedV2 { Id = p.Id, Name = p.Name, Extra = NullIfEmpty(p.Extra) }),
        Map<RemovedV1, RemovedV1Proto>(RemovedV1Proto.Parser, v =>
            new RemovedV1Proto { Id = v.Id, Note = v.Note ?? "", Name = v.Name ?? "" },
            p => new RemovedV1 { Id = p.Id, Note = NullIfEmpty(p.Note), Name = p.Name }),
        Map<RemovedV2, RemovedV2Proto>(RemovedV2Proto.Parser, v =>
            new RemovedV2Proto { Id = v.Id, Name = v.Name ?? "" },
            p => new RemovedV2 { Id = p.Id, Name = p.Name }),
        Map<ReorderedV1,
        ReorderedV1Proto>(ReorderedV1Proto.Parser, v =>
            new ReorderedV1Proto { Id = v.Id, Name = v.Name ?? "", Count = v.Count },
            p => new ReorderedV1 { Id = p.Id, Name = p.Name, Count = p.Count }),
        Map<ReorderedV2,
        ReorderedV2Proto>(ReorderedV2Proto.Parser, v =>
            new ReorderedV2Proto { Count = v.Count, Name = v.Name ?? "", Id = v.Id },
            p => new ReorderedV2 { Count = p.Count, Name = p.Name, Id = p.Id }),
        Map<RenamedV1, RenamedV1Proto>(RenamedV1Proto.Parser, v =>
            new RenamedV1Proto { Id = v.Id, Name = v.Name ?? "" },
            p => new RenamedV1 { Id = p.Id, Name = p.Name }),
        Map<RenamedV2, RenamedV2Proto>(RenamedV2Proto.Parser, v =>
            new RenamedV2Proto { Id = v.Id, Title = v.Title ?? "" },
            p => new RenamedV2 { Id = p.Id, Title = p.Title }),
        Map<WidenedV1, WidenedV1Proto>(WidenedV1Proto.Parser, v => new WidenedV1Proto { Id = v.Id, Count = v.Count },
            p => new WidenedV1 { Id = p.Id, Count = p.Count }),
        Map<WidenedV2, WidenedV2Proto>(WidenedV2Proto.Parser, v => new WidenedV2Proto { Id = v.Id, Count = v.Count },
            p => new WidenedV2 { Id = p.Id, Count = p.Count }),
        Map<NullableV1, NullableV1Proto>(NullableV1Proto.Parser, v =>
            new NullableV1Proto { Id = v.Id, Count = v.Count },
            p => new NullableV1 { Id = p.Id, Count = p.Count }),
        Map<NullableV2, NullableV2Proto>(NullableV2Proto.Parser, v =>
            v.Count is { } count ? new NullableV2Proto { Id = v.Id, Count = count }
            : new NullableV2Proto { Id = v.Id }, p =>
                new NullableV2 { Id = p.Id, Count = p.HasCount ? p.Count : null }),
        Map<EnumV1, EnumV1Proto>(EnumV1Proto.Parser, v => new EnumV1Proto { Id = v.Id, Kind = (KindV1Proto)v.Kind },
            p => new EnumV1 { Id = p.Id, Kind = (KindV1)p.Kind }),
        Map<EnumV2, EnumV2Proto>(EnumV2Proto.Parser, v => new EnumV2Proto { Id = v.Id, Kind = (KindV2Proto)v.Kind },
            p => new EnumV2 { Id = p.Id, Kind = (KindV2)p.Kind }),
        Map<ListV1, ListV1Proto>(ListV1Proto.Parser, v => new ListV1Proto { Id = v.Id, Items = { v.Items ?? [] } },
            p => new ListV1 { Id = p.Id, Items = [.. p.Items] }),
        Map<ListV2, ListV2Proto>(ListV2Proto.Parser, v => new ListV2Proto { Id = v.Id, Items = { v.Items ?? [] } },
            p => new ListV2 { Id = p.Id, Items = [.. p.Items] }),
    }.ToDictionary(m => m.Type);

    static Mapping Map<T, TProto>(MessageParser<TProto> parser, Func<T, TProto> toProto, Func<TProto, T> fromProto)
        where T : class where TProto : IMessage<TProto> =>
        new(typeof(T), value => toProto((T)value), bytes => fromProto(parser.ParseFrom(bytes)));

    /// <summary>proto3 cannot tell an empty string from a missing one; the versioning values are never empty.</summary>
    static string? NullIfEmpty(string text) => text.Length == 0 ? null : text;
}
