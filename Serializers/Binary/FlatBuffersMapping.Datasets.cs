using Google.FlatBuffers;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>The datasets beyond BookShelf. Same rules as the BookShelf mapping.</summary>
static partial class FlatBuffersMapping
{
    public static int Write(FlatBufferBuilder b, Organization organization)
    {
        int tags = b.Strings(organization.Tags);
        int members = b.Vector(organization.Members, static (b, m) =>
        {
            int name = b.String(m.Name), description = b.String(m.Description), address = b.String(m.Address);
            b.StartTable(6);
            b.AddDouble(4, m.Value, 0);
            b.AddLong(5, m.UpdateTime, 0);
            b.AddInt(0, m.Id, 0);
            b.AddOffset(1, name, 0);
            b.AddOffset(2, description, 0);
            b.AddOffset(3, address, 0);
            return b.EndTable();
        });
        b.StartTable(3);
        b.AddInt(0, organization.Id, 0);
        b.AddOffset(1, tags, 0);
        b.AddOffset(2, members, 0);
        return b.EndTable();
    }

    public static Organization ReadOrganization(Table t) => new()
    {
        Id = t.Int(0),
        Tags = t.Strings(1),
        Members = t.ListOf(2, static m => new Member
        {
            Id = m.Int(0), Name = m.String(1), Description = m.String(2), Address = m.String(3), Value = m.Double(4),
            UpdateTime = m.Long(5),
        }),
    };

    public static int Write(FlatBufferBuilder b, People people)
    {
        int persons = b.Vector(people.Persons, static (b, p) =>
        {
            int first = b.String(p.FirstName), last = b.String(p.LastName);
            b.StartTable(4);
            b.AddOffset(0, first, 0);
            b.AddOffset(1, last, 0);
            b.AddByte(2, p.Age, 0);
            b.AddByte(3, (byte)p.Gender, 0);
            return b.EndTable();
        });
        b.StartTable(1);
        b.AddOffset(0, persons, 0);
        return b.EndTable();
    }

    public static People ReadPeople(Table t) => new()
    {
        Persons =
            t.ListOf(0, static p =>
                new Person { FirstName = p.String(0), LastName = p.String(1), Age = p.Byte(2),
                    Gender = (Gender)p.Byte(3) }),
    };

    const int Vec3Size = 3 * sizeof(float);

    /// <summary>Vec3 structs lie inline, written back to front.</summary>
    public static int Write(FlatBufferBuilder b, Vector3[] vectors)
    {
        b.StartVector(Vec3Size, vectors.Length, sizeof(float));
        for (int i = vectors.Length - 1; i >= 0; i--)
        {
            b.PutFloat(vectors[i].Z);
            b.PutFloat(vectors[i].Y);
            b.PutFloat(vectors[i].X);
        }
        int items = b.EndVector().Value;
        b.StartTable(1);
        b.AddOffset(0, items, 0);
        return b.EndTable();
    }

    public static Vector3[] ReadVectors(Table t)
    {
        // Grown, not pre-sized from the length in the bytes (FlatBuffersAccess says why).
        int first = t.Vector(0, out int count);
        var vectors = new List<Vector3>();
        for (int i = 0; i < count; i++)
        {
            int p = first + i * Vec3Size;
            vectors.Add(new Vector3 { X = t.bb.GetFloat(p), Y = t.bb.GetFloat(p + 4), Z = t.bb.GetFloat(p + 8) });
        }
        return [.. vectors];
    }

    public static int Write(FlatBufferBuilder b, SimpleObject[] items) =>
        WriteItems(b, items, static (b, o) => WriteSimple(b, o.Id, o.Name, o.Address, o.Scores));

    public static int Write(FlatBufferBuilder b, SimpleObjectWithFields[] items) =>
        WriteItems(b, items, static (b, o) => WriteSimple(b, o.Id, o.Name, o.Address, o.Scores));

    /// <summary>A table with one vector, so the root can gain fields later.</summary>
    static int WriteItems<T>(FlatBufferBuilder b, T[] items, Func<FlatBufferBuilder, T, int> write)
    {
        int vector = b.Vector(items, write);
        b.StartTable(1);
        b.AddOffset(0, vector, 0);
        return b.EndTable();
    }

    static int WriteSimple(FlatBufferBuilder b, int id, string? name, string? address, int[]? scores)
    {
        int nameOffset = b.String(name), addressOffset = b.String(address), scoresOffset = b.Ints(scores);
        b.StartTable(4);
        b.AddInt(0, id, 0);
        b.AddOffset(1, nameOffset, 0);
        b.AddOffset(2, addressOffset, 0);
        b.AddOffset(3, scoresOffset, 0);
        return b.EndTable();
    }

    public static SimpleObject[] ReadSimpleObjects(Table t) =>
        t.ArrayOf(0, static o =>
            new SimpleObject { Id = o.Int(0), Name = o.String(1), Address = o.String(2), Scores = o.Ints(3) })!;

    public static SimpleObjectWithFields[] ReadSimpleObjectsWithFields(Table t) =>
        t.ArrayOf(0, static o =>
            new SimpleObjectWithFields { Id = o.Int(0), Name = o.String(1), Address = o.String(2),
                Scores = o.Ints(3) })!;

    public static int Write(FlatBufferBuilder b, Employee[] employees) => WriteItems(b, employees, WriteEmployee);

    public static Employee[] ReadEmployees(Table t) => t.ArrayOf(0, static e => ReadEmployee(e, new Employee()))!;

    public static EmployeeComplex[] ReadEmployeesComplex(Table t) => t.ArrayOf(0, static e =>
    {
        var complex = ReadEmployee(e, new EmployeeComplex());
        complex.OrdersHandled = e.ArrayOf(18, ReadOrder);
        complex.CustomersHandled = e.ArrayOf(19, ReadCustomer);
        complex.Friends = e.ListOf(20, static f => ReadEmployee(f, new Employee()));
        return complex;
    })!;

    /// <summary>One table for both: a plain Employee leaves EmployeeComplex's collections (18–20) absent.</summary>
    static int WriteEmployee(FlatBufferBuilder b, Employee e)
    {
        int orders = 0, customers = 0, friends = 0;
        if (e is EmployeeComplex complex)
        {
            orders = b.Vector(complex.OrdersHandled, WriteOrder);
            customers = b.Vector(complex.CustomersHandled, WriteCustomer);
            friends = b.Vector(complex.Friends, WriteEmployee);
        }
        int lastName = b.String(e.LastName), firstName = b.String(e.FirstName), title = b.String(e.Title),
        courtesy = b.String(e.TitleOfCourtesy),
            address = b.String(e.Address), city = b.String(e.City), region = b.String(e.Region),
            postalCode = b.String(e.PostalCode),
            country = b.String(e.Country), homePhone = b.String(e.HomePhone), extension = b.String(e.Extension),
            photo = b.Bytes(e.Photo),
            notes = b.String(e.Notes), photoPath = b.String(e.PhotoPath);
        b.StartTable(21);
        b.AddLong(5, e.BirthDate?.ToBinary());
        b.AddLong(6, e.HireDate?.ToBinary());
        b.AddInt(0, e.Id, 0);
        b.AddOffset(1, lastName, 0);
        b.AddOffset(2, firstName, 0);
        b.AddOffset(3, title, 0);
        b.AddOffset(4, courtesy, 0);
        b.AddOffset(7, address, 0);
        b.AddOffset(8, city, 0);
        b.AddOffset(9, region, 0);
        b.AddOffset(10, postalCode, 0);
        b.AddOffset(11, country, 0);
        b.AddOffset(12, homePhone, 0);
        b.AddOffset(13, extension, 0);
        b.AddOffset(14, photo, 0);
        b.AddOffset(15, notes, 0);
        b.AddInt(16, e.ReportsTo);
        b.AddOffset(17, photoPath, 0);
        b.AddOffset(18, orders, 0);
        b.AddOffset(19, customers, 0);
        b.AddOffset(20, friends, 0);
        return b.EndTable();
    }

    static T ReadEmployee<T>(Table t, T e) where T : Employee
    {
        e.Id = t.Int(0); e.LastName = t.String(1); e.FirstName = t.String(2); e.Title = t.String(3);
        e.TitleOfCourtesy = t.String(4);
        e.BirthDate = t.DateOrNull(5); e.HireDate = t.DateOrNull(6); e.Address = t.String(7); e.City = t.String(8);
        e.Region = t.String(9);
        e.PostalCode = t.String(10); e.Country = t.String(11); e.HomePhone = t.String(12); e.Extension = t.String(13);
        e.Photo = t.Bytes(14);
        e.Notes = t.String(15); e.ReportsTo = t.IntOrNull(16); e.PhotoPath = t.String(17);
        return e;
    }

    static int WriteOrder(FlatBufferBuilder b, Order o)
    {
        int customerId = b.String(o.CustomerId), shipName = b.String(o.ShipName), shipAddress = b.String(o.ShipAddress),
            shipCity = b.String(o.ShipCity),
            shipRegion = b.String(o.ShipRegion), shipPostalCode = b.String(o.ShipPostalCode),
            shipCountry = b.String(o.ShipCountry);
        b.StartTable(14);
        b.AddLong(3, o.OrderDate?.ToBinary());
        b.AddLong(4, o.RequiredDate?.ToBinary());
        b.AddLong(5, o.ShippedDate?.ToBinary());
        b.AddDecimal(7, o.Freight);
        b.AddInt(0, o.Id, 0);
        b.AddOffset(1, customerId, 0);
        b.AddInt(2, o.EmployeeId, 0);
        b.AddInt(6, o.ShipVia);
        b.AddOffset(8, shipName, 0);
        b.AddOffset(9, shipAddress, 0);
        b.AddOffset(10, shipCity, 0);
        b.AddOffset(11, shipRegion, 0);
        b.AddOffset(12, shipPostalCode, 0);
        b.AddOffset(13, shipCountry, 0);
        return b.EndTable();
    }

    static Order ReadOrder(Table t) => new()
    {
        Id = t.Int(0), CustomerId = t.String(1), EmployeeId = t.Int(2), OrderDate = t.DateOrNull(3),
        RequiredDate = t.DateOrNull(4),
        ShippedDate = t.DateOrNull(5), ShipVia = t.IntOrNull(6), Freight = t.DecimalOrNull(7)
            ?? 0, ShipName = t.String(8),
        ShipAddress = t.String(9), ShipCity = t.String(10), ShipRegion = t.String(11), ShipPostalCode = t.String(12),
        ShipCountry = t.String(13),
    };

    static int WriteCustomer(FlatBufferBuilder b, Customer c)
    {
        Span<int> fields =
        [
            b.String(c.Id), b.String(c.CompanyName), b.String(c.ContactName), b.String(c.ContactTitle),
            b.String(c.Address), b.String(c.City),
            b.String(c.Region), b.String(c.PostalCode), b.String(c.Country), b.String(c.Phone), b.String(c.Fax),
        ];
        b.StartTable(fields.Length);
        for (int i = 0; i < fields.Length; i++)
            b.AddOffset(i, fields[i], 0);
        return b.EndTable();
    }

    static Customer ReadCustomer(Table t) => new()
    {
        Id = t.String(0), CompanyName = t.String(1), ContactName = t.String(2), ContactTitle = t.String(3),
        Address = t.String(4), City = t.String(5),
        Region = t.String(6), PostalCode = t.String(7), Country = t.String(8), Phone = t.String(9), Fax = t.String(10),
    };
}
