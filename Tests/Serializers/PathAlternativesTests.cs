namespace SerializerTests.Tests.Serializers;

/// <summary>The paths audit's alternatives (SerializerCatalog.PathAlternatives) are the same serializers on another path: same bytes, same
/// round trips, named for what they are, and run only when named exactly.</summary>
public class PathAlternativesTests
{
    public static TheoryData<string> Names() => [.. SerializerCatalog.PathAlternatives.Select(e => e.Name)];

    [Theory]
    [MemberData(nameof(Names))]
    public void AnAlternativeIsItsSerializerOnAnotherPathAndSaysSo(string name)
    {
        var (alternative, chosen) = Pair(name);
        Assert.Equal(name, alternative.Info.Name);
        Assert.Equal($"{chosen.Info.Name}.{alternative.Info.OutputBuffer}", name);
        Assert.NotEqual(chosen.Info.OutputBuffer, alternative.Info.OutputBuffer);
        Assert.NotEqual(chosen.Info.Path!.Serialize, alternative.Info.Path!.Serialize);
        Assert.Equal(chosen.Info.Path.Deserialize, alternative.Info.Path.Deserialize);
    }

    /// <summary>Writing another way must not write something else: the two paths' messages are byte for byte the same, each written
    /// after a first call (so that a library that changes path with use, as System.Text.Json's Stream overload does, is on its usual path).</summary>
    [Theory]
    [MemberData(nameof(Names))]
    public void BothPathsWriteTheSameBytes(string name)
    {
        var (alternative, chosen) = Pair(name);
        var shelf = DataGenerator.CreateBookShelf(100, 10);
        Assert.Equal(Written(chosen, shelf), Written(alternative, shelf));
    }

    [Theory]
    [MemberData(nameof(Names))]
    public void AnAlternativeRoundTripsEveryField(string name)
    {
        var (alternative, _) = Pair(name);
        Assert.Null(RoundTripTests.RoundTrip(alternative, TestDataTypes.BookShelf, 1000, 10));
        Assert.Null(RoundTripTests.RoundTrip(alternative, TestDataTypes.BookShelf, 1000, 0));
    }

    [Fact]
    public void APrefixNeverSelectsAnAlternativeAndAnExactNameDoes()
    {
        IReadOnlyList<SerializerEntry> catalog = SerializerCatalog.Known;
        var (byPrefix, _) = SerializerCatalog.Select(catalog, ["MessagePack"]);
        Assert.Equal(["MessagePack", "MessagePackLz4"], byPrefix.Select(e => e.Name));
        var (exact, unmatched) = SerializerCatalog.Select(catalog, ["#MessagePack", "#messagepack.librarystream"]);
        Assert.Null(unmatched);
        Assert.Equal(["MessagePack", "MessagePack.LibraryStream"], exact.Select(e => e.Name));
        var (_, nothing) = SerializerCatalog.Select(catalog, ["MessagePack."]);
        Assert.Equal("MessagePack.", nothing);
    }

    static byte[] Written(SerializerAdapter adapter, BookShelf shelf)
    {
        for (int call = 0; call < 11; call++)
            adapter.Serialize(shelf, new MemoryStream());
        var output = new MemoryStream();
        adapter.Serialize(shelf, output);
        return output.ToArray();
    }

    static (SerializerAdapter Alternative, SerializerAdapter Chosen) Pair(string name)
    {
        var alternative = SerializerCatalog.PathAlternatives.Single(e => e.Name == name).Create(new AdapterOptions());
        var chosen = SerializerCatalog.All.Single(e => e.Name == name[..name.IndexOf('.')]).Create(new AdapterOptions());
        return (alternative, chosen);
    }
}
