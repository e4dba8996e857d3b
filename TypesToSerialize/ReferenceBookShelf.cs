namespace SerializerTests.TypesToSerialize;

/// <summary> For <c>-reftracking</c>: every value is the same (large) string instance, so a serializer that tracks
/// references can write it once; one that does not writes it N times.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class ReferenceBookShelf
{
    [DataMember(Order = 1), Key(0), Id(1)] public Dictionary<DateTime, string>? Books { get; set; }
}
