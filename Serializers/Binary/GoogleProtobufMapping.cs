using System.Globalization;
using Google.Protobuf;
using System.Runtime.InteropServices;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;
using SerializerTests.TypesToSerialize.Protobuf;

namespace SerializerTests.Serializers.Binary;

/// <summary>Conversion between the test types and the protoc-generated ones, as a careful application would write it.
/// Proto3 cannot tell an empty byte string from a missing one; the generator makes no empty arrays, so empty maps back
/// to null.</summary>
static partial class GoogleProtobufMapping
{
    public static IMessage ToMessage<T>(T value) where T : class => value switch
    {
        BookShelf v => ToProto(v),
        BookShelf1 v => ToProto(v),
        BookShelf2 v => ToProto(v),
        LargeBookShelf v => ToProto(v),
        ReferenceBookShelf v => ToProto(v),
        Organization v => ToProto(v),
        People v => ToProto(v),
        Vector3[] v => ToProto(v),
        EmployeeComplex[] v => ToProto(v),
        Employee[] v => ToProto(v),
        SimpleObject[] v => ToProto(v),
        SimpleObjectWithFields[] v => ToProto(v),
        _ when GoogleProtobufVersioning.ByType.TryGetValue(typeof(T), out var versioned) => versioned.ToProto(value),
        _ => throw new NotSupportedException($"GoogleProtobuf has no generated type for {typeof(T).Name}"),
    };

    /// <summary>The versioning types are looked up last, so a first call does not build their table.</summary>
    public static T FromMessage<T>(ReadOnlySpan<byte> bytes) where T : class =>
        Parser<T>.Value is { } parser ? FromMessage<T>(parser.ParseFrom(bytes))
            : GoogleProtobufVersioning.ByType.TryGetValue(typeof(T), out var versioned) ? (T)versioned.FromProto(bytes)
            : throw new NotSupportedException($"GoogleProtobuf has no generated type for {typeof(T).Name}");

    public static T FromMessage<T>(IMessage message) where T : class => (T)(message switch
    {
        BookShelfProto m => (object)FromProto(m),
        BookShelf1Proto m => FromProto(m),
        BookShelf2Proto m => FromProto(m),
        LargeBookShelfProto m => FromProto(m),
        ReferenceBookShelfProto m => FromProto(m),
        OrganizationProto m => FromProto(m),
        PeopleProto m => FromProto(m),
        Vector3ArrayProto m => FromProto(m),
        EmployeeArrayProto m => FromProto(m),
        EmployeeComplexArrayProto m => FromProto(m),
        SimpleObjectArrayProto m when typeof(T) == typeof(SimpleObjectWithFields[]) =>
            SimpleObjectsWithFieldsFromProto(m),
        SimpleObjectArrayProto m => SimpleObjectsFromProto(m),
        _ => throw new NotSupportedException($"GoogleProtobuf has no test type for {message.Descriptor.Name}"),
    });

    /// <summary>Looked up once per root type; null for a type that is not a dataset root.</summary>
    public static class Parser<T>
    {
        public static readonly MessageParser? Value =
            typeof(T) == typeof(BookShelf) ? BookShelfProto.Parser
            : typeof(T) == typeof(BookShelf1) ? BookShelf1Proto.Parser
            : typeof(T) == typeof(BookShelf2) ? BookShelf2Proto.Parser
            : typeof(T) == typeof(LargeBookShelf) ? LargeBookShelfProto.Parser
            : typeof(T) == typeof(ReferenceBookShelf) ? ReferenceBookShelfProto.Parser
            : typeof(T) == typeof(Organization) ? OrganizationProto.Parser
            : typeof(T) == typeof(People) ? PeopleProto.Parser
            : typeof(T) == typeof(Vector3[]) ? Vector3ArrayProto.Parser
            : typeof(T) == typeof(Employee[]) ? EmployeeArrayProto.Parser
            : typeof(T) == typeof(EmployeeComplex[]) ? EmployeeComplexArrayProto.Parser
            : typeof(T) == typeof(SimpleObject[]) || typeof(T) == typeof(SimpleObjectWithFields[])
                ? SimpleObjectArrayProto.Parser
            : null;
    }

    public static BookShelfProto ToProto(BookShelf shelf)
    {
        var proto = new BookShelfProto { Secret = shelf.GetSecret() ?? "" };
        proto.Books.Capacity = shelf.Books?.Count ?? 0;
        foreach (var book in shelf.Books ?? [])
            proto.Books.Add(
                new BookProto { Id = book.Id, Title = book.Title ?? "", BookData = ToBytes(book.BookData) });
        return proto;
    }

    public static BookShelf FromProto(BookShelfProto proto)
    {
        var books = new List<Book>(proto.Books.Count);
        foreach (var book in proto.Books)
            books.Add(new Book { Id = book.Id, Title = book.Title, BookData = FromBytes(book.BookData) });
        return new BookShelf(proto.Secret) { Books = books };
    }

    public static BookShelf1Proto ToProto(BookShelf1 shelf)
    {
        var proto = new BookShelf1Proto { Owner = shelf.Owner ?? "" };
        proto.Books.Capacity = shelf.Books?.Count ?? 0;
        foreach (var book in shelf.Books ?? [])
            proto.Books.Add(new Book1Proto { Id = book.Id, Title = book.Title ?? "", Price = book.Price });
        return proto;
    }

    public static BookShelf1 FromProto(BookShelf1Proto proto)
    {
        var books = new List<Book1>(proto.Books.Count);
        foreach (var book in proto.Books)
            books.Add(new Book1 { Id = book.Id, Title = book.Title, Price = book.Price });
        return new BookShelf1 { Books = books, Owner = proto.Owner };
    }

    public static BookShelf2Proto ToProto(BookShelf2 shelf)
    {
        var proto = new BookShelf2Proto { ShelfNumber = shelf.ShelfNumber };
        proto.Books.Capacity = shelf.Books?.Count ?? 0;
        foreach (var book in shelf.Books ?? [])
            proto.Books.Add(
                new Book2Proto { Id = book.Id, Title = book.Title
                    ?? "", IsAvailable = book.IsAvailable, Author = book.Author ?? "" });
        return proto;
    }

    public static BookShelf2 FromProto(BookShelf2Proto proto)
    {
        var books = new List<Book2>(proto.Books.Count);
        foreach (var book in proto.Books)
            books.Add(new Book2 { Id = book.Id, Title = book.Title, IsAvailable = book.IsAvailable,
                Author = book.Author });
        return new BookShelf2 { Books = books, ShelfNumber = proto.ShelfNumber };
    }

    public static LargeBookShelfProto ToProto(LargeBookShelf shelf)
    {
        var proto = new LargeBookShelfProto { Name = shelf.Name ?? "" };
        proto.Books.Capacity = shelf.Books?.Count ?? 0;
        foreach (var book in shelf.Books ?? [])
        {
            var p = new LargeBookProto
            {
                Id = book.Id, Title = book.Title ?? "", Author = book.Author ?? "", Isbn = book.Isbn ?? "",
                PageCount = book.PageCount, Edition = book.Edition, Rating = book.Rating, InPrint = book.InPrint,
                Price = book.Price, Weight = book.Weight, PublishedUtcTicks = book.Published.ToUniversalTime().Ticks,
                Key = UnsafeByteOperations.UnsafeWrap(book.Key.ToByteArray()), Genre = (GenreProto)book.Genre,
                Cover = ToBytes(book.Cover),
            };
            if (book.Tags is not null)
                p.Tags.AddRange(book.Tags);
            if (book.ChapterPages is not null)
                p.ChapterPages.AddRange(book.ChapterPages);
            if (book.Publisher is { } publisher)
                p.Publisher = new PublisherProto { Name = publisher.Name ?? "", City = publisher.City
                    ?? "", Founded = publisher.Founded };
            if (book.Discount is { } discount)
                p.Discount = discount.ToString(CultureInfo.InvariantCulture);
            proto.Books.Add(p);
        }
        return proto;
    }

    public static LargeBookShelf FromProto(LargeBookShelfProto proto)
    {
        var books = new List<LargeBook>(proto.Books.Count);
        foreach (var p in proto.Books)
        {
            books.Add(new LargeBook
            {
                Id = p.Id, Title = p.Title, Author = p.Author, Isbn = p.Isbn, PageCount = p.PageCount,
                Edition = (short)p.Edition, Rating = (byte)p.Rating, InPrint = p.InPrint, Price = p.Price,
                Weight = p.Weight,
                Published = new DateTime(p.PublishedUtcTicks, DateTimeKind.Utc), Key = new Guid(p.Key.Span),
                Genre = (Genre)p.Genre,
                Tags = [.. p.Tags], ChapterPages = [.. p.ChapterPages], Cover = FromBytes(p.Cover),
                Publisher =
                    p.Publisher is { } publisher
                        ? new Publisher { Name = publisher.Name, City = publisher.City, Founded = publisher.Founded }
                            : null,
                Discount = p.HasDiscount ? decimal.Parse(p.Discount, CultureInfo.InvariantCulture) : null,
            });
        }
        return new LargeBookShelf { Books = books, Name = proto.Name };
    }

    public static ReferenceBookShelfProto ToProto(ReferenceBookShelf shelf)
    {
        var proto = new ReferenceBookShelfProto();
        foreach (var (key, value) in shelf.Books ?? [])
            proto.Books.Add(key.ToUniversalTime().Ticks, value);
        return proto;
    }

    public static ReferenceBookShelf FromProto(ReferenceBookShelfProto proto)
    {
        var books = new Dictionary<DateTime, string>(proto.Books.Count);
        foreach (var (ticks, value) in proto.Books)
            books.Add(new DateTime(ticks, DateTimeKind.Utc), value);
        return new ReferenceBookShelf { Books = books };
    }

    /// <summary>Wrapped, not copied: the array does not change while the message is written.</summary>
    static ByteString ToBytes(byte[]? data) => data is null ? ByteString.Empty : UnsafeByteOperations.UnsafeWrap(data);

    /// <summary>The parsed message's own array where it spans it; a copy otherwise.</summary>
    static byte[]? FromBytes(ByteString bytes) => bytes.IsEmpty ? null
        : MemoryMarshal.TryGetArray(bytes.Memory, out var segment) && segment.Offset == 0
            && segment.Count == segment.Array!.Length ? segment.Array
        : bytes.ToByteArray();
}
