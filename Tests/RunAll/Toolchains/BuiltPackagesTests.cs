using System.Text.Json;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.Tests.RunAll;

/// <summary>The package version RunAll writes into a row is the one the build's deps.json says the library assembly came from.</summary>
public class BuiltPackagesTests
{
    /// <summary>This test project's own build stands in for a host's: its deps.json lists the adapters' packages as the host's does.</summary>
    static BuiltHost ThisBuild => new(new RuntimeVariant("net10.0", Variant.Jit), Path.Combine(AppContext.BaseDirectory, "Tests"), null);

    /// <summary>FlatBuffers' assembly says 1.0.0; the package restored for the adapters is what the row gets.</summary>
    [Fact]
    public void ALibraryWhoseAssemblyVersionDiffersGetsItsPackagesVersion()
    {
        string root = RepositoryLayout.FindRoot()!;
        using var assets = JsonDocument.Parse(File.ReadAllText(Path.Combine(root, "Serializers", "obj", "project.assets.json")));
        string restored = assets.RootElement.GetProperty("libraries").EnumerateObject()
            .Single(l => l.Name.StartsWith("Google.FlatBuffers/", StringComparison.OrdinalIgnoreCase)).Name.Split('/')[1];

        string? version = new BuiltPackages().VersionOf(ThisBuild, "FlatBuffers");
        Assert.Equal(restored, version);
        Assert.NotEqual(SerializerSelection.InfoOf("FlatBuffers")!.LibraryVersion, version);
    }

    [Fact]
    public void ABaselineAndAFrameworkLibraryGetNone()
    {
        var packages = new BuiltPackages();
        Assert.Null(packages.VersionOf(ThisBuild, "AllocPerf"));
        Assert.Null(packages.VersionOf(ThisBuild, "XmlSerializer"));
    }

    /// <summary>A runtime pack's assemblies are the framework's; a package whose assembly conflict resolution dropped (no runtime
    /// asset) did not supply the library.</summary>
    [Fact]
    public void OnlyAPackagesRuntimeAssetCounts()
    {
        const string deps = """
            {
              "targets": { ".NETCoreApp,Version=v8.0/linux-x64": {
                "runtimepack.Microsoft.NETCore.App.Runtime.linux-x64/8.0.31": { "runtime": { "System.Text.Json.dll": {} } },
                "Google.FlatBuffers/25.2.10": { "runtime": { "lib/net8.0/Google.FlatBuffers.dll": {} } },
                "System.Runtime.Serialization.Formatters/11.0.0": { "dependencies": {} }
              } },
              "libraries": {
                "runtimepack.Microsoft.NETCore.App.Runtime.linux-x64/8.0.31": { "type": "runtimepack" },
                "Google.FlatBuffers/25.2.10": { "type": "package" },
                "System.Runtime.Serialization.Formatters/11.0.0": { "type": "package" }
              }
            }
            """;
        var versions = BuiltPackages.Parse(deps);
        Assert.Equal(new Dictionary<string, string> { ["Google.FlatBuffers"] = "25.2.10" }, versions);
    }
}
