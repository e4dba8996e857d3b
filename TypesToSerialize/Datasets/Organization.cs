namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary> Seed 003's network packet: an organization with tags and a list of members, sent as one message. N is the
/// number of members (the seed's million-member case is N = 1,000,000).</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Organization
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string[]? Tags { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public List<Member>? Members { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Member
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? Description { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public string? Address { get; set; }
    [DataMember(Order = 5), Key(4), Id(5)] public double Value { get; set; }
    /// <summary>Unix milliseconds, as a long (the seed's choice, rather than a DateTime).</summary>
    [DataMember(Order = 6), Key(5), Id(6)] public long UpdateTime { get; set; }
}
