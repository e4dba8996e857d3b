using System.Diagnostics;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.RunAll.Steps;

/// <summary>A variant that fails to build is a host whose cells say why.</summary>
public sealed class BuildStep : IRunStep
{
    public string Name => "building";

    public IReadOnlyList<string> Files(RunWork work) => [RunFolder.Files.Builds];

    public FloorPart Floor(RunWork work) =>
        new($"builds ({work.Unbuilt.Count} to make)",
            work.Unbuilt.Aggregate(TimeSpan.Zero, (sum, t) => sum + ReferenceMachine.BuildEstimate(t.Variant)));

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        int built = 0, reused = 0;
        foreach (var target in run.Work.Targets)
        {
            run.Console.Say($"Building {target} …");
            var watch = Stopwatch.StartNew();
            var host = await run.Work.Toolchain.BuildAsync(target,
                Path.Combine(run.Folder.BuildsPath, target.Key + ".log"), cancellation,
                run.Console.Say);
            run.Hosts[target] = host;
            run.Time.BuildFinished(target, watch.Elapsed);
            (built, reused) = host.Reused ? (built, reused + 1) : (built + 1, reused);
            string verdict = !host.Succeeded ? $"failed: {host.Failure}"
                : host.Reused ? "reused: built earlier from the same inputs (--rebuild builds it again)"
                : $"ok ({watch.Elapsed.TotalSeconds:F0} s)";
            run.Console.Say($"  {target}: {verdict}");
            string inputs = host.InputsHash is { } hash ? $" [inputs sha256 {hash}]" : "";
            EnvironmentRecord.Append(run.Folder.EnvironmentPath,
                $"Build {target}: {(host.Reused ? "reused" : verdict)}{inputs}");
        }
        foreach (var lost in run.Work.Targets.Where(t => t.Pin is not null && !run.Hosts[t].Succeeded)
            .GroupBy(t => t.Pin!))
            run.Console.Say($"Side by side: {lost.Key} has no build here ({run.Hosts[lost.First()].Failure}); "
                + "its cells are failed rows and no verdict compares it.");
        return $"{built} built, {reused} reused";
    }
}
