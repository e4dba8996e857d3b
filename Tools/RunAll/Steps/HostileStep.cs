using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Hostile;
using SerializerTests.Results;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.RunAll.Steps;

/// <summary>An interrupted run leaves no Hostile.csv, so --resume measures it again.</summary>
public sealed class HostileStep(HostileRequest? standalone = null) : IRunStep
{
    public string Name => "hostile input";

    public IReadOnlyList<string> Files(RunWork work) =>
        [RunFolder.Files.Hostile, RunFolder.Files.HostileSummary, RunFolder.Files.HostileGroups];

    public FloorPart Floor(RunWork work)
    {
        if (work.Settings.NoHostile)
            return FloorPart.None("hostile input");
        var datasets = Request(work.Settings).Datasets;
        var groups = HostileMeasurement.Groups([.. Serializers(work.Settings, work.Serializers)
            .Select(s => s.Serializer)], datasets);
        double share = groups.Count == 0 ? 0
            : (double)HostileMeasurement.Mine(groups, Shard(work)).Count / groups.Count;
        return new("hostile input", ReferenceMachine.HostilePerDataset * datasets.Count * share);
    }

    Planning.Shard? Shard(RunWork work) => standalone is null ? work.Settings.Shard : standalone.Shard;

    public IReadOnlyList<HostileSummaryRow> Summary { get; private set; } = [];

    public IReadOnlyList<HostileRow> Rows { get; private set; } = [];

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        if (run.Work.Settings.NoHostile)
            return "--no-hostile";
        if (File.Exists(run.Folder.HostilePath))
            return "kept from the resumed run";
        // A version that starts accepting a corrupt message is news of an upgrade.
        var hostOf = Serializers(run.Work.Settings, run.Work.Serializers)
            .Where(s => run.Hosts.TryGetValue(s.Target, out var host) && host.Succeeded)
            .ToDictionary(s => s.Serializer, s => run.Hosts[s.Target].Executable!);
        if (hostOf.Count == 0)
        {
            run.Console.Say($"Hostile input: not measured, the run has no {HostToolchain.SdkRuntime} JIT host (its "
                + "matrix cells say so).");
            return "not measured";
        }
        var (rows, summary, interrupted) = await HostileMeasurement.RunAsync(s =>
            hostOf[s], Request(run.Work.Settings), [.. hostOf.Keys],
            Shard(run.Work),
            run.Folder.Path, RunFolder.Files.HostileGroups, run.Console.Say, cancellation);
        (Rows, Summary) = (rows, summary);
        if (interrupted && standalone is null)
        {
            File.Delete(run.Folder.HostilePath);
            File.Delete(run.Folder.HostileSummaryPath);
            throw new OperationCanceledException(cancellation);
        }
        run.Interrupted |= interrupted;
        return $"{rows.Count} rows, {HostToolchain.SdkRuntime} JIT";
    }

    /// <summary>In an order every shard computes alike.</summary>
    public static IReadOnlyList<(SerializerId Serializer, Planning.RuntimeVariant Target)> Serializers(
        Planning.RunSettings settings, IReadOnlyList<string> serializers) =>
        [.. Planning.RunPlan.Targets(settings)
            .Where(t => t.Runtime == HostToolchain.SdkRuntime && t.Variant == Planning.Variant.Jit)
            .SelectMany(t =>
                Planning.RunPlan.SerializersOn(settings, t, Planning.SerializerSelection.FromYourClasses(serializers))
                .Select(s => (s, t)))];

    HostileRequest Request(Planning.RunSettings settings) => standalone ?? ForRun(settings);

    public static HostileRequest ForRun(Planning.RunSettings settings)
    {
        var datasets = settings.Datasets.SequenceEqual([TypesToSerialize.Datasets.Datasets.DefaultName])
            ? HostileRequest.DefaultDatasets
            : settings.Datasets;
        return new HostileRequest([], settings.Quick ? [datasets[0]] : datasets, HostileRequest.DefaultObjects,
            HostileRequest.DefaultCaseTimeoutSeconds,
            HostileCases.DefaultMaxPositions, HostileCases.DefaultSeed, null);
    }
}
