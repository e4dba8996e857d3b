using SerializerTests.RunAll.Adapters;

namespace SerializerTests.Tests.Faults;

public class FaultFilesTests
{
    [Fact]
    public void TheProductionHostAndItsAdaptersHoldNoFaultAdapter()
    {
        var types = new[] { typeof(HostApp).Assembly, typeof(SerializerCatalog).Assembly }.SelectMany(a => a.GetTypes());
        Assert.DoesNotContain(types, t => t.Name.StartsWith("Fault", StringComparison.Ordinal) || t.Namespace?.Contains("Fault") == true);
        Assert.DoesNotContain(HostCatalog.Selectable, e => e.Name.StartsWith("Fault", StringComparison.Ordinal));
    }

    [Fact]
    public void EachFaultFileIsAnAdapterFileTheRunCanAdd()
    {
        var paths = FaultFiles.Arguments.Where((_, i) => i % 2 == 1).ToList();
        Assert.Equal(6, paths.Count);
        Assert.All(FaultFiles.Arguments.Where((_, i) => i % 2 == 0), a => Assert.Equal("--adapter", a));
        Assert.All(paths, p => Assert.Null(AdapterFile.Read(p).Error));
    }
}
