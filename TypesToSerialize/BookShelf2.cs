namespace SerializerTests.TypesToSerialize;

/// <summary>A third root type for the first-call test, with other member kinds than <see cref="BookShelf1"/>.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class BookShelf2
{
    [DataMember(Order = 1), Key(0), Id(1)] public List<Book2>? Books { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public long ShelfNumber { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Book2
{
    [DataMember(Order = 1), Key(0), Id(1)] public string? Title { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public long Id { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public bool IsAvailable { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public string? Author { get; set; }
}
