using System.Text.Json.Serialization;

namespace SerializerTests.TypesToSerialize;

/// <summary> The fourth first-call type: many members of many kinds (integers of several widths, floating point, bool,
/// strings, DateTime, Guid, enum, arrays, a list and a nested object), so that type-specific code generation is really
/// exercised.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class LargeBookShelf
{
    [DataMember(Order = 1), Key(0), Id(1)] public List<LargeBook>? Books { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
}

public enum Genre { Fiction, Science, History, Poetry }

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Publisher
{
    [DataMember(Order = 1), Key(0), Id(1)] public string? Name { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? City { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public int Founded { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class LargeBook
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Title { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? Author { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public string? Isbn { get; set; }
    [DataMember(Order = 5), Key(4), Id(5)] public long PageCount { get; set; }
    [DataMember(Order = 6), Key(5), Id(6)] public short Edition { get; set; }
    [DataMember(Order = 7), Key(6), Id(7)] public byte Rating { get; set; }
    [DataMember(Order = 8), Key(7), Id(8)] public bool InPrint { get; set; }
    [DataMember(Order = 9), Key(8), Id(9)] public double Price { get; set; }
    [DataMember(Order = 10), Key(9), Id(10)] public float Weight { get; set; }
    [DataMember(Order = 11), Key(10), Id(11)] public DateTime Published { get; set; }
    [DataMember(Order = 12), Key(11), Id(12)] public Guid Key { get; set; }
    [DataMember(Order = 13), Key(12), Id(13)] public Genre Genre { get; set; }
    [DataMember(Order = 14), Key(13), Id(14)] public List<string>? Tags { get; set; }
    [DataMember(Order = 15), Key(14), Id(15)] public int[]? ChapterPages { get; set; }
    [DataMember(Order = 16), Key(15), Id(16),
        JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public byte[]? Cover { get; set; }
    [DataMember(Order = 17), Key(16), Id(17)] public Publisher? Publisher { get; set; }
    [DataMember(Order = 18), Key(17), Id(18)] public decimal? Discount { get; set; }
}
