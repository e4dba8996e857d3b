using System.Globalization;
using Google.Protobuf;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Protobuf;

namespace SerializerTests.Serializers.Binary;

/// <summary>
/// Conversion between the C# test types and the protoc-generated ones. It runs inside the timed calls: an
/// application holding a BookShelf pays for it too, and it touches every field after parsing.
/// Proto3 cannot tell an empty byte string from a missing one; the generator never makes empty arrays, so
/// empty maps back to null.
/// </summary>
static partial class GoogleProtobufMapping
{
    public static BookShelfProto ToProto(BookShelf shelf)
    {
        var proto = new BookShelfProto { Secret = shelf.GetSecret() ?? "" };
        foreach (var book in shelf.Books ?? [])
            proto.Books.Add(new BookProto { Id = book.Id, Title = book.Title ?? "", BookData = ToBytes(book.BookData) });
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
        foreach (var book in shelf.Books ?? [])
            proto.Books.Add(new Book2Proto { Id = book.Id, Title = book.Title ?? "", IsAvailable = book.IsAvailable, Author = book.Author ?? "" });
        return proto;
    }

    public static BookShelf2 FromProto(BookShelf2Proto proto)
    {
        var books = new List<Book2>(proto.Books.Count);
        foreach (var book in proto.Books)
            books.Add(new Book2 { Id = book.Id, Title = book.Title, IsAvailable = book.IsAvailable, Author = book.Author });
        return new BookShelf2 { Books = books, ShelfNumber = proto.ShelfNumber };
    }

    public static LargeBookShelfProto ToProto(LargeBookShelf shelf)
    {
        var proto = new LargeBookShelfProto { Name = shelf.Name ?? "" };
        foreach (var book in shelf.Books ?? [])
        {
            var p = new LargeBookProto
            {
                Id = book.Id, Title = book.Title ?? "", Author = book.Author ?? "", Isbn = book.Isbn ?? "",
                PageCount = book.PageCount, Edition = book.Edition, Rating = book.Rating, InPrint = book.InPrint,
                Price = book.Price, Weight = book.Weight, PublishedUtcTicks = book.Published.ToUniversalTime().Ticks,
                Key = ByteString.CopyFrom(book.Key.ToByteArray()), Genre = (GenreProto)book.Genre,
                Cover = ToBytes(book.Cover),
            };
            if (book.Tags is not null)
                p.Tags.AddRange(book.Tags);
            if (book.ChapterPages is not null)
                p.ChapterPages.AddRange(book.ChapterPages);
            if (book.Publisher is { } publisher)
                p.Publisher = new PublisherProto { Name = publisher.Name ?? "", City = publisher.City ?? "", Founded = publisher.Founded };
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
                Edition = (short)p.Edition, Rating = (byte)p.Rating, InPrint = p.InPrint, Price = p.Price, Weight = p.Weight,
                Published = new DateTime(p.PublishedUtcTicks, DateTimeKind.Utc), Key = new Guid(p.Key.Span), Genre = (Genre)p.Genre,
                Tags = [.. p.Tags], ChapterPages = [.. p.ChapterPages], Cover = FromBytes(p.Cover),
                Publisher =
                    p.Publisher is { } publisher ? new Publisher { Name = publisher.Name, City = publisher.City, Founded = publisher.Founded } : null,
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

    static ByteString ToBytes(byte[]? data) => data is null ? ByteString.Empty : ByteString.CopyFrom(data);

    static byte[]? FromBytes(ByteString bytes) => bytes.IsEmpty ? null : bytes.ToByteArray();
}
