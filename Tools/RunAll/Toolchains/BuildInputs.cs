using System.Security.Cryptography;
using System.Text;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>What a build of the host depends on, reduced to one hash.</summary>
public static class BuildInputs
{
    static readonly string[] ProjectFolders =
        ["SerializerTests", "Serializers", "TypesToSerialize", "Tools/CatalogGenerator"];
    static readonly string[] RepositoryFiles =
        ["Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props", "global.json", "NuGet.config",
            "nuget.config"];
    static readonly string[] IgnoredFolders = ["bin", "obj"];

    /// <summary>Where the hash of the inputs a build was made from is recorded, inside its output folder.</summary>
    public const string StampFileName = "build-inputs.sha256";

    /// <param name="otherFiles">Inputs outside the repository.</param>
    public static string Hash(string repositoryRoot, string sdkVersion, IEnumerable<string> buildCommand,
        IEnumerable<string>? otherFiles = null)
    {
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        void Add(string text) => hash.AppendData(Encoding.UTF8.GetBytes(text + "\n"));
        Add($"sdk {sdkVersion}");
        Add($"command {string.Join(' ', buildCommand)}");
        foreach (var file in Files(repositoryRoot))
        {
            Add($"file {Path.GetRelativePath(repositoryRoot, file).Replace('\\', '/')}");
            hash.AppendData(File.ReadAllBytes(file));
        }
        foreach (var file in (otherFiles ?? []).Order(StringComparer.Ordinal))
        {
            Add($"other {Path.GetFileName(file)}");
            hash.AppendData(File.ReadAllBytes(file));
        }
        return Convert.ToHexStringLower(hash.GetHashAndReset());
    }

    /// <summary>The input files in a stable order.</summary>
    public static IReadOnlyList<string> Files(string repositoryRoot)
    {
        var files = RepositoryFiles.Select(f => Path.Combine(repositoryRoot, f)).Where(File.Exists).ToList();
        foreach (var folder in ProjectFolders.Select(f => Path.Combine(repositoryRoot, f)).Where(Directory.Exists))
            files.AddRange(FilesUnder(folder));
        return [.. files.Distinct().Order(StringComparer.Ordinal)];
    }

    /// <summary>Every file under <paramref name="folder"/> but its bin/ and obj/, in a stable order.</summary>
    public static IReadOnlyList<string> FilesOf(string folder) => [.. FilesUnder(folder).Order(StringComparer.Ordinal)];

    static IEnumerable<string> FilesUnder(string folder) =>
        Directory.EnumerateFiles(folder).Concat(Directory.EnumerateDirectories(folder)
            .Where(d => !IgnoredFolders.Contains(Path.GetFileName(d), StringComparer.OrdinalIgnoreCase))
            .SelectMany(FilesUnder));

    /// <summary>The hash recorded with the build in <paramref name="outputFolder"/>, or null when there is
    /// none.</summary>
    public static string? Recorded(string outputFolder)
    {
        string stamp = Path.Combine(outputFolder, StampFileName);
        return File.Exists(stamp) ? File.ReadAllText(stamp).Trim() : null;
    }

    public static void Record(string outputFolder, string hash) =>
        File.WriteAllText(Path.Combine(outputFolder, StampFileName), hash + "\n");

    /// <summary>Removed before a build starts, so that an interrupted or failed build is never taken for a finished
    /// one.</summary>
    public static void Forget(string outputFolder)
    {
        if (Directory.Exists(outputFolder))
            File.Delete(Path.Combine(outputFolder, StampFileName));
    }

    static string? _sdkVersion;

    /// <summary><c>dotnet --version</c>, asked once per process.</summary>
    public static async Task<string> SdkVersionAsync(CancellationToken cancellation) =>
        _sdkVersion ??= (await ChildProcess.RunAsync("dotnet", ["--version"], Timeout.InfiniteTimeSpan, cancellation))
            .Stdout.Trim();
}
