using System.IO.Compression;
using System.Text.RegularExpressions;
using System.Xml.Linq;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Planning;

public sealed partial record PackageRequest(string Package, IReadOnlyList<string> Versions)
{
    public override string ToString() => $"{Package}={string.Join(',', Versions)}";

    public static PackageRequest? Parse(string text) =>
        text.Split('=', 2) is [var id, var versions] && id.Trim().Length > 0
            && versions.Split(',',
                StringSplitOptions.TrimEntries | StringSplitOptions.RemoveEmptyEntries) is { Length: > 0 } list
            ? new PackageRequest(id.Trim(), list) : null;

    /// <summary>Whether the source serves a version is <see cref="Toolchains.PackageProbe"/>'s to say.</summary>
    public static (IReadOnlyList<PackagePin> Pins, string? Error) Resolve(IReadOnlyList<PackageRequest> requests,
        IReadOnlyList<string> serializers,
        Func<string, string?> packageOf)
    {
        var pins = new List<PackagePin>();
        var adapters = SerializerSelection.AllAdapters;
        var declared = adapters.Select(packageOf).OfType<string>().Distinct(StringComparer.OrdinalIgnoreCase)
            .Order(StringComparer.Ordinal).ToList();
        foreach (var request in requests)
        {
            if (requests.Count(r => string.Equals(r.Package, request.Package, StringComparison.OrdinalIgnoreCase)) > 1)
                return ([],
                    $"--package: {request.Package} is named twice; give all its versions in one --package "
                    + $"{request.Package}=v1,v2");
            if (declared.FirstOrDefault(d =>
                string.Equals(d, request.Package, StringComparison.OrdinalIgnoreCase)) is not { } package)
                return ([],
                    $"--package: no serializer uses a package '{request.Package}' (the adapters' packages: "
                    + $"{string.Join(", ", declared)})");
            if (!serializers.Any(s => string.Equals(packageOf(s), package, StringComparison.OrdinalIgnoreCase)))
                return ([], $"--package {package}: none of the selected serializers uses it (those that do: "
                    + $"{string.Join(", ", adapters.Where(e => packageOf(e) == package))})");
            var versions = new List<(string Version, string? Source)>();
            foreach (var given in request.Versions)
            {
                var (version, source, error) = VersionOf(package, given);
                if (error is not null)
                    return ([], $"--package {package}={given}: {error}");
                versions.Add((version!, source));
            }
            var labels = PackagePin.Labels([.. versions.Select(v => v.Version)]);
            pins.AddRange(versions.Select((v, i) => new PackagePin(package, v.Version, labels[i], v.Source)));
        }
        return (pins, null);
    }

    static (string? Version, string? Source, string? Error) VersionOf(string package, string given)
    {
        bool looksLikePath =
            given.Contains('/') || given.Contains('\\') || given.EndsWith(".nupkg", StringComparison.OrdinalIgnoreCase)
                || Directory.Exists(given);
        if (!looksLikePath)
            return VersionNumber().IsMatch(given) ? (given, null, null)
                : (null, null, "not a version number nor the path of a .nupkg");
        string path = Path.GetFullPath(given);
        var candidates = Directory.Exists(path)
            ? Directory.GetFiles(path, "*.nupkg")
                .Where(f => !f.EndsWith(".symbols.nupkg", StringComparison.OrdinalIgnoreCase)).ToList()
            : File.Exists(path) ? [path] : [];
        if (candidates.Count == 0)
            return (null, null, Directory.Exists(path) ? $"no .nupkg in the folder {path}"
                : $"no such file or folder: {path}");
        var read = candidates.Select(f => (File: f, Spec: Nuspec(f))).ToList();
        if (read.FirstOrDefault(r => r.Spec.Error is not null) is { File: { } bad, Spec.Error: { } why })
            return (null, null, $"{bad} is not a readable package ({why})");
        var matching = read.Where(r => string.Equals(r.Spec.Id, package, StringComparison.OrdinalIgnoreCase)).ToList();
        return matching switch
        {
            [] => (null, null, $"{candidates[0]} is the package {read[0].Spec.Id}, not {package}"),
            [var one] => (one.Spec.Version, Path.GetDirectoryName(one.File), null),
            _ => (null, null, $"{path} holds {matching.Count} packages of {package}; give the path of one .nupkg"),
        };
    }

    static (string? Id, string? Version, string? Error) Nuspec(string nupkg)
    {
        try
        {
            using var zip = ZipFile.OpenRead(nupkg);
            var entry =
                zip.Entries.FirstOrDefault(e =>
                    !e.FullName.Contains('/') && e.FullName.EndsWith(".nuspec", StringComparison.OrdinalIgnoreCase));
            if (entry is null)
                return (null, null, "no .nuspec in it");
            using var stream = entry.Open();
            var metadata = XDocument.Load(stream).Root?.Elements().FirstOrDefault(e => e.Name.LocalName == "metadata");
            string? Field(string name) =>
                metadata?.Elements().FirstOrDefault(e => e.Name.LocalName == name)?.Value.Trim();
            return Field("id") is { Length: > 0 } id && Field("version") is { Length: > 0 } version
                ? (id, version, null)
                : (null, null, "its .nuspec names no id or version");
        }
        catch (Exception ex) when (ex is InvalidDataException or IOException or UnauthorizedAccessException
            or System.Xml.XmlException)
        {
            return (null, null, ex.Message);
        }
    }

    [GeneratedRegex(@"^\d+(\.\d+){1,3}(-[0-9A-Za-z.-]+)?$")]
    private static partial Regex VersionNumber();
}
