using System.Buffers.Binary;
using System.Text;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Serializers.Baselines;

/// <summary> The floor any deserializer can reach: books laid out flat in a UTF-8 buffer (count, then per book its id,
/// title length, title bytes, payload length and payload), read back with nothing but span slicing and the allocations
/// of the objects themselves. Not a serializer: BookShelf only, no versioning, no Secret.</summary>
public sealed class AllocPerfAdapter : SerializerAdapter
{
    [Serializer("AllocPerf")]
    public static SerializerAdapter Create(AdapterOptions _) => new AllocPerfAdapter();

    public override SerializerInfo Info { get; } = new("AllocPerf", "https://github.com/Alois-xx/SerializerTests",
        DataFormat.Binary, "Flat buffer (allocation floor)", typeof(BinaryPrimitives).Assembly)
    {
        Path = new("Stream.Write of UTF-8 spans (our code)", "span slicing of the stream's buffer (our code)",
            "https://github.com/Alois-xx/SerializerTests"),
        VersioningNotTested = "not a serializer: a flat layout written for BookShelf only",
        Maintenance = Maintenance.NotASerializer,
        Notes = "Baseline, not a serializer: only BookShelf, skips the private Secret, no parsing beyond lengths.",
        UnsupportedTypes =
            SerializerInfo.AllTypesExcept([typeof(BookShelf)], "its flat layout is written for BookShelf only"),
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        var books = (value as BookShelf ?? throw new NotSupportedException($"{Info.Name} handles only BookShelf")).Books
            ?? [];
        Span<byte> header = stackalloc byte[4];
        BinaryPrimitives.WriteInt32LittleEndian(header, books.Count);
        output.Write(header);
        Span<byte> scratch = stackalloc byte[256];
        foreach (var book in books)
        {
            var title = book.Title ?? "";
            int titleBytes = Encoding.UTF8.GetByteCount(title);
            var record = 12 + titleBytes <= scratch.Length ? scratch[..(12 + titleBytes)] : new byte[12 + titleBytes];
            BinaryPrimitives.WriteInt32LittleEndian(record, book.Id);
            BinaryPrimitives.WriteInt32LittleEndian(record[4..], titleBytes);
            Encoding.UTF8.GetBytes(title, record[8..]);
            BinaryPrimitives.WriteInt32LittleEndian(record[(8 + titleBytes)..], book.BookData?.Length ?? -1);
            output.Write(record);
            if (book.BookData is not null)
                output.Write(book.BookData);
        }
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        if (typeof(T) != typeof(BookShelf))
            throw new NotSupportedException($"{Info.Name} handles only BookShelf");
        var span = input.RemainingSpan();
        int count = BinaryPrimitives.ReadInt32LittleEndian(span);
        span = span[4..];
        var books = new List<Book>(count);
        for (int i = 0; i < count; i++)
        {
            var book = new Book { Id = BinaryPrimitives.ReadInt32LittleEndian(span) };
            int titleBytes = BinaryPrimitives.ReadInt32LittleEndian(span[4..]);
            book.Title = Encoding.UTF8.GetString(span.Slice(8, titleBytes));
            span = span[(8 + titleBytes)..];
            int dataBytes = BinaryPrimitives.ReadInt32LittleEndian(span);
            span = span[4..];
            if (dataBytes >= 0)
            {
                book.BookData = span[..dataBytes].ToArray();
                span = span[dataBytes..];
            }
            books.Add(book);
        }
        return (T)(object)new BookShelf { Books = books };
    }
}
