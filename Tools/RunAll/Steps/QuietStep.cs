using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Preparation;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.RunAll.Steps;

/// <summary>(docs/methodology.md, "A quiet machine").</summary>
public sealed class QuietStep : IRunStep
{
    public string Name => "quiet and warm-up";

    public IReadOnlyList<string> Files(RunWork work) => [];

    public FloorPart Floor(RunWork work) =>
        new("warm-up",
            ReferenceMachine.WarmUpPerVariant
            * work.Pending.Where(RunBudget.IsFirstCallChild).Select(c => c.Target).Distinct().Count());

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        var firstCalls = run.Work.Pending.Where(RunBudget.IsFirstCallChild)
            .Where(c => run.Hosts[c.Target].Succeeded && !run.Folder.IsDone(c))
            .ToList();
        if (firstCalls.Count == 0)
            return "no first calls to come";
        var settings = run.Work.Settings;
        if (settings.QuietWaitSeconds > 0)
            run.Console.Say(await HostToolchain.ShutDownBuildServersAsync(cancellation));
        var warm = firstCalls.Select(c => run.Hosts[c.Target]).Distinct().ToList();
        var watch = System.Diagnostics.Stopwatch.StartNew();
        long bytes = 0;
        foreach (var host in warm)
            bytes += await FileCacheWarmUp.RunAsync(host, TimeSpan.FromSeconds(settings.TimeoutSeconds), cancellation);
        run.Console.Say(
            $"File cache warmed for {warm.Count} variants: {Units.Bytes(bytes)} read, one probe launch each "
                + $"({watch.Elapsed.TotalSeconds:F1} s).");
        var quiet =
            await QuietMachine.WaitAsync(new SystemActivityProbe(), TimeSpan.FromSeconds(settings.QuietWaitSeconds),
                FlushAsync, cancellation);
        run.Console.Say(quiet.Line);
        EnvironmentRecord.Append(run.Folder.EnvironmentPath, quiet.Line);
        return "build servers, quiet check, file cache";
    }

    static async Task FlushAsync(CancellationToken cancellation)
    {
        if (!OperatingSystem.IsWindows() && File.Exists("/bin/sync"))
            await ChildProcess.RunAsync("/bin/sync", [], TimeSpan.FromMinutes(1), cancellation);
    }
}
