using System.Runtime.InteropServices;
using SerializerTests.Cli;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers.Baselines;

namespace SerializerTests.RunAll.Preparation;

/// <summary>Brings a runtime variant's files into the OS file cache once before the first-call rounds.</summary>
public static class FileCacheWarmUp
{
    /// <returns>The bytes read.</returns>
    public static async Task<long> RunAsync(BuiltHost host, TimeSpan timeout, CancellationToken cancellation)
    {
        string folder = Path.GetDirectoryName(host.Executable!)!;
        long bytes = ReadAll(folder);
        // A self-contained or NativeAOT host carries its runtime; a framework-dependent one runs on the shared
        // framework RunAll itself runs on, the newest patch of the same major version.
        if (Directory.EnumerateFiles(folder, "*.runtimeconfig.json").Any()
            && !File.Exists(Path.Combine(folder, RuntimeLibrary)))
            bytes += ReadAll(RuntimeEnvironment.GetRuntimeDirectory());
        await HostChild.RunAsync<SerializerTests.Results.ResultRow>(host.Executable!,
            new HostOptions { Test = TestKind.FirstCall, Serializers = ["#" + EmptyAdapter.Name] }, timeout,
                cancellation);
        return bytes;
    }

    static string RuntimeLibrary =>
        OperatingSystem.IsWindows() ? "coreclr.dll" : OperatingSystem.IsMacOS() ? "libcoreclr.dylib" : "libcoreclr.so";

    static long ReadAll(string folder)
    {
        long total = 0;
        var buffer = new byte[1 << 20];
        foreach (var file in Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories))
        {
            try
            {
                using var stream =
                    new FileStream(file, FileMode.Open, FileAccess.Read, FileShare.ReadWrite, 1,
                    FileOptions.SequentialScan);
                int read;
                while ((read = stream.Read(buffer)) > 0)
                    total += read;
            }
            catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
            {
                // A file we cannot read is one the host cannot load either: its launch will say so, not the warm-up.
            }
        }
        return total;
    }
}
