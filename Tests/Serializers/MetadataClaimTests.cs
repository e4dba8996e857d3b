using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Tests.Serializers;

/// <summary>What an adapter's metadata claims about itself, shown by running the library.</summary>
public class MetadataClaimTests
{
    public static TheoryData<string, string> DeclaredUnsupported()
    {
        var cases = new TheoryData<string, string>();
        foreach (var entry in SerializerCatalog.All)
        foreach (var type in entry.Create(new AdapterOptions()).Info.UnsupportedTypes.Keys)
            cases.Add(entry.Name, TestDataTypes.All.Single(t => t.ClrType == type).Name);
        return cases;
    }

    /// <summary>An unsupported declaration stands only if handing the type to the library really fails: it throws or the round trip differs.</summary>
    [Theory]
    [MemberData(nameof(DeclaredUnsupported))]
    public void DeclaredUnsupportedTypeReallyFails(string serializer, string typeName)
    {
        var adapter = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions());
        var type = TestDataTypes.All.Single(t => t.Name == typeName);
        string? difference;
        try
        {
            difference = type.Accept(new RoundTripTests.RoundTripOf(adapter, 100, 10));
        }
        catch (Exception)
        {
            return;
        }
        Assert.True(difference is not null, $"{serializer} declares {typeName} unsupported ({adapter.Info.WhyUnsupported(type.ClrType)}), but it round-trips");
    }

    /// <summary>
    /// TracksReferences means that with <c>-reftracking</c> the one string instance that every ReferenceBookShelf entry shares
    /// comes back as one shared instance, not only as equal strings. (Size cannot show it: the compressing adapters shrink the
    /// repeated string without tracking anything.)
    /// </summary>
    [Theory]
    [MemberData(nameof(RoundTripTests.Names), MemberType = typeof(RoundTripTests))]
    public void ReferenceTrackingClaimMatchesWhatComesBack(string serializer)
    {
        var adapter = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions(ReferenceTracking: true));
        if (!adapter.Supports(typeof(ReferenceBookShelf)))
            return;
        var shelf = DataGenerator.CreateReferenceBookShelf(100, 0);
        var stream = new MemoryStream();
        adapter.Serialize(shelf, stream);
        stream.Position = 0;
        var values = adapter.Deserialize<ReferenceBookShelf>(stream).Books!.Values.ToList();
        Assert.Equal(adapter.Info.TracksReferences, values.All(v => ReferenceEquals(v, values[0])));
    }
}
