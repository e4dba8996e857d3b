namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary> Seed 002's smallest message: a struct of three floats. The root is an array of N vectors, so a serializer
/// meets value types both inside an array and, element by element, without an object around them.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public partial struct Vector3
{
    [DataMember(Order = 1), Key(0), Id(1)] public float X { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public float Y { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public float Z { get; set; }
}
