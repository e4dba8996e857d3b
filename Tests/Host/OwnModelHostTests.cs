using SerializerTests.Serializers;
using SerializerTests.Serializers.Binary;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Tests.Host;

/// <summary>An adapter on its library's own types is timed on a model the host made before the timing, and its round trip is still
/// verified as test objects, field by field.</summary>
public class OwnModelHostTests
{
    [Theory]
    [InlineData("combined")]
    [InlineData("firstcall")]
    public void ItsRowsAreVerifiedRoundTripsOfTheTestObjects(string test)
    {
        var rows = HostRun.Of(["-test", test, "-N", "1,100", "-Runs", "2", "-serializer", "#GoogleProtobuf.OwnTypes", "-Verify", "-BookDataSize", "10"])
            .Rows;
        Assert.NotEmpty(rows);
        Assert.All(rows, r => Assert.Equal((ResultStatus.Ok, "GoogleProtobuf.OwnTypes"), (r.Status, r.Serializer)));
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
    [Fact]
    public void ItWritesTheSameBytesAsTheLibrarysRowFromTheObjects()
    {
        var shelf = DataGenerator.CreateBookShelf(50, 10);
        var own = new GoogleProtobufOwnTypesAdapter();
        var model = own.ToModel(shelf);
        MemoryStream fromModel = new(), fromObjects = new();
        own.SerializeModel(model, fromModel);
        new GoogleProtobufAdapter().Serialize(shelf, fromObjects);
        Assert.Equal(fromObjects.ToArray(), fromModel.ToArray());
        Assert.Equal(DataModel.OwnTypes, own.Info.Model);
        Assert.Equal(DataModel.YourClasses, new GoogleProtobufAdapter().Info.Model);
    }
}
