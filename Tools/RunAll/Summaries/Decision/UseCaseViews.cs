using SerializerTests.RunAll.Statistics;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>A null value excludes the serializer, with the matrix's reason.</summary>
public sealed record Criterion(string Name, string Column, Func<MatrixRow, Measured?> Value);

public sealed record RankedEntry(int Rank, string Serializer, IReadOnlyList<Measured> Values)
{
    public IReadOnlyList<Measured?> Shown { get; init; } = [];

    public string Label { get; init; } = Rank.ToString(System.Globalization.CultureInfo.InvariantCulture);
}

/// <param name="Quoted">A library's own words: printed whole.</param>
public sealed record ExcludedEntry(string Serializer, string Reason, bool Quoted = false);

public sealed record ExclusionGroup(string Reason, IReadOnlyList<string> Serializers, bool Quoted = false);

public sealed record ViewRanking(UseCaseView View, IReadOnlyList<RankedEntry> Ranked,
    IReadOnlyList<ExcludedEntry> Excluded)
{
    public IReadOnlyList<RankedEntry> Baselines { get; init; } = [];

    /// <summary>One reason often leaves out a dozen serializers.</summary>
    public IReadOnlyList<ExclusionGroup> ExcludedByReason =>
        [.. Excluded.GroupBy(x => x.Reason, StringComparer.Ordinal)
            .Select(g => new ExclusionGroup(g.Key, [.. g.Select(x => x.Serializer)], g.First().Quoted))];
}

/// <summary>A user's question answered by a printed rule over the matrix's cells (<see
/// cref="RatioInterval.GroupRanks"/>).</summary>
public sealed record UseCaseView(string Id, string Title, string Question, IReadOnlyList<Criterion> Criteria,
    Func<MatrixRow, string?>? Requires = null)
{
    public string Rule =>
        $"Ranked by {string.Join(", then ", Criteria.Select(c => c.Name))}, smaller first."
            + (RequirementText is { } r ? $" {r}" : "");

    public const string GroupingRule = "Sorted by their criteria, a serializer shares the rank of the first of its "
        + "group "
        + "unless that one is ahead of it, when it starts the next group; ahead means smaller at the first criterion "
            + "that separates the two: values "
        + "with an interval "
        + "where the 95% interval of their ratio excludes 1, values without one (counts, sizes, a single launch) "
            + "where they differ.";

    public string? RequirementText { get; init; }

    /// <summary>A serializer its library warns against for the view takes no rank.</summary>
    public Func<MatrixRow, Serializers.LibraryWarning?>? WarnedAgainst { get; init; }

    /// <summary>Takes no part in the ranking.</summary>
    public IReadOnlyList<Criterion> Shown { get; init; } = [];

    public ViewRanking Rank(DecisionMatrix matrix)
    {
        var excluded = new List<ExcludedEntry>();
        var candidates = new List<(MatrixRow Row, IReadOnlyList<Measured> Values)>();
        foreach (var row in matrix.Rows)
        {
            if (WarnedAgainst?.Invoke(row) is { } warning)
            {
                excluded.Add(new(row.Serializer, Hostile.HostileSummary.NotFor(warning), Quoted: true));
                continue;
            }
            if (Requires?.Invoke(row) is { } reason)
            {
                excluded.Add(new(row.Serializer, reason));
                continue;
            }
            var values = Criteria.Select(c => c.Value(row)).ToList();
            int absent = values.FindIndex(v => v is null);
            if (absent >= 0)
                excluded.Add(new(row.Serializer,
                    $"{Criteria[absent].Name}: "
                        + $"{row.Missing.GetValueOrDefault(Criteria[absent].Column) ?? "not measured"}"));
            else
                candidates.Add((row, values!));
        }
        var sorted = candidates.OrderBy(c => c.Values.Select(v => v.Value), LexicographicComparer.Instance)
            .ThenBy(c => c.Row.Serializer, StringComparer.Ordinal).ToList();
        var libraries = sorted.Where(c => !c.Row.Baseline).ToList();
        var ranks = RatioInterval.GroupRanks(libraries, (leader, other) => Ahead(leader.Values, other.Values));
        var ranked = libraries.Select((c, i) =>
            new RankedEntry(ranks[i], c.Row.Serializer, c.Values) { Shown = ShownOf(c.Row) }).ToList();
        ranked = [.. ranked.Select(e =>
            e with { Label = ranked.Count(o => o.Rank == e.Rank) > 1 ? $"{e.Rank}=" : $"{e.Rank}" })];
        var baselines = sorted.Where(c => c.Row.Baseline)
            .Select(c =>
                new RankedEntry(0, c.Row.Serializer, c.Values) { Label = Baselines.MarkOf(c.Row.Serializer),
                Shown = ShownOf(c.Row) })
            .ToList();
        return new ViewRanking(this, ranked, excluded) { Baselines = baselines };
    }

    IReadOnlyList<Measured?> ShownOf(MatrixRow row) => [.. Shown.Select(c => c.Value(row))];

    public static bool Ahead(IReadOnlyList<Measured> a, IReadOnlyList<Measured> b)
    {
        for (int i = 0; i < a.Count; i++)
        {
            if (a[i].SeparatelyBelow(b[i]))
                return true;
            if (b[i].SeparatelyBelow(a[i]))
                return false;
        }
        return false;
    }

    sealed class LexicographicComparer : IComparer<IEnumerable<double>>
    {
        public static readonly LexicographicComparer Instance = new();

        public int Compare(IEnumerable<double>? x, IEnumerable<double>? y)
        {
            foreach (var (a, b) in x!.Zip(y!))
                if (a.CompareTo(b) is var c && c != 0)
                    return c;
            return 0;
        }
    }
}

public static class UseCaseViews
{
    /// <summary>Random damage accepted is integrity, not safety: shown, not ranked.</summary>
    public static readonly UseCaseView UntrustedInput = new("untrusted-input", "Untrusted network input",
        "Bytes from outside that may be malicious: which deserializer can such bytes neither crash, hang nor make "
            + "allocate far beyond "
            + "their size, and then which is fastest?",
        [
            new("crashes and hangs on corrupt input", DecisionMatrix.HostileKey, r =>
                r.Hostile is { } h ? new Measured(h.Crashes + h.Hangs) : null),
            new("excessive allocations on corrupt input", DecisionMatrix.HostileKey, r =>
                r.Hostile is { } h ? new Measured(h.ExcessiveAllocations) : null),
            new("deserialize time", DecisionMatrix.Deserialize, r => r.DeserializeSeconds),
        ],
        UntrustedInputWarnings.Excludes)
    {
        WarnedAgainst = UntrustedInputWarnings.Of,
        RequirementText = UntrustedInputWarnings.Requirement,
        Shown = [new(IntegrityColumn, DecisionMatrix.HostileKey,
            r => r.Hostile is { } h ? new Measured(Math.Round(h.SilentCorruptionPercent, 1)) : null)],
    };

    public const string IntegrityColumn = "random damage accepted silently (%, integrity, not ranked)";

    public static readonly UseCaseView StartupUnderNativeAot = new("startup-nativeaot",
        "Startup-critical tool under NativeAOT",
        "A command-line tool or function published with NativeAOT: which serializer works there and starts fastest?",
        [new("first call under NativeAOT (ms, median of the launches)",
            DecisionMatrix.FirstCallKey(NativeAotRanking.Variant),
            r => r.FirstCallMs.GetValueOrDefault(NativeAotRanking.Variant))],
        NativeAotRanking.Excludes)
    {
        RequirementText = NativeAotRanking.Requirement,
    };

    public static readonly UseCaseView LongLivedStorage = new("long-lived-storage", "Long-lived storage",
        "Data written today and read by next year's types: which serializer survives schema changes without silent "
            + "damage, then stores smallest?",
        [
            new("versioning cases that lose data or come back wrong", DecisionMatrix.VersioningKey, r =>
                r.Versioning is { } v ? new Measured(v.Silent) : null),
            new("versioning cases that throw", DecisionMatrix.VersioningKey, r =>
                r.Versioning is { } v ? new Measured(v.Throws) : null),
            new("size", DecisionMatrix.Size, r => r.SizeBytes),
        ]);

    public static readonly UseCaseView BulkThroughput = new("bulk-throughput", "Bulk throughput",
        "Many objects per call, over and over: which serializer moves them fastest?",
        [new("serialize + deserialize time", DecisionMatrix.Serialize, r => r.SerializePlusDeserialize)]);

    public static readonly UseCaseView Bandwidth = new("bandwidth", "Bandwidth",
        "Bytes on a compressed wire: which message is smallest after Brotli, then after GZip?",
        [new("size after Brotli", DecisionMatrix.Brotli, r => r.BrotliBytes),
            new("size after GZip", DecisionMatrix.GZip, r => r.GZipBytes)]);

    public static IReadOnlyList<UseCaseView> All { get; } = [UntrustedInput, StartupUnderNativeAot, LongLivedStorage,
        BulkThroughput, Bandwidth];

    public static IReadOnlyList<ViewRanking> Rank(DecisionMatrix matrix) => [.. All.Select(v => v.Rank(matrix))];
}
