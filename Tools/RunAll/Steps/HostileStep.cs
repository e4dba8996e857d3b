using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Hostile;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Steps;

/// <summary>
/// Hostile input in the SDK's runtime under JIT (<see cref="HostileMeasurement"/>). In a benchmark run: the hostile datasets
/// (bookshelf, person, organization; with <c>--quick</c> the first of the run's datasets alone), or the run's own datasets where it
/// names them; a resumed run keeps the Hostile.csv it has, and an interrupted one leaves none, so that --resume measures it again.
/// <c>RunAll hostile</c> runs it alone with its own request, and an interrupted run keeps the groups that finished.
/// </summary>
public sealed class HostileStep(HostileRequest? standalone = null) : IRunStep
{
    public string Name => "hostile input";

    public IReadOnlyList<string> Files(RunWork work) => [RunFolder.Files.Hostile, RunFolder.Files.HostileSummary, RunFolder.Files.HostileGroups];

    public FloorPart Floor(RunWork work)
    {
        if (work.Settings.NoHostile)
            return FloorPart.None("hostile input");
        var datasets = Request(work.Settings).Datasets;
        var groups = HostileMeasurement.Groups([.. Serializers(work.Settings, work.Serializers).Select(s => s.Serializer)], datasets);
        double share = groups.Count == 0 ? 0 : (double)HostileMeasurement.Mine(groups, Shard(work)).Count / groups.Count;
        return new("hostile input", RunBudget.HostilePerDataset * datasets.Count * share);
    }

    /// <summary>The benchmark run's shard; <c>RunAll hostile</c> takes its own.</summary>
    Planning.Shard? Shard(RunWork work) => standalone is null ? work.Settings.Shard : standalone.Shard;

    /// <summary>The summary measured, for the standalone command's report; empty until the step has run.</summary>
    public IReadOnlyList<HostileSummaryRow> Summary { get; private set; } = [];

    /// <summary>The hostile rows measured; empty until the step has run.</summary>
    public IReadOnlyList<HostileRow> Rows { get; private set; } = [];

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        if (run.Work.Settings.NoHostile)
            return "--no-hostile";
        if (File.Exists(run.Folder.HostilePath))
            return "kept from the resumed run";
        // Every serializer on the run's own build, and each side-by-side label on its pinned build: a version that starts accepting
        // a corrupt message is news of an upgrade.
        var hostOf = Serializers(run.Work.Settings, run.Work.Serializers).Where(s => run.Hosts.TryGetValue(s.Target, out var host) && host.Succeeded)
            .ToDictionary(s => s.Serializer, s => run.Hosts[s.Target].Executable!);
        if (hostOf.Count == 0)
        {
            run.Console.Say($"Hostile input: not measured, the run has no {HostToolchain.SdkRuntime} JIT host (its matrix cells say so).");
            return "not measured";
        }
        var (rows, summary, interrupted) = await HostileMeasurement.RunAsync(s => hostOf[s], Request(run.Work.Settings), [.. hostOf.Keys],
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

    /// <summary>What hostile input measures, in an order every shard computes alike: every serializer on the run's own
    /// <see cref="HostToolchain.SdkRuntime"/> JIT build, then each side-by-side label on its pinned build of it.</summary>
    public static IReadOnlyList<(Planning.SerializerId Serializer, Planning.RuntimeVariant Target)> Serializers(Planning.RunSettings settings,
        IReadOnlyList<string> serializers) =>
        [.. Planning.RunPlan.Targets(settings).Where(t => t.Runtime == HostToolchain.SdkRuntime && t.Variant == Planning.Variant.Jit)
            .SelectMany(t => Planning.RunPlan.SerializersOn(settings, t, Planning.SerializerSelection.FromYourClasses(serializers))
                .Select(s => (s, t)))];

    /// <summary>The standalone command's request, or the benchmark run's.</summary>
    HostileRequest Request(Planning.RunSettings settings) => standalone ?? ForRun(settings);

    /// <summary>A benchmark run's hostile input, derived from its settings.</summary>
    public static HostileRequest ForRun(Planning.RunSettings settings)
    {
        var datasets = settings.Datasets.SequenceEqual([TypesToSerialize.Datasets.Datasets.DefaultName]) ? HostileRequest.DefaultDatasets
            : settings.Datasets;
        return new HostileRequest([], settings.Quick ? [datasets[0]] : datasets, HostileRequest.DefaultObjects,
            HostileRequest.DefaultCaseTimeoutSeconds,
            HostileCases.DefaultMaxPositions, HostileCases.DefaultSeed, null);
    }
}
