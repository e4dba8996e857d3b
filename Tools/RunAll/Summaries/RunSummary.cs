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

/// <summary>One serializer's steady-state medians at one N: seconds per operation on N objects, and the bytes written.</summary>
/// <param name="SerializeIntervalPercent">The 95% half-width of the median, in percent (within this run: its processes, not a rerun).</param>
/// <param name="BrotliBytes">The bytes written, after Brotli (column BrotliBytes).</param>
public sealed record SteadyPoint(string Serializer, int Objects, double? SerializeSeconds, double? DeserializeSeconds, long? SizeBytes,
    double? SerializeIntervalPercent = null, double? DeserializeIntervalPercent = null, long? BrotliBytes = null);

/// <summary>A serializer's metadata and how it fared in each runtime variant (key "net10.0 JIT").</summary>
public sealed record SerializerFacts(string Serializer, ResultRow? Metadata, IReadOnlyDictionary<string, string> StatusByTarget);

/// <summary>
/// The views of a run's combined rows that the report, the summary and their tests share: which runtime and N the
/// charts show, the steady-state points, first-call costs and each serializer's facts. Steady state is shown for the
/// JIT variant (RunAll's default) unless the run has it only in other variants; first call for <see cref="FirstCallRuntime"/>.
/// </summary>
public sealed class RunSummary
{
    static readonly string JitName = RuntimeVariant.NameOf(Variant.Jit);

    RunSummary(IReadOnlyList<ResultRow> rows, string title, int? objects, IReadOnlyList<VersioningRow> versioning,
        IReadOnlyList<HostileSummaryRow> hostile)
    {
        Rows = rows;
        Title = title;
        Baselines = Summaries.Baselines.Of(rows);
        Versioning = versioning;
        Hostile = hostile;
        var steady = rows.Where(r => r.Test != TestKind.FirstCall.Name() && r.Status == ResultStatus.Ok).ToList();
        SteadyVariant = steady.Any(r => r.Variant == JitName) ? JitName : steady.Select(r => r.Variant).FirstOrDefault();
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
        FirstCallRuntime = rows.Where(r => r.Test == TestKind.FirstCall.Name() && r.Status == ResultStatus.Ok && r.Runtime is not null)
            .GroupBy(r => r.Runtime!).OrderByDescending(g => g.Select(r => r.Variant).Distinct().Count())
            .ThenByDescending(g => RuntimeVariant.VersionOf(g.Key))
            .Select(g => g.Key).FirstOrDefault() ?? PrimaryRuntime;
        FirstCallRows = [.. rows.Where(r => r.Test == TestKind.FirstCall.Name() && r.Runtime == FirstCallRuntime)];
        FirstCallDatasets = FirstCallRows.Where(r => r.Status == ResultStatus.Ok).Select(DatasetOf).Distinct().Order(StringComparer.Ordinal).ToList();
    }

    readonly List<ResultRow> _steady;

    public IReadOnlyList<ResultRow> Rows { get; }
    public string Title { get; }
    /// <summary>The hand-written baselines among the serializers (<see cref="Summaries.Baselines"/>): reference rows, never ranked.</summary>
    public IReadOnlySet<string> Baselines { get; }
    /// <summary>The run's Versioning.csv and HostileSummary.csv (empty where it has none), for the decision matrix.</summary>
    public IReadOnlyList<VersioningRow> Versioning { get; }
    public IReadOnlyList<HostileSummaryRow> Hostile { get; }

    RunAnalysis? _analysis;

    /// <summary>The analysis is the folder's analysis.json (read from it, or judged and written by the analysis step); otherwise it is
    /// judged here, and a report writes it.</summary>
    public bool AnalysisRead { get; private set; }

    /// <summary>The analysis step wrote <see cref="Analysis"/> into the folder: a report of this summary need not write it again.</summary>
    internal void AnalysisWritten() => AnalysisRead = true;

    /// <summary>The N (as the pages write it) of an analysis.json judged at another N than this summary's, which was set aside.</summary>
    public string? AnalysisDiscarded { get; private set; }

    /// <summary>What the analysis step judged of the run (analysis.json), or, for a summary made without it, judged now.</summary>
    public RunAnalysis Analysis => _analysis ??= RunAnalysis.Of(this);

    /// <summary>The decision matrix of the run, from its rows, versioning and hostile input.</summary>
    public DecisionMatrix Matrix => Analysis.Matrix;
    public int PayloadBytes => Rows.Select(r => r.PayloadBytes).FirstOrDefault();
    /// <summary>Every runtime with rows, and those with steady-state numbers; newest first.</summary>
    public IReadOnlyList<string> Runtimes { get; }
    public IReadOnlyList<string> SteadyRuntimes { get; }
    public string? PrimaryRuntime { get; }
    /// <summary>The runtime the first-call charts show: the one with the most variants measured (net10.0 has no NativeAOT
    /// build on a machine without its ILCompiler pack), the newest of those.</summary>
    public string? FirstCallRuntime { get; }
    public string? SteadyVariant { get; }
    public IReadOnlyList<string> Datasets { get; }
    /// <summary>Datasets with first-call numbers in <see cref="FirstCallRuntime"/>.</summary>
    public IReadOnlyList<string> FirstCallDatasets { get; }
    /// <summary>Headings name the dataset unless the run has only the default one.</summary>
    public bool NamesDatasets => Datasets.Concat(FirstCallDatasets).Any(d => d != TypesToSerialize.Datasets.Datasets.DefaultName);
    /// <summary>The N the per-serializer charts show: the one asked for when the run has it, else the largest.</summary>
    public int? Objects { get; }
    public string ObjectsLabel => Objects?.ToString("N0", CultureInfo.InvariantCulture) ?? "?";
    /// <summary>Variants with first-call rows, in JIT, ReadyToRun, NativeAOT order.</summary>
    public IReadOnlyList<string> Variants { get; }
    /// <summary>"runtime variant" of every row, for the status table.</summary>
    public IReadOnlyList<string> Targets { get; }
    public bool Profiled => Rows.Any(r => r.TraceFirstCallJitMs is not null);

    public static RunSummary From(IReadOnlyList<ResultRow> rows, string title, int? objects = null,
        IReadOnlyList<VersioningRow>? versioning = null, IReadOnlyList<HostileSummaryRow>? hostile = null,
        IReadOnlyList<SideBySide.SideBySideRow>? sideBySide = null,
        IReadOnlyList<HostileRow>? hostileCases = null, IReadOnlyList<FootprintRow>? footprint = null, SpeedOverRun? speed = null,
        bool sideBySideRecomputed = false,
        RunAnalysis? analysis = null, IReadOnlyList<ResultRow>? raw = null)
    {
        var summary = new RunSummary(rows, title, objects, versioning ?? [], hostile ?? [])
        {
            SideBySide = sideBySide ?? [], HostileCases = hostileCases ?? [], Footprint = footprint ?? [], Speed = speed ?? new([], []),
            SideBySideRecomputed = sideBySideRecomputed, Raw = raw ?? [],
        };
        summary.Adopt(analysis);
        return summary;
    }

    /// <summary>Takes an analysis read from the folder where it was judged at this summary's N; one judged at another is set aside.</summary>
    void Adopt(RunAnalysis? analysis)
    {
        if (analysis is null)
            return;
        if (analysis.Matrix.Objects == Objects)
            (_analysis, AnalysisRead) = (analysis, true);
        else
            AnalysisDiscarded = analysis.Matrix.Objects?.ToString("N0", CultureInfo.InvariantCulture) ?? "?";
    }

    /// <summary>The machine's speed over the run (machine-speed.tsv and the processes of raw/), empty where the folder has neither.</summary>
    public SpeedOverRun Speed { get; private init; } = new([], []);

    /// <summary>The run's Footprint.csv (what each serializer costs a NativeAOT app), empty where it has none.</summary>
    public IReadOnlyList<FootprintRow> Footprint { get; private init; } = [];

    /// <summary>The run's Hostile.csv (each case), for the side-by-side comparisons' changed verdicts; empty where a run has none.</summary>
    public IReadOnlyList<HostileRow> HostileCases { get; private init; } = [];

    /// <summary>The run's side-by-side comparisons (SideBySide.csv, <see cref="SideBySide.SideBySideAnalysis"/>), empty where it has none.</summary>
    public IReadOnlyList<SideBySide.SideBySideRow> SideBySide { get; private init; } = [];

    /// <summary>Every launch's and process's own row (raw/), for what is judged round by round; empty for a folder without it.</summary>
    public IReadOnlyList<ResultRow> Raw { get; private init; } = [];

    /// <summary>The folder's SideBySide.csv was missing or damaged and <see cref="SideBySide"/> was recomputed from its raw/.</summary>
    public bool SideBySideRecomputed { get; private init; }

    /// <summary>Steady-state points of one runtime and dataset; for a repeated N (the classic sweep starts 1, 1) the last.</summary>
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

    /// <summary>The root type steady-state rows of a dataset measure: the one most of its rows have (BookShelf, unless
    /// -reftracking measured another).</summary>
    string? RootTypeOf(string dataset) => _steady.Where(r => DatasetOf(r) == dataset)
        .GroupBy(r => r.RootType).OrderByDescending(g => g.Count()).Select(g => g.Key).FirstOrDefault();

    /// <summary>First-call costs in <see cref="FirstCallRuntime"/>, per dataset, complete or not; serializers with no ok call in a variant are absent
    /// there.</summary>
    public IReadOnlyList<FirstCallCost> FirstCalls => Analysis.FirstCalls;

    /// <summary>The first-call rows of <see cref="FirstCallRuntime"/>, any status: what <see cref="FirstCalls"/> are pooled from.</summary>
    public IReadOnlyList<ResultRow> FirstCallRows { get; }

    /// <summary>The costs to rank and chart: those with an ok call for every first-call type of the dataset, under NativeAOT only of
    /// serializers the NativeAOT rule ranks (<see cref="NativeAotRanking"/>).</summary>
    public IReadOnlyList<FirstCallCost> RankedFirstCallsOf(string dataset) =>
        FirstCalls.Where(c => c.Dataset == dataset && c.Complete && NativeAotRanking.Excludes(c, Matrix) is null).ToList();

    /// <summary>Complete costs the NativeAOT rule leaves out, each with its reason: listed apart, never ranked.</summary>
    public IReadOnlyList<(FirstCallCost Cost, string Reason)> NativeAotExcludedOf(string dataset) =>
        [.. FirstCalls.Where(c => c.Dataset == dataset && c.Complete).Select(c => (Cost: c, Reason: NativeAotRanking.Excludes(c, Matrix)))
            .Where(x => x.Reason is not null).Select(x => (x.Cost, x.Reason!))];


    /// <summary>The costs shown apart, never ranked: some first-call type unsupported, failed or not run.</summary>
    public IReadOnlyList<FirstCallCost> PartialFirstCallsOf(string dataset) =>
        FirstCalls.Where(c => c.Dataset == dataset && !c.Complete).OrderBy(c => c.Serializer, StringComparer.Ordinal)
            .ThenBy(c => RuntimeVariant.OrderOf(c.Variant)).ToList();

    internal static string DatasetOf(ResultRow row) => row.Dataset ?? TypesToSerialize.Datasets.Datasets.DefaultName;

    public IReadOnlyList<SerializerFacts> Serializers() =>
        Rows.GroupBy(r => r.Serializer).OrderBy(g => g.Key, StringComparer.Ordinal)
            .Select(g => new SerializerFacts(g.Key, g.FirstOrDefault(r => !string.IsNullOrEmpty(r.DataFormat)),
                g.GroupBy(Target).ToDictionary(t => t.Key, t => Status(t.ToList()))))
            .ToList();

    /// <summary>Failed before timeout before unsupported: the order in which a status is worth reporting.</summary>
    internal static int Severity(string status) => Array.IndexOf([ResultStatus.Failed, ResultStatus.Timeout, ResultStatus.Unsupported], status);

    public static string Target(ResultRow row) => $"{row.Runtime} {row.Variant}";

    /// <summary>"ok", or the worst status with how many rows have it and the first reason given.</summary>
    static string Status(IReadOnlyList<ResultRow> rows)
    {
        var bad = rows.Where(r => r.Status != ResultStatus.Ok).GroupBy(r => r.Status)
            .OrderBy(g => Severity(g.Key)).FirstOrDefault();
        if (bad is null)
            return ResultStatus.Ok;
        string reason = bad.Select(r => r.Error).FirstOrDefault(e => !string.IsNullOrWhiteSpace(e)) ?? "no reason given";
        return $"{bad.Key} ({bad.Count()} of {rows.Count} rows): {reason}";
    }

    static List<string> NewestFirst(IEnumerable<string?> runtimes) =>
        runtimes.OfType<string>().Distinct().OrderByDescending(RuntimeVariant.VersionOf).ThenBy(r => r, StringComparer.Ordinal).ToList();
}
