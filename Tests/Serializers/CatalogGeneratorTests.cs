namespace SerializerTests.Tests.Serializers;

/// <summary>Tools/CatalogGenerator writes the catalog from the adapters' [Serializer] factories: every entry comes from the file whose
/// factory names it, in name order, and the harness's own adapters are not among them.</summary>
public class CatalogGeneratorTests
{
    static IEnumerable<SerializerEntry> Entries => [.. SerializerCatalog.All, .. SerializerCatalog.PathAlternatives];

    [Fact]
    public void EveryEntryIsRegisteredInTheFileItNames()
    {
        foreach (var entry in Entries)
        {
            Assert.True(File.Exists(entry.Source), $"{entry.Name}: no file '{entry.Source}'");
            Assert.Contains($"[Serializer(\"{entry.Name}\"", File.ReadAllText(entry.Source), StringComparison.Ordinal);
        }
    }

    [Fact]
    public void TheCatalogIsInNameOrderAndEachAlternativeIsOneOfItsPaths()
    {
        Assert.Equal(SerializerCatalog.All.Select(e => e.Name).Order(StringComparer.OrdinalIgnoreCase), SerializerCatalog.All.Select(e => e.Name));
        Assert.All(SerializerCatalog.PathAlternatives, a => Assert.True(a.ExactNameOnly));
        Assert.All(SerializerCatalog.All, e => Assert.False(e.ExactNameOnly));
    }

    [Fact]
    public void TheHardeningSettingComesFromTheFactory()
    {
        Assert.Equal("MessagePackSecurity.UntrustedData", SerializerCatalog.All.Single(e => e.Name == "MessagePackLz4").Hardening);
        Assert.Null(SerializerCatalog.All.Single(e => e.Name == "JsonNet").Hardening);
    }
}
