using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Steps;

public static class OneStepRun
{
    /// <returns>Null and 1 when the build failed, 130 when interrupted.</returns>
    public static async Task<(RunContext? Run, int ExitCode)> RunAsync(RunStart start, string folderSuffix,
        string commandLine, IRunStep step,
        TextWriter output, CancellationToken cancellation,
        bool needsHost = true, int seed = 0, bool rebuild = false)
    {
        var folder = RunFolder.CreateStandalone(start.OutputRoot, folderSuffix);
        var console = new ConsoleLog(output, folder.ConsoleLogPath);
        await EnvironmentRecord.WriteAsync(folder.EnvironmentPath, start.Root, commandLine, CancellationToken.None);
        console.Say($"Results folder: {folder.Path}");
        var target = new RuntimeVariant(HostToolchain.SdkRuntime, Variant.Jit);
        var settings = new RunSettings { Serializers = start.Serializers, Runtimes = [target.Runtime],
            Variants = [Variant.Jit], Seed = seed,
            Rebuild = rebuild };
        var work = new RunWork(settings, start.Root, start.Serializers,
            new HostToolchain(start.Root, RepositoryLayout.ArtifactsPath(start.Root)),
            [target], [], [], []);
        var run = new RunContext(work, folder, console, new RunBudget(settings, TimeSpan.Zero),
            new CellRunner(settings), interactive: false, output);
        if (needsHost)
            await StepRunner.RunAsync([new BuildStep()], run, cancellation);
        if (needsHost && run.Hosts.GetValueOrDefault(target)?.Succeeded != true)
        {
            console.Dispose();
            return (null, run.Interrupted ? RunAllApp.Interrupted : 1);
        }
        await StepRunner.RunAsync([step], run, cancellation);
        return (run, 0);
    }
}
