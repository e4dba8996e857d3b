using System.Text.Json.Serialization;

namespace SerializerTests.TypesToSerialize;

/// <summary> The classic root object. <see cref="Secret"/> is private on purpose: serializers that only see public
/// members skip it, and the metadata of each adapter says whether it writes it.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class BookShelf
{
    [MemoryPackConstructor] public BookShelf() { }

    public BookShelf(string? secret) => Secret = secret;

    [DataMember(Order = 1), Key(0), Id(1)] public List<Book>? Books { get; set; }

    [DataMember(Order = 2), Key(1), Id(2), JsonInclude, MemoryPackInclude] private string? Secret { get; set; }

    public string? GetSecret() => Secret;
}
