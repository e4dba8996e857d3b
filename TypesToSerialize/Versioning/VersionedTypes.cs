using System.Text.Json.Serialization;
using System.Xml.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using PolyType;

namespace SerializerTests.TypesToSerialize.Versioning;

// Each change is a pair of types standing for one type in two builds: the same contract names, keys, tags, ids and
// positions as each library's documentation says to keep them, tuned for no serializer.

/// <summary>The logical members of one version, normalized; a renamed member keeps its old name.</summary>
public interface IVersioned
{
    IReadOnlyList<(string Name, object? Value)> Members();
}

static class Contract
{
    public const string Name = "Item";
    public const string Namespace = "urn:serializertests:versioning";
    public static string? Join(IEnumerable<int>? items) => items is null ? null : string.Join(",", items);
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class AddedV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Name", Name)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class AddedV2 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? Extra { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Name", Name), ("Extra", Extra)];
}

/// <summary>The removed member is a middle one; the others keep their keys, tags and ids.</summary>
[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class RemovedV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Note { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? Name { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Note", Note), ("Name", Name)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class RemovedV2 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? Name { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Name", Name)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class ReorderedV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public int Count { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Name", Name), ("Count", (long)Count)];
}

/// <summary>The members in the opposite order; each keeps its key, tag and id.</summary>
[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class ReorderedV2 : IVersioned
{
    [DataMember(Order = 3), Key(2), Id(3)] public int Count { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Name", Name), ("Count", (long)Count)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class RenamedV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? Name { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Name", Name)];
}

/// <summary>Name renamed to Title, each library keeping the old name on the wire its own way.</summary>
[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class RenamedV2 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }

    [DataMember(Order = 2, Name = "Name"), Key(1), Id(2), JsonPropertyName("Name"), XmlElement("Name"),
        BsonElement("Name"),
        PropertyShape(Name = "Name")]
    public string? Title { get; set; }

    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Name", Title)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class WidenedV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public int Count { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Count", (long)Count)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class WidenedV2 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public long Count { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Count", Count)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class NullableV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public int Count { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Count", (long)Count)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class NullableV2 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public int? Count { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Count", (long?)Count)];
}

/// <summary>The same contract name, for the formats that name enums.</summary>
[DataContract(Name = "Kind", Namespace = Contract.Namespace)]
public enum KindV1 { [EnumMember] First, [EnumMember] Second }

[DataContract(Name = "Kind", Namespace = Contract.Namespace)]
public enum KindV2 { [EnumMember] First, [EnumMember] Second, [EnumMember] Third }

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class EnumV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public KindV1 Kind { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Kind", (long)Kind)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class EnumV2 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public KindV2 Kind { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Kind", (long)Kind)];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class ListV1 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public List<int>? Items { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Items", Contract.Join(Items))];
}

[Serializable, DataContract(Name = Contract.Name, Namespace = Contract.Namespace), XmlRoot(Contract.Name),
    XmlType(Contract.Name), MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class ListV2 : IVersioned
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public int[]? Items { get; set; }
    public IReadOnlyList<(string, object?)> Members() => [("Id", (long)Id), ("Items", Contract.Join(Items))];
}
