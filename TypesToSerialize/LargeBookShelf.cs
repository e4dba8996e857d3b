using System.Runtime.Serialization;

namespace SerializerTests.TypesToSerialize;

/// <summary>
/// The fourth first-call type: many members of many kinds (integers of several widths, floating point,
/// bool, strings, DateTime, Guid, enum, arrays, a list and a nested object), so that type-specific code
/// generation is really exercised.
/// </summary>
[Serializable, DataContract]
public sealed class LargeBookShelf
{
    [DataMember(Order = 1)] public List<LargeBook>? Books { get; set; }
    [DataMember(Order = 2)] public string? Name { get; set; }
}

public enum Genre { Fiction, Science, History, Poetry }

[Serializable, DataContract]
public sealed class Publisher
{
    [DataMember(Order = 1)] public string? Name { get; set; }
    [DataMember(Order = 2)] public string? City { get; set; }
    [DataMember(Order = 3)] public int Founded { get; set; }
}

[Serializable, DataContract]
public sealed class LargeBook
{
    [DataMember(Order = 1)] public int Id { get; set; }
    [DataMember(Order = 2)] public string? Title { get; set; }
    [DataMember(Order = 3)] public string? Author { get; set; }
    [DataMember(Order = 4)] public string? Isbn { get; set; }
    [DataMember(Order = 5)] public long PageCount { get; set; }
    [DataMember(Order = 6)] public short Edition { get; set; }
    [DataMember(Order = 7)] public byte Rating { get; set; }
    [DataMember(Order = 8)] public bool InPrint { get; set; }
    [DataMember(Order = 9)] public double Price { get; set; }
    [DataMember(Order = 10)] public float Weight { get; set; }
    [DataMember(Order = 11)] public DateTime Published { get; set; }
    [DataMember(Order = 12)] public Guid Key { get; set; }
    [DataMember(Order = 13)] public Genre Genre { get; set; }
    [DataMember(Order = 14)] public List<string>? Tags { get; set; }
    [DataMember(Order = 15)] public int[]? ChapterPages { get; set; }
    [DataMember(Order = 16)] public byte[]? Cover { get; set; }
    [DataMember(Order = 17)] public Publisher? Publisher { get; set; }
    [DataMember(Order = 18)] public decimal? Discount { get; set; }
}
