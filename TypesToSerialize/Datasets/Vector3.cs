using System.Runtime.Serialization;

namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary>
/// Seed 002's smallest message: a struct of three floats. The root is an array of N vectors, so a serializer meets
/// value types both inside an array and, element by element, without an object around them.
/// </summary>
[Serializable, DataContract]
public struct Vector3
{
    [DataMember(Order = 1)] public float X { get; set; }
    [DataMember(Order = 2)] public float Y { get; set; }
    [DataMember(Order = 3)] public float Z { get; set; }
}
