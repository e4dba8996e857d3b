using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// What <c>RunAll hostile</c> and <c>RunAll versioning</c> share before their own work: the serializers named, a new
/// <c>&lt;stamp&gt;&lt;suffix&gt;</c> folder with console.log and environment.txt, and the JIT host of the SDK's runtime (reused when
/// its inputs have not changed). Bad input is one line and exit 2, before any folder is made.
/// </summary>
public sealed class StandaloneRun : IDisposable
{
    StandaloneRun(string folder, ConsoleLog console, BuiltHost host, IReadOnlyList<string> serializers) =>
        (Folder, Console, Host, Serializers) = (folder, console, host, serializers);

    public string Folder { get; }
    public ConsoleLog Console { get; }
    public BuiltHost Host { get; }
    public IReadOnlyList<string> Serializers { get; }

    /// <returns>The run, or null and the exit code to end with (2 on bad input, 1 when the host cannot be built).</returns>
    public static async Task<(StandaloneRun? Run, int ExitCode)> StartAsync(string command, IReadOnlyList<string> serializerPatterns, string? outputRoot,
        string folderSuffix, string commandLine, TextWriter output, TextWriter error, CancellationToken cancellation)
    {
        var (start, startError) = CommandStart.Check(command, serializerPatterns, outputRoot);
        if (start is null)
            return (null, RunAllApp.Fail(error, startError!));
        var (folder, console) = start.NewFolder(folderSuffix, output);
        await EnvironmentRecord.WriteAsync(Path.Combine(folder, RunFolder.Files.Environment), start.Root, commandLine, CancellationToken.None);
        console.Say($"Results folder: {folder}");
        var target = new RuntimeVariant(HostToolchain.SdkRuntime, Variant.Jit);
        console.Say($"Building {target} …");
        var host = await new HostToolchain(start.Root, RepositoryLayout.ArtifactsPath(start.Root)).BuildAsync(target, Path.Combine(folder, "build.log"), cancellation);
        console.Say($"  {target}: {(!host.Succeeded ? $"unavailable: {host.Failure}" : host.Reused ? "reused" : "ok")}");
        if (host.Succeeded)
            return (new StandaloneRun(folder, console, host, start.Serializers), 0);
        console.Dispose();
        return (null, 1);
    }

    public void Dispose() => Console.Dispose();
}
