using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Summaries;
using SerializerTests.Versioning;

namespace SerializerTests.RunAll.Summaries.Decision;

public sealed class MatrixInputs
{
    public MatrixInputs(RunSummary data, IReadOnlyList<FirstCallCost> firstCalls)
    {
        (Data, Versioning, Hostile) = (data, data.Versioning, data.Hostile);
        Runtime = data.PrimaryRuntime ?? "?";
        Variant = data.SteadyVariant ?? "?";
        Dataset = data.Datasets.FirstOrDefault() ?? TypesToSerialize.Datasets.Datasets.DefaultName;
        FirstCallDataset = data.FirstCallDatasets.FirstOrDefault() ?? Dataset;
        VersioningTarget = VersioningTargetOf(Versioning, Runtime);
        Points = data.AtObjects(Runtime, Dataset).ToDictionary(p => p.Serializer.ToString());
        SteadyRows = data.Rows.Where(r =>
            r.Test != TestKind.FirstCall.Name() && r.Runtime == Runtime && r.Variant == Variant
            && RunSummary.DatasetOf(r) == Dataset && r.Objects == data.Objects).GroupBy(r => r.Serializer.ToString())
                .ToDictionary(g => g.Key, g => g.Last());
        FirstCalls = [.. firstCalls.Where(c => c.Dataset == FirstCallDataset)];
        Footprint = data.Footprint.GroupBy(r => r.Serializer).ToDictionary(g => g.Key, g => g.First());
    }

    public RunSummary Data { get; }
    public IReadOnlyList<VersioningRow> Versioning { get; }
    public IReadOnlyList<HostileSummaryRow> Hostile { get; }
    public string Runtime { get; }
    public string Variant { get; }
    public string Dataset { get; }
    public string FirstCallDataset { get; }
    public (string Runtime, string Variant)? VersioningTarget { get; }
    public IReadOnlyDictionary<string, SteadyPoint> Points { get; }
    public IReadOnlyDictionary<string, ResultRow> SteadyRows { get; }
    public IReadOnlyList<FirstCallCost> FirstCalls { get; }
    public IReadOnlyDictionary<string, FootprintRow> Footprint { get; }

    public string Steady => $"steady state, {Runtime} {Variant}, N = {Data.ObjectsLabel}, {Dataset}";

    public (SteadyPoint Point, ResultRow Row)? SteadyOf(string serializer, out string why)
    {
        why = "";
        if (Points.TryGetValue(serializer, out var point) && SteadyRows.TryGetValue(serializer, out var row)
            && row.Status == ResultStatus.Ok)
            return (point, row);
        why = SteadyRows.TryGetValue(serializer, out var notOk) ? $"{notOk.Status}: {notOk.Error}"
            : $"not measured: no steady-state row at N = {Data.ObjectsLabel} on {Runtime} {Variant}";
        return null;
    }

    static (string Runtime, string Variant)? VersioningTargetOf(IReadOnlyList<VersioningRow> rows, string runtime)
    {
        var targets = rows.Select(r => (Runtime: r.Runtime ?? "", Variant: r.Variant ?? "")).Distinct().ToList();
        if (targets.Count == 0)
            return null;
        string jit = RuntimeVariant.NameOf(Planning.Variant.Jit);
        return targets.Contains((runtime, jit)) ? (runtime, jit)
            : targets.OrderBy(t => t.Runtime, StringComparer.Ordinal)
            .ThenBy(t => t.Variant, StringComparer.Ordinal).First();
    }
}

public readonly record struct MatrixCell(MatrixRow Row, string? Missing = null);

public sealed record ColumnDeclaration(string Key, string Heading, Func<MatrixInputs, string> Source,
    Func<MatrixInputs, SerializerFacts, MatrixRow, MatrixCell> Fill);

public static class MatrixColumns
{
    public static IReadOnlyList<ColumnDeclaration> All { get; } =
    [
        PackageVersionColumn.Declaration,
        SteadyColumn(DecisionMatrix.Serialize, "Serialize", "median per operation ± 95% interval within this run",
            (row, p, _) =>
                row with { SerializeSeconds = p.SerializeSeconds is { } s ? new Measured(s, p.SerializeIntervalPercent)
                : null }),
        SteadyColumn(DecisionMatrix.Deserialize, "Deserialize", "median per operation ± 95% interval",
            (row, p, _) =>
                row with { DeserializeSeconds = p.DeserializeSeconds is { } d
                ? new Measured(d, p.DeserializeIntervalPercent) : null }),
        SteadyColumn(DecisionMatrix.Size, "Size", "bytes written", (row, p, _) =>
            row with { SizeBytes = p.SizeBytes is { } size ? new Measured(size) : null }),
        SteadyColumn(DecisionMatrix.GZip, "GZip", "the message after GZip (Optimal, zlib level 6)",
            (row, _, r) => row with { GZipBytes = r.GZipBytes is { } gzip ? new Measured(gzip) : null }, Uncompressed),
        SteadyColumn(DecisionMatrix.Brotli, "Brotli", "the message after Brotli (quality 4)",
            (row, _, r) =>
                row with { BrotliBytes = r.BrotliBytes is { } brotli ? new Measured(brotli) : null }, Uncompressed),
        AllocatedColumn(DecisionMatrix.SerializeAllocated, RowOperation.Serialize, (row, b) =>
            row with { SerializeAllocatedBytes = b }),
        AllocatedColumn(DecisionMatrix.DeserializeAllocated, RowOperation.Deserialize, (row, b) =>
            row with { DeserializeAllocatedBytes = b }),
        GcColumn(DecisionMatrix.SerializeGc, "Serialize GC per 1,000: gen0 / gen1 / gen2", RowOperation.Serialize,
            (row, gc) =>
            row with { SerializeCollections = gc }),
        GcColumn(DecisionMatrix.DeserializeGc, "Deserialize GC per 1,000: gen0 / gen1 / gen2", RowOperation.Deserialize,
            (row, gc) =>
            row with { DeserializeCollections = gc }),
        .. DecisionMatrix.FirstCallVariants.Select(FirstCallColumn),
        new(DecisionMatrix.NativeAot, "NativeAOT works", NativeAotSource, NativeAotCell),
        new(DecisionMatrix.AotAppIncrement, "AOT app: increment", i =>
            AotAppSource(i, "bytes of the published app over the empty app's (in MiB, 2^20 bytes)"),
            (i, facts, row) =>
                AotAppCell(i, facts, row, app =>
                    app.IncrementBytes is { } bytes ? new(row with { AotAppIncrementBytes = new Measured(bytes) })
                : new(row, "not measured: the empty app has no size, so no app has an increment"))),
        new(DecisionMatrix.AotAppWarnings, "AOT app: warnings", i =>
            AotAppSource(i, "the library's trim and AOT warnings as the compile prints them by default"),
            (i, facts, row) =>
                AotAppCell(i, facts, row, app =>
                    app.Warnings is { } warnings ? new(row with { AotAppWarnings = new Measured(warnings) })
                : new(row, "not measured: its Footprint.csv row has no warning count"))),
        new(DecisionMatrix.AotAppWorks, "AOT app: works", i =>
            AotAppSource(i, "its round trip verified field by field in the published app"),
            (i, facts, row) => AotAppCell(i, facts, row, app => new(row with { AotAppWorks = app.Works }))),
        new(DecisionMatrix.VersioningKey, "Versioning: read / lose / wrong / throw", i => i.VersioningTarget is { } t
            ? $"Versioning.csv, {t.Runtime} {t.Variant}: cases (change × direction) that read / lose data / come back "
                + "wrong / throw"
            : "not measured in this run", VersioningCell),
        new(DecisionMatrix.HostileKey, "Hostile input: silent % / crash / hang / alloc", HostileSource, HostileCell),
        new(DecisionMatrix.MaintenanceKey, "Maintenance", _ =>
            "declared by the adapter (SerializerInfo.Maintenance; docs/serializers.md cites the project's own "
                + "statement)",
            (i, facts, row) =>
                Declared(facts) is { } declared ? new(row with { Maintenance = declared.Maintenance })
                    : new(row, NotDeclared(i, facts))),
        new(DecisionMatrix.InsecureKey, "Insecure", _ =>
            "declared by the adapter (SerializerInfo.Insecure: deserializing untrusted data can run attacker-chosen "
                + "code; docs/serializers.md cites "
            + "the vendor)",
            (i, facts, row) =>
                Declared(facts) is { } declared ? new(row with { Insecure = declared.Insecure })
                : new(row, NotDeclared(i, facts))),
    ];

    /// <param name="absent">Why an ok row has no value (a run older than its columns), or null.</param>
    static ColumnDeclaration SteadyColumn(string key, string heading, string what,
        Func<MatrixRow, SteadyPoint, ResultRow, MatrixRow> value, Func<ResultRow, string?>? absent = null) =>
        new(key, heading, i => $"{i.Steady}: {what}", (i, facts, row) =>
        {
            if (i.SteadyOf(facts.Serializer, out string why) is not { } steady)
                return new(row, why);
            var (point, steadyRow) = steady;
            var filled = value(row, point, steadyRow);
            return absent?.Invoke(steadyRow) is { } notThere ? new(filled, notThere) : new(filled);
        });

    static string? Uncompressed(ResultRow row) =>
        row.GZipBytes is null ? "not measured: the row has no compressed size" : null;

    /// <summary>Per operation as the time columns count it: one call on the root holding all N items.</summary>
    static ColumnDeclaration AllocatedColumn(string key, RowOperation operation,
        Func<MatrixRow, Measured?, MatrixRow> set) =>
        SteadyColumn(key, $"Allocated per {operation.Name()}",
            $"bytes allocated on the measuring thread per {operation.Name()} operation "
                + "(one call on the root object of all N items, as the time columns), over the timed runs, the "
                    + "processes' median "
                + $"(column {(operation == RowOperation.Serialize ? 29 : 30)})",
            (row, _, r) => set(row, r.Of(operation).AllocatedBytesPerOp is { } bytes ? new Measured(bytes) : null),
            r => r.Of(operation).AllocatedBytesPerOp is null ? "not measured: the row has no allocation count" : null);

    static ColumnDeclaration GcColumn(string key, string heading, RowOperation operation,
        Func<MatrixRow, CollectionsPerThousand?, MatrixRow> set) =>
        SteadyColumn(key, heading,
            $"gen0 / gen1 / gen2 collections per 1,000 {operation.Name()} operations over the timed runs, the "
                + "processes' mean (columns 90-95)",
            (row, _, r) => set(row, r.Of(operation).Collections),
            r => r.Of(operation).Collections is null
                ? "not measured: the row has no collection counts" : null);

    static ColumnDeclaration FirstCallColumn(string variant) =>
        new(DecisionMatrix.FirstCallKey(variant), $"First call {variant}",
        i =>
            $"first call, {i.Data.FirstCallRuntime} {variant}, {i.FirstCallDataset}: the first serialize and "
                + "deserialize of each first-call type, "
            + "summed, "
            + "the median of the launches with its 95% interval",
        (i, facts, row) =>
        {
            var cost = i.FirstCalls.FirstOrDefault(c => c.Serializer == facts.Serializer && c.Variant == variant);
            if (cost is { Complete: true })
                return new(row with { FirstCallMs = new Dictionary<string, Measured>(row.FirstCallMs)
                    { [variant] = new Measured(cost.Milliseconds, cost.IntervalPercent) } });
            return new(row, cost is not null
                ? "incomplete: " + string.Join("; ", cost.Missing.Select(m => m.Describe()))
                : !i.Data.Variants.Contains(variant)
                    ? $"not measured: the run has no {variant} first call on {i.Data.FirstCallRuntime}"
                : FirstCallFailure(i.Data, facts.Serializer, variant));
        });

    static string FirstCallFailure(RunSummary data, string serializer, string variant) =>
        data.Rows.Where(r =>
            r.Serializer == serializer && r.Test == TestKind.FirstCall.Name() && r.Runtime == data.FirstCallRuntime
                && r.Variant == variant)
            .Where(r => r.Status != ResultStatus.Ok).OrderBy(r => RunSummary.Severity(r.Status))
                .Select(r => $"{r.Status}: {r.Error}")
            .FirstOrDefault()
        ?? "not measured: no first-call row";

    static string NativeAotSource(MatrixInputs i) =>
        "the serializer's own NativeAOT app where Footprint.csv has it published (marked app), else column "
            + "AotCompatible: every NativeAOT row of "
            + $"the all-in-one host on {i.Data.FirstCallRuntime} ok (marked host)";

    static MatrixCell NativeAotCell(MatrixInputs i, SerializerFacts facts, MatrixRow row)
    {
        // The host links every adapter; the app holds this one alone, as a user's would.
        if (i.Footprint.TryGetValue(facts.Serializer, out var app) && app.Status is FootprintRow.Ok
            or FootprintRow.Failed)
            return new(row with { NativeAotWorks = app.Works, NativeAotEvidence = AotEvidence.App });
        var aot = i.Data.Rows.Where(r => r.Serializer == facts.Serializer && r.Runtime == i.Data.FirstCallRuntime)
            .Select(r => r.AotCompatible)
            .FirstOrDefault(a => a is not null);
        return aot is not null ? new(row with { NativeAotWorks = aot, NativeAotEvidence = AotEvidence.Host })
            : new(row, i.Data.Variants.Contains(RuntimeVariant.NameOf(Variant.NativeAot))
                ? "not measured: no NativeAOT row counts (a type the adapter does not handle, or not launched)"
                : $"not measured: the run has no NativeAOT variant on {i.Data.FirstCallRuntime}");
    }

    static string AotAppSource(MatrixInputs i, string what) =>
        (i.Footprint.Count == 0 ? "not measured in this run (no Footprint.csv)"
            : "Footprint.csv, the serializer's own NativeAOT app") + ": " + what;

    static MatrixCell AotAppCell(MatrixInputs i, SerializerFacts facts, MatrixRow row,
        Func<FootprintRow, MatrixCell> value)
    {
        if (i.Footprint.Count == 0)
            return new(row, "not measured: the run has no Footprint.csv "
                + "(--quick, --no-footprint, a shard, or no NativeAOT variant)");
        if (!i.Footprint.TryGetValue(facts.Serializer, out var app))
            return new(row, SerializerSelection.OnOwnTypes(facts.Serializer) ? NotMeasuredOnOwnTypes
                : "not measured: Footprint.csv has no row of it");
        if (app.SizeBytes is null)
            return new(row, $"{app.Status}: {app.Reason}");
        return value(app);
    }

    static MatrixCell VersioningCell(MatrixInputs i, SerializerFacts facts, MatrixRow row)
    {
        if (i.VersioningTarget is not { } target)
            return new(row, "not measured: the run has no Versioning.csv");
        var cases = i.Versioning.Where(r =>
            r.Serializer == facts.Serializer && (r.Runtime ?? "") == target.Runtime
                && (r.Variant ?? "") == target.Variant).ToList();
        var verdicts = cases.Where(r => VersioningOutcome.Verdicts.Contains(r.Outcome)).ToList();
        if (verdicts.Count == 0)
            return new(row, cases.FirstOrDefault() is { } notRun ? $"{notRun.Outcome}: {notRun.Detail}"
                : SerializerSelection.OnOwnTypes(facts.Serializer) ? NotMeasuredOnOwnTypes
                    : "not measured: no Versioning.csv row");
        int Count(string outcome) => verdicts.Count(r => r.Outcome == outcome);
        return new(row with { Versioning = new VersioningCounts(Count(VersioningOutcome.Reads),
            Count(VersioningOutcome.Loses),
            Count(VersioningOutcome.Wrong), Count(VersioningOutcome.Throws)) });
    }

    static string HostileSource(MatrixInputs i) =>
        (i.Hostile.Count == 0 ? "not measured in this run (--no-hostile, or no SDK-runtime JIT host)"
        : $"Hostile.csv, {DecisionMatrix.HostileSetting} setting, "
            + $"datasets {string.Join(", ", i.Hostile.Select(h => h.Datasets).Where(d => d.Length > 0).Distinct())}, "
                + "the SDK's runtime under JIT")
        + ": silently corrupted share of the corrupt inputs, crashes, hangs, excessive allocations";

    static MatrixCell HostileCell(MatrixInputs i, SerializerFacts facts, MatrixRow row)
    {
        var summary = i.Hostile.FirstOrDefault(h =>
            h.Serializer == facts.Serializer && h.Setting == DecisionMatrix.HostileSetting);
        return summary is { Cases: > 0 }
            ? new(row with { Hostile = new HostileCounts(summary.Cases, summary.AcceptedDifferentPercent ?? 0,
                summary.Crash, summary.Hang,
                summary.ExcessiveAllocation) })
            : new(row, summary?.NotRun is { } notRun ? "not run: " + notRun : i.Hostile.Count == 0
                ? "not measured in this run"
                : SerializerSelection.OnOwnTypes(facts.Serializer) ? NotMeasuredOnOwnTypes
                    : "not measured: no Hostile.csv row");
    }

    const string NotMeasuredOnOwnTypes =
        "not measured on its own types: the same library reads and writes the same bytes in its row from the C# "
            + "objects, which is measured";

    static ResultRow? Declared(SerializerFacts facts) =>
        string.IsNullOrEmpty(facts.Metadata?.DataFormat) ? null : facts.Metadata;

    static string NotDeclared(MatrixInputs i, SerializerFacts facts) => "no adapter declares it: "
        + (i.Data.Rows.Where(r => r.Serializer == facts.Serializer).Select(r => r.Error)
            .FirstOrDefault(e => !string.IsNullOrEmpty(e))
            ?? "never launched");
}
