using Google.FlatBuffers;
using SerializerTests.Serializers.Binary;

namespace SerializerTests.Tests.Host;

/// <summary>An adapter on its library's own types is timed on a model the host made before the timing, and its round trip is still
/// verified as test objects, field by field.</summary>
public class OwnModelHostTests
{
    [Theory]
    [InlineData("combined", "GoogleProtobuf.OwnTypes")]
    [InlineData("firstcall", "GoogleProtobuf.OwnTypes")]
    [InlineData("combined", "FlatBuffers.OwnTypes")]
    [InlineData("firstcall", "FlatBuffers.OwnTypes")]
    [InlineData("combined", "Avro.OwnTypes")]
    [InlineData("firstcall", "Avro.OwnTypes")]
    public void ItsRowsAreVerifiedRoundTripsOfTheTestObjects(string test, string serializer)
    {
        var rows = HostRun.Of(["-test", test, "-N", "1,100", "-Runs", "2", "-serializer", "#" + serializer, "-Verify", "-BookDataSize", "10"]).Rows;
        Assert.NotEmpty(rows);
        Assert.All(rows, r => Assert.Equal((ResultStatus.Ok, serializer), (r.Status, r.Serializer)));
    }

    /// <summary>The metadata the pages rank by says "own types" exactly where the host times an own model.</summary>
    [Fact]
    public void EveryAdapterDeclaresItsDataModelAsItsTypeIs()
    {
        foreach (var entry in SerializerCatalog.All)
        {
            var adapter = entry.Create(new AdapterOptions());
            Assert.True(adapter is OwnModelAdapter == (adapter.Info.Model == DataModel.OwnTypes), entry.Name);
        }
    }

    /// <summary>What it writes is what the library's row from the C# objects writes: the same library, the same bytes.</summary>
    [Theory]
    [InlineData("GoogleProtobuf.OwnTypes", "GoogleProtobuf")]
    [InlineData("FlatBuffers.OwnTypes", "FlatBuffers")]
    [InlineData("Avro.OwnTypes", "Avro")]
    public void ItWritesTheSameBytesAsTheLibrarysRowFromTheObjects(string ownTypes, string fromYourClasses)
    {
        var shelf = DataGenerator.CreateBookShelf(50, 10);
        var own = (OwnModelAdapter)Create(ownTypes);
        var library = Create(fromYourClasses);
        MemoryStream fromModel = new(), fromObjects = new();
        own.SerializeModel(own.ToModel(shelf), fromModel);
        library.Serialize(shelf, fromObjects);
        Assert.Equal(fromObjects.ToArray(), fromModel.ToArray());
        Assert.Equal((DataModel.OwnTypes, DataModel.YourClasses), (own.Info.Model, library.Info.Model));
    }

    /// <summary>FlatBuffers' timed read goes through every field: what it read adds up to the shelf's ids, titles, payloads and owner.</summary>
    [Fact]
    public void FlatBuffersReadsEveryFieldOfABookShelf()
    {
        var shelf = DataGenerator.CreateBookShelf(20, 7);
        var output = new MemoryStream();
        new FlatBuffersAdapter().Serialize(shelf, output);
        var read = FlatBuffersReads.Of<BookShelf>(new ByteBuffer(output.GetBuffer()));
        long expected = shelf.GetSecret()!.Length + shelf.Books!.Sum(b => (long)b.Id + b.Title!.Length + b.BookData!.Length);
        Assert.Equal(expected, read);
    }

    static SerializerAdapter Create(string name) => SerializerCatalog.All.Single(e => e.Name == name).Create(new AdapterOptions());
}
