using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>NativeAOT on Linux links with clang and needs the zlib headers.</summary>
public sealed class NativeToolchain
{
    const string Packages = "clang zlib1g-dev";
    Task<string?>? _verdict;

    /// <summary>Null when NativeAOT can link here, else why not.</summary>
    public Task<string?> MissingPrerequisiteAsync(Action<string> say, CancellationToken cancellation) =>
        _verdict ??= CheckAsync(say, cancellation);

    static async Task<string?> CheckAsync(Action<string> say, CancellationToken cancellation)
    {
        if (!OperatingSystem.IsLinux() || Present())
            return null;
        if (Environment.UserName == "root" && OnPath("apt-get"))
        {
            say($"NativeAOT needs {Packages}; installing them with apt-get …");
            if (await AptGetAsync(["update", "-qq"], cancellation) == 0
                && await AptGetAsync(["install", "-y", "-qq", .. Packages.Split(' ')], cancellation) == 0 && Present())
            {
                say($"Installed {Packages}.");
                return null;
            }
        }
        return $"NativeAOT needs clang and the zlib headers; install them (Debian/Ubuntu: sudo apt-get install "
            + $"{Packages})";
    }

    static bool Present() => OnPath("clang") && File.Exists("/usr/include/zlib.h");

    static bool OnPath(string tool) =>
        (Environment.GetEnvironmentVariable("PATH") ?? "").Split(Path.PathSeparator)
            .Any(dir => File.Exists(Path.Combine(dir, tool)));

    static async Task<int?> AptGetAsync(IReadOnlyList<string> arguments, CancellationToken cancellation) =>
        (await ChildProcess.RunAsync("apt-get", arguments, Timeout.InfiniteTimeSpan, cancellation,
            new Dictionary<string, string> { ["DEBIAN_FRONTEND"] = "noninteractive" })).ExitCode;
}
