using System.Buffers.Binary;
using System.Text;

namespace SerializerTests.TypesToSerialize;

/// <summary>Deterministic test data: the same arguments always produce equal objects.</summary>
public static class DataGenerator
{
    public const string SecretValue = "private member value";
    public const int ReferenceStringLength = 500;
    static readonly DateTime Epoch = new(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc);

    public static BookShelf CreateBookShelf(int count, int payloadBytes)
    {
        var books = new List<Book>(count);
        for (int i = 1; i <= count; i++)
            books.Add(new Book { Id = i, Title = $"Book {i}", BookData = CreatePayload(payloadBytes, i) });
        return new BookShelf(SecretValue) { Books = books };
    }

    /// <summary>Seeded by <paramref name="item"/>: the same everywhere, different per item, so compressors cannot rank
    /// formats by our data's repetition.</summary>
    public static byte[]? CreatePayload(int payloadBytes, int item)
    {
        if (payloadBytes == 0)
            return null;
        var data = new byte[payloadBytes];
        ulong state = unchecked((ulong)item * 0xD1B54A32D192ED03UL);
        Span<byte> next = stackalloc byte[sizeof(ulong)];
        for (int j = 0; j < data.Length; j += sizeof(ulong))
        {
            BinaryPrimitives.WriteUInt64LittleEndian(next, SplitMix64(ref state));
            next[..Math.Min(sizeof(ulong), data.Length - j)].CopyTo(data.AsSpan(j));
        }
        return data;
    }

    static ulong SplitMix64(ref ulong state)
    {
        ulong z = unchecked(state += 0x9E3779B97F4A7C15UL);
        z = unchecked((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL);
        z = unchecked((z ^ (z >> 27)) * 0x94D049BB133111EBUL);
        return z ^ (z >> 31);
    }

    public static BookShelf1 CreateBookShelf1(int count, int payloadBytes)
    {
        var books = new List<Book1>(count);
        for (int i = 1; i <= count; i++)
            books.Add(new Book1 { Id = i, Title = $"Book {i}", Price = i * 0.25 });
        return new BookShelf1 { Books = books, Owner = "Owner" };
    }

    public static BookShelf2 CreateBookShelf2(int count, int payloadBytes)
    {
        var books = new List<Book2>(count);
        for (int i = 1; i <= count; i++)
            books.Add(new Book2 { Id = 10_000_000_000L
                + i, Title = $"Book {i}", IsAvailable = i % 2 == 0, Author = $"Author {i}" });
        return new BookShelf2 { Books = books, ShelfNumber = 42 };
    }

    public static LargeBookShelf CreateLargeBookShelf(int count, int payloadBytes)
    {
        var books = new List<LargeBook>(count);
        for (int i = 1; i <= count; i++)
        {
            books.Add(new LargeBook
            {
                Id = i,
                Title = $"Book {i}",
                Author = $"Author {i % 100}",
                Isbn = $"978-3-16-{i:D6}-0",
                PageCount = 100 + i % 900,
                Edition = (short)(1 + i % 5),
                Rating = (byte)(i % 6),
                InPrint = i % 3 != 0,
                Price = 9.5 + i % 50,
                Weight = 0.25f * (1 + i % 8),
                // Whole seconds in UTC: every format here can carry that exactly.
                Published = Epoch.AddSeconds(i * 3600L),
                Key = new Guid(i, (short)(i % 1000), 7, 1, 2, 3, 4, 5, 6, 7, 8),
                Genre = (Genre)(i % 4),
                Tags = ["tag" + i % 7, "tag" + i % 11],
                ChapterPages = [10, 20 + i % 10, 30],
                Cover = CreatePayload(payloadBytes, i),
                Publisher = new Publisher { Name = "Publisher " + i % 10, City = "City", Founded = 1900 + i % 100 },
                Discount = i % 2 == 0 ? 0.15m : null,
            });
        }
        return new LargeBookShelf { Books = books, Name = "Large" };
    }

    /// <summary>Every value is the same string instance.</summary>
    public static ReferenceBookShelf CreateReferenceBookShelf(int count, int payloadBytes)
    {
        string shared = new StringBuilder(ReferenceStringLength).Insert(0, "shared-", ReferenceStringLength / 7 + 1)
            .ToString(0, ReferenceStringLength);
        var books = new Dictionary<DateTime, string>(count);
        for (int i = 1; i <= count; i++)
            books.Add(Epoch.AddSeconds(i), shared);
        return new ReferenceBookShelf { Books = books };
    }
}
