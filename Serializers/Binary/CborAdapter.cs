using System.Formats.Cbor;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>System.Formats.Cbor hand-mapped like the BinaryWriter baseline: each object is an array of its members, so
/// no key bytes, and its length lets the reader check that every member was read.</summary>
public sealed class CborAdapter : SerializerAdapter
{
    [Serializer("Cbor")]
    public static SerializerAdapter Create(AdapterOptions _) => new CborAdapter();

    public override SerializerInfo Info { get; } =
        new("Cbor", "https://learn.microsoft.com/dotnet/api/system.formats.cbor",
        DataFormat.Binary, "Cbor", typeof(CborWriter).Assembly)
    {
        // Our codec over the library's reader and writer: a baseline, not a library's serializer.
        Maintenance = Maintenance.NotASerializer,
        Package = "System.Formats.Cbor",
        Path = new("CborWriter (held, Reset per call), CborWriter.Encode(Span<byte>) into the stream's buffer",
            "CborReader(ReadOnlyMemory<byte>)",
            "https://learn.microsoft.com/dotnet/api/system.formats.cbor.cborwriter"),
        VersionedBy = "declaration order (hand-mapped: each version's members as a CBOR array in the order they are "
            + "declared, the array length checked; no keys, no tags)",
        OutputBuffer = OutputBuffer.ReusedWriter,
        Needs = SerializerInfo.NeedsAMapping,
        WritesPrivateMembers = true,
        Notes = "Hand-mapped like BinaryWriter: each object is a CBOR array of its members in declaration order, null "
            + "is CBOR null, DateTime is its ToBinary() ticks as an integer, Guid a tag-37 byte string, decimal a "
            + "tag-4 decimal fraction. Versioned by position only, no reference tracking.",
    };

    // Lax: Strict's extra work is a duplicate-key set per map, and our only map is read from and into a Dictionary.
    const CborConformanceMode Mode = CborConformanceMode.Lax;

    // Reset per call, so its buffer grows once (adapters run one call at a time).
    CborWriter? _writer;

    public override void Serialize<T>(T value, MemoryStream output)
    {
        var w = _writer ??= new CborWriter(Mode);
        w.Reset();
        switch (value)
        {
            case BookShelf v: Write(w, v); break;
            case BookShelf1 v: Write(w, v); break;
            case BookShelf2 v: Write(w, v); break;
            case LargeBookShelf v: Write(w, v); break;
            case ReferenceBookShelf v: Write(w, v); break;
            case Organization v: Write(w, v); break;
            case People v: Write(w, v); break;
            case Vector3[] v: w.WriteList(v, Write); break;
            case EmployeeComplex[] v: w.WriteList(v, Write); break;
            case Employee[] v: w.WriteList(v, Write); break;
            case SimpleObject[] v: w.WriteList(v, static (w, o) => WriteSimple(w, o.Id, o.Name, o.Address, o.Scores));
                break;
            case SimpleObjectWithFields[] v: w.WriteList(v, static (w, o) =>
                WriteSimple(w, o.Id, o.Name, o.Address, o.Scores)); break;
            case not null when CborVersioning.ByType.TryGetValue(typeof(T), out var versioned): versioned.Write(w,
                value); break;
            default: throw new NotSupportedException($"{Info.Name} has no code for {typeof(T).Name}");
        }
        w.EncodeTo(output);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        var r = new CborReader(input.RemainingMemory(), Mode);
        object result = typeof(T) == typeof(BookShelf) ? ReadBookShelf(r)
            : typeof(T) == typeof(BookShelf1) ? ReadBookShelf1(r)
            : typeof(T) == typeof(BookShelf2) ? ReadBookShelf2(r)
            : typeof(T) == typeof(LargeBookShelf) ? ReadLargeBookShelf(r)
            : typeof(T) == typeof(ReferenceBookShelf) ? ReadReferenceBookShelf(r)
            : typeof(T) == typeof(Organization) ? ReadOrganization(r)
            : typeof(T) == typeof(People) ? ReadPeople(r)
            : typeof(T) == typeof(Vector3[]) ? r.ReadArray(ReadVector3)!
            : typeof(T) == typeof(Employee[]) ? r.ReadArray(ReadEmployee)!
            : typeof(T) == typeof(EmployeeComplex[]) ? r.ReadArray(ReadEmployeeComplex)!
            : typeof(T) == typeof(SimpleObject[]) ? r.ReadArray(static r =>
                ReadSimple(r, static (id, name, address, scores) =>
                    new SimpleObject { Id = id, Name = name, Address = address, Scores = scores }))!
            : typeof(T) == typeof(SimpleObjectWithFields[]) ? r.ReadArray(static r => ReadSimple(r,
                static (id, name, address, scores) =>
                    new SimpleObjectWithFields { Id = id, Name = name, Address = address, Scores = scores }))!
            : CborVersioning.ByType.TryGetValue(typeof(T), out var versioned) ? versioned.Read(r)
            : throw new NotSupportedException($"{Info.Name} has no code for {typeof(T).Name}");
        return (T)result;
    }

    static void Write(CborWriter w, BookShelf shelf)
    {
        w.WriteStartArray(2);
        w.WriteList(shelf.Books,
            static (w, b) =>
                { w.WriteStartArray(3); w.WriteNullable(b.Title); w.WriteInt32(b.Id); w.WriteNullable(b.BookData);
                    w.WriteEndArray(); });
        w.WriteNullable(shelf.GetSecret());
        w.WriteEndArray();
    }

    static BookShelf ReadBookShelf(CborReader r) => r.ReadObject(static r =>
    {
        var books = r.ReadList(static r =>
            r.ReadObject(static r =>
                new Book { Title = r.ReadNullableString(), Id = r.ReadInt32(), BookData = r.ReadNullableBytes() }));
        return new BookShelf(r.ReadNullableString()) { Books = books };
    });

    static void Write(CborWriter w, BookShelf1 shelf)
    {
        w.WriteStartArray(2);
        w.WriteList(shelf.Books,
            static (w, b) =>
                { w.WriteStartArray(3); w.WriteNullable(b.Title); w.WriteInt32(b.Id); w.WriteDouble(b.Price);
                    w.WriteEndArray(); });
        w.WriteNullable(shelf.Owner);
        w.WriteEndArray();
    }

    static BookShelf1 ReadBookShelf1(CborReader r) => r.ReadObject(static r => new BookShelf1
    {
        Books = r.ReadList(static r =>
            r.ReadObject(static r =>
                new Book1 { Title = r.ReadNullableString(), Id = r.ReadInt32(), Price = r.ReadDouble() })),
        Owner = r.ReadNullableString(),
    });

    static void Write(CborWriter w, BookShelf2 shelf)
    {
        w.WriteStartArray(2);
        w.WriteList(shelf.Books, static (w, b) =>
        {
            w.WriteStartArray(4); w.WriteNullable(b.Title); w.WriteInt64(b.Id); w.WriteBoolean(b.IsAvailable);
            w.WriteNullable(b.Author);
            w.WriteEndArray();
        });
        w.WriteInt64(shelf.ShelfNumber);
        w.WriteEndArray();
    }

    static BookShelf2 ReadBookShelf2(CborReader r) => r.ReadObject(static r => new BookShelf2
    {
        Books = r.ReadList(static r => r.ReadObject(static r =>
            new Book2 { Title = r.ReadNullableString(), Id = r.ReadInt64(), IsAvailable = r.ReadBoolean(),
                Author = r.ReadNullableString() })),
        ShelfNumber = r.ReadInt64(),
    });

    static void Write(CborWriter w, LargeBookShelf shelf)
    {
        w.WriteStartArray(2);
        w.WriteList(shelf.Books, static (w, b) =>
        {
            w.WriteStartArray(18);
            w.WriteInt32(b.Id); w.WriteNullable(b.Title); w.WriteNullable(b.Author); w.WriteNullable(b.Isbn);
            w.WriteInt64(b.PageCount); w.WriteInt32(b.Edition); w.WriteInt32(b.Rating); w.WriteBoolean(b.InPrint);
            w.WriteDouble(b.Price);
            w.WriteSingle(b.Weight);
            w.WriteDateTime(b.Published); w.WriteGuid(b.Key); w.WriteInt32((int)b.Genre);
            w.WriteList(b.Tags, static (w, t) => w.WriteTextString(t));
            w.WriteList(b.ChapterPages, static (w, p) => w.WriteInt32(p));
            w.WriteNullable(b.Cover);
            if (b.Publisher is { } p)
            {
                w.WriteStartArray(3); w.WriteNullable(p.Name); w.WriteNullable(p.City); w.WriteInt32(p.Founded);
                w.WriteEndArray();
            }
            else w.WriteNull();
            w.WriteNullable(b.Discount);
            w.WriteEndArray();
        });
        w.WriteNullable(shelf.Name);
        w.WriteEndArray();
    }

    static LargeBookShelf ReadLargeBookShelf(CborReader r) => r.ReadObject(static r => new LargeBookShelf
    {
        Books = r.ReadList(static r => r.ReadObject(static r => new LargeBook
        {
            Id = r.ReadInt32(), Title = r.ReadNullableString(), Author = r.ReadNullableString(),
            Isbn = r.ReadNullableString(),
            PageCount = r.ReadInt64(), Edition = (short)r.ReadInt32(), Rating = (byte)r.ReadInt32(),
            InPrint = r.ReadBoolean(),
            Price = r.ReadDouble(), Weight = r.ReadSingle(),
            Published = r.ReadDateTime(), Key = r.ReadGuid(), Genre = (Genre)r.ReadInt32(),
            Tags = r.ReadList(static r => r.ReadTextString()),
            ChapterPages = r.ReadArray(static r => r.ReadInt32()),
            Cover = r.ReadNullableBytes(),
            Publisher = r.TryReadNull() ? null
                : r.ReadObject(static r =>
                    new Publisher { Name = r.ReadNullableString(), City = r.ReadNullableString(),
                        Founded = r.ReadInt32() }),
            Discount = r.ReadNullableDecimal(),
        })),
        Name = r.ReadNullableString(),
    });

    static void Write(CborWriter w, ReferenceBookShelf shelf)
    {
        w.WriteStartArray(1);
        if (shelf.Books is { } books)
        {
            w.WriteStartMap(books.Count);
            foreach (var (key, value) in books)
            {
                w.WriteDateTime(key);
                w.WriteTextString(value);
            }
            w.WriteEndMap();
        }
        else w.WriteNull();
        w.WriteEndArray();
    }

    static ReferenceBookShelf ReadReferenceBookShelf(CborReader r) => r.ReadObject(static r =>
    {
        if (r.TryReadNull())
            return new ReferenceBookShelf();
        int count = r.ReadStartMap() ?? throw new CborContentException("Expected a definite-length map.");
        // Grown, not pre-sized from the bytes' length (CborExtensions.ReadList)
        var books = new Dictionary<DateTime, string>();
        for (int i = 0; i < count; i++)
            books.Add(r.ReadDateTime(), r.ReadTextString());
        r.ReadEndMap();
        return new ReferenceBookShelf { Books = books };
    });

    static void Write(CborWriter w, Organization organization)
    {
        w.WriteStartArray(3);
        w.WriteInt32(organization.Id);
        w.WriteList(organization.Tags, static (w, t) => w.WriteTextString(t));
        w.WriteList(organization.Members, static (w, m) =>
        {
            w.WriteStartArray(6);
            w.WriteInt32(m.Id); w.WriteNullable(m.Name); w.WriteNullable(m.Description); w.WriteNullable(m.Address);
            w.WriteDouble(m.Value);
            w.WriteInt64(m.UpdateTime);
            w.WriteEndArray();
        });
        w.WriteEndArray();
    }

    static Organization ReadOrganization(CborReader r) => r.ReadObject(static r => new Organization
    {
        Id = r.ReadInt32(),
        Tags = r.ReadArray(static r => r.ReadTextString()),
        Members = r.ReadList(static r => r.ReadObject(static r => new Member
        {
            Id = r.ReadInt32(), Name = r.ReadNullableString(), Description = r.ReadNullableString(),
            Address = r.ReadNullableString(),
            Value = r.ReadDouble(), UpdateTime = r.ReadInt64(),
        })),
    });

    static void Write(CborWriter w, People people)
    {
        w.WriteStartArray(1);
        w.WriteList(people.Persons, static (w, p) =>
        {
            w.WriteStartArray(4); w.WriteNullable(p.FirstName); w.WriteNullable(p.LastName); w.WriteInt32(p.Age);
            w.WriteInt32((int)p.Gender);
            w.WriteEndArray();
        });
        w.WriteEndArray();
    }

    static People ReadPeople(CborReader r) => r.ReadObject(static r => new People
    {
        Persons = r.ReadList(static r =>
            r.ReadObject(static r => new Person { FirstName = r.ReadNullableString(), LastName = r.ReadNullableString(),
            Age = (byte)r.ReadInt32(), Gender = (Gender)r.ReadInt32() })),
    });

    static void Write(CborWriter w, Vector3 v)
    {
        w.WriteStartArray(3); w.WriteSingle(v.X); w.WriteSingle(v.Y); w.WriteSingle(v.Z); w.WriteEndArray();
    }

    static Vector3 ReadVector3(CborReader r) =>
        r.ReadObject(static r => new Vector3 { X = r.ReadSingle(), Y = r.ReadSingle(), Z = r.ReadSingle() });

    static void WriteSimple(CborWriter w, int id, string? name, string? address, int[]? scores)
    {
        w.WriteStartArray(4);
        w.WriteInt32(id); w.WriteNullable(name); w.WriteNullable(address);
        w.WriteList(scores, static (w, s) => w.WriteInt32(s));
        w.WriteEndArray();
    }

    /// <summary>For either SimpleObject shape.</summary>
    static T ReadSimple<T>(CborReader r, Func<int, string?, string?, int[]?, T> create)
    {
        r.ReadStartArray();
        var item = create(r.ReadInt32(), r.ReadNullableString(), r.ReadNullableString(),
            r.ReadArray(static r => r.ReadInt32()));
        r.ReadEndArray();
        return item;
    }

    const int EmployeeMembers = 18;

    static void Write(CborWriter w, Employee e)
    {
        w.WriteStartArray(EmployeeMembers);
        WriteMembers(w, e);
        w.WriteEndArray();
    }

    static void Write(CborWriter w, EmployeeComplex e)
    {
        w.WriteStartArray(EmployeeMembers + 3);
        WriteMembers(w, e);
        w.WriteList(e.OrdersHandled, static (w, o) =>
        {
            w.WriteStartArray(14);
            w.WriteInt32(o.Id); w.WriteNullable(o.CustomerId); w.WriteInt32(o.EmployeeId); w.WriteNullable(o.OrderDate);
            w.WriteNullable(o.RequiredDate);
            w.WriteNullable(o.ShippedDate); w.WriteNullable(o.ShipVia); w.WriteDecimal(o.Freight);
            w.WriteNullable(o.ShipName);
            w.WriteNullable(o.ShipAddress);
            w.WriteNullable(o.ShipCity); w.WriteNullable(o.ShipRegion); w.WriteNullable(o.ShipPostalCode);
            w.WriteNullable(o.ShipCountry);
            w.WriteEndArray();
        });
        w.WriteList(e.CustomersHandled, static (w, c) =>
        {
            w.WriteStartArray(11);
            w.WriteNullable(c.Id); w.WriteNullable(c.CompanyName); w.WriteNullable(c.ContactName);
            w.WriteNullable(c.ContactTitle);
            w.WriteNullable(c.Address);
            w.WriteNullable(c.City); w.WriteNullable(c.Region); w.WriteNullable(c.PostalCode);
            w.WriteNullable(c.Country); w.WriteNullable(c.Phone);
            w.WriteNullable(c.Fax);
            w.WriteEndArray();
        });
        w.WriteList(e.Friends, Write);
        w.WriteEndArray();
    }

    static void WriteMembers(CborWriter w, Employee e)
    {
        w.WriteInt32(e.Id); w.WriteNullable(e.LastName); w.WriteNullable(e.FirstName); w.WriteNullable(e.Title);
        w.WriteNullable(e.TitleOfCourtesy);
        w.WriteNullable(e.BirthDate); w.WriteNullable(e.HireDate); w.WriteNullable(e.Address); w.WriteNullable(e.City);
        w.WriteNullable(e.Region);
        w.WriteNullable(e.PostalCode); w.WriteNullable(e.Country); w.WriteNullable(e.HomePhone);
        w.WriteNullable(e.Extension);
        w.WriteNullable(e.Photo);
        w.WriteNullable(e.Notes); w.WriteNullable(e.ReportsTo); w.WriteNullable(e.PhotoPath);
    }

    static Employee ReadEmployee(CborReader r) => r.ReadObject(static r => ReadMembers(r, new Employee()));

    static EmployeeComplex ReadEmployeeComplex(CborReader r) => r.ReadObject(static r =>
    {
        var e = ReadMembers(r, new EmployeeComplex());
        e.OrdersHandled = r.ReadArray(static r => r.ReadObject(static r => new Order
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
        }));
        e.CustomersHandled = r.ReadArray(static r => r.ReadObject(static r => new Customer
        {
            Id = r.ReadNullableString(), CompanyName = r.ReadNullableString(), ContactName = r.ReadNullableString(),
            ContactTitle = r.ReadNullableString(), Address = r.ReadNullableString(),
            City = r.ReadNullableString(), Region = r.ReadNullableString(), PostalCode = r.ReadNullableString(),
            Country = r.ReadNullableString(),
            Phone = r.ReadNullableString(), Fax = r.ReadNullableString(),
        }));
        e.Friends = r.ReadList(ReadEmployee);
        return e;
    });

    static T ReadMembers<T>(CborReader r, T e) where T : Employee
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
}
