using System.Text;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Baselines;

/// <summary> The "manual code" reference line: hand-written BinaryWriter/BinaryReader code per type. No metadata, no
/// version tolerance beyond the order of the fields, no reflection: what a serializer library competes against.
/// </summary>
public sealed class BinaryWriterAdapter : SerializerAdapter
{
    [Serializer("BinaryWriter")]
    public static SerializerAdapter Create(AdapterOptions _) => new BinaryWriterAdapter();

    public override SerializerInfo Info { get; } =
        new("BinaryWriter", "https://learn.microsoft.com/dotnet/api/system.io.binarywriter",
        DataFormat.Binary, "Hand-written", typeof(BinaryWriter).Assembly)
    {
        Path = new("BinaryWriter over the stream (our code)", "BinaryReader over the stream (our code)",
            "https://learn.microsoft.com/dotnet/api/system.io.binarywriter"),
        VersionedBy =
            "declaration order (hand-written: each version's members back to back in the order they are declared; no "
                + "names, no lengths, no count)",
        Maintenance = Maintenance.NotASerializer,
        Needs = SerializerInfo.NeedsAMapping,
        WritesPrivateMembers = true,
        Notes = "Baseline, not a library: fixed field order (versioned by position only), no reference tracking.",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        using var writer = new BinaryWriter(output, Encoding.UTF8, leaveOpen: true);
        switch (value)
        {
            case BookShelf v: Write(writer, v); break;
            case BookShelf1 v: Write(writer, v); break;
            case BookShelf2 v: Write(writer, v); break;
            case LargeBookShelf v: Write(writer, v); break;
            case ReferenceBookShelf v: Write(writer, v); break;
            case Organization v: Write(writer, v); break;
            case People v: Write(writer, v); break;
            case Vector3[] v: writer.WriteList(v, static (w, v) => { w.Write(v.X); w.Write(v.Y); w.Write(v.Z); });
                break;
            case EmployeeComplex[] v: Write(writer, v); break;
            case Employee[] v: writer.WriteList(v, WriteEmployee); break;
            case SimpleObject[] v: writer.WriteList(v, static (w, o) =>
                WriteSimple(w, o.Id, o.Name, o.Address, o.Scores)); break;
            case SimpleObjectWithFields[] v: writer.WriteList(v, static (w, o) =>
                WriteSimple(w, o.Id, o.Name, o.Address, o.Scores)); break;
            case not null when BinaryWriterVersioning.ByType.TryGetValue(typeof(T),
                out var versioned): versioned.Write(writer, value); break;
            default: throw new NotSupportedException($"{Info.Name} has no code for {typeof(T).Name}");
        }
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        using var reader = new BinaryReader(input, Encoding.UTF8, leaveOpen: true);
        object result = typeof(T) == typeof(BookShelf) ? ReadBookShelf(reader)
            : typeof(T) == typeof(BookShelf1) ? ReadBookShelf1(reader)
            : typeof(T) == typeof(BookShelf2) ? ReadBookShelf2(reader)
            : typeof(T) == typeof(LargeBookShelf) ? ReadLargeBookShelf(reader)
            : typeof(T) == typeof(ReferenceBookShelf) ? ReadReferenceBookShelf(reader)
            : typeof(T) == typeof(Organization) ? ReadOrganization(reader)
            : typeof(T) == typeof(People) ? ReadPeople(reader)
            : typeof(T) == typeof(Vector3[])
                ? reader.ReadArray(static r =>
                    new Vector3 { X = r.ReadSingle(), Y = r.ReadSingle(), Z = r.ReadSingle() })!
            : typeof(T) == typeof(Employee[]) ? reader.ReadArray(static r => ReadEmployee(r, new Employee()))!
            : typeof(T) == typeof(EmployeeComplex[]) ? ReadEmployeesComplex(reader)
            : typeof(T) == typeof(SimpleObject[]) ? reader.ReadArray(static r =>
                ReadSimple(r, static (id, name, address, scores) =>
                    new SimpleObject { Id = id, Name = name, Address = address, Scores = scores }))!
            : typeof(T) == typeof(SimpleObjectWithFields[]) ? reader.ReadArray(static r => ReadSimple(r,
                static (id, name, address, scores) =>
                    new SimpleObjectWithFields { Id = id, Name = name, Address = address, Scores = scores }))!
            : BinaryWriterVersioning.ByType.TryGetValue(typeof(T), out var versioned) ? versioned.Read(reader)
            : throw new NotSupportedException($"{Info.Name} has no code for {typeof(T).Name}");
        return (T)result;
    }

    static void Write(BinaryWriter w, BookShelf shelf)
    {
        w.WriteNullable(shelf.GetSecret());
        w.WriteList(shelf.Books, static (w, b) =>
            { w.Write(b.Id); w.WriteNullable(b.Title); w.WriteNullable(b.BookData); });
    }

    static BookShelf ReadBookShelf(BinaryReader r) => new(r.ReadNullableString())
    {
        Books = r.ReadList(static r =>
            new Book { Id = r.ReadInt32(), Title = r.ReadNullableString(), BookData = r.ReadNullableBytes() })
    };

    static void Write(BinaryWriter w, BookShelf1 shelf)
    {
        w.WriteNullable(shelf.Owner);
        w.WriteList(shelf.Books, static (w, b) => { w.Write(b.Id); w.WriteNullable(b.Title); w.Write(b.Price); });
    }

    static BookShelf1 ReadBookShelf1(BinaryReader r) =>
        new() { Owner = r.ReadNullableString(),
            Books = r.ReadList(static r =>
                new Book1 { Id = r.ReadInt32(), Title = r.ReadNullableString(), Price = r.ReadDouble() }) };

    static void Write(BinaryWriter w, BookShelf2 shelf)
    {
        w.Write(shelf.ShelfNumber);
        w.WriteList(shelf.Books, static (w, b) =>
            { w.Write(b.Id); w.WriteNullable(b.Title); w.Write(b.IsAvailable); w.WriteNullable(b.Author); });
    }

    static BookShelf2 ReadBookShelf2(BinaryReader r) =>
        new() { ShelfNumber = r.ReadInt64(), Books = r.ReadList(static r =>
            new Book2 { Id = r.ReadInt64(), Title = r.ReadNullableString(), IsAvailable = r.ReadBoolean(),
                Author = r.ReadNullableString() }) };

    static void Write(BinaryWriter w, LargeBookShelf shelf)
    {
        w.WriteNullable(shelf.Name);
        w.WriteList(shelf.Books, static (w, b) =>
        {
            w.Write(b.Id); w.WriteNullable(b.Title); w.WriteNullable(b.Author); w.WriteNullable(b.Isbn);
            w.Write(b.PageCount); w.Write(b.Edition); w.Write(b.Rating); w.Write(b.InPrint); w.Write(b.Price);
            w.Write(b.Weight);
            w.Write(b.Published.ToBinary()); w.Write(b.Key.ToByteArray()); w.Write((int)b.Genre);
            w.WriteList(b.Tags, static (w, t) => w.Write(t));
            w.WriteList(b.ChapterPages, static (w, p) => w.Write(p));
            w.WriteNullable(b.Cover);
            w.Write(b.Publisher is not null);
            if (b.Publisher is { } p) { w.WriteNullable(p.Name); w.WriteNullable(p.City); w.Write(p.Founded); }
            w.Write(b.Discount.HasValue);
            if (b.Discount is { } d) w.Write(d);
        });
    }

    static LargeBookShelf ReadLargeBookShelf(BinaryReader r) => new()
    {
        Name = r.ReadNullableString(),
        Books = r.ReadList(static r => new LargeBook
        {
            Id = r.ReadInt32(), Title = r.ReadNullableString(), Author = r.ReadNullableString(),
            Isbn = r.ReadNullableString(),
            PageCount = r.ReadInt64(), Edition = r.ReadInt16(), Rating = r.ReadByte(), InPrint = r.ReadBoolean(),
            Price = r.ReadDouble(),
            Weight = r.ReadSingle(),
            Published = DateTime.FromBinary(r.ReadInt64()), Key = new Guid(r.ReadBytes(16)),
            Genre = (Genre)r.ReadInt32(),
            Tags = r.ReadList(static r => r.ReadString()),
            ChapterPages = r.ReadArray(static r => r.ReadInt32()),
            Cover = r.ReadNullableBytes(),
            Publisher =
                r.ReadBoolean() ? new Publisher { Name = r.ReadNullableString(), City = r.ReadNullableString(),
                    Founded = r.ReadInt32() } : null,
            Discount = r.ReadBoolean() ? r.ReadDecimal() : null,
        }),
    };

    static void Write(BinaryWriter w, Organization organization)
    {
        w.Write(organization.Id);
        w.WriteList(organization.Tags, static (w, t) => w.Write(t));
        w.WriteList(organization.Members, static (w, m) =>
        {
            w.Write(m.Id); w.WriteNullable(m.Name); w.WriteNullable(m.Description); w.WriteNullable(m.Address);
            w.Write(m.Value);
            w.Write(m.UpdateTime);
        });
    }

    static Organization ReadOrganization(BinaryReader r) => new()
    {
        Id = r.ReadInt32(),
        Tags = r.ReadArray(static r => r.ReadString()),
        Members = r.ReadList(static r => new Member
        {
            Id = r.ReadInt32(), Name = r.ReadNullableString(), Description = r.ReadNullableString(),
            Address = r.ReadNullableString(),
            Value = r.ReadDouble(), UpdateTime = r.ReadInt64(),
        }),
    };

    static void Write(BinaryWriter w, People people) =>
        w.WriteList(people.Persons,
            static (w, p) =>
                { w.WriteNullable(p.FirstName); w.WriteNullable(p.LastName); w.Write(p.Age); w.Write((byte)p.Gender);
                    });

    static People ReadPeople(BinaryReader r) => new()
    {
        Persons = r.ReadList(static r =>
            new Person { FirstName = r.ReadNullableString(), LastName = r.ReadNullableString(), Age = r.ReadByte(),
                Gender = (Gender)r.ReadByte() }),
    };

    static void WriteSimple(BinaryWriter w, int id, string? name, string? address, int[]? scores)
    {
        w.Write(id); w.WriteNullable(name); w.WriteNullable(address); w.WriteList(scores, static (w, s) => w.Write(s));
    }

    /// <summary>Reads what <see cref="WriteSimple"/> wrote, in argument order, for either SimpleObject shape.</summary>
    static T ReadSimple<T>(BinaryReader r, Func<int, string?, string?, int[]?, T> create) =>
        create(r.ReadInt32(), r.ReadNullableString(), r.ReadNullableString(), r.ReadArray(static r => r.ReadInt32()));

    static void WriteEmployee(BinaryWriter w, Employee e)
    {
        w.Write(e.Id); w.WriteNullable(e.LastName); w.WriteNullable(e.FirstName); w.WriteNullable(e.Title);
        w.WriteNullable(e.TitleOfCourtesy);
        w.WriteNullable(e.BirthDate); w.WriteNullable(e.HireDate); w.WriteNullable(e.Address); w.WriteNullable(e.City);
        w.WriteNullable(e.Region);
        w.WriteNullable(e.PostalCode); w.WriteNullable(e.Country); w.WriteNullable(e.HomePhone);
        w.WriteNullable(e.Extension);
        w.WriteNullable(e.Photo);
        w.WriteNullable(e.Notes); w.WriteNullable(e.ReportsTo); w.WriteNullable(e.PhotoPath);
    }

    static T ReadEmployee<T>(BinaryReader r, T e) where T : Employee
    {
        e.Id = r.ReadInt32(); e.LastName = r.ReadNullableString(); e.FirstName = r.ReadNullableString();
        e.Title = r.ReadNullableString();
        e.TitleOfCourtesy = r.ReadNullableString();
        e.BirthDate = r.ReadNullableDateTime(); e.HireDate = r.ReadNullableDateTime();
        e.Address = r.ReadNullableString();
        e.City = r.ReadNullableString(); e.Region = r.ReadNullableString();
        e.PostalCode = r.ReadNullableString(); e.Country = r.ReadNullableString(); e.HomePhone = r.ReadNullableString();
        e.Extension = r.ReadNullableString(); e.Photo = r.ReadNullableBytes();
        e.Notes = r.ReadNullableString(); e.ReportsTo = r.ReadNullableInt32(); e.PhotoPath = r.ReadNullableString();
        return e;
    }

    static void Write(BinaryWriter w, EmployeeComplex[] employees) =>
        w.WriteList(employees, static (w, e) =>
        {
            WriteEmployee(w, e);
            w.WriteList(e.OrdersHandled, static (w, o) =>
            {
                w.Write(o.Id); w.WriteNullable(o.CustomerId); w.Write(o.EmployeeId); w.WriteNullable(o.OrderDate);
                w.WriteNullable(o.RequiredDate);
                w.WriteNullable(o.ShippedDate); w.WriteNullable(o.ShipVia); w.Write(o.Freight);
                w.WriteNullable(o.ShipName);
                w.WriteNullable(o.ShipAddress);
                w.WriteNullable(o.ShipCity); w.WriteNullable(o.ShipRegion); w.WriteNullable(o.ShipPostalCode);
                w.WriteNullable(o.ShipCountry);
            });
            w.WriteList(e.CustomersHandled, static (w, c) =>
            {
                w.WriteNullable(c.Id); w.WriteNullable(c.CompanyName); w.WriteNullable(c.ContactName);
                w.WriteNullable(c.ContactTitle);
                w.WriteNullable(c.Address);
                w.WriteNullable(c.City); w.WriteNullable(c.Region); w.WriteNullable(c.PostalCode);
                w.WriteNullable(c.Country);
                w.WriteNullable(c.Phone); w.WriteNullable(c.Fax);
            });
            w.WriteList(e.Friends, WriteEmployee);
        });

    static EmployeeComplex[] ReadEmployeesComplex(BinaryReader r) =>
        r.ReadArray(static r =>
        {
            var e = ReadEmployee(r, new EmployeeComplex());
            e.OrdersHandled = r.ReadArray(static r => new Order
            {
                Id = r.ReadInt32(), CustomerId = r.ReadNullableString(), EmployeeId = r.ReadInt32(),
                OrderDate = r.ReadNullableDateTime(),
                RequiredDate = r.ReadNullableDateTime(),
                ShippedDate = r.ReadNullableDateTime(), ShipVia = r.ReadNullableInt32(), Freight = r.ReadDecimal(),
                ShipName = r.ReadNullableString(),
                ShipAddress = r.ReadNullableString(),
                ShipCity = r.ReadNullableString(), ShipRegion = r.ReadNullableString(),
                ShipPostalCode = r.ReadNullableString(),
                ShipCountry = r.ReadNullableString(),
            });
            e.CustomersHandled = r.ReadArray(static r => new Customer
            {
                Id = r.ReadNullableString(), CompanyName = r.ReadNullableString(), ContactName = r.ReadNullableString(),
                ContactTitle = r.ReadNullableString(), Address = r.ReadNullableString(),
                City = r.ReadNullableString(), Region = r.ReadNullableString(), PostalCode = r.ReadNullableString(),
                Country = r.ReadNullableString(),
                Phone = r.ReadNullableString(), Fax = r.ReadNullableString(),
            });
            e.Friends = r.ReadList(static r => ReadEmployee(r, new Employee()));
            return e;
        })!;

    static void Write(BinaryWriter w, ReferenceBookShelf shelf)
    {
        w.Write(shelf.Books?.Count ?? -1);
        foreach (var (key, value) in shelf.Books ?? [])
        {
            w.Write(key.ToBinary());
            w.Write(value);
        }
    }

    static ReferenceBookShelf ReadReferenceBookShelf(BinaryReader r)
    {
        int count = r.ReadInt32();
        if (count < 0)
            return new ReferenceBookShelf();
        var books = new Dictionary<DateTime, string>(count);
        for (int i = 0; i < count; i++)
            books.Add(DateTime.FromBinary(r.ReadInt64()), r.ReadString());
        return new ReferenceBookShelf { Books = books };
    }
}
