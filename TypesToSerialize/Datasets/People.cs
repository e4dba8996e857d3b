using System.Runtime.Serialization;

namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>Seed 002's small message shape: N persons in one list, so per-item overhead shows.</summary>
[Serializable, DataContract]
public sealed class People
{
    [DataMember(Order = 1)] public List<Person>? Persons { get; set; }
}

[Serializable, DataContract]
public sealed class Person
{
    [DataMember(Order = 1)] public string? FirstName { get; set; }
    [DataMember(Order = 2)] public string? LastName { get; set; }
    [DataMember(Order = 3)] public byte Age { get; set; }
    [DataMember(Order = 4)] public Gender Gender { get; set; }
}

public enum Gender { Unknown, Female, Male }
