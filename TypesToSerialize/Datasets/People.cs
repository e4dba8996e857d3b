namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>Seed 002's small message shape: N persons in one list, so per-item overhead shows.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class People
{
    [DataMember(Order = 1), Key(0), Id(1)] public List<Person>? Persons { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Person
{
    [DataMember(Order = 1), Key(0), Id(1)] public string? FirstName { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? LastName { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public byte Age { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public Gender Gender { get; set; }
}

public enum Gender { Unknown, Female, Male }
