using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Hostile;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Summaries;

public sealed record SteadyPoint(string Serializer, int Objects, double? SerializeSeconds, double? DeserializeSeconds,
    long? SizeBytes,
    double? SerializeIntervalPercent = null, double? DeserializeIntervalPercent = null, long? BrotliBytes = null);

public sealed record SerializerFacts(string Serializer, ResultRow? Metadata, IReadOnlyDictionary<string,
    string> StatusByTarget);

/// <summary>What a run measured beside its combined CSV, each part empty where the run has none.</summary>
public sealed record RunSides
{
    public IReadOnlyList<VersioningRow> Versioning { get; init; } = [];
    public IReadOnlyList<HostileSummaryRow> Hostile { get; init; } = [];
    public IReadOnlyList<HostileRow> HostileCases { get; init; } = [];
    public IReadOnlyList<SideBySide.SideBySideRow> SideBySide { get; init; } = [];
    /// <summary>SideBySide.csv was missing or damaged and was judged again from raw/.</summary>
    public bool SideBySideRecomputed { get; init; }
    public IReadOnlyList<FootprintRow> Footprint { get; init; } = [];
    public SpeedOverRun Speed { get; init; } = new([], []);
    /// <summary>Every process's and launch's rows, as raw/ holds them.</summary>
    public IReadOnlyList<ResultRow> Raw { get; init; } = [];
}

public sealed class RunSummary
{
    static readonly string JitName = RuntimeVariant.NameOf(Variant.Jit);

    RunSummary(IReadOnlyList<ResultRow> rows, string title, int? objects, RunSides sides)
    {
        Rows = rows;
        Title = title;
        Baselines = Summaries.Baselines.Of(rows);
        _sides = sides;
        var steady = rows.Where(r => r.Test != TestKind.FirstCall.Name() && r.Status == ResultStatus.Ok).ToList();
        SteadyVariant = steady.Any(r => r.Variant == JitName) ? JitName
            : steady.Select(r => r.Variant).FirstOrDefault();
        _steady = steady.Where(r => r.Variant == SteadyVariant).ToList();
        Runtimes = NewestFirst(rows.Select(r => r.Runtime));
        SteadyRuntimes = NewestFirst(_steady.Select(r => r.Runtime));
        PrimaryRuntime = SteadyRuntimes.FirstOrDefault() ?? Runtimes.FirstOrDefault();
        Datasets = _steady.Select(DatasetOf).Distinct().Order(StringComparer.Ordinal).ToList();
        var counts = _steady.Where(r => r.Runtime == PrimaryRuntime).Select(r => r.Objects).Distinct().Order().ToList();
        Objects = objects is { } chosen && counts.Contains(chosen) ? chosen : counts.Count > 0 ? counts[^1] : null;
        Variants = rows.Where(r => r.Test == TestKind.FirstCall.Name()).Select(r => r.Variant ?? "")
            .Distinct().OrderBy(RuntimeVariant.OrderOf).ThenBy(v => v, StringComparer.Ordinal).ToList();
        Targets = rows.Select(Target).Distinct().OrderBy(t => t, StringComparer.Ordinal).ToList();
        FirstCallRuntime = rows.Where(r =>
            r.Test == TestKind.FirstCall.Name() && r.Status == ResultStatus.Ok && r.Runtime is not null)
            .GroupBy(r => r.Runtime!).OrderByDescending(g => g.Select(r => r.Variant).Distinct().Count())
            .ThenByDescending(g => RuntimeVariant.VersionOf(g.Key))
            .Select(g => g.Key).FirstOrDefault() ?? PrimaryRuntime;
        FirstCallRows = [.. rows.Where(r => r.Test == TestKind.FirstCall.Name() && r.Runtime == FirstCallRuntime)];
        FirstCallDatasets = FirstCallRows.Where(r => r.Status == ResultStatus.Ok).Select(DatasetOf).Distinct()
            .Order(StringComparer.Ordinal).ToList();
    }

    readonly List<ResultRow> _steady;

    public IReadOnlyList<ResultRow> Rows { get; }
    public string Title { get; }
    public IReadOnlySet<string> Baselines { get; }
    public IReadOnlyList<VersioningRow> Versioning => _sides.Versioning;
    public IReadOnlyList<HostileSummaryRow> Hostile => _sides.Hostile;

    RunAnalysis? _analysis;

    public bool AnalysisRead { get; private set; }

    internal void AnalysisWritten() => AnalysisRead = true;

    public string? AnalysisDiscarded { get; private set; }

    public RunAnalysis Analysis => _analysis ??= RunAnalysis.Of(this);

    public DecisionMatrix Matrix => Analysis.Matrix;
    public int PayloadBytes => Rows.Select(r => r.PayloadBytes).FirstOrDefault();
    public IReadOnlyList<string> Runtimes { get; }
    public IReadOnlyList<string> SteadyRuntimes { get; }
    public string? PrimaryRuntime { get; }
    /// <summary>The newest of those with the most variants: a machine may lack a NativeAOT pack for the
    /// newest.</summary>
    public string? FirstCallRuntime { get; }
    public string? SteadyVariant { get; }
    public IReadOnlyList<string> Datasets { get; }
    public IReadOnlyList<string> FirstCallDatasets { get; }
    public bool NamesDatasets =>
        Datasets.Concat(FirstCallDatasets).Any(d => d != TypesToSerialize.Datasets.Datasets.DefaultName);
    public int? Objects { get; }
    public string ObjectsLabel => Objects?.ToString("N0", CultureInfo.InvariantCulture) ?? "?";
    public IReadOnlyList<string> Variants { get; }
    public IReadOnlyList<string> Targets { get; }
    public bool Profiled => Rows.Any(r => r.TraceFirstCallJitMs is not null);

    public static RunSummary From(IReadOnlyList<ResultRow> rows, string title, int? objects = null,
        RunSides? sides = null, RunAnalysis? analysis = null)
    {
        var summary = new RunSummary(rows, title, objects, sides ?? new());
        summary.Adopt(analysis);
        return summary;
    }

    void Adopt(RunAnalysis? analysis)
    {
        if (analysis is null)
            return;
        if (analysis.Matrix.Objects == Objects)
            (_analysis, AnalysisRead) = (analysis, true);
        else
            AnalysisDiscarded = analysis.Matrix.Objects?.ToString("N0", CultureInfo.InvariantCulture) ?? "?";
    }

    readonly RunSides _sides;

    public SpeedOverRun Speed => _sides.Speed;
    public IReadOnlyList<FootprintRow> Footprint => _sides.Footprint;
    public IReadOnlyList<HostileRow> HostileCases => _sides.HostileCases;
    public IReadOnlyList<SideBySide.SideBySideRow> SideBySide => _sides.SideBySide;
    public IReadOnlyList<ResultRow> Raw => _sides.Raw;
    public bool SideBySideRecomputed => _sides.SideBySideRecomputed;

    /// <summary>For a repeated N (the classic sweep starts 1, 1), the last.</summary>
    public IReadOnlyList<SteadyPoint> Steady(string runtime, string dataset)
    {
        string? rootType = RootTypeOf(dataset);
        return _steady.Where(r => r.Runtime == runtime && DatasetOf(r) == dataset && r.RootType == rootType)
            .GroupBy(r => (r.Serializer, r.Objects)).Select(g => g.Last())
            .Select(r =>
                new SteadyPoint(r.Serializer, r.Objects, r.SerializeMedianSeconds ?? r.SerializeSeconds,
                r.DeserializeMedianSeconds ?? r.DeserializeSeconds, r.SizeBytes,
                r.SerializeIntervalPercent, r.DeserializeIntervalPercent, r.BrotliBytes))
            .ToList();
    }

    public IReadOnlyList<SteadyPoint> AtObjects(string runtime, string dataset) =>
        Objects is { } n ? Steady(runtime, dataset).Where(p => p.Objects == n).ToList() : [];

    /// <summary>The one most of its rows have (-reftracking may measure another).</summary>
    string? RootTypeOf(string dataset) => _steady.Where(r => DatasetOf(r) == dataset)
        .GroupBy(r => r.RootType).OrderByDescending(g => g.Count()).Select(g => g.Key).FirstOrDefault();

    public IReadOnlyList<FirstCallCost> FirstCalls => Analysis.FirstCalls;

    public IReadOnlyList<ResultRow> FirstCallRows { get; }

    public IReadOnlyList<FirstCallCost> RankedFirstCallsOf(string dataset) =>
        FirstCalls.Where(c => c.Dataset == dataset && c.Complete && NativeAotRanking.Excludes(c, Matrix) is null)
            .ToList();

    public IReadOnlyList<(FirstCallCost Cost, string Reason)> NativeAotExcludedOf(string dataset) =>
        [.. FirstCalls.Where(c => c.Dataset == dataset && c.Complete)
            .Select(c => (Cost: c, Reason: NativeAotRanking.Excludes(c, Matrix)))
            .Where(x => x.Reason is not null).Select(x => (x.Cost, x.Reason!))];


    public IReadOnlyList<FirstCallCost> PartialFirstCallsOf(string dataset) =>
        FirstCalls.Where(c => c.Dataset == dataset && !c.Complete).OrderBy(c => c.Serializer, StringComparer.Ordinal)
            .ThenBy(c => RuntimeVariant.OrderOf(c.Variant)).ToList();

    internal static string DatasetOf(ResultRow row) => row.Dataset ?? TypesToSerialize.Datasets.Datasets.DefaultName;

    public IReadOnlyList<SerializerFacts> Serializers() =>
        Rows.GroupBy(r => r.Serializer).OrderBy(g => g.Key, StringComparer.Ordinal)
            .Select(g => new SerializerFacts(g.Key, g.FirstOrDefault(r => !string.IsNullOrEmpty(r.DataFormat)),
                g.GroupBy(Target).ToDictionary(t => t.Key, t => Status(t.ToList()))))
            .ToList();

    internal static int Severity(string status) =>
        Array.IndexOf([ResultStatus.Failed, ResultStatus.Timeout, ResultStatus.Unsupported], status);

    public static string Target(ResultRow row) => $"{row.Runtime} {row.Variant}";

    static string Status(IReadOnlyList<ResultRow> rows)
    {
        var bad = rows.Where(r => r.Status != ResultStatus.Ok).GroupBy(r => r.Status)
            .OrderBy(g => Severity(g.Key)).FirstOrDefault();
        if (bad is null)
            return ResultStatus.Ok;
        string reason = bad.Select(r => r.Error).FirstOrDefault(e => !string.IsNullOrWhiteSpace(e))
            ?? "no reason given";
        return $"{bad.Key} ({bad.Count()} of {rows.Count} rows): {reason}";
    }

    static List<string> NewestFirst(IEnumerable<string?> runtimes) =>
        runtimes.OfType<string>().Distinct().OrderByDescending(RuntimeVariant.VersionOf)
            .ThenBy(r => r, StringComparer.Ordinal).ToList();
}
