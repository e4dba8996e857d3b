using System.Text.Json;
using System.Text.Json.Nodes;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Merging;

/// <summary>One shard's results folder: a benchmark run's or <c>RunAll hostile</c>'s, what it was asked for beside its
/// shard, and the commit and machine it ran on.</summary>
public sealed record ShardFolder(RunFolder Folder, Shard Shard, int Seed, JsonObject Settings, string Commit,
    string Machine, RunOptionsFile? Options,
    HostileRequest? Hostile)
{
    public string Kind => Options is null ? "RunAll hostile" : "a benchmark run";
}

/// <summary>The shards of one run, checked before anything is written.</summary>
public static class ShardSet
{
    /// <returns>The shards in their order, or the refusal's line.</returns>
    public static (IReadOnlyList<ShardFolder>? Shards, string? Refusal) Open(IReadOnlyList<string> folders,
        bool allowMixedMachines)
    {
        if (folders.GroupBy(f => Path.GetFullPath(f).TrimEnd(Path.DirectorySeparatorChar))
            .FirstOrDefault(g => g.Count() > 1) is { } twice)
            return (null, $"merge: '{twice.First()}' given twice");
        var shards = new List<ShardFolder>();
        foreach (var path in folders)
        {
            var (shard, error) = OpenOne(path);
            if (error is not null)
                return (null, error);
            shards.Add(shard!);
        }
        return Check(shards, allowMixedMachines) is { } refusal ? (null, "merge: " + refusal)
            : ([.. shards.OrderBy(s => s.Shard.Index)], null);
    }

    /// <summary>A benchmark run's shard, or a hostile run's.</summary>
    static (ShardFolder? Shard, string? Error) OpenOne(string path)
    {
        bool benchmark = File.Exists(Path.Combine(path, RunFolder.Files.Options))
            || !File.Exists(Path.Combine(path, RunFolder.Files.Hostile));
        var (folder, options, error) = benchmark ? RunFolder.Open(path, "merge")
            : (RunFolder.OpenStandalone(path), null, null);
        if (error is not null)
            return (null, error);
        var hostile = benchmark ? null : RecordedHostileRequest(folder!.EnvironmentPath);
        if ((options?.Shard ?? hostile?.Shard) is not { } shard)
            return (null, $"merge: '{path}' is not a shard: its run had no --shard");
        if (SourceRevision.RecordedCommit(folder!.EnvironmentPath) is not { } commit)
            return (null,
                $"merge: '{path}' records no git commit in {RunFolder.Files.Environment}: its build cannot be matched "
                + $"with the others'");
        var settings = options is not null
            ? JsonSerializer.SerializeToNode(
                options with { Shard = null, CommandLine = "", OutputRoot = null, Resume = null,
                    AllowOtherCommit = false })!.AsObject()
            : JsonSerializer.SerializeToNode(hostile! with { Shard = null, CommandLine = "",
            OutputRoot = null })!.AsObject();
        return (new ShardFolder(folder, shard, options?.Seed ?? hostile!.Seed, settings, commit,
            EnvironmentRecord.MachineKind(folder.EnvironmentPath), options, hostile), null);
    }

    /// <summary>The request of the <c>RunAll hostile</c> that made a folder, read back from the command line
    /// environment.txt records.</summary>
    static HostileRequest? RecordedHostileRequest(string environmentPath) =>
        EnvironmentRecord.RecordedArguments(environmentPath) is { } arguments
            ? RunAllCommandLine.ParseRequest(arguments, TextWriter.Null).Request as HostileRequest : null;

    static string? Check(IReadOnlyList<ShardFolder> shards, bool allowMixedMachines)
    {
        var first = shards[0];
        string Name(ShardFolder s) => $"{s.Folder.Path} (shard {s.Shard})";
        if (shards.FirstOrDefault(s => s.Shard.Count != first.Shard.Count || s.Kind != first.Kind) is { } other)
            return $"shards of different runs: {Name(first)} and {Name(other)}";
        if (shards.FirstOrDefault(s => s.Seed != first.Seed) is { } reseeded)
            return $"shards of different seeds: {first.Seed} in {Name(first)}, {reseeded.Seed} in {Name(reseeded)}; "
                + $"give every shard the same --seed";
        foreach (var shard in shards.Skip(1))
            if (first.Settings.Select(p => p.Key)
                .FirstOrDefault(key => !JsonNode.DeepEquals(first.Settings[key], shard.Settings[key])) is { } option)
                return $"shards of different options: {Name(first)} and {Name(shard)} differ in {option}";
        if (shards.FirstOrDefault(s => s.Commit != first.Commit) is { } rebuilt)
            return $"shards of different commits: {SourceRevision.Short(first.Commit)} in {Name(first)}, "
                + $"{SourceRevision.Short(rebuilt.Commit)} in "
                + $"{Name(rebuilt)}";
        if (!allowMixedMachines && shards.FirstOrDefault(s => s.Machine != first.Machine) is { } elsewhere)
            return $"shards from different kinds of machine: '{first.Machine}' in {Name(first)}, '{elsewhere.Machine}' "
                + $"in {Name(elsewhere)}; "
                + "add --allow-mixed-machines to merge them anyway (docs/methodology.md, \"Running wide\")";
        if (shards.GroupBy(s => s.Shard.Index).FirstOrDefault(g => g.Count() > 1) is { } duplicate)
            return $"shard {duplicate.Key} of {first.Shard.Count} given twice: "
                + $"{string.Join(" and ", duplicate.Select(s => s.Folder.Path))}";
        var missing = Enumerable.Range(1, first.Shard.Count).Except(shards.Select(s => s.Shard.Index)).ToList();
        if (missing.Count > 0)
            return $"{(missing.Count == 1 ? "shard" : "shards")} {string.Join(", ", missing)} of {first.Shard.Count} "
                + $"missing";
        return Unreadable(shards);
    }

    /// <summary>Every file the merge reads, read once: a damaged one is its refusal.</summary>
    static string? Unreadable(IReadOnlyList<ShardFolder> shards)
    {
        try
        {
            foreach (var shard in shards)
            {
                foreach (var cell in CellFiles(shard))
                {
                    if (Cell.RoundOf(Path.GetFileNameWithoutExtension(cell)) is not { } round
                        || !shard.Shard.TakesRound(round))
                        return $"{cell}: not a cell of shard {shard.Shard}'s rounds";
                    ResultCsv.ReadFile(cell);
                }
                shard.Folder.LoadVersioning();
                TsvFile.ReadIfPresent<HostileRow>(shard.Folder.HostilePath);
            }
            return null;
        }
        catch (DamagedFileException ex)
        {
            return ex.Message;
        }
    }

    public static IEnumerable<string> CellFiles(ShardFolder shard)
    {
        string cells = Path.Combine(shard.Folder.Path, RunFolder.Files.Cells);
        return Directory.Exists(cells)
            ? Directory.EnumerateFiles(cells, "*.tsv")
            .Where(f => !f.EndsWith(RunFolder.Files.TraceMetricsExtension, StringComparison.Ordinal)) : [];
    }
}
