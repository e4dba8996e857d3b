using System.Security;
using System.Text;
using System.Text.Json;
using System.Text.Json.Serialization;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Adapters;

/// <summary>The adapter files this RunAll was given, compiled into every host and footprint app it builds, and the
/// serializers they register.</summary>
public sealed class AddedAdapters
{
    AddedAdapters(IReadOnlyList<AdapterFile> files, string? propsPath, string key)
    {
        Files = files;
        PropsPath = propsPath;
        Key = key;
    }

    public static AddedAdapters None { get; } = new([], null, "");

    /// <summary>This process's: set once, by <see cref="LoadAsync"/>, before anything is planned or built.</summary>
    public static AddedAdapters Current { get; private set; } = None;

    public IReadOnlyList<AdapterFile> Files { get; }

    /// <summary>The MSBuild file that adds the files, their packages and projects to the adapters' project.</summary>
    public string? PropsPath { get; }

    /// <summary>Names the set in its build folders: the hash of every file's hash.</summary>
    public string Key { get; }

    readonly Dictionary<string, AdapterFile> _bySerializer = new(StringComparer.Ordinal);

    /// <summary>The file that registered <paramref name="serializer"/>, or null for a built-in one.</summary>
    public AdapterFile? FileOf(string serializer) => _bySerializer.GetValueOrDefault(serializer);

    /// <summary>The MSBuild property every build of the host and of a footprint app is given.</summary>
    public IEnumerable<string> BuildArguments => PropsPath is null ? [] : [$"-p:AddedAdapters={PropsPath}"];

    /// <summary>What the builds depend on besides the repository.</summary>
    public IEnumerable<string> InputFiles =>
        Files.Select(f => f.Path)
            .Concat(Files.SelectMany(f => f.Projects).Distinct()
            .SelectMany(p => BuildInputs.FilesOf(Path.GetDirectoryName(p)!)));

    /// <summary>Where a build with these files goes: beside the one without them.</summary>
    public string FolderSuffix => Key.Length == 0 ? "" : $"-added-{Key}";

    /// <summary>Reads and checks every file, builds the JIT host of the SDK's runtime with them and asks it what they
    /// register.</summary>
    public static async Task<string?> LoadAsync(IReadOnlyList<string> paths, string root, Action<string> say,
        CancellationToken cancellation)
    {
        if (paths.Count == 0)
            return null;
        var files = new List<AdapterFile>();
        foreach (var path in paths)
        {
            var (file, error) = AdapterFile.Read(path);
            if (file is null)
                return error;
            if (files.Any(f => f.Path == file.Path))
                return $"--adapter {path}: given twice";
            files.Add(file);
        }
        string key = Convert.ToHexStringLower(System.Security.Cryptography.SHA256.HashData(
            Encoding.UTF8.GetBytes(string.Join('\n', files.Select(f => $"{f.Path} {f.Hash}")))))[..12];
        string folder = Path.Combine(RepositoryLayout.ArtifactsPath(root), "added", key);
        Directory.CreateDirectory(folder);
        string props = Path.Combine(folder, "Added.props");
        await File.WriteAllTextAsync(props, Props(files), cancellation);
        var added = new AddedAdapters(files, props, key);
        // The host's toolchain builds with Current: set before the build, and taken back if the files cannot be added.
        Current = added;
        say($"Adding {string.Join(", ", files.Select(f => f.Label))}: building the host with "
            + $"{(files.Count == 1 ? "it" : "them")} "
            + "to read what it registers…");
        string? notAdded = await added.RegisterAsync(root, folder, cancellation);
        if (notAdded is not null)
            Current = None;
        return notAdded;
    }

    /// <summary>A saved run's adapter files, each unchanged since, added again for
    /// <paramref name="command"/>.</summary>
    public static async Task<string?> RestoreAsync(IReadOnlyList<SavedAdapter> adapters, string command,
        Action<string> say, CancellationToken cancellation)
    {
        foreach (var saved in adapters)
        {
            var (file, error) = AdapterFile.Read(saved.Path);
            if (file is null)
                return $"{command}: the run measured {saved.Path}: {error}";
            if (file.Hash != saved.Hash)
                return $"{command}: {saved.Path} changed since the run started "
                    + $"(its content was @{saved.Hash}, is @{file.Hash}); "
                    + "restore it or start a new run";
        }
        if (Current.Files.Select(f => f.Path).SequenceEqual(adapters.Select(a => a.Path)))
            return null;
        return RepositoryLayout.FindRoot() is { } root
            ? await LoadAsync([.. adapters.Select(a => a.Path)], root, say, cancellation) : null;
    }

    /// <summary>Builds the JIT host of the SDK's runtime with the files, asks it what they register and makes each
    /// file's one serializer known.</summary>
    async Task<string?> RegisterAsync(string root, string folder, CancellationToken cancellation)
    {
        var target = new RuntimeVariant(HostToolchain.SdkRuntime, Variant.Jit);
        var host = await new HostToolchain(root, RepositoryLayout.ArtifactsPath(root))
            .BuildAsync(target, Path.Combine(folder, "build.log"),
            cancellation);
        if (!host.Succeeded)
            return $"--adapter: the host does not build with {(Files.Count == 1 ? "it" : "them")}: {host.Failure}";
        var (described, describeError) = await DescribeAsync(host.Executable!, cancellation);
        if (describeError is not null)
            return $"--adapter: {describeError}";
        foreach (var file in Files)
        {
            var mine = described.Where(f => PathsEqual(f.Source, file.Path)).ToList();
            if (mine.Count != 1)
                return mine.Count == 0
                    ? $"{file.Path}: no adapter in it: a SerializerAdapter with a [Serializer(\"Name\")] factory "
                        + "(docs/usage.md, \"Your own serializer\")"
                    : $"{file.Path}: {mine.Count} adapters in it ({string.Join(", ", mine.Select(f => f.Name))}); an "
                    + $"adapter file holds one";
            _bySerializer[mine[0].Name] = file;
            SerializerSelection.Add(mine[0]);
        }
        return null;
    }

    static bool PathsEqual(string a, string b) => string.Equals(Path.GetFullPath(a), Path.GetFullPath(b),
        OperatingSystem.IsWindows() ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);

    static async Task<(IReadOnlyList<AdapterFacts> Facts, string? Error)> DescribeAsync(string host,
        CancellationToken cancellation)
    {
        var outcome = await ChildProcess.RunAsync(host, ["-describe"], TimeSpan.FromMinutes(2), cancellation);
        if (outcome.ExitCode != 0)
            return ([], $"the host built with the files could not describe its serializers (exit {outcome.ExitCode}): "
                + (outcome.Stderr.Trim().Split('\n').FirstOrDefault() ?? ""));
        var facts = new List<AdapterFacts>();
        foreach (var line in outcome.Stdout.Split('\n',
            StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
            facts.Add(JsonSerializer.Deserialize<AdapterFacts>(line, Json)
                ?? throw new InvalidDataException($"-describe wrote '{line}'"));
        return (facts, null);
    }

    static readonly JsonSerializerOptions Json = new() { Converters = { new JsonStringEnumConverter() } };

    /// <summary>The MSBuild file: each adapter file compiled into the adapters' project, each package pinned to exactly
    /// its version, each project referenced.</summary>
    internal static string Props(IReadOnlyList<AdapterFile> files)
    {
        var text = new StringBuilder("<Project>\n  <!-- Written by RunAll for its option adapter. -->\n  "
            + "<ItemGroup>\n");
        foreach (var file in files)
            text.Append($"    <Compile Include=\"{Escape(file.Path)}\" />\n");
        foreach (var package in files.SelectMany(f => f.Packages)
            .DistinctBy(p => p.Id, StringComparer.OrdinalIgnoreCase))
            text.Append($"    <PackageVersion Remove=\"{Escape(package.Id)}\" {NotPinned(package)} />\n")
                .Append($"    <PackageVersion Include=\"{Escape(package.Id)}\" Version=\"[{Escape(package.Version)}]\" "
                + $"{NotPinned(package)} />\n")
                .Append($"    <PackageReference Include=\"{Escape(package.Id)}\" />\n");
        foreach (var project in files.SelectMany(f => f.Projects).Distinct())
            text.Append($"    <ProjectReference Include=\"{Escape(project)}\" />\n");
        return text.Append("  </ItemGroup>\n</Project>\n").ToString();
    }

    /// <summary>A side-by-side build of the package takes its version from the pin, not from the file.</summary>
    static string NotPinned(AdapterPackage package) =>
        $"Condition=\"'$(SideBySidePackage)' != '{Escape(package.Id)}'\"";

    static string Escape(string value) => SecurityElement.Escape(value).Replace("%", "%25", StringComparison.Ordinal)
        .Replace(";", "%3B", StringComparison.Ordinal).Replace("$", "%24", StringComparison.Ordinal)
        .Replace("@", "%40", StringComparison.Ordinal);
}
