using System.Globalization;
using Google.Protobuf.Collections;
using SerializerTests.TypesToSerialize.Datasets;
using SerializerTests.TypesToSerialize.Protobuf;

namespace SerializerTests.Serializers.Binary;

/// <summary>The datasets beyond BookShelf (datasets.proto). Same rules as the BookShelf mapping.</summary>
static partial class GoogleProtobufMapping
{
    public static OrganizationProto ToProto(Organization organization)
    {
        var proto = new OrganizationProto { Id = organization.Id };
        proto.Tags.AddRange(organization.Tags ?? []);
        foreach (var m in organization.Members ?? [])
            proto.Members.Add(
                new MemberProto { Id = m.Id, Name = m.Name ?? "", Description = m.Description ?? "", Address = m.Address
                    ?? "",
                Value = m.Value, UpdateTime = m.UpdateTime });
        return proto;
    }

    public static Organization FromProto(OrganizationProto proto)
    {
        var members = new List<Member>(proto.Members.Count);
        foreach (var m in proto.Members)
            members.Add(new Member { Id = m.Id, Name = m.Name, Description = m.Description, Address = m.Address,
                Value = m.Value,
                UpdateTime = m.UpdateTime });
        return new Organization { Id = proto.Id, Tags = [.. proto.Tags], Members = members };
    }

    public static PeopleProto ToProto(People people)
    {
        var proto = new PeopleProto();
        foreach (var p in people.Persons ?? [])
            proto.Persons.Add(
                new PersonProto { FirstName = p.FirstName ?? "", LastName = p.LastName
                    ?? "", Age = p.Age, Gender = (GenderProto)p.Gender });
        return proto;
    }

    public static People FromProto(PeopleProto proto)
    {
        var persons = new List<Person>(proto.Persons.Count);
        foreach (var p in proto.Persons)
            persons.Add(new Person { FirstName = p.FirstName, LastName = p.LastName, Age = (byte)p.Age,
                Gender = (Gender)p.Gender });
        return new People { Persons = persons };
    }

    public static Vector3ArrayProto ToProto(Vector3[] vectors)
    {
        var proto = new Vector3ArrayProto();
        foreach (var v in vectors)
            proto.Items.Add(new Vector3Proto { X = v.X, Y = v.Y, Z = v.Z });
        return proto;
    }

    public static Vector3[] FromProto(Vector3ArrayProto proto) =>
        ToArray(proto.Items, static v => new Vector3 { X = v.X, Y = v.Y, Z = v.Z });

    public static SimpleObjectArrayProto ToProto(SimpleObject[] items) =>
        ToProto(items, static o => Simple(o.Id, o.Name, o.Address, o.Scores));

    public static SimpleObjectArrayProto ToProto(SimpleObjectWithFields[] items) =>
        ToProto(items, static o => Simple(o.Id, o.Name, o.Address, o.Scores));

    static SimpleObjectArrayProto ToProto<T>(T[] items, Func<T, SimpleObjectProto> toProto)
    {
        var proto = new SimpleObjectArrayProto();
        foreach (var item in items)
            proto.Items.Add(toProto(item));
        return proto;
    }

    static SimpleObjectProto Simple(int id, string? name, string? address, int[]? scores)
    {
        var proto = new SimpleObjectProto { Id = id, Name = name ?? "", Address = address ?? "" };
        proto.Scores.AddRange(scores ?? []);
        return proto;
    }

    public static SimpleObject[] SimpleObjectsFromProto(SimpleObjectArrayProto proto) =>
        ToArray(proto.Items, static o =>
            new SimpleObject { Id = o.Id, Name = o.Name, Address = o.Address, Scores = [.. o.Scores] });

    public static SimpleObjectWithFields[] SimpleObjectsWithFieldsFromProto(SimpleObjectArrayProto proto) =>
        ToArray(proto.Items, static o =>
            new SimpleObjectWithFields { Id = o.Id, Name = o.Name, Address = o.Address, Scores = [.. o.Scores] });

    public static EmployeeArrayProto ToProto(Employee[] employees)
    {
        var proto = new EmployeeArrayProto();
        foreach (var e in employees)
            proto.Items.Add(ToProto(e));
        return proto;
    }

    public static Employee[] FromProto(EmployeeArrayProto proto) =>
        ToArray(proto.Items, static e => FromProto(e, new Employee()));

    public static EmployeeComplexArrayProto ToProto(EmployeeComplex[] employees)
    {
        var proto = new EmployeeComplexArrayProto();
        foreach (var e in employees)
        {
            var complex = new EmployeeComplexProto { Employee = ToProto(e) };
            foreach (var o in e.OrdersHandled ?? [])
                complex.OrdersHandled.Add(ToProto(o));
            foreach (var c in e.CustomersHandled ?? [])
                complex.CustomersHandled.Add(ToProto(c));
            foreach (var f in e.Friends ?? [])
                complex.Friends.Add(ToProto(f));
            proto.Items.Add(complex);
        }
        return proto;
    }

    public static EmployeeComplex[] FromProto(EmployeeComplexArrayProto proto) =>
        ToArray(proto.Items, static p =>
        {
            var e = FromProto(p.Employee, new EmployeeComplex());
            e.OrdersHandled = ToArray(p.OrdersHandled, FromProto);
            e.CustomersHandled = ToArray(p.CustomersHandled, FromProto);
            e.Friends = [.. p.Friends.Select(f => FromProto(f, new Employee()))];
            return e;
        });

    static EmployeeProto ToProto(Employee e)
    {
        var proto = new EmployeeProto
        {
            Id = e.Id, LastName = e.LastName ?? "", FirstName = e.FirstName ?? "", Title = e.Title
                ?? "", TitleOfCourtesy = e.TitleOfCourtesy ?? "",
            Address = e.Address ?? "", City = e.City ?? "", PostalCode = e.PostalCode ?? "", Country = e.Country
                ?? "", HomePhone = e.HomePhone ?? "",
            Extension = e.Extension ?? "", Photo = ToBytes(e.Photo), Notes = e.Notes ?? "", PhotoPath = e.PhotoPath
                ?? "",
        };
        if (e.BirthDate is { } birth) proto.BirthDateUtcTicks = birth.ToUniversalTime().Ticks;
        if (e.HireDate is { } hire) proto.HireDateUtcTicks = hire.ToUniversalTime().Ticks;
        if (e.Region is { } region) proto.Region = region;
        if (e.ReportsTo is { } reportsTo) proto.ReportsTo = reportsTo;
        return proto;
    }

    static T FromProto<T>(EmployeeProto p, T e) where T : Employee
    {
        e.Id = p.Id; e.LastName = p.LastName; e.FirstName = p.FirstName; e.Title = p.Title;
        e.TitleOfCourtesy = p.TitleOfCourtesy;
        e.BirthDate = p.HasBirthDateUtcTicks ? Utc(p.BirthDateUtcTicks) : null;
        e.HireDate = p.HasHireDateUtcTicks ? Utc(p.HireDateUtcTicks) : null;
        e.Address = p.Address; e.City = p.City; e.Region = p.HasRegion ? p.Region : null; e.PostalCode = p.PostalCode;
        e.Country = p.Country;
        e.HomePhone = p.HomePhone; e.Extension = p.Extension; e.Photo = FromBytes(p.Photo); e.Notes = p.Notes;
        e.ReportsTo = p.HasReportsTo ? p.ReportsTo : null; e.PhotoPath = p.PhotoPath;
        return e;
    }

    static OrderProto ToProto(Order o)
    {
        var proto = new OrderProto
        {
            Id = o.Id, CustomerId = o.CustomerId
                ?? "", EmployeeId = o.EmployeeId, Freight = o.Freight.ToString(CultureInfo.InvariantCulture),
            ShipName = o.ShipName ?? "", ShipAddress = o.ShipAddress ?? "", ShipCity = o.ShipCity
                ?? "", ShipPostalCode = o.ShipPostalCode ?? "",
            ShipCountry = o.ShipCountry ?? "",
        };
        if (o.OrderDate is { } ordered) proto.OrderDateUtcTicks = ordered.ToUniversalTime().Ticks;
        if (o.RequiredDate is { } required) proto.RequiredDateUtcTicks = required.ToUniversalTime().Ticks;
        if (o.ShippedDate is { } shipped) proto.ShippedDateUtcTicks = shipped.ToUniversalTime().Ticks;
        if (o.ShipVia is { } shipVia) proto.ShipVia = shipVia;
        if (o.ShipRegion is { } region) proto.ShipRegion = region;
        return proto;
    }

    static Order FromProto(OrderProto p) => new()
    {
        Id = p.Id, CustomerId = p.CustomerId, EmployeeId = p.EmployeeId,
        OrderDate = p.HasOrderDateUtcTicks ? Utc(p.OrderDateUtcTicks) : null,
        RequiredDate = p.HasRequiredDateUtcTicks ? Utc(p.RequiredDateUtcTicks) : null,
        ShippedDate = p.HasShippedDateUtcTicks ? Utc(p.ShippedDateUtcTicks) : null,
        ShipVia = p.HasShipVia ? p.ShipVia : null, Freight = decimal.Parse(p.Freight, CultureInfo.InvariantCulture),
        ShipName = p.ShipName, ShipAddress = p.ShipAddress, ShipCity = p.ShipCity, ShipRegion = p.HasShipRegion
            ? p.ShipRegion : null,
        ShipPostalCode = p.ShipPostalCode, ShipCountry = p.ShipCountry,
    };

    static CustomerProto ToProto(Customer c)
    {
        var proto = new CustomerProto
        {
            Id = c.Id ?? "", CompanyName = c.CompanyName ?? "", ContactName = c.ContactName
                ?? "", ContactTitle = c.ContactTitle ?? "",
            Address = c.Address ?? "",
            City = c.City ?? "", PostalCode = c.PostalCode ?? "", Country = c.Country ?? "", Phone = c.Phone ?? "",
        };
        if (c.Region is { } region) proto.Region = region;
        if (c.Fax is { } fax) proto.Fax = fax;
        return proto;
    }

    static Customer FromProto(CustomerProto p) => new()
    {
        Id = p.Id, CompanyName = p.CompanyName, ContactName = p.ContactName, ContactTitle = p.ContactTitle,
        Address = p.Address,
        City = p.City, Region = p.HasRegion ? p.Region
            : null, PostalCode = p.PostalCode, Country = p.Country, Phone = p.Phone,
        Fax = p.HasFax ? p.Fax : null,
    };

    static DateTime Utc(long ticks) => new(ticks, DateTimeKind.Utc);

    static TResult[] ToArray<TProto, TResult>(RepeatedField<TProto> items, Func<TProto, TResult> convert)
    {
        var result = new TResult[items.Count];
        for (int i = 0; i < result.Length; i++)
            result[i] = convert(items[i]);
        return result;
    }
}
