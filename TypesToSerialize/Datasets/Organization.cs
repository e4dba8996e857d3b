using System.Runtime.Serialization;

namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>
/// Seed 003's network packet: an organization with tags and a list of members, sent as one message. N is the number
/// of members (the seed's million-member case is N = 1,000,000).
/// </summary>
[Serializable, DataContract]
public sealed class Organization
{
    [DataMember(Order = 1)] public int Id { get; set; }
    [DataMember(Order = 2)] public string[]? Tags { get; set; }
    [DataMember(Order = 3)] public List<Member>? Members { get; set; }
}

[Serializable, DataContract]
public sealed class Member
{
    [DataMember(Order = 1)] public int Id { get; set; }
    [DataMember(Order = 2)] public string? Name { get; set; }
    [DataMember(Order = 3)] public string? Description { get; set; }
    [DataMember(Order = 4)] public string? Address { get; set; }
    [DataMember(Order = 5)] public double Value { get; set; }
    /// <summary>Unix milliseconds, as a long (the seed's choice, rather than a DateTime).</summary>
    [DataMember(Order = 6)] public long UpdateTime { get; set; }
}
