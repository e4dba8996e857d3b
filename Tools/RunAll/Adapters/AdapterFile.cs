using System.Security.Cryptography;

namespace SerializerTests.RunAll.Adapters;

public sealed record AdapterPackage(string Id, string Version);

/// <summary>One file of the option adapter: a C# file holding one <c>SerializerAdapter</c> with its <c>[Serializer]</c>
/// factory, and above it the packages and projects it needs as a file-based app names them.</summary>
/// <param name="Hash">The first 12 hex digits of the SHA-256 of its bytes: what its rows and a resumed run
/// check.</param>
public sealed record AdapterFile(string Path, string Hash, IReadOnlyList<AdapterPackage> Packages,
    IReadOnlyList<string> Projects)
{
    /// <summary>What its rows say of where the adapter came from: <c>MyAdapter.cs@1a2b3c4d5e6f</c>.</summary>
    public string Label => $"{System.IO.Path.GetFileName(Path)}@{Hash}";

    /// <summary>Reads <paramref name="path"/>.</summary>
    public static (AdapterFile? File, string? Error) Read(string path)
    {
        string full = System.IO.Path.GetFullPath(path);
        string option = $"--adapter {path}";
        if (!full.EndsWith(".cs", StringComparison.OrdinalIgnoreCase))
            return (null, $"{option}: not a C# file (.cs)");
        if (!System.IO.File.Exists(full))
            return (null, $"{option}: no such file");
        byte[] bytes;
        try
        {
            bytes = System.IO.File.ReadAllBytes(full);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return (null, $"{option}: cannot read it: {ex.Message}");
        }
        var packages = new List<AdapterPackage>();
        var projects = new List<string>();
        string folder = System.IO.Path.GetDirectoryName(full)!;
        var lines = System.Text.Encoding.UTF8.GetString(bytes).Split('\n');
        for (int i = 0; i < lines.Length; i++)
        {
            string line = lines[i].Trim();
            if (!line.StartsWith("#:", StringComparison.Ordinal))
                continue;
            string where = $"{full}({i + 1})";
            var (kind, value) = line.IndexOf(' ', StringComparison.Ordinal) is var space and > 0
                ? (line[2..space], line[(space + 1)..].Trim()) : (line[2..], "");
            switch (kind)
            {
                case "package" when value.Split('@') is [var id, var version] && id.Length > 0 && version.Length > 0:
                    packages.Add(new AdapterPackage(id, version));
                    break;
                case "package":
                    return (null, $"{where}: '#:package {value}': give the package as Id@Version");
                case "project":
                    string project = System.IO.Path.GetFullPath(System.IO.Path.Combine(folder, value));
                    if (Directory.Exists(project) && Directory.GetFiles(project, "*.csproj") is [var only])
                        project = only;
                    if (!System.IO.File.Exists(project))
                        return (null, $"{where}: '#:project {value}': no such project");
                    projects.Add(project);
                    break;
                default:
                    return (null,
                        $"{where}: '#:{kind}': an adapter file names only its packages (#:package) and projects "
                        + $"(#:project)");
            }
        }
        return (new AdapterFile(full, Convert.ToHexStringLower(SHA256.HashData(bytes))[..12], packages, projects),
            null);
    }
}
