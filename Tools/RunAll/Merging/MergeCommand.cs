using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Steps;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.RunAll.Versioning;

namespace SerializerTests.RunAll.Merging;

/// <summary><c>RunAll merge &lt;folder&gt;…</c>: the shards of one run joined into one results folder,
/// <c>&lt;stamp&gt;_merged</c>, that <c>report</c>, <c>compare</c> and <c>--resume</c> treat like any other.</summary>
public static class MergeCommand
{
    public const string FolderSuffix = "_merged";

    public static async Task<int> RunAsync(MergeRequest request, TextWriter output, TextWriter error,
        CancellationToken cancellation)
    {
        var (shards, refusal) = ShardSet.Open(request.Folders, request.AllowMixedMachines);
        if (refusal is not null)
            return RunAllApp.Fail(error, refusal);
        return shards![0].Hostile is { } hostile
            ? await MergeHostileRunAsync(request, shards, hostile with { Shard = null }, output, error)
            : await MergeBenchmarkRunAsync(request, shards, shards[0].Options! with { Shard = null }, output, error,
            cancellation);
    }

    /// <param name="saved">The first shard's saved options but its --shard: the merged folder's.</param>
    static async Task<int> MergeBenchmarkRunAsync(MergeRequest request, IReadOnlyList<ShardFolder> shards,
        RunOptionsFile saved, TextWriter output,
        TextWriter error,
        CancellationToken cancellation)
    {
        var settings = saved.ToSettings();
        var (start, startError) =
            RunStart.Check("merge", settings.Serializers,
            request.OutputRoot ?? Path.GetDirectoryName(shards[0].Folder.Path));
        if (start is null)
            return RunAllApp.Fail(error, startError!);

        var folder = RunFolder.CreateNew(start.OutputRoot, saved, FolderSuffix);
        using var console = new ConsoleLog(output, folder.ConsoleLogPath);
        console.Say(
            $"Merging {shards.Count} shards of one run (commit {SourceRevision.Short(shards[0].Commit)}, seed "
                + $"{settings.Seed}) into {folder.Path}");
        WriteEnvironment(folder, shards, request.CommandLine);
        int cells = CopyShardFiles(folder, shards);
        MergeVersioning(folder, shards);
        MergeHostile(folder, shards,
            HostileMeasurement.Groups([.. HostileStep.Serializers(settings, start.Serializers)
            .Select(s => s.Serializer)],
            HostileStep.ForRun(settings).Datasets));

        var plan = RunPlan.Cells(settings, RunPlan.Targets(settings), start.Serializers);
        console.Say($"{plan.Count(folder.IsDone)} of {plan.Count} cells of the run are done ({cells} cell files from "
            + $"the shards).");
        var work = new RunWork(settings, start.Root, start.Serializers,
            new HostToolchain(start.Root, RepositoryLayout.ArtifactsPath(start.Root)), [],
            plan, [], []);
        var run = new RunContext(work, folder, console, new RunBudget(settings, TimeSpan.Zero),
            new CellRunner(settings), interactive: false, output);
        var export = new ExportStep();
        var analysis = new AnalysisStep(export);
        await StepRunner.RunAsync([export, analysis, new ReportStep(export, analysis)], run, cancellation);
        console.Say(export.Combined.Path);
        return 0;
    }

    /// <summary><c>hostile --shard k/n</c>'s folders joined into <c>&lt;stamp&gt;_hostile_merged</c>, written as
    /// <c>RunAll hostile</c> writes its folder.</summary>
    static async Task<int> MergeHostileRunAsync(MergeRequest request, IReadOnlyList<ShardFolder> shards,
        HostileRequest hostile, TextWriter output,
        TextWriter error)
    {
        var (start, startError) =
            RunStart.Check("merge", hostile.Serializers,
            request.OutputRoot ?? Path.GetDirectoryName(shards[0].Folder.Path));
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        var folder = RunFolder.CreateStandalone(start.OutputRoot, HostileCommand.FolderSuffix + FolderSuffix);
        using var console = new ConsoleLog(output, folder.ConsoleLogPath);
        console.Say($"Merging {shards.Count} shards of one hostile run (commit "
            + $"{SourceRevision.Short(shards[0].Commit)}) into {folder.Path}");
        WriteEnvironment(folder, shards, request.CommandLine);
        CopyShardFiles(folder, shards);
        var (rows, summary) = MergeHostile(folder, shards,
            HostileMeasurement.Groups([.. start.Serializers.Select(s => new SerializerId(s))],
                hostile.Datasets));
        foreach (var line in await HostileCommand.Pages(hostile, rows, summary).WriteAsync(folder.Path))
            console.Say(line);
        console.Say(folder.Path);
        return 0;
    }

    /// <summary>The merge's line, then each shard's own record under its name.</summary>
    static void WriteEnvironment(RunFolder folder, IReadOnlyList<ShardFolder> shards, string commandLine)
    {
        using var text = new StreamWriter(folder.EnvironmentPath);
        foreach (var shard in shards)
        {
            text.WriteLine($"== Shard {shard.Shard.Index} of {shard.Shard.Count}: {shard.Folder.Path}");
            foreach (var line in File.ReadLines(shard.Folder.EnvironmentPath))
                text.WriteLine(line);
        }
        text.WriteLine($"Merged: {DateTime.Now:yyyy-MM-dd HH:mm:ss zzz} by RunAll {commandLine}");
    }

    /// <summary>Each shard's cells, build logs, traces and hostile groups.</summary>
    static int CopyShardFiles(RunFolder folder, IReadOnlyList<ShardFolder> shards)
    {
        int cells = 0;
        foreach (var shard in shards)
        {
            cells += ShardSet.CellFiles(shard).Count();
            Copy(shard, RunFolder.Files.Cells, name => name);
            Copy(shard, RunFolder.Files.Builds, name => $"shard{shard.Shard.Index}-{name}");
            Copy(shard, RunFolder.Files.Traces, name => name);
            Copy(shard, RunFolder.Files.HostileGroups, name => name);
        }
        return cells;

        void Copy(ShardFolder shard, string subfolder, Func<string, string> rename)
        {
            string from = Path.Combine(shard.Folder.Path, subfolder), to = Path.Combine(folder.Path, subfolder);
            if (!Directory.Exists(from))
                return;
            Directory.CreateDirectory(to);
            foreach (var file in Directory.EnumerateFiles(from))
                File.Copy(file, Path.Combine(to, rename(Path.GetFileName(file))));
        }
    }

    /// <summary>Each shard measured versioning in its own variants.</summary>
    static void MergeVersioning(RunFolder folder, IReadOnlyList<ShardFolder> shards)
    {
        var rows = shards.SelectMany(s => s.Folder.LoadVersioning()).ToList();
        if (rows.Count == 0)
            return;
        TsvFile.Write(folder.VersioningPath, rows);
        File.WriteAllText(Path.Combine(folder.Path, RunFolder.Files.VersioningVariants),
            VersioningReport.VariantDisagreements(rows));
    }

    /// <summary>Each shard measured its groups of hostile input.</summary>
    static (IReadOnlyList<HostileRow> Rows, IReadOnlyList<HostileSummaryRow> Summary) MergeHostile(RunFolder folder,
        IReadOnlyList<ShardFolder> shards,
        IReadOnlyList<HostileGroup> runOrder)
    {
        var rows = shards.SelectMany(s => TsvFile.ReadIfPresent<HostileRow>(s.Folder.HostilePath)).ToList();
        if (rows.Count == 0)
            return ([], []);
        var order =
            runOrder.Select((group, i) => (group, i))
                .ToDictionary(p => (p.group.Serializer.ToString(), p.group.Setting, p.group.Dataset), p => p.i);
        // Stable: a group's rows keep the order its shard wrote them in.
        var merged =
            rows.OrderBy(r => order.GetValueOrDefault((r.Serializer, r.Setting, r.Dataset), int.MaxValue)).ToList();
        var summary = HostileSummary.Summarize(merged);
        TsvFile.Write(folder.HostilePath, merged);
        TsvFile.Write(folder.HostileSummaryPath, summary);
        return (merged, summary);
    }
}
