using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.Matrix;
using SerializerTests.RunAll.Statistics;
using SerializerTests.Versioning;

namespace SerializerTests.RunAll.Reporting.Decision;

/// <summary>A measured number with its 95% half-width in percent (null: exact, as a size is).</summary>
public sealed record Measured(double Value, double? HalfWidthPercent = null)
{
    public double Low => Value * (1 - (HalfWidthPercent ?? 0) / 100);
    public double High => Value * (1 + (HalfWidthPercent ?? 0) / 100);

    /// <summary>The 95% interval of this over the other lies wholly below 1 (<see cref="RatioInterval.Below"/>): the only case in
    /// which this run says "smaller".</summary>
    public bool SeparatelyBelow(Measured other) => RatioInterval.Below(Value, HalfWidthPercent, other.Value, other.HalfWidthPercent);

    /// <summary>A sum whose half-width is that of the sum of the two intervals' ends (the widest the two can make together).</summary>
    public static Measured Sum(Measured a, Measured b) =>
        new(a.Value + b.Value, a.HalfWidthPercent is null && b.HalfWidthPercent is null ? null
            : ((a.High + b.High) - (a.Value + b.Value)) / (a.Value + b.Value) * 100);
}

/// <summary>Versioning verdicts of one serializer in one runtime variant: cases that read, lost data, came back wrong, threw.</summary>
public sealed record VersioningCounts(int Reads, int Loses, int Wrong, int Throws)
{
    public int Silent => Loses + Wrong;
}

/// <summary>Hostile-input verdicts of one serializer in its default setting, over the run's hostile datasets.</summary>
public sealed record HostileCounts(int Cases, double SilentCorruptionPercent, int Crashes, int Hangs, int ExcessiveAllocations);

/// <summary>One column of the matrix: its heading and the measurement it comes from, with runtime and variant.</summary>
public sealed record MatrixColumn(string Key, string Heading, string Source);

/// <summary>
/// One serializer's row: every measured cell (null where the run did not measure it, <see cref="Missing"/> says why) and the two
/// declared ones (maintenance, insecure), which cite their source.
/// </summary>
public sealed record MatrixRow(string Serializer)
{
    public Measured? SerializeSeconds { get; init; }
    public Measured? DeserializeSeconds { get; init; }
    public Measured? SizeBytes { get; init; }
    public Measured? GZipBytes { get; init; }
    public Measured? BrotliBytes { get; init; }
    /// <summary>First-call cost in ms by variant name (JIT, ReadyToRun, NativeAOT).</summary>
    public IReadOnlyDictionary<string, Measured> FirstCallMs { get; init; } = new Dictionary<string, Measured>();
    public bool? NativeAotWorks { get; init; }
    public VersioningCounts? Versioning { get; init; }
    public HostileCounts? Hostile { get; init; }
    public string? Maintenance { get; init; }
    public bool? Insecure { get; init; }
    /// <summary>Why a cell is empty, by column key: "failed: …", "unsupported: …", "not measured: the run has no NativeAOT variant".</summary>
    public IReadOnlyDictionary<string, string> Missing { get; init; } = new Dictionary<string, string>();

    public Measured? SerializePlusDeserialize => SerializeSeconds is { } s && DeserializeSeconds is { } d ? Measured.Sum(s, d) : null;
}

/// <summary>
/// The decision matrix of a run: a row per serializer from the run's own files (the combined CSV, Versioning.csv,
/// HostileSummary.csv), each column naming the measurement it comes from. Nothing in it is typed in by hand: a cell the run did not
/// measure says why.
/// </summary>
public sealed record DecisionMatrix(IReadOnlyList<MatrixColumn> Columns, IReadOnlyList<MatrixRow> Rows, int? Objects)
{
    public const string Serialize = "serialize", Deserialize = "deserialize", Size = "size", GZip = "gzip", Brotli = "brotli",
        NativeAot = "nativeaot", VersioningKey = "versioning", HostileKey = "hostile", MaintenanceKey = "maintenance", InsecureKey = "insecure";

    const string FirstCallPrefix = "firstcall-";

    public static string FirstCallKey(string variant) => FirstCallPrefix + variant;

    /// <summary>The variant of a first-call column, null for any other column.</summary>
    public static string? FirstCallVariantOf(string column) => column.StartsWith(FirstCallPrefix, StringComparison.Ordinal) ? column[FirstCallPrefix.Length..] : null;

    public static readonly IReadOnlyList<string> FirstCallVariants = [.. Enum.GetValues<Variant>().Select(RuntimeVariant.NameOf)];

    public MatrixRow? Row(string serializer) => Rows.FirstOrDefault(r => r.Serializer == serializer);

    public static DecisionMatrix Build(ReportData data, IReadOnlyList<VersioningRow> versioning, IReadOnlyList<HostileSummaryRow> hostile)
    {
        string runtime = data.PrimaryRuntime ?? "?", variant = data.SteadyVariant ?? "?", n = data.ObjectsLabel;
        string dataset = data.Datasets.FirstOrDefault() ?? TypesToSerialize.Datasets.Datasets.DefaultName;
        string firstCallDataset = data.FirstCallDatasets.FirstOrDefault() ?? dataset;
        var versioningTarget = VersioningTarget(versioning, runtime);
        string hostileSource = hostile.Count == 0 ? "not measured in this run (--no-hostile, or no SDK-runtime JIT host)"
            : $"Hostile.csv, {HostileSetting} setting, datasets {string.Join(", ", hostile.Select(h => h.Datasets).Where(d => d.Length > 0).Distinct())}, the SDK's runtime under JIT";
        string steady = $"steady state, {runtime} {variant}, N = {n}, {dataset}";
        var columns = new List<MatrixColumn>
        {
            new(Serialize, "Serialize", $"{steady}: median per operation ± 95% interval (a rerun's range)"),
            new(Deserialize, "Deserialize", $"{steady}: median per operation ± 95% interval"),
            new(Size, "Size", $"{steady}: bytes written"),
            new(GZip, "GZip", $"{steady}: the message after GZip (Optimal, zlib level 6)"),
            new(Brotli, "Brotli", $"{steady}: the message after Brotli (quality 4)"),
        };
        columns.AddRange(FirstCallVariants.Select(v => new MatrixColumn(FirstCallKey(v), $"First call {v}",
            $"first call, {data.FirstCallRuntime} {v}, {firstCallDataset}: the first serialize and deserialize of each first-call type, summed, the median of the launches with its 95% interval")));
        columns.Add(new(NativeAot, "NativeAOT works", $"column AotCompatible: every NativeAOT row of the serializer on {data.FirstCallRuntime} ok"));
        columns.Add(new(VersioningKey, "Versioning: read / lose / wrong / throw", versioningTarget is { } t
            ? $"Versioning.csv, {t.Runtime} {t.Variant}: cases (change × direction) that read / lose data / come back wrong / throw"
            : "not measured in this run"));
        columns.Add(new(HostileKey, "Hostile input: silent % / crash / hang / alloc", hostileSource + ": silently corrupted share of the corrupt inputs, crashes, hangs, excessive allocations"));
        columns.Add(new(MaintenanceKey, "Maintenance", "declared by the adapter (SerializerInfo.Maintenance; docs/serializers.md cites the project's own statement)"));
        columns.Add(new(InsecureKey, "Insecure", "declared by the adapter (SerializerInfo.Insecure: deserializing untrusted data can run attacker-chosen code; docs/serializers.md cites the vendor)"));

        var points = data.AtObjects(runtime, dataset).ToDictionary(p => p.Serializer);
        var steadyRows = data.Rows.Where(r => r.Test != TestKind.FirstCall.Name() && r.Runtime == runtime && r.Variant == variant
            && ReportData.DatasetOf(r) == dataset && r.Objects == data.Objects).GroupBy(r => r.Serializer).ToDictionary(g => g.Key, g => g.Last());
        var firstCalls = data.FirstCalls.Where(c => c.Dataset == firstCallDataset).ToList();
        var rows = new List<MatrixRow>();
        foreach (var facts in data.Serializers())
        {
            string name = facts.Serializer;
            var missing = new Dictionary<string, string>();
            // An adapter's rows carry its declarations; a serializer never launched (licence, package) has none.
            var declared = string.IsNullOrEmpty(facts.Metadata?.DataFormat) ? null : facts.Metadata;
            var row = new MatrixRow(name) { Maintenance = declared?.Maintenance, Insecure = declared?.Insecure };
            if (declared is null)
                missing[MaintenanceKey] = missing[InsecureKey] = "no adapter declares it: "
                    + (data.Rows.Where(r => r.Serializer == name).Select(r => r.Error).FirstOrDefault(e => !string.IsNullOrEmpty(e)) ?? "never launched");

            if (points.TryGetValue(name, out var point) && steadyRows.TryGetValue(name, out var steadyRow) && steadyRow.Status == ResultStatus.Ok)
            {
                row = row with
                {
                    SerializeSeconds = point.SerializeSeconds is { } s ? new Measured(s, point.SerializeIntervalPercent) : null,
                    DeserializeSeconds = point.DeserializeSeconds is { } d ? new Measured(d, point.DeserializeIntervalPercent) : null,
                    SizeBytes = point.SizeBytes is { } size ? new Measured(size) : null,
                    GZipBytes = steadyRow.GZipBytes is { } gzip ? new Measured(gzip) : null,
                    BrotliBytes = steadyRow.BrotliBytes is { } brotli ? new Measured(brotli) : null,
                };
                if (row.GZipBytes is null)
                    missing[GZip] = missing[Brotli] = "not measured: the row has no compressed size (a run from before columns 80-81)";
            }
            else
            {
                string why = steadyRows.TryGetValue(name, out var notOk) ? $"{notOk.Status}: {notOk.Error}" : $"not measured: no steady-state row at N = {n} on {runtime} {variant}";
                foreach (var key in new[] { Serialize, Deserialize, Size, GZip, Brotli })
                    missing[key] = why;
            }

            var firstCallOf = new Dictionary<string, Measured>();
            foreach (var v in FirstCallVariants)
            {
                var cost = firstCalls.FirstOrDefault(c => c.Serializer == name && c.Variant == v);
                if (cost is { Complete: true })
                    firstCallOf[v] = new Measured(cost.Milliseconds, cost.IntervalPercent);
                else
                    missing[FirstCallKey(v)] = cost is not null ? "incomplete: " + string.Join("; ", cost.Missing.Select(m => m.Describe()))
                        : !data.Variants.Contains(v) ? $"not measured: the run has no {v} first call on {data.FirstCallRuntime}"
                        : FirstCallFailure(data, name, v);
            }
            row = row with { FirstCallMs = firstCallOf };

            var aot = data.Rows.Where(r => r.Serializer == name && r.Runtime == data.FirstCallRuntime).Select(r => r.AotCompatible).FirstOrDefault(a => a is not null);
            row = row with { NativeAotWorks = aot };
            if (aot is null)
                missing[NativeAot] = data.Variants.Contains(RuntimeVariant.NameOf(Variant.NativeAot))
                    ? "not measured: no NativeAOT row counts (a type the adapter does not handle, or not launched)"
                    : $"not measured: the run has no NativeAOT variant on {data.FirstCallRuntime}";

            if (versioningTarget is { } target)
            {
                var cases = versioning.Where(r => r.Serializer == name && (r.Runtime ?? "") == target.Runtime && (r.Variant ?? "") == target.Variant).ToList();
                var verdicts = cases.Where(r => VersioningOutcome.Verdicts.Contains(r.Outcome)).ToList();
                if (verdicts.Count > 0)
                    row = row with { Versioning = new VersioningCounts(Count(verdicts, VersioningOutcome.Reads), Count(verdicts, VersioningOutcome.Loses),
                        Count(verdicts, VersioningOutcome.Wrong), Count(verdicts, VersioningOutcome.Throws)) };
                else
                    missing[VersioningKey] = cases.FirstOrDefault() is { } notRun ? $"{notRun.Outcome}: {notRun.Detail}" : "not measured: no Versioning.csv row";
            }
            else
                missing[VersioningKey] = "not measured: the run has no Versioning.csv";

            var summary = hostile.FirstOrDefault(h => h.Serializer == name && h.Setting == HostileSetting);
            if (summary is { Cases: > 0 })
                row = row with { Hostile = new HostileCounts(summary.Cases, summary.AcceptedDifferentPercent ?? 0, summary.Crash, summary.Hang, summary.ExcessiveAllocation) };
            else
                missing[HostileKey] = summary?.NotRun is { } notRun ? "not run: " + notRun : hostile.Count == 0 ? "not measured in this run" : "not measured: no Hostile.csv row";

            rows.Add(row with { Missing = missing });
        }
        var unordered = new DecisionMatrix(columns, rows, data.Objects);
        var byThroughput = UseCaseViews.BulkThroughput.Rank(unordered).Ranked.Select(e => e.Serializer).ToList();
        return unordered with
        {
            Rows = [.. rows.OrderBy(r => byThroughput.IndexOf(r.Serializer) is var i && i >= 0 ? i : int.MaxValue).ThenBy(r => r.Serializer, StringComparer.Ordinal)],
        };
    }

    /// <summary>The order of the rows, as the page states it.</summary>
    public const string OrderRule = "Rows in the order of the bulk-throughput view (serialize + deserialize time at the report's N, fastest first), "
        + "then the serializers without both numbers, by name.";

    /// <summary>The setting the matrix shows: the library's default, which is what an application gets unless it changes it.</summary>
    public const string HostileSetting = "default";

    static int Count(IEnumerable<VersioningRow> rows, string outcome) => rows.Count(r => r.Outcome == outcome);

    static string FirstCallFailure(ReportData data, string serializer, string variant) =>
        data.Rows.Where(r => r.Serializer == serializer && r.Test == TestKind.FirstCall.Name() && r.Runtime == data.FirstCallRuntime && r.Variant == variant)
            .Where(r => r.Status != ResultStatus.Ok).OrderBy(r => ReportData.Severity(r.Status)).Select(r => $"{r.Status}: {r.Error}").FirstOrDefault()
        ?? "not measured: no first-call row";

    /// <summary>The versioning measurement the matrix shows: the steady state's runtime under JIT when the run has it, else the first there is.</summary>
    static (string Runtime, string Variant)? VersioningTarget(IReadOnlyList<VersioningRow> rows, string runtime)
    {
        var targets = rows.Select(r => (Runtime: r.Runtime ?? "", Variant: r.Variant ?? "")).Distinct().ToList();
        if (targets.Count == 0)
            return null;
        string jit = RuntimeVariant.NameOf(Variant.Jit);
        return targets.Contains((runtime, jit)) ? (runtime, jit) : targets.OrderBy(t => t.Runtime, StringComparer.Ordinal).ThenBy(t => t.Variant, StringComparer.Ordinal).First();
    }
}
