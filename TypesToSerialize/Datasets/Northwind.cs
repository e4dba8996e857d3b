using System.Text.Json.Serialization;

namespace SerializerTests.TypesToSerialize.Datasets;

/// <summary> Seed 001's Northwind employee DTO, with the usual Northwind columns (nullable dates and ReportsTo, a null
/// Region for most rows, an optional photo). N employees form the root array.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public partial class Employee
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? LastName { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? FirstName { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public string? Title { get; set; }
    [DataMember(Order = 5), Key(4), Id(5)] public string? TitleOfCourtesy { get; set; }
    [DataMember(Order = 6), Key(5), Id(6)] public DateTime? BirthDate { get; set; }
    [DataMember(Order = 7), Key(6), Id(7)] public DateTime? HireDate { get; set; }
    [DataMember(Order = 8), Key(7), Id(8)] public string? Address { get; set; }
    [DataMember(Order = 9), Key(8), Id(9)] public string? City { get; set; }
    [DataMember(Order = 10), Key(9), Id(10)] public string? Region { get; set; }
    [DataMember(Order = 11), Key(10), Id(11)] public string? PostalCode { get; set; }
    [DataMember(Order = 12), Key(11), Id(12)] public string? Country { get; set; }
    [DataMember(Order = 13), Key(12), Id(13)] public string? HomePhone { get; set; }
    [DataMember(Order = 14), Key(13), Id(14)] public string? Extension { get; set; }
    /// <summary>-BookDataSize bytes, or null when that is 0.</summary>
    [DataMember(Order = 15), Key(14), Id(15),
        JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public byte[]? Photo { get; set; }
    [DataMember(Order = 16), Key(15), Id(16)] public string? Notes { get; set; }
    [DataMember(Order = 17), Key(16), Id(17)] public int? ReportsTo { get; set; }
    [DataMember(Order = 18), Key(17), Id(18)] public string? PhotoPath { get; set; }
}

/// <summary>Seed 001's complex variant: an employee with up to 10 orders, 10 customers and 10 friend
/// employees.</summary>
[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class EmployeeComplex : Employee
{
    [DataMember(Order = 19), Key(18), Id(19)] public Order[]? OrdersHandled { get; set; }
    [DataMember(Order = 20), Key(19), Id(20)] public Customer[]? CustomersHandled { get; set; }
    [DataMember(Order = 21), Key(20), Id(21)] public List<Employee>? Friends { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Order
{
    [DataMember(Order = 1), Key(0), Id(1)] public int Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? CustomerId { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public int EmployeeId { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public DateTime? OrderDate { get; set; }
    [DataMember(Order = 5), Key(4), Id(5)] public DateTime? RequiredDate { get; set; }
    [DataMember(Order = 6), Key(5), Id(6)] public DateTime? ShippedDate { get; set; }
    [DataMember(Order = 7), Key(6), Id(7)] public int? ShipVia { get; set; }
    [DataMember(Order = 8), Key(7), Id(8)] public decimal Freight { get; set; }
    [DataMember(Order = 9), Key(8), Id(9)] public string? ShipName { get; set; }
    [DataMember(Order = 10), Key(9), Id(10)] public string? ShipAddress { get; set; }
    [DataMember(Order = 11), Key(10), Id(11)] public string? ShipCity { get; set; }
    [DataMember(Order = 12), Key(11), Id(12)] public string? ShipRegion { get; set; }
    [DataMember(Order = 13), Key(12), Id(13)] public string? ShipPostalCode { get; set; }
    [DataMember(Order = 14), Key(13), Id(14)] public string? ShipCountry { get; set; }
}

[Serializable, DataContract, MessagePackObject, MemoryPackable, GenerateSerializer]
public sealed partial class Customer
{
    [DataMember(Order = 1), Key(0), Id(1)] public string? Id { get; set; }
    [DataMember(Order = 2), Key(1), Id(2)] public string? CompanyName { get; set; }
    [DataMember(Order = 3), Key(2), Id(3)] public string? ContactName { get; set; }
    [DataMember(Order = 4), Key(3), Id(4)] public string? ContactTitle { get; set; }
    [DataMember(Order = 5), Key(4), Id(5)] public string? Address { get; set; }
    [DataMember(Order = 6), Key(5), Id(6)] public string? City { get; set; }
    [DataMember(Order = 7), Key(6), Id(7)] public string? Region { get; set; }
    [DataMember(Order = 8), Key(7), Id(8)] public string? PostalCode { get; set; }
    [DataMember(Order = 9), Key(8), Id(9)] public string? Country { get; set; }
    [DataMember(Order = 10), Key(9), Id(10)] public string? Phone { get; set; }
    [DataMember(Order = 11), Key(10), Id(11)] public string? Fax { get; set; }
}
