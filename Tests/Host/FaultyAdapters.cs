namespace SerializerTests.Tests.Host;

/// <summary>Adapters that misbehave on purpose, to prove the host reports instead of hiding.</summary>
static class FaultyAdapters
{
    static SerializerInfo Info(string name) => new(name, "https://example.invalid", DataFormat.Binary, "Test", typeof(FaultyAdapters).Assembly);

    public sealed class Throwing : SerializerAdapter
    {
        public override SerializerInfo Info { get; } = Info("Throwing");
        public override void Serialize<T>(T value, MemoryStream output) => throw new InvalidOperationException("boom\nsecond line");
        public override T Deserialize<T>(MemoryStream input) => throw new InvalidOperationException("boom");
    }

    /// <summary>Writes one byte and hands back an empty BookShelf: fast, and wrong.</summary>
    public sealed class Lossy : SerializerAdapter
    {
        public override SerializerInfo Info { get; } = Info("Lossy") with { UnsupportedTypes = SerializerInfo.AllTypesExcept([typeof(BookShelf)], "a test adapter") };
        public override void Serialize<T>(T value, MemoryStream output) => output.WriteByte(1);
        public override T Deserialize<T>(MemoryStream input) => (T)(object)new BookShelf { Books = [] };
    }

    public static readonly IReadOnlyList<SerializerEntry> Catalog =
    [
        new("Throwing", _ => new Throwing()),
        new("Lossy", _ => new Lossy()),
        SerializerCatalog.All.Single(e => e.Name == "BinaryWriter"),
    ];
}
