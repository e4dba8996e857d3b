using SerializerTests.Cli;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Diagnosers;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.RunAll.Running;

/// <summary>Runs one cell as a fresh child; every owed row not delivered becomes a failed or timeout row.</summary>
public sealed class CellRunner(RunSettings settings, EventPipeProfiler? profiler = null)
{
    readonly SideBySideBuild _sideBySide = new();
    readonly BuiltPackages _packages = new();

    public async Task<IReadOnlyList<ResultRow>> RunAsync(Cell cell, BuiltHost host, CancellationToken cancellation,
        double? maxSeconds = null)
    {
        var missing = new CellRows(cell, settings, SourceOf(cell));
        // A build of ours that fails is not the library's refusal: its rows are failed.
        if (!host.Succeeded)
            return [missing.Failed(host.Failure!)];

        var asked = ChildOptions(cell, maxSeconds);
        var launch = new ChildLaunch(TimeSpan.FromSeconds(settings.TimeoutSeconds),
            $"timed out after {settings.TimeoutSeconds} s",
            SteadyStateRuntime.For(cell.Test, profiler?.Environment(cell)), PassSpawnTimestamp: true);
        var run = cell.Test == TestKind.FirstCall
            ? await new ProtocolChild<FirstCallProtocol, ResultRow>(missing)
                .RunAsync(host.Executable!, asked, launch, cancellation)
            : await new ProtocolChild<SteadyStateProtocol, ResultRow>(missing)
                .RunAsync(host.Executable!, asked, launch, cancellation);
        if (run.Child is null)
            return run.Rows;

        double wallMs = run.Child.Outcome.WallMs;
        string? packageVersion = _packages.VersionOf(host, cell.Serializer.Adapter);
        var rows = run.Rows.Select(r => _sideBySide.Label(cell, host,
                r with
                {
                    Variant = cell.Target.VariantName, Launch = cell.Launch, ProcessWallMs = wallMs,
                        PackageVersion = packageVersion,
                    AdapterSource = SourceOf(cell),
                }))
            .Select(r => SideBySideBuild.Mismatch(cell, r) is { } why ? missing.Missing(r, timedOut: false, why) : r)
                .ToList();
        return profiler is null ? rows : profiler.Annotate(cell, rows);
    }

    static string SourceOf(Cell cell) =>
        Adapters.AddedAdapters.Current.FileOf(cell.Serializer.Adapter)?.Label ?? ResultRow.BuiltIn;

    public HostOptions ChildOptions(Cell cell, double? maxSeconds = null)
    {
        var child = new HostOptions
        {
            Test = cell.Test,
            Serializers = [cell.Serializer.ChildPattern],
            BookDataSize = settings.PayloadBytes,
            Verify = true,
            Dataset = Datasets.Get(cell.Dataset),
        };
        return cell.Test != TestKind.Combined ? child : child with
        {
            Runs = settings.EffectiveRuns,
            PrecisionPercent = settings.EffectivePrecision,
            MaxSeconds = maxSeconds ?? settings.EffectiveMaxSeconds,
            Counts = settings.EffectiveCounts,
            CompressedSizes = cell.MeasuresForItsUnit,
            NoCollectionWindow = !cell.MeasuresForItsUnit,
        };
    }

    sealed class CellRows(Cell cell, RunSettings settings, string source) : IMissingRows<ResultRow>
    {
        public ResultRow Unavailable(string reason) =>
            Row(ResultStatus.Unsupported, reason, objects: 0, rootType: null);

        public ResultRow Failed(string reason) => Row(ResultStatus.Failed, reason, objects: 0, rootType: null);

        public ResultRow Missing(ResultRow owed, bool timedOut, string reason) =>
            Row(timedOut ? ResultStatus.Timeout : ResultStatus.Failed, reason, owed.Objects, owed.RootType);

        ResultRow Row(string status, string reason, int objects, string? rootType) => MachineInfo.Stamp(new()
        {
            Serializer = cell.Serializer,
            Objects = objects,
            Test = cell.Test.Name(),
            Runtime = cell.Target.Runtime,
            Variant = cell.Target.VariantName,
            PayloadBytes = settings.PayloadBytes,
            Dataset = cell.Dataset,
            RootType = rootType,
            Runs = cell.Test == TestKind.FirstCall ? 1 : settings.EffectiveRuns,
            Launch = cell.Launch,
            Status = status,
            Error = reason,
            Package = cell.Target.Pin?.ToString(),
            AdapterSource = source,
        });
    }
}
