using System.Runtime.InteropServices;
using SerializerTests.RunAll.Adapters;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>How to build each runtime variant of the host with the .NET SDK.</summary>
/// <param name="traceable">For -profile: NativeAOT hosts are built with EventSource support, into their own folder so
/// the two builds never overwrite each other.</param>
/// <param name="rebuild">--rebuild: build even when the recorded inputs match.</param>
/// <param name="selfContained">Build the SDK's own runtime self-contained too, into a folder of its own.</param>
public sealed class HostToolchain(string repositoryRoot, string artifactsRoot, bool traceable = false,
    bool rebuild = false,
    bool selfContained = false)
{
    public static string SdkRuntime => $"net{Environment.Version.Major}.{Environment.Version.Minor}";

    static string Rid => RuntimeInformation.RuntimeIdentifier;

    static string ExecutableName => OperatingSystem.IsWindows() ? "SerializerTests.exe" : "SerializerTests";

    /// <summary>What NativeAOT builds need, checked once for every build of this toolchain.</summary>
    public NativeToolchain Native { get; } = new();

    /// <param name="say">Where installing NativeAOT's prerequisites is announced.</param>
    public async Task<BuiltHost> BuildAsync(RuntimeVariant target, string logPath, CancellationToken cancellation,
        Action<string>? say = null)
    {
        // Interrupted already: starting a build would forget the recorded inputs of a good one and then kill it
        // half-way.
        cancellation.ThrowIfCancellationRequested();
        if (target.Variant == Variant.NativeAot
            && await Native.MissingPrerequisiteAsync(say ?? (_ => { }), cancellation) is { } missing)
            return new BuiltHost(target, null, missing);

        var (output, arguments, executable, inputs) = await PrepareAsync(target, cancellation);
        if (IsBuilt(output, executable, inputs))
        {
            await File.WriteAllTextAsync(logPath, $"reused {output}: built from the same inputs ({inputs})\n",
                cancellation);
            return new BuiltHost(target, executable, null, inputs, Reused: true);
        }

        BuildInputs.Forget(output);
        var outcome =
            await ChildProcess.RunAsync("dotnet", arguments, Timeout.InfiniteTimeSpan, cancellation, DotnetEnvironment);
        int exitCode = outcome.ExitCode ?? -1;
        string log = outcome.Stdout + outcome.Stderr;
        await File.WriteAllTextAsync(logPath, $"dotnet {string.Join(' ', arguments)}\n\n{log}", cancellation);
        if (exitCode == 0 && File.Exists(executable))
        {
            BuildInputs.Record(output, inputs);
            return new BuiltHost(target, executable, null, inputs);
        }
        return new BuiltHost(target, null,
            $"build failed: {FirstError(log) ?? $"dotnet exited with {exitCode}"} (log: {logPath})", inputs);
    }

    /// <summary>Ends the servers that builds leave running, this run's and the ones RunAll.sh's own build
    /// started.</summary>
    /// <returns>A line for console.log.</returns>
    public static async Task<string> ShutDownBuildServersAsync(CancellationToken cancellation)
    {
        var outcome =
            await ChildProcess.RunAsync("dotnet", ["build-server", "shutdown"], TimeSpan.FromMinutes(1), cancellation,
            DotnetEnvironment);
        return outcome.ExitCode == 0 ? $"Build servers shut down ({outcome.WallMs / 1000:F1} s)."
            : $"Build servers: 'dotnet build-server shutdown' "
            + $"{(outcome.TimedOut ? "timed out" : $"exited with {outcome.ExitCode}")}; they may still "
                + "be running.";
    }

    /// <summary>Whether <see cref="BuildAsync"/> would reuse an earlier build of <paramref name="target"/> rather than
    /// build it.</summary>
    public async Task<bool> IsReusableAsync(RuntimeVariant target, CancellationToken cancellation)
    {
        var (output, _, executable, inputs) = await PrepareAsync(target, cancellation);
        return IsBuilt(output, executable, inputs);
    }

    readonly Dictionary<RuntimeVariant,
        (string Output, IReadOnlyList<string> Arguments, string Executable, string Inputs)> _prepared = [];

    /// <summary>Where a variant goes, how it is built and the hash of its inputs.</summary>
    async Task<(string Output, IReadOnlyList<string> Arguments, string Executable,
        string Inputs)> PrepareAsync(RuntimeVariant target,
        CancellationToken cancellation)
    {
        if (_prepared.TryGetValue(target, out var prepared))
            return prepared;
        string output = Path.Combine(artifactsRoot, target.Key
            + (traceable && target.Variant == Variant.NativeAot ? "-eventsource"
                : CanBeFrameworkDependent(target) && !FrameworkDependent(target) ? SelfContainedSuffix : "")
                + AddedAdapters.Current.FolderSuffix);
        var arguments = BuildArguments(target, output);
        // A local package's bytes are an input too: a library author rebuilds it under the same version.
        var localPackages = target.Pin?.Source is { } source ? Directory.GetFiles(source, "*.nupkg") : [];
        string inputs =
            BuildInputs.Hash(repositoryRoot, await BuildInputs.SdkVersionAsync(cancellation),
            arguments.Where(a => a != output),
            [.. localPackages, .. AddedAdapters.Current.InputFiles]);
        return _prepared[target] = (output, arguments, Path.Combine(output, ExecutableName), inputs);
    }

    /// <summary>The SDK's runtime under JIT or ReadyToRun: the only builds the installed shared framework can
    /// run.</summary>
    static bool CanBeFrameworkDependent(RuntimeVariant target) =>
        target.Runtime == SdkRuntime && target.Variant != Variant.NativeAot;

    /// <summary>Such a build, unless every runtime is to be built alike.</summary>
    bool FrameworkDependent(RuntimeVariant target) => CanBeFrameworkDependent(target) && !selfContained;

    /// <summary>The SDK's runtime built self-contained lives beside its framework-dependent build.</summary>
    const string SelfContainedSuffix = "-self-contained";

    bool IsBuilt(string output, string executable, string inputs) =>
        !rebuild && BuildInputs.Recorded(output) == inputs && File.Exists(executable);

    IReadOnlyList<string> BuildArguments(RuntimeVariant target, string output)
    {
        string project = Path.Combine(repositoryRoot, "SerializerTests", "SerializerTests.csproj");
        bool frameworkDependent = FrameworkDependent(target);
        List<string> arguments = target.Variant == Variant.Jit && frameworkDependent
            ? ["build", project, "-c", "Release"]
            : ["publish", project, "-c", "Release", "-r", Rid,
            frameworkDependent ? "--self-contained=false" : "--self-contained"];
        arguments.AddRange(["-o", output, $"-p:BenchmarkRuntime={target.Runtime}", "-nologo", "-v:q"]);
        if (target.Variant == Variant.ReadyToRun)
            arguments.Add("-p:PublishReadyToRun=true");
        if (target.Pin is { } pin)
            arguments.AddRange(PinArguments(pin));
        arguments.AddRange(AddedAdapters.Current.BuildArguments);
        if (target.Variant == Variant.NativeAot)
        {
            // The host deliberately contains serializers that are not AOT-safe, to show what fails under NativeAOT;
            // their trim/AOT analysis warnings are expected and must not fail the build.
            arguments.AddRange(["-p:PublishAot=true", "-p:TreatWarningsAsErrors=false",
                "-p:SuppressTrimAnalysisWarnings=true"]);
            if (traceable)
                arguments.Add("-p:EventSourceSupport=true");
        }
        return arguments;
    }

    /// <summary>A side-by-side build: Directory.Packages.props pins the package to exactly its version, in intermediate
    /// folders of its own so that builds of two versions never share a restore.</summary>
    IEnumerable<string> PinArguments(PackagePin pin)
    {
        string build = pin.BuildName;
        yield return $"-p:SideBySidePackage={pin.Package}";
        yield return $"-p:SideBySideVersion={pin.Version}";
        yield return $"-p:SideBySideBuild={build}";
        if (pin.Source is not null)
        {
            yield return $"-p:RestoreAdditionalProjectSources={pin.Source}";
            yield return $"-p:RestorePackagesPath={Path.Combine(artifactsRoot, "local-packages", build)}";
        }
    }

    internal static readonly IReadOnlyDictionary<string, string> DotnetEnvironment =
        new Dictionary<string, string> { ["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1", ["DOTNET_NOLOGO"] = "1" };

    /// <summary>The first MSBuild error without its project suffix, e.g. "NU1101: Unable to find package …".</summary>
    internal static string? FirstError(string log)
    {
        if (log.Split('\n').Select(l => l.Trim())
            .FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal)) is not { } line)
            return null;
        string text = System.Text.RegularExpressions.Regex.Replace(line, @"\s*\[[^\]]*\]$", "");
        int at = text.IndexOf(": error ", StringComparison.Ordinal);
        string place = text[..at].Trim();
        return place.EndsWith(')') && place.Contains(".cs(", StringComparison.Ordinal) ? $"{place}: {text[(at + 8)..]}"
            : text[(at + 8)..];
    }
}
