using System.Buffers;
using Google.FlatBuffers;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary>The test types to and from the tables of TestData.fbs; the reader builds the whole graph, not lazy views.
/// Fields go in largest first, as flatc's code adds them, for little padding.</summary>
static partial class FlatBuffersMapping
{
    /// <summary>The builder is cleared first and keeps its buffer.</summary>
    public static void WriteMessage<T>(FlatBufferBuilder b, T value, MemoryStream output) where T : class
    {
        b.Clear();
        int root = value switch
        {
            BookShelf v => Write(b, v),
            BookShelf1 v => Write(b, v),
            BookShelf2 v => Write(b, v),
            LargeBookShelf v => Write(b, v),
            ReferenceBookShelf v => Write(b, v),
            Organization v => Write(b, v),
            People v => Write(b, v),
            Vector3[] v => Write(b, v),
            Employee[] v => Write(b, v),
            SimpleObject[] v => Write(b, v),
            SimpleObjectWithFields[] v => Write(b, v),
            _ when FlatBuffersVersioning.ByType.TryGetValue(value.GetType(), out var versioned) =>
                versioned.Write(b, value),
            _ => throw new NotSupportedException($"FlatBuffers has no table for {value.GetType().Name}"),
        };
        b.Finish(root);
        // The builder writes back to front: the message is its tail.
        output.Write(b.DataBuffer.ToArraySegment(b.DataBuffer.Position, b.Offset));
    }

    public static T? Read<T>(Table root) where T : class => (T?)(
        typeof(T) == typeof(BookShelf) ? ReadBookShelf(root)
        : typeof(T) == typeof(BookShelf1) ? ReadBookShelf1(root)
        : typeof(T) == typeof(BookShelf2) ? ReadBookShelf2(root)
        : typeof(T) == typeof(LargeBookShelf) ? ReadLargeBookShelf(root)
        : typeof(T) == typeof(ReferenceBookShelf) ? ReadReferenceBookShelf(root)
        : typeof(T) == typeof(Organization) ? ReadOrganization(root)
        : typeof(T) == typeof(People) ? ReadPeople(root)
        : typeof(T) == typeof(Vector3[]) ? ReadVectors(root)
        : typeof(T) == typeof(Employee[]) ? ReadEmployees(root)
        : typeof(T) == typeof(EmployeeComplex[]) ? ReadEmployeesComplex(root)
        : typeof(T) == typeof(SimpleObject[]) ? ReadSimpleObjects(root)
        : typeof(T) == typeof(SimpleObjectWithFields[]) ? ReadSimpleObjectsWithFields(root)
        : FlatBuffersVersioning.ByType.TryGetValue(typeof(T), out var versioned) ? versioned.Read(root)
        : null);

    public static int Write(FlatBufferBuilder b, BookShelf shelf)
    {
        int books = b.Vector(shelf.Books, static (b, book) =>
        {
            int title = b.String(book.Title), data = b.Bytes(book.BookData);
            b.StartTable(3);
            b.AddInt(1, book.Id, 0);
            b.AddOffset(0, title, 0);
            b.AddOffset(2, data, 0);
            return b.EndTable();
        });
        int secret = b.String(shelf.GetSecret());
        b.StartTable(2);
        b.AddOffset(0, books, 0);
        b.AddOffset(1, secret, 0);
        return b.EndTable();
    }

    public static BookShelf ReadBookShelf(Table t) =>
        new(t.String(1)) { Books =
            t.ListOf(0, static b => new Book { Title = b.String(0), Id = b.Int(1), BookData = b.Bytes(2) }) };

    public static int Write(FlatBufferBuilder b, BookShelf1 shelf)
    {
        int books = b.Vector(shelf.Books, static (b, book) =>
        {
            int title = b.String(book.Title);
            b.StartTable(3);
            b.AddDouble(2, book.Price, 0);
            b.AddInt(1, book.Id, 0);
            b.AddOffset(0, title, 0);
            return b.EndTable();
        });
        int owner = b.String(shelf.Owner);
        b.StartTable(2);
        b.AddOffset(0, books, 0);
        b.AddOffset(1, owner, 0);
        return b.EndTable();
    }

    public static BookShelf1 ReadBookShelf1(Table t) => new()
    {
        Books = t.ListOf(0, static b => new Book1 { Title = b.String(0), Id = b.Int(1), Price = b.Double(2) }),
        Owner = t.String(1),
    };

    public static int Write(FlatBufferBuilder b, BookShelf2 shelf)
    {
        int books = b.Vector(shelf.Books, static (b, book) =>
        {
            int title = b.String(book.Title), author = b.String(book.Author);
            b.StartTable(4);
            b.AddLong(1, book.Id, 0);
            b.AddOffset(0, title, 0);
            b.AddOffset(3, author, 0);
            b.AddBool(2, book.IsAvailable, false);
            return b.EndTable();
        });
        b.StartTable(2);
        b.AddLong(1, shelf.ShelfNumber, 0);
        b.AddOffset(0, books, 0);
        return b.EndTable();
    }

    public static BookShelf2 ReadBookShelf2(Table t) => new()
    {
        Books = t.ListOf(0, static b =>
            new Book2 { Title = b.String(0), Id = b.Long(1), IsAvailable = b.Bool(2), Author = b.String(3) }),
        ShelfNumber = t.Long(1),
    };

    public static int Write(FlatBufferBuilder b, LargeBookShelf shelf)
    {
        int books = b.Vector(shelf.Books, WriteLargeBook);
        int name = b.String(shelf.Name);
        b.StartTable(2);
        b.AddOffset(0, books, 0);
        b.AddOffset(1, name, 0);
        return b.EndTable();
    }

    static int WriteLargeBook(FlatBufferBuilder b, LargeBook book)
    {
        int title = b.String(book.Title), author = b.String(book.Author), isbn = b.String(book.Isbn),
        tags = b.Strings(book.Tags),
            pages = b.Ints(book.ChapterPages), cover = b.Bytes(book.Cover), publisher = 0;
        if (book.Publisher is { } p)
        {
            int publisherName = b.String(p.Name), city = b.String(p.City);
            b.StartTable(3);
            b.AddOffset(0, publisherName, 0);
            b.AddOffset(1, city, 0);
            b.AddInt(2, p.Founded, 0);
            publisher = b.EndTable();
        }
        b.StartTable(18);
        b.AddGuid(11, book.Key);
        b.AddLong(4, book.PageCount, 0);
        b.AddDouble(8, book.Price, 0);
        b.AddLong(10, book.Published.ToBinary(), 0);
        if (book.Discount is { } discount)
            b.AddDecimal(17, discount);
        b.AddInt(0, book.Id, 0);
        b.AddOffset(1, title, 0);
        b.AddOffset(2, author, 0);
        b.AddOffset(3, isbn, 0);
        b.AddFloat(9, book.Weight, 0);
        b.AddInt(12, (int)book.Genre, 0);
        b.AddOffset(13, tags, 0);
        b.AddOffset(14, pages, 0);
        b.AddOffset(15, cover, 0);
        b.AddOffset(16, publisher, 0);
        b.AddShort(5, book.Edition, 0);
        b.AddByte(6, book.Rating, 0);
        b.AddBool(7, book.InPrint, false);
        return b.EndTable();
    }

    public static LargeBookShelf ReadLargeBookShelf(Table t) => new()
    {
        Books = t.ListOf(0, static b => new LargeBook
        {
            Id = b.Int(0), Title = b.String(1), Author = b.String(2), Isbn = b.String(3), PageCount = b.Long(4),
            Edition = b.Short(5),
            Rating = b.Byte(6), InPrint = b.Bool(7), Price = b.Double(8), Weight = b.Float(9), Published = b.Date(10),
            Key = b.Guid(11),
            Genre = (Genre)b.Int(12), Tags = b.StringList(13), ChapterPages = b.Ints(14), Cover = b.Bytes(15),
            Publisher = b.SubTable(16) is { } p
                ? new Publisher { Name = p.String(0), City = p.String(1), Founded = p.Int(2) } : null,
            Discount = b.DecimalOrNull(17),
        }),
        Name = t.String(1),
    };

    public static int Write(FlatBufferBuilder b, ReferenceBookShelf shelf)
    {
        int books = 0;
        if (shelf.Books is { } entries)
        {
            // Values are not deduplicated (no reference tracking).
            var offsets = ArrayPool<int>.Shared.Rent(entries.Count);
            int i = 0;
            foreach (var (key, value) in entries)
            {
                int title = b.String(value);
                b.StartTable(2);
                b.AddLong(0, key.ToBinary(), 0);
                b.AddOffset(1, title, 0);
                offsets[i++] = b.EndTable();
            }
            books = b.Vector(offsets.AsSpan(0, i));
            ArrayPool<int>.Shared.Return(offsets);
        }
        b.StartTable(1);
        b.AddOffset(0, books, 0);
        return b.EndTable();
    }

    public static ReferenceBookShelf ReadReferenceBookShelf(Table t)
    {
        int first = t.Vector(0, out int count);
        if (first == 0)
            return new ReferenceBookShelf();
        // Grown, not pre-sized from the bytes' length (FlatBuffersAccess)
        var books = new Dictionary<DateTime, string>();
        for (int i = 0; i < count; i++)
        {
            var entry = new Table(t.__indirect(first + i * sizeof(int)), t.bb);
            books.Add(entry.Date(0), entry.String(1)!);
        }
        return new ReferenceBookShelf { Books = books };
    }
}
