using SerializerTests.Serializers.Examples;
using SerializerTests.Tests.Serializers;

namespace SerializerTests.Tests.Examples;

/// <summary>The shipped example adapters (examples/) hold to what a built-in one does: every root type they claim round-trips field by
/// field, and what they do not handle they say, with a reason.</summary>
public class ExampleAdapterTests
{
    static readonly IReadOnlyDictionary<string, SerializerAdapter> Examples = new Dictionary<string, SerializerAdapter>
    {
        ["YamlDotNet"] = YamlDotNetAdapter.Create(new AdapterOptions()),
        ["InHouseCodec"] = InHouseCodecAdapter.Create(new AdapterOptions()),
    };

    public static TheoryData<string, string, int> Cases()
    {
        var cases = new TheoryData<string, string, int>();
        foreach (var (name, adapter) in Examples)
        foreach (var type in TestDataTypes.All.Where(t => adapter.Supports(t.ClrType)))
        foreach (int count in new[] { 0, 1, 100 })
            cases.Add(name, type.Name, count);
        return cases;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void AnExampleRoundTripsEveryFieldItClaims(string serializer, string typeName, int count)
    {
        var type = TestDataTypes.All.Single(t => t.Name == typeName);
        Assert.Null(type.Accept(new RoundTripTests.RoundTripOf(Examples[serializer], count, 10)));
    }

    [Fact]
    public void AnExampleIsNamedAsItRegistersItself()
    {
        foreach (var (name, adapter) in Examples)
            Assert.Equal(name, adapter.Info.Name);
    }

    [Fact]
    public void TheInHouseCodecRefusesALengthItsBytesCannotHold()
    {
        var adapter = Examples["InHouseCodec"];
        using var stream = new MemoryStream();
        adapter.Serialize(DataGenerator.CreateBookShelf(2, 0), stream);
        var bytes = stream.ToArray();
        BitConverter.GetBytes(int.MaxValue).CopyTo(bytes, 4);
        Assert.Throws<InvalidDataException>(() => adapter.Deserialize<BookShelf>(new MemoryStream(bytes)));
    }
}
