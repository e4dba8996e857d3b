using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.RunAll.Versioning;
using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.RunAll.Steps;

/// <summary>Run in every built variant, since a variant can change what a library does (Hyperion under
/// NativeAOT).</summary>
public sealed class VersioningStep(bool standalone = false) : IRunStep
{
    public string Name => "versioning";

    public IReadOnlyList<string> Files(RunWork work) =>
        standalone ? [RunFolder.Files.Versioning] : [RunFolder.Files.Versioning, RunFolder.Files.VersioningVariants];

    public FloorPart Floor(RunWork work) =>
        new("versioning", ReferenceMachine.VersioningPerVariant * work.Targets.Count(t => IsMine(work.Settings, t)));

    static bool IsMine(Planning.RunSettings settings, Planning.RuntimeVariant target) =>
        settings.Shard is not { } shard || shard.Takes(Planning.RunPlan.Targets(settings).ToList().IndexOf(target));

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        var built = run.Hosts.Values.Where(h => h.Succeeded && IsMine(run.Work.Settings, h.Target))
            .OrderBy(h => h.Target.Runtime == HostToolchain.SdkRuntime ? 0 : 1)
            .ThenBy(h => h.Target.Runtime, StringComparer.Ordinal).ThenBy(h => h.Target.Variant).ToList();
        if (File.Exists(run.Folder.VersioningPath))
            return "kept from the resumed run";
        if (built.Count == 0)
            return "no variant built";
        var timeout = TimeSpan.FromSeconds(Math.Min(run.Work.Settings.TimeoutSeconds,
            VersioningRunner.ChildTimeout.TotalSeconds));
        var rows = new List<VersioningRow>();
        try
        {
            foreach (var host in built)
            {
                var serializers = Planning.RunPlan.SerializersOn(run.Work.Settings, host.Target,
                    Planning.SerializerSelection.FromYourClasses(run.Work.Serializers));
                for (int i = 0; i < serializers.Count; i++)
                {
                    var serializerRows = await VersioningRunner.RunAsync(host, serializers[i], timeout, cancellation);
                    rows.AddRange(serializerRows);
                    if (standalone)
                        run.Console.Say($"[{i + 1}/{serializers.Count}] {serializers[i]}: "
                            + $"{VersioningReport.Verdicts(serializerRows)}");
                }
            }
        }
        catch (OperationCanceledException) when (standalone)
        {
            run.Interrupted = true;
        }
        TsvFile.Write(run.Folder.VersioningPath, rows);
        if (!standalone)
        {
            await File.WriteAllTextAsync(Path.Combine(run.Folder.Path, RunFolder.Files.VersioningVariants),
                VersioningReport.VariantDisagreements(rows), CancellationToken.None);
            run.Console.Say($"Versioning measured for column 11 in {built.Count} runtime variants: "
                + $"{run.Folder.VersioningPath}");
        }
        return "column 11: a child per serializer";
    }
}
