namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>Seed 004's SimpleObject with its data behind public properties (the idiomatic .NET shape).</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class SimpleObject
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? Address { get; set; }
    /// <summary>An array, not a List: seed 004 found that alone shrank and sped up every serializer.</summary>
    [DataMember(Order = 4), Key(3), Id(4)] public int[]? Scores { get; set; }
}

/// <summary>The same data as <see cref="SimpleObject"/> in public fields: seed 004's fields-versus-properties
/// question.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class SimpleObjectWithFields
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id;
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name;
    [DataMember(Order = 3), Key(2), Id(3)] public string? Address;
    [DataMember(Order = 4), Key(3), Id(4)] public int[]? Scores;
}
