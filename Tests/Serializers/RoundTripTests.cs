namespace SerializerTests.Tests.Serializers;

/// <summary>Every adapter × every root type it claims × N = 0, 1, 1000 × payload 0 and 10, compared field by field.</summary>
public class RoundTripTests
{
    static readonly IReadOnlyList<TestDataType> Types = TestDataTypes.All;

    public static TheoryData<string, string, int, int> Cases()
    {
        var cases = new TheoryData<string, string, int, int>();
        foreach (var entry in SerializerCatalog.All)
        foreach (var type in Types.Where(t => entry.Create(new AdapterOptions()).Supports(t.ClrType))) // the rest: HostProtocolTests, MetadataClaimTests
        foreach (int count in new[] { 0, 1, 1000 })
        foreach (int payload in new[] { 0, 10 })
            cases.Add(entry.Name, type.Name, count, payload);
        return cases;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void RoundTripKeepsEveryField(string serializer, string typeName, int count, int payload)
    {
        var adapter = Create(serializer);
        var type = Types.Single(t => t.Name == typeName);
        Assert.Null(type.Accept(new RoundTripOf(adapter, count, payload)));
    }

    /// <summary>The claim that lets verification accept null for empty: without it, the one difference at N = 0 is exactly that;
    /// a serializer that does it without claiming it fails here.</summary>
    [Theory]
    [MemberData(nameof(BookShelfNames))]
    public void EmptyCollectionsComeBackNullExactlyWhereTheMetadataSaysSo(string serializer)
    {
        var adapter = Create(serializer);
        var empty = DataGenerator.CreateBookShelf(0, 0);
        var strict = adapter.Info.RoundTripRules with { EmptyCollectionsMayComeBackNull = false };
        string? difference = TestDataTypes.BookShelf.Differences(empty, Serialize(adapter, empty), strict);
        if (adapter.Info.EmptyCollectionsComeBackNull)
            Assert.Equal("Books: expected '0 items', got 'null'", difference);
        else
            Assert.Null(difference);
    }

    [Theory]
    [MemberData(nameof(ReferenceTrackingNames))]
    public void ReferenceTrackingRoundTripsTheSharedValues(string serializer)
    {
        var adapter = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions(ReferenceTracking: true));
        Assert.Null(RoundTrip(adapter, TestDataTypes.ReferenceBookShelf, 100, 0));
    }

    [Theory]
    [MemberData(nameof(Names))]
    public void MetadataTellsTheTruthAboutThePrivateSecret(string serializer)
    {
        var adapter = Create(serializer);
        var shelf = DataGenerator.CreateBookShelf(2, 0);
        var back = Serialize(adapter, shelf);
        if (adapter.Info.WritesPrivateMembers)
            Assert.Equal(DataGenerator.SecretValue, back.GetSecret());
        else
            Assert.Null(back.GetSecret());
    }

    [Theory]
    [MemberData(nameof(Names))]
    public void CatalogNameIsTheAdapterName(string serializer) => Assert.Equal(serializer, Create(serializer).Info.Name);

    [Fact]
    public void SelectionMatchesPrefixesAndExactNames()
    {
        var (prefix, _) = SerializerCatalog.Select(SerializerCatalog.All, ["systemtextjson"]);
        Assert.Equal(["SystemTextJson", "SystemTextJsonSourceGen"], prefix.Select(e => e.Name));
        var (exact, _) = SerializerCatalog.Select(SerializerCatalog.All, ["#SystemTextJson"]);
        Assert.Equal(["SystemTextJson"], exact.Select(e => e.Name));
        var (_, unmatched) = SerializerCatalog.Select(SerializerCatalog.All, ["Xml", "NoSuchThing"]);
        Assert.Equal("NoSuchThing", unmatched);
    }

    public static TheoryData<string> Names() => new(SerializerCatalog.All.Select(e => e.Name));

    /// <summary>The serializers that take ReferenceBookShelf with <c>-reftracking</c> (the others get an unsupported row, HostProtocolTests).</summary>
    public static TheoryData<string> ReferenceTrackingNames() => new(SerializerCatalog.All
        .Where(e => e.Create(new AdapterOptions(ReferenceTracking: true)).Supports(typeof(ReferenceBookShelf))).Select(e => e.Name));

    public static TheoryData<string> BookShelfNames() => new(SerializerCatalog.All.Where(e => Create(e.Name).Supports(typeof(BookShelf))).Select(e => e.Name));

    static SerializerAdapter Create(string name) => SerializerCatalog.All.Single(e => e.Name == name).Create(new AdapterOptions());

    internal sealed class RoundTripOf(SerializerAdapter adapter, int count, int payload) : ITestDataTypeVisitor<string?>
    {
        public string? Visit<T>(TestDataType<T> type) where T : class => RoundTrip(adapter, type, count, payload);
    }

    [Theory]
    [MemberData(nameof(DatasetNames))]
    public void DatasetGenerationIsDeterministic(string dataset)
    {
        var root = SerializerTests.TypesToSerialize.Datasets.Datasets.Find(dataset)!.RootType;
        var adapter = Create("SystemTextJson"); // reflection-based: takes a dataset file's types as well as the built-in ones
        Assert.Equal(root.Accept(new BytesOf(adapter)), root.Accept(new BytesOf(adapter)));
        Assert.True(root.Accept(new BytesOf(adapter)).Length > 1000, "1000 items serialize to more than 1000 bytes");
    }

    public static TheoryData<string> DatasetNames() => [.. SerializerTests.TypesToSerialize.Datasets.Datasets.All.Select(d => d.Name)];

    /// <summary>The BinaryWriter bytes of 1000 freshly generated items.</summary>
    sealed class BytesOf(SerializerAdapter adapter) : ITestDataTypeVisitor<byte[]>
    {
        public byte[] Visit<T>(TestDataType<T> type) where T : class
        {
            var stream = new MemoryStream();
            adapter.Serialize(type.Create(1000, 10), stream);
            return stream.ToArray();
        }
    }

    internal static string? RoundTrip<T>(SerializerAdapter adapter, TestDataType<T> type, int count, int payload) where T : class
    {
        var data = type.Create(count, payload);
        return type.Differences(data, Serialize(adapter, data), adapter.Info.RoundTripRules);
    }

    internal static T Serialize<T>(SerializerAdapter adapter, T data) where T : class
    {
        var stream = new MemoryStream();
        adapter.Serialize(data, stream);
        stream.Position = 0;
        return adapter.Deserialize<T>(stream);
    }
}
