#:project InHouseCodec

// An in-house serializer measured beside the field: the codec is a project of its own (InHouseCodec/), named by the
// line above. ./RunAll.sh --quick --adapter examples/InHouseCodecAdapter.cs (docs/usage.md, "Your own serializer").
using InHouse.Codec;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Serializers.Examples;

/// <summary>The in-house codec over BookShelf, mapped by hand as such a codec is; the other root types it declares
/// unsupported.</summary>
public sealed class InHouseCodecAdapter : SerializerAdapter
{
    [Serializer("InHouseCodec")]
    public static SerializerAdapter Create(AdapterOptions _) => new InHouseCodecAdapter();

    public override SerializerInfo Info { get; } = new("InHouseCodec", "examples/InHouseCodec", DataFormat.Binary, "length-prefixed records",
        typeof(RecordWriter).Assembly)
    {
        UnsupportedTypes = SerializerInfo.AllTypesExcept([typeof(BookShelf)], "the example codec maps BookShelf only"),
        Needs = SerializerInfo.NeedsAMapping,
        VersioningNotTested = "the example codec maps BookShelf only, and no versioned type",
        Notes = "Writes the public members only: the private Secret is not written.",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        var shelf = value as BookShelf ?? throw new NotSupportedException(Info.WhyUnsupported(typeof(T)));
        using var writer = new RecordWriter(output);
        writer.Write(shelf.Books?.Count ?? -1);
        foreach (var book in shelf.Books ?? [])
        {
            writer.Write(book.Title);
            writer.Write(book.Id);
            writer.Write(book.BookData);
        }
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        using var reader = new RecordReader(input);
        int count = reader.ReadLength();
        var shelf = new BookShelf { Books = count < 0 ? null : new List<Book>(count) };
        for (int i = 0; i < count; i++)
            shelf.Books!.Add(new Book { Title = reader.ReadString(), Id = reader.ReadInt32(), BookData = reader.ReadBytes() });
        return (T)(object)shelf;
    }
}
