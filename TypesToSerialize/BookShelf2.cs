using System.Runtime.Serialization;

namespace SerializerTests.TypesToSerialize;

/// <summary>A third root type for the first-call test, with other member kinds than <see cref="BookShelf1"/>.</summary>
[Serializable, DataContract]
public sealed class BookShelf2
{
    [DataMember(Order = 1)] public List<Book2>? Books { get; set; }
    [DataMember(Order = 2)] public long ShelfNumber { get; set; }
}

[Serializable, DataContract]
public sealed class Book2
{
    [DataMember(Order = 1)] public string? Title { get; set; }
    [DataMember(Order = 2)] public long Id { get; set; }
    [DataMember(Order = 3)] public bool IsAvailable { get; set; }
    [DataMember(Order = 4)] public string? Author { get; set; }
}
