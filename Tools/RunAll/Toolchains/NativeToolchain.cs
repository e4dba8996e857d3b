using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>
/// NativeAOT on Linux links with clang and needs the zlib headers. On a fresh Debian/Ubuntu machine, running as
/// root, they are installed with apt-get; otherwise the reason says exactly what to install.
/// </summary>
public static class NativeToolchain
{
    const string Packages = "clang zlib1g-dev";
    static string? _verdict;
    static bool _checked;

    public static Action<string> Log { get; set; } = _ => { };

    /// <summary>Null when NativeAOT can link here, else why not.</summary>
    public static async Task<string?> MissingPrerequisiteAsync(CancellationToken cancellation)
    {
        if (_checked)
            return _verdict;
        _checked = true;
        if (!OperatingSystem.IsLinux() || Present())
            return _verdict = null;
        if (Environment.UserName == "root" && OnPath("apt-get"))
        {
            Log($"NativeAOT needs {Packages}; installing them with apt-get …");
            if (await AptGetAsync(["update", "-qq"], cancellation) == 0 && await AptGetAsync(["install", "-y", "-qq", .. Packages.Split(' ')], cancellation) == 0 && Present())
            {
                Log($"Installed {Packages}.");
                return _verdict = null;
            }
        }
        return _verdict = $"NativeAOT needs clang and the zlib headers; install them (Debian/Ubuntu: sudo apt-get install {Packages})";
    }

    static bool Present() => OnPath("clang") && File.Exists("/usr/include/zlib.h");

    static bool OnPath(string tool) =>
        (Environment.GetEnvironmentVariable("PATH") ?? "").Split(Path.PathSeparator).Any(dir => File.Exists(Path.Combine(dir, tool)));

    static async Task<int?> AptGetAsync(IReadOnlyList<string> arguments, CancellationToken cancellation) =>
        (await ChildProcess.RunAsync("apt-get", arguments, Timeout.InfiniteTimeSpan, cancellation,
            new Dictionary<string, string> { ["DEBIAN_FRONTEND"] = "noninteractive" })).ExitCode;
}
