using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Tests.Serializers;

/// <summary>docs/datasets.md's support table must say what the adapters declare.</summary>
public class DatasetDocsTests
{
    [Fact]
    public void SupportTableMatchesTheAdapters()
    {
        var table = DocsTable.Read("datasets.md", "## Which serializer handles which");
        // The built-in datasets first, then those of dataset files that ship (a user's own needs no column).
        var documented = table[0].Skip(1).Select(name => Datasets.Find(name) ?? throw new Xunit.Sdk.XunitException(
            $"docs/datasets.md has a column '{name}', which is no dataset")).ToList();
        Assert.Equal(Datasets.BuiltIn, documented.Take(Datasets.BuiltIn.Count));
        foreach (var entry in SerializerCatalog.All.Where(e => table.Skip(1).All(r => r[0] != e.Name)))
        {
            var added = entry.Create(new AdapterOptions());
            Assert.Fail(DocsTable.AddRow("datasets.md", "## Which serializer handles which",
                [entry.Name, .. documented.Select(d => added.Supports(d.RootType.ClrType) ? "yes" : $"no: {added.Info.WhyUnsupported(d.RootType.ClrType)}")]));
        }
        Assert.Equal(SerializerCatalog.All.Select(e => e.Name), table.Skip(1).Select(r => r[0]));
        foreach (var row in table.Skip(1))
        {
            var adapter = SerializerCatalog.All.Single(e => e.Name == row[0]).Create(new AdapterOptions());
            foreach (var (dataset, cell) in documented.Zip(row.Skip(1)))
                Assert.True(adapter.Supports(dataset.RootType.ClrType) == cell.StartsWith("yes", StringComparison.Ordinal),
                    $"{row[0]} × {dataset.Name}: docs say '{cell}', the adapter says supported = {adapter.Supports(dataset.RootType.ClrType)}");
        }
    }
}
