using System.Collections.Concurrent;
using System.Text.Json;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>Which NuGet package, at which version, a built host took each library assembly from.</summary>
public sealed class BuiltPackages
{
    readonly ConcurrentDictionary<(string File, DateTime Written), IReadOnlyDictionary<string, string>> _read = new();

    /// <summary>The package version the serializer's library assembly came from in <paramref name="host"/>'s
    /// build.</summary>
    public string? VersionOf(BuiltHost host, string serializer) =>
        host.Executable is { } executable && SerializerSelection.FactsOf(serializer)?.LibraryAssembly is { } assembly
            && VersionsByAssembly(DepsFileOf(executable)).TryGetValue(assembly, out var version) ? version : null;

    public static string DepsFileOf(string executable) =>
        Path.Combine(Path.GetDirectoryName(executable)!, Path.GetFileNameWithoutExtension(executable) + ".deps.json");

    IReadOnlyDictionary<string, string> VersionsByAssembly(string depsFile) => !File.Exists(depsFile)
        ? new Dictionary<string, string>()
        : _read.GetOrAdd((depsFile, File.GetLastWriteTimeUtc(depsFile)), key => Parse(File.ReadAllText(key.File)));

    /// <summary>The version of the package behind each runtime assembly a deps.json lists, by assembly name.</summary>
    public static IReadOnlyDictionary<string, string> Parse(string depsJson)
    {
        using var document = JsonDocument.Parse(depsJson);
        var root = document.RootElement;
        var packages = root.GetProperty("libraries").EnumerateObject()
            .Where(l => l.Value.TryGetProperty("type", out var type) && type.GetString() == "package")
            .Select(l => l.Name)
            .ToHashSet(StringComparer.Ordinal);
        var versions = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase);
        var libraries = root.GetProperty("targets").EnumerateObject().SelectMany(t => t.Value.EnumerateObject())
            .Where(l => packages.Contains(l.Name));
        foreach (var library in libraries)
        {
            if (!library.Value.TryGetProperty("runtime", out var runtime))
                continue;
            string version = library.Name[(library.Name.IndexOf('/', StringComparison.Ordinal) + 1)..];
            foreach (var asset in runtime.EnumerateObject())
                versions.TryAdd(Path.GetFileNameWithoutExtension(asset.Name), version);
        }
        return versions;
    }
}
