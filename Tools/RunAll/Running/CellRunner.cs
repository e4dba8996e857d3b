using System.Globalization;
using SerializerTests.Cli;
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
        if (UnavailableSerializers.Find(cell.Serializer) is { } unavailable)
            return [Missing(cell, ResultStatus.Unsupported, unavailable.Reason, objects: 0, rootType: null)];

        var outcome = await ChildProcess.RunAsync(host.Executable!, Arguments(cell, maxSeconds), TimeSpan.FromSeconds(options.TimeoutSeconds), cancellation,
            profiler?.Environment(cell), passSpawnTimestamp: true);
        var parsed = ChildRows.Parse<ResultRow>(outcome.Stdout);
        var annotated = parsed.Rows.Select(r => r with
        {
            Variant = cell.Target.VariantName,
            Launch = cell.Launch,
            ProcessWallMs = outcome.WallMs,
        }).ToList();

        // The complete rows are kept whatever else happened; every row owed and not delivered says why it is missing.
        string problem = outcome.TimedOut ? $"timed out after {options.TimeoutSeconds} s"
            : parsed.Stray.Count > 0 ? $"unreadable output ({ChildRows.Describe(parsed.Stray)})"
            : outcome.ExitCode != 0 ? $"exited with code {outcome.ExitCode}"
            : annotated.Count == 0 ? "printed no result rows"
            : "exited 0 without printing this row";
        string status = outcome.TimedOut ? ResultStatus.Timeout : ResultStatus.Failed;
        var owed = Owed(cell, annotated).ToList();
        string reason = Tail(outcome.Stderr) is { Length: > 0 } tail ? $"{problem}; stderr: {tail}" : problem;
        annotated.AddRange(owed.Select(o => Missing(cell, status, reason, o.Objects, o.RootType) with { ProcessWallMs = outcome.WallMs }));
        return profiler is null ? annotated : profiler.Annotate(cell, annotated);
    }

    public IReadOnlyList<string> Arguments(Cell cell, double? maxSeconds = null)
    {
        List<string> arguments = ["-test", cell.Test.Name(), "-serializer", "#" + cell.Serializer,
            "-BookDataSize", options.PayloadBytes.ToString(CultureInfo.InvariantCulture), "-Verify", "-dataset", cell.Dataset];
        if (cell.Test == TestKind.Combined)
        {
            arguments.AddRange(["-Runs", options.EffectiveRuns.ToString(CultureInfo.InvariantCulture),
                "-Precision", options.EffectivePrecision.ToString(CultureInfo.InvariantCulture),
                "-MaxSeconds", (maxSeconds ?? options.EffectiveMaxSeconds).ToString("0.###", CultureInfo.InvariantCulture)]);
            arguments.AddRange(["-N", string.Join(',', options.EffectiveCounts)]);
        }
        return arguments;
    }

    /// <summary>The rows the child should have printed and did not (counted, so the duplicate N = 1 of the classic sweep is owed twice).</summary>
    IEnumerable<(int Objects, string? RootType)> Owed(Cell cell, IReadOnlyList<ResultRow> delivered)
    {
        if (cell.Test == TestKind.FirstCall)
            return FirstCallTypes(cell).Where(t => delivered.All(r => r.RootType != t)).Select(t => (1, (string?)t));
        var missing = options.EffectiveCounts.ToList();
        foreach (var row in delivered)
            missing.Remove(row.Objects);
        return missing.Select(n => (n, (string?)null));
    }

    /// <summary>The root types a first-call child of this cell's dataset prints a row for.</summary>
    public static IReadOnlyList<string> FirstCallTypes(Cell cell) => Datasets.Find(cell.Dataset)?.FirstCallTypes.Select(t => t.Name).ToList() ?? [];

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

    /// <summary>What a crashed .NET process said before its stack trace ("Unhandled exception. …", "Process terminated. …"), on one line.</summary>
    static string Tail(string stderr)
    {
        var lines = stderr.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        var message = lines.TakeWhile(l => !l.StartsWith("at ", StringComparison.Ordinal)).Take(3).ToList();
        if (message.Count == 0 && lines.Length > 0)
            message.Add(lines[^1]);
        var summary = string.Join(" | ", message) + (lines.Length > message.Count ? " | …" : "");
        return summary.Length > 500 ? summary[..500] : summary;
    }
}
