using SerializerTests.Results;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.RunAll.Steps;

public sealed class FootprintStep(int launches = FootprintMeasurement.DefaultLaunches, bool standalone = false)
    : IRunStep
{
    public string Name => "footprint";

    public IReadOnlyList<string> Files(RunWork work) => [RunFolder.Files.Footprint];

    public static bool Measures(Planning.RunSettings settings) =>
        !settings.Quick && !settings.NoFootprint && settings.Shard is null
            && settings.Variants.Contains(Planning.Variant.NativeAot);

    bool Runs(RunWork work) => standalone || Measures(work.Settings);

    public FloorPart Floor(RunWork work)
    {
        if (!Runs(work))
            return FloorPart.None("footprint");
        var toolchain = Toolchain(work);
        var apps = Apps(work.Serializers);
        int unbuilt = apps.Count(a => !toolchain.IsReusableAsync(a, CancellationToken.None).GetAwaiter().GetResult());
        return new($"footprint ({unbuilt} of {apps.Count} apps to publish)",
            ReferenceMachine.FootprintAppBuild * unbuilt + ReferenceMachine.FootprintLaunch * launches * apps.Count);
    }

    public IReadOnlyList<FootprintRow> Rows { get; private set; } = [];

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        if (!Runs(run.Work))
            return run.Work.Settings.Quick ? "--quick" : run.Work.Settings.NoFootprint ? "--no-footprint"
                : run.Work.Settings.Shard is not null
                ? "not in a shard" : "no NativeAOT variant";
        if (File.Exists(run.Folder.FootprintPath))
            return "kept from the resumed run";
        var toolchain = Toolchain(run.Work);
        var apps = Apps(run.Work.Serializers);
        run.Console.Say($"Footprint: {apps.Count} NativeAOT apps (the empty app and one per serializer) …");
        if (await toolchain.RestoreAsync(apps,
            Path.Combine(run.Folder.BuildsPath, RunFolder.Files.FootprintLog("restore")), run.Console.Say,
            cancellation) is { } restoreFailure)
        {
            run.Console.Say($"  footprint: not measured, {restoreFailure}");
            Rows = [.. apps.Select(a =>
                new FootprintRow { Serializer = a.Name, Status = FootprintRow.BuildFailed, Reason = restoreFailure }),
                .. Unsupported(run.Work.Serializers)];
            TsvFile.Write(run.Folder.FootprintPath, Rows);
            return "not measured";
        }
        EnvironmentRecord.Append(run.Folder.EnvironmentPath,
            $"Footprint launches: {launches} per app, seed {run.Work.Settings.Seed}");
        foreach (var setting in await toolchain.SettingsAsync(cancellation))
            EnvironmentRecord.Append(run.Folder.EnvironmentPath, $"Footprint app setting: {setting}");
        var built = new List<BuiltFootprintApp>();
        int reused = 0;
        foreach (var (app, i) in apps.Select((a, i) => (a, i + 1)))
        {
            var watch = System.Diagnostics.Stopwatch.StartNew();
            var result = await toolchain.BuildAsync(app,
                Path.Combine(run.Folder.BuildsPath, RunFolder.Files.FootprintLog(app.Name)), cancellation);
            built.Add(result);
            reused += result.Reused ? 1 : 0;
            string verdict = !result.Succeeded ? $"unavailable: {result.Failure}" : result.Reused ? "reused"
                : $"ok ({watch.Elapsed.TotalSeconds:F0} s)";
            run.Console.Say($"  [{i}/{apps.Count}] {app.Name}: {verdict}");
            EnvironmentRecord.Append(run.Folder.EnvironmentPath,
                $"Footprint app {app.Name}: {(result.Reused ? "reused" : verdict)}"
                    + $"{(result.InputsHash is { } h ? $" [inputs sha256 {h}]" : "")}");
        }
        var rows = await FootprintMeasurement.MeasureAsync(built, launches, run.Work.Settings.Seed, run.Console.Say,
            cancellation);
        Rows = [.. rows, .. Unsupported(run.Work.Serializers)];
        TsvFile.Write(run.Folder.FootprintPath, Rows);
        run.Console.Say($"Footprint measured: {run.Folder.FootprintPath}");
        return $"{apps.Count - reused} apps published, {reused} reused, {launches} launches each";
    }

    /// <summary>Shared so each app's inputs are hashed once.</summary>
    FootprintToolchain Toolchain(RunWork work) =>
        _toolchain ??= new(work.Root, RepositoryLayout.ArtifactsPath(work.Root), work.Toolchain.Native,
            work.Settings.Rebuild);

    FootprintToolchain? _toolchain;

    public static IReadOnlyList<FootprintApp> Apps(IReadOnlyList<string> serializers) =>
        [FootprintApp.Empty,
            .. Planning.SerializerSelection.FromYourClasses(serializers)
            .Where(s => SerializerCatalog.FindUnavailable(s) is null)
            .Select(s => new FootprintApp(s))];

    static IEnumerable<FootprintRow> Unsupported(IReadOnlyList<string> serializers) =>
        serializers.Select(SerializerCatalog.FindUnavailable).OfType<UnavailableSerializer>()
            .Select(u =>
                new FootprintRow { Serializer = u.Name, Status = FootprintRow.Unsupported, Reason = u.Reason });
}
