// A test adapter, added to a run with --adapter (Tests/Faults/FaultFiles.cs): it round-trips by handing back the object
// it last wrote (so -Verify passes), and exits 0 when asked for ten or more
// books, the rows of the smaller counts already written.
namespace SerializerTests.Serializers.Faults;

public sealed class FaultShort : SerializerAdapter
{
    [Serializer("FaultShort")]
    public static SerializerAdapter Create(AdapterOptions _) => new FaultShort();

    object? _written;

    public override SerializerInfo Info { get; } =
        new("FaultShort", "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(FaultShort).Assembly);

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (value is TypesToSerialize.BookShelf { Books.Count: >= 10 })
            Environment.Exit(0);
        _written = value;
        output.WriteByte(1);
    }

    public override T Deserialize<T>(MemoryStream input) => (T)_written!;
}
