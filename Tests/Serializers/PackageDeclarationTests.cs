using System.Text.Json;

namespace SerializerTests.Tests.Serializers;

/// <summary>Each adapter's <see cref="SerializerInfo.Package"/> (what <c>RunAll --package</c> pins) is the package its library assembly
/// comes from: a package restored for the adapters' project whose files hold that assembly, or, where no such package is referenced
/// (System.Text.Json on its own runtime), the shared framework's copy, which the package replaces when pinned.</summary>
public class PackageDeclarationTests
{
    static readonly string Root = SerializerTests.RunAll.RepositoryLayout.FindRoot()!;

    public static TheoryData<string> Declaring() =>
        [.. SerializerCatalog.All.Where(e => e.Create(new AdapterOptions()).Info.Package is not null).Select(e => e.Name)];

    [Theory]
    [MemberData(nameof(Declaring))]
    public void ThePackageAnAdapterDeclaresHoldsItsLibrary(string serializer)
    {
        var info = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions()).Info;
        string assembly = info.Library.GetName().Name + ".dll";
        using var assets = JsonDocument.Parse(File.ReadAllText(Path.Combine(Root, "Serializers", "obj", "project.assets.json")));
        var libraries = assets.RootElement.GetProperty("libraries").EnumerateObject().ToList();
        var restored = libraries.FirstOrDefault(l => l.Name.Split('/')[0].Equals(info.Package, StringComparison.OrdinalIgnoreCase));
        if (restored.Value.ValueKind == JsonValueKind.Undefined)
        {
            Assert.Contains("Microsoft.NETCore.App", info.Library.Location, StringComparison.Ordinal);
            return;
        }
        // The package itself, or a package it depends on at its own version (MemoryPack brings MemoryPack.Core 1.21.4 at 1.21.4), which
        // pinning the package pins too.
        string version = restored.Name.Split('/')[1];
        var dependencies = assets.RootElement.GetProperty("targets").EnumerateObject().First().Value.GetProperty(restored.Name)
            .TryGetProperty("dependencies", out var listed) ? listed.EnumerateObject().Where(d => d.Value.GetString() == version).Select(d => $"{d.Name}/{version}") : [];
        var holding = libraries.Where(l => l.Name == restored.Name || dependencies.Contains(l.Name, StringComparer.OrdinalIgnoreCase));
        Assert.Contains(holding.SelectMany(l => l.Value.GetProperty("files").EnumerateArray().Select(f => f.GetString()!)),
            f => f.StartsWith("lib/", StringComparison.Ordinal) && f.EndsWith("/" + assembly, StringComparison.Ordinal));
    }

    [Fact]
    public void EveryAdapterWhoseLibraryIsNotTheFrameworksDeclaresAPackage()
    {
        foreach (var entry in SerializerCatalog.All)
        {
            var info = entry.Create(new AdapterOptions()).Info;
            bool framework = info.Library.Location.Contains("Microsoft.NETCore.App", StringComparison.Ordinal);
            bool ours = info.Library.GetName().Name is "Serializers";
            Assert.True(framework || ours || info.Package is not null, $"{entry.Name}: {info.Library.GetName().Name} comes from a package it does not declare");
        }
    }
}
