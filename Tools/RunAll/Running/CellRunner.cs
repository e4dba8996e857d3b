using SerializerTests.Cli;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Matrix;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// Runs one cell as a fresh child and turns whatever happened into rows: the child's own rows, annotated with
/// variant, launch and wall time; plus a failed or timeout row for every row the child owed but did not deliver.
/// </summary>
/// <param name="profiler">With -profile: traces each child and appends the trace columns to its rows.</param>
public sealed class CellRunner(RunAllOptions options, EventPipeProfiler? profiler = null)
{
    /// <param name="maxSeconds">Seconds of timed runs per operation for a steady-state child (the budget's share); null: the options' cap.</param>
    public async Task<IReadOnlyList<ResultRow>> RunAsync(Cell cell, BuiltHost host, CancellationToken cancellation, double? maxSeconds = null)
    {
        if (!host.Succeeded)
            return [Missing(cell, ResultStatus.Unsupported, host.Failure!, objects: 0, rootType: null)];
        if (SerializerCatalog.FindUnavailable(cell.Serializer) is { } unavailable)
            return [Missing(cell, ResultStatus.Unsupported, unavailable.Reason, objects: 0, rootType: null)];

        var asked = ChildOptions(cell, maxSeconds);
        var child = await HostChild.RunAsync<ResultRow>(host.Executable!, asked, TimeSpan.FromSeconds(options.TimeoutSeconds),
            cancellation, SteadyStateRuntime.For(cell.Test, profiler?.Environment(cell)), passSpawnTimestamp: true);
        double wallMs = child.Outcome.WallMs;
        var annotated = child.Rows.Select(r => r with { Variant = cell.Target.VariantName, Launch = cell.Launch, ProcessWallMs = wallMs }).ToList();

        // The complete rows are kept whatever else happened; every row owed and not delivered says why it is missing.
        string status = child.Outcome.TimedOut ? ResultStatus.Timeout : ResultStatus.Failed;
        string reason = child.WhyMissing($"timed out after {options.TimeoutSeconds} s");
        var owed = asked.Test == TestKind.FirstCall ? FirstCallProtocol.Owed(asked, annotated) : CombinedProtocol.Owed(asked, annotated);
        annotated.AddRange(owed.Select(o => Missing(cell, status, reason, o.Objects, o.RootType) with { ProcessWallMs = wallMs }));
        return profiler is null ? annotated : profiler.Annotate(cell, annotated);
    }

    /// <summary>What the child is asked to do; <see cref="HostCommandLine.Arguments"/> spells it.</summary>
    public HostOptions ChildOptions(Cell cell, double? maxSeconds = null)
    {
        var child = new HostOptions
        {
            Test = cell.Test,
            Serializers = ["#" + cell.Serializer],
            BookDataSize = options.PayloadBytes,
            Verify = true,
            Dataset = Datasets.Get(cell.Dataset),
        };
        return cell.Test != TestKind.Combined ? child : child with
        {
            Runs = options.EffectiveRuns,
            PrecisionPercent = options.EffectivePrecision,
            MaxSeconds = maxSeconds ?? options.EffectiveMaxSeconds,
            Counts = options.EffectiveCounts,
            // Once per unit, from its first process (whose row the pooled one starts from): the same bytes in every process.
            CompressedSizes = cell.Launch == 1,
        };
    }

    ResultRow Missing(Cell cell, string status, string reason, int objects, string? rootType) => MachineInfo.Stamp(new()
    {
        Serializer = cell.Serializer,
        Objects = objects,
        Test = cell.Test.Name(),
        Runtime = cell.Target.Runtime,
        Variant = cell.Target.VariantName,
        PayloadBytes = options.PayloadBytes,
        Dataset = cell.Dataset,
        RootType = rootType,
        Runs = cell.Test == TestKind.FirstCall ? 1 : options.EffectiveRuns,
        Launch = cell.Launch,
        Status = status,
        Error = reason,
    });
}
