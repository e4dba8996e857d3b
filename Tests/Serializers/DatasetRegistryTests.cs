using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Tests.Serializers;

/// <summary>What a dataset file may add: a name <c>--dataset</c> can take and file names can carry, not one already taken.</summary>
public class DatasetRegistryTests
{
    [Theory]
    [InlineData("", "use lower-case letters and digits only")]
    [InlineData("My Data", "use lower-case letters and digits only")]
    [InlineData("a,b", "use lower-case letters and digits only")]
    [InlineData("bookshelf", "is taken")]
    public void AddRefusesANameThatCannotBeUsed(string name, string reason)
    {
        int before = Datasets.All.Count;
        var ex = Assert.Throws<ArgumentException>(() => Datasets.Add(new Dataset(name, "a test", TestDataTypes.BookShelf)));
        Assert.Contains(reason, ex.Message);
        Assert.Equal(before, Datasets.All.Count);
    }

    [Fact]
    public void EveryRootTypeOfAnAddedDatasetIsATestType()
    {
        foreach (var dataset in Datasets.Added)
        foreach (var type in dataset.FirstCallTypes.Prepend(dataset.RootType))
            Assert.Same(type, TestDataTypes.Find(type.ClrType));
    }
}
