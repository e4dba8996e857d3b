using System.Runtime.InteropServices;
using SerializerTests.RunAll.Adapters;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>How to publish the footprint apps: NativeAOT for the SDK's runtime and this machine's RID, the SDK's
/// defaults otherwise, each app into <c>artifacts/footprint/&lt;app&gt;/</c>.</summary>
public sealed class FootprintToolchain(string repositoryRoot, string artifactsRoot, NativeToolchain native,
    bool rebuild = false)
{
    public const string ProjectFolder = "Tools/FootprintApp";
    const string AppName = "FootprintApp";
    const string WarningsFile = "warnings.txt", DetailedWarningsFile = "warnings-detailed.txt",
        MstatFile = AppName + ".mstat", PublishFolder = "app";

    static string Rid => RuntimeInformation.RuntimeIdentifier;

    static string ExecutableName => OperatingSystem.IsWindows() ? AppName + ".exe" : AppName;

    string Project => Path.Combine(repositoryRoot, ProjectFolder, AppName + ".csproj");

    public string OutputOf(FootprintApp app) => Path.Combine(artifactsRoot, "footprint", app.Name);

    /// <summary>Whether <see cref="BuildAsync"/> would reuse an earlier build of <paramref name="app"/>.</summary>
    public async Task<bool> IsReusableAsync(FootprintApp app, CancellationToken cancellation) =>
        IsBuilt(OutputOf(app), await InputsAsync(app, cancellation));

    /// <summary>Restores the project once per flavour of the dataset's types.</summary>
    /// <returns>Null, or why the apps cannot be built.</returns>
    public async Task<string?> RestoreAsync(IEnumerable<FootprintApp> apps, string logPath, Action<string> say,
        CancellationToken cancellation)
    {
        if (await native.MissingPrerequisiteAsync(say, cancellation) is { } missing)
            return missing;
        var log = new System.Text.StringBuilder();
        foreach (bool withGenerator in apps.Select(a => a.WithMemoryPackGenerator).Distinct())
        {
            List<string> arguments =
                ["restore", Project, "-r", Rid, $"-p:WithoutMemoryPackGenerator={!withGenerator}", "-nologo", "-v:q"];
            var outcome =
                await ChildProcess.RunAsync("dotnet", arguments, Timeout.InfiniteTimeSpan, cancellation,
                HostToolchain.DotnetEnvironment);
            log.Append($"dotnet {string.Join(' ', arguments)}\n{outcome.Stdout}{outcome.Stderr}\n");
            if (outcome.ExitCode != 0)
            {
                await File.WriteAllTextAsync(logPath, log.ToString(), cancellation);
                return "restore failed: "
                    + $"{HostToolchain.FirstError(outcome.Stdout + outcome.Stderr)
                        ?? $"dotnet exited with {outcome.ExitCode}"} (log: {logPath})";
            }
        }
        await File.WriteAllTextAsync(logPath, log.ToString(), cancellation);
        return null;
    }

    /// <summary>Publishes <paramref name="app"/>, then, when the compile collapsed a package's warnings into one,
    /// compiles it once more with <c>TrimmerSingleWarn=false</c> for the warnings in detail.</summary>
    public async Task<BuiltFootprintApp> BuildAsync(FootprintApp app, string logPath, CancellationToken cancellation)
    {
        string output = OutputOf(app), publish = Path.Combine(output, PublishFolder);
        string inputs = await InputsAsync(app, cancellation);
        if (IsBuilt(output, inputs))
        {
            await File.WriteAllTextAsync(logPath, $"reused {output}: built from the same inputs ({inputs})\n",
                cancellation);
            return Built(app, output, inputs, reused: true);
        }
        BuildInputs.Forget(output);
        if (Directory.Exists(publish))
            Directory.Delete(publish, recursive: true);
        Directory.CreateDirectory(output);

        var (log, failure) = await PublishAsync(app, publish, detailed: false, cancellation);
        await File.WriteAllTextAsync(logPath, log, cancellation);
        if (failure is not null)
            return new BuiltFootprintApp(app, null, $"{failure} (log: {logPath})", [], [], null, inputs);
        var warnings = FootprintWarnings.Parse(log);
        await File.WriteAllLinesAsync(Path.Combine(output, WarningsFile), warnings, cancellation);
        File.Copy(Path.Combine(IntermediateFolder(app), "native", MstatFile), Path.Combine(output, MstatFile),
            overwrite: true);

        var detailed = warnings;
        if (FootprintWarnings.HasCollapsed(warnings))
        {
            var (detailedLog, detailedFailure) =
                await PublishAsync(app, Path.Combine(output, "detailed"), detailed: true, cancellation);
            await File.AppendAllTextAsync(logPath, "\n\n" + detailedLog, cancellation);
            Directory.Delete(Path.Combine(output, "detailed"), recursive: true);
            if (detailedFailure is not null)
                return new BuiltFootprintApp(app, null,
                    $"the compile with TrimmerSingleWarn=false {detailedFailure} (log: {logPath})", warnings, [],
                    null, inputs);
            detailed = FootprintWarnings.Parse(detailedLog);
        }
        await File.WriteAllLinesAsync(Path.Combine(output, DetailedWarningsFile), detailed, cancellation);
        BuildInputs.Record(output, inputs);
        return Built(app, output, inputs, reused: false);
    }

    BuiltFootprintApp Built(FootprintApp app, string output, string inputs, bool reused)
    {
        var (library, adapter) =
            FootprintWarnings.Split(File.ReadAllLines(Path.Combine(output, WarningsFile)), repositoryRoot);
        var (detailed, _) =
            FootprintWarnings.Split(File.ReadAllLines(Path.Combine(output, DetailedWarningsFile)), repositoryRoot);
        return new(app, Path.Combine(output, PublishFolder, ExecutableName), null, library, detailed,
            Path.Combine(output, MstatFile), inputs,
            reused) { AdapterWarnings = adapter };
    }

    bool IsBuilt(string output, string inputs) => !rebuild && BuildInputs.Recorded(output) == inputs
        && File.Exists(Path.Combine(output, PublishFolder, ExecutableName))
        && File.Exists(Path.Combine(output, MstatFile))
        && File.Exists(Path.Combine(output, WarningsFile)) && File.Exists(Path.Combine(output, DetailedWarningsFile));

    async Task<(string Log, string? Failure)> PublishAsync(FootprintApp app, string publish, bool detailed,
        CancellationToken cancellation)
    {
        // The warnings are what the compile prints, and a compile MSBuild finds up to date prints none: remove its
        // output so that it runs.
        string native = Path.Combine(IntermediateFolder(app), "native");
        if (Directory.Exists(native))
            Directory.Delete(native, recursive: true);
        var arguments = Arguments(app, publish, detailed);
        var outcome =
            await ChildProcess.RunAsync("dotnet", arguments, Timeout.InfiniteTimeSpan, cancellation,
            HostToolchain.DotnetEnvironment);
        string log = $"dotnet {string.Join(' ', arguments)}\n\n{outcome.Stdout}{outcome.Stderr}";
        return outcome.ExitCode == 0 && File.Exists(Path.Combine(publish, ExecutableName))
            ? (log, null)
            : (log, $"publish failed: {HostToolchain.FirstError(log) ?? $"dotnet exited with {outcome.ExitCode}"}");
    }

    /// <summary>The publish command.</summary>
    IReadOnlyList<string> Arguments(FootprintApp app, string publish, bool detailed)
    {
        // An added adapter's app restores its own packages, in folders of its own: the others' are untouched.
        bool added = IsAdded(app);
        List<string> arguments =
            ["publish", Project, "-c", "Release", "-r", Rid, .. added ? Array.Empty<string>() : ["--no-restore"], "-o",
            publish,
            "-nologo", "-v:q", $"-p:WithoutMemoryPackGenerator={!app.WithMemoryPackGenerator}",
                $"-p:FootprintSerializer={app.Serializer}",
            .. added ? AddedAdapters.Current.BuildArguments : []];
        if (detailed)
            arguments.Add("-p:TrimmerSingleWarn=false");
        return arguments;
    }

    string IntermediateFolder(FootprintApp app) => Path.Combine(repositoryRoot, ProjectFolder, "obj",
        app.WithMemoryPackGenerator ? "" : "without-memorypack", IsAdded(app) ? "added"
            : "", "apps", app.Name, HostToolchain.SdkRuntime, Rid);

    static bool IsAdded(FootprintApp app) => !app.IsEmpty && AddedAdapters.Current.FileOf(app.Serializer) is not null;

    /// <summary>What an app is built from: the host's inputs, the app's own project, the SDK and the command.</summary>
    /// <remarks>Computed once per app, so that the floor's reuse check and the build agree.</remarks>
    async Task<string> InputsAsync(FootprintApp app, CancellationToken cancellation)
    {
        if (_inputs.TryGetValue(app, out var known))
            return known;
        string folder = Path.Combine(repositoryRoot, ProjectFolder);
        string[] appFiles =
            [.. Directory.Exists(folder) ? Directory.GetFiles(folder) : [],
            .. IsAdded(app) ? AddedAdapters.Current.InputFiles : []];
        return _inputs[app] =
            BuildInputs.Hash(repositoryRoot, await BuildInputs.SdkVersionAsync(cancellation),
                Arguments(app, "<publish>", detailed: false), appFiles);
    }

    readonly Dictionary<FootprintApp, string> _inputs = [];

    /// <summary>The properties that change an app's size.</summary>
    public static readonly IReadOnlyList<string> SizeProperties =
        ["PublishAot", "OptimizationPreference", "InvariantGlobalization", "StackTraceSupport",
        "UseSystemResourceKeys", "StripSymbols", "IlcGenerateMstatFile", "EventSourceSupport", "DebuggerSupport"];

    public async Task<IReadOnlyList<string>> SettingsAsync(CancellationToken cancellation)
    {
        List<string> arguments =
            ["msbuild", Project, $"-p:RuntimeIdentifier={Rid}", "-nologo",
            .. SizeProperties.Select(p => $"-getProperty:{p}")];
        var outcome =
            await ChildProcess.RunAsync("dotnet", arguments, TimeSpan.FromMinutes(2), cancellation,
            HostToolchain.DotnetEnvironment);
        var values = FootprintSettings.Parse(outcome.Stdout, SizeProperties);
        return [$"SDK {await BuildInputs.SdkVersionAsync(cancellation)}", $"RID {Rid}",
            $"runtime {HostToolchain.SdkRuntime}",
            .. SizeProperties.Select(p =>
            $"{p}={(values.GetValueOrDefault(p) is { Length: > 0 } v ? v : "(SDK default, unset)")}")];
    }
}

/// <summary>A published footprint app, or why there is none.</summary>
/// <param name="Warnings">The library's trim/AOT warnings the compile printed as a user sees them.</param>
/// <param name="DetailedWarnings">The same with <c>TrimmerSingleWarn=false</c>.</param>
public sealed record BuiltFootprintApp(FootprintApp App, string? Executable, string? Failure,
    IReadOnlyList<string> Warnings,
    IReadOnlyList<string> DetailedWarnings,
    string? Mstat, string? InputsHash = null, bool Reused = false)
{
    public bool Succeeded => Executable is not null;

    /// <summary>Warnings in the adapter's own source, the same in both modes.</summary>
    public IReadOnlyList<string> AdapterWarnings { get; init; } = [];

    /// <summary>The publish folder.</summary>
    public string? Folder => Executable is null ? null : Path.GetDirectoryName(Executable);
}
