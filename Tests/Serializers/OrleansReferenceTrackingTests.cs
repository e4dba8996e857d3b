using SerializerTests.Serializers.Binary;

namespace SerializerTests.Tests.Serializers;

/// <summary>Orleans' metadata says it tracks references within each message, strings included, for types without
/// [SuppressReferenceTracking] (which the benchmark types do not carry): a string shared by every book is written once.</summary>
public class OrleansReferenceTrackingTests
{
    [Fact]
    public void AStringSharedByEveryBookIsWrittenOnceAndComesBackShared()
    {
        var adapter = new OrleansAdapter();
        string title = new('t', 200);
        var shared = Shelf(_ => title);
        var distinct = Shelf(_ => new string('t', 200));

        long sharedBytes = Size(adapter, shared), distinctBytes = Size(adapter, distinct);
        Assert.True(sharedBytes < distinctBytes / 10, $"shared {sharedBytes} bytes, distinct {distinctBytes} bytes");

        var stream = new MemoryStream();
        adapter.Serialize(shared, stream);
        stream.Position = 0;
        var books = adapter.Deserialize<BookShelf>(stream).Books!;
        Assert.Same(books[0].Title, books[^1].Title);
        Assert.Equal(title, books[0].Title);
        Assert.Empty(typeof(Book).GetCustomAttributes(typeof(Orleans.SuppressReferenceTrackingAttribute), inherit: false));
    }

    static BookShelf Shelf(Func<int, string> title) =>
        new(DataGenerator.SecretValue) { Books = [.. Enumerable.Range(1, 100).Select(i => new Book { Id = i, Title = title(i) })] };

    static long Size(OrleansAdapter adapter, BookShelf shelf)
    {
        var stream = new MemoryStream();
        adapter.Serialize(shelf, stream);
        return stream.Length;
    }
}
