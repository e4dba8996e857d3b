using System.Text.Json.Serialization;

namespace SerializerTests.TypesToSerialize;

/// <summary>The classic payload: a title, an id and an opaque byte[] of printable ASCII.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Book
{
    [DataMember(Order = 1), Key(0), Id(1)] public string? Title { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public int Id { get; set; }
    // JsonIgnore(WhenWritingNull): System.Text.Json 10.0's generated fast path writes a null byte[] as "", so both STJ
    // adapters leave a null one out.
    [DataMember(Order = 3), Key(2), Id(3),
        JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public byte[]? BookData { get; set; }
}
