using System.Runtime.Serialization;

namespace SerializerTests.TypesToSerialize;

/// <summary>The classic payload: a title, an id and an opaque byte[] of printable ASCII.</summary>
[Serializable, DataContract]
public sealed class Book
{
    [DataMember(Order = 1)] public string? Title { get; set; }
    [DataMember(Order = 2)] public int Id { get; set; }
    [DataMember(Order = 3)] public byte[]? BookData { get; set; }
}
