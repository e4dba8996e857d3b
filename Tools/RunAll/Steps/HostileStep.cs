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
        if (work.Options.NoHostile)
            return FloorPart.None("hostile input");
        var datasets = Request(work.Options).Datasets;
        var groups = HostileMeasurement.Groups(work.Serializers, datasets);
        double share = groups.Count == 0 ? 0 : (double)HostileMeasurement.Mine(groups, Shard(work)).Count / groups.Count;
        return new("hostile input", RunBudget.HostilePerDataset * datasets.Count * share);
    }

    /// <summary>The benchmark run's shard; <c>RunAll hostile</c> takes its own.</summary>
    Planning.Shard? Shard(RunWork work) => standalone is null ? work.Options.Shard : standalone.Shard;

    /// <summary>The summary measured, for the standalone command's report; empty until the step has run.</summary>
    public IReadOnlyList<HostileSummaryRow> Summary { get; private set; } = [];

    /// <summary>The hostile rows measured; empty until the step has run.</summary>
    public IReadOnlyList<HostileRow> Rows { get; private set; } = [];

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        if (run.Work.Options.NoHostile)
            return "--no-hostile";
        if (File.Exists(run.Folder.HostilePath))
            return "kept from the resumed run";
        // On the run's own package versions: a side-by-side run's pinned builds are not fed hostile input (yet).
        var host = run.Hosts.Values.FirstOrDefault(h => h.Succeeded && h.Target.Pin is null && h.Target.Runtime == HostToolchain.SdkRuntime && h.Target.Variant == Planning.Variant.Jit);
        if (host is null)
        {
            run.Console.Say($"Hostile input: not measured, the run has no {HostToolchain.SdkRuntime} JIT host (its matrix cells say so).");
            return "not measured";
        }
        var (rows, summary, interrupted) = await HostileMeasurement.RunAsync(host.Executable!, Request(run.Work.Options), run.Work.Serializers, Shard(run.Work),
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

    /// <summary>The standalone command's request, or the benchmark run's.</summary>
    HostileRequest Request(RunAllOptions options) => standalone ?? ForRun(options);

    /// <summary>A benchmark run's hostile input, derived from its options.</summary>
    public static HostileRequest ForRun(RunAllOptions options)
    {
        var datasets = options.Datasets.SequenceEqual([TypesToSerialize.Datasets.Datasets.DefaultName]) ? HostileRequest.DefaultDatasets : options.Datasets;
        return new HostileRequest([], options.Quick ? [datasets[0]] : datasets, HostileRequest.DefaultObjects, HostileRequest.DefaultCaseTimeoutSeconds,
            HostileCases.DefaultMaxPositions, HostileCases.DefaultSeed, null);
    }
}
