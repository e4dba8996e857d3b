namespace SerializerTests.TypesToSerialize;

/// <summary>A second, different root type for the first-call test: a new type means new serializer code.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class BookShelf1
{
    [DataMember(Order = 1), Key(0), Id(1)] public List<Book1>? Books { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Owner { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Book1
{
    [DataMember(Order = 1), Key(0), Id(1)] public string? Title { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public int Id { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public double Price { get; set; }
}
