using SerializerTests.RunAll.Statistics;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>One key a view ranks by, smaller first, read from a matrix column; null: the serializer has no value for it, which
/// excludes it from the view with the reason the matrix gives for that column.</summary>
public sealed record Criterion(string Name, string Column, Func<MatrixRow, Measured?> Value);

/// <summary>A serializer's place in a view: its rank (shared where the criteria do not separate it from another) and its values.</summary>
public sealed record RankedEntry(int Rank, string Serializer, IReadOnlyList<Measured> Values)
{
    /// <summary>The values of the view's <see cref="UseCaseView.Shown"/> columns, null where the matrix has none.</summary>
    public IReadOnlyList<Measured?> Shown { get; init; } = [];

    /// <summary>"3" or "3=" when another entry shares the rank.</summary>
    public string Label { get; init; } = Rank.ToString(System.Globalization.CultureInfo.InvariantCulture);
}

/// <param name="Quoted">The reason quotes a library's own words and page: the pages print it whole, never shortened.</param>
public sealed record ExcludedEntry(string Serializer, string Reason, bool Quoted = false);

/// <summary>One reason a view leaves serializers out, with every serializer it leaves out for it.</summary>
public sealed record ExclusionGroup(string Reason, IReadOnlyList<string> Serializers, bool Quoted = false);

public sealed record ViewRanking(UseCaseView View, IReadOnlyList<RankedEntry> Ranked, IReadOnlyList<ExcludedEntry> Excluded)
{
    /// <summary>The hand-written baselines with every value the view needs: reference rows after the ranked ones, without a rank.</summary>
    public IReadOnlyList<RankedEntry> Baselines { get; init; } = [];

    /// <summary>The exclusions a line per reason, as the pages print them: one reason (NativeAOT failed, say) often leaves out a dozen
    /// serializers. In the order the reasons first occur, each group's serializers in the view's order.</summary>
    public IReadOnlyList<ExclusionGroup> ExcludedByReason =>
        [.. Excluded.GroupBy(x => x.Reason, StringComparer.Ordinal)
            .Select(g => new ExclusionGroup(g.Key, [.. g.Select(x => x.Serializer)], g.First().Quoted))];
}

/// <summary>
/// A question a user brings ("which serializer for untrusted input?") answered as a ranking by a printed rule over the matrix's
/// cells. The rule: criteria in order, each smaller-is-better. A serializer is ahead of another when, at the first criterion on
/// which the two are separated, its value is smaller; values with intervals are separated where the 95% interval of their ratio
/// excludes 1 (<see cref="RatioInterval.Below"/>), exact values (counts, sizes) where they differ. The serializers are sorted by
/// their values and cut into groups (<see cref="RatioInterval.GroupRanks"/>): one joins the group before it unless that group's
/// first is ahead of it, so ranks follow the printed order and what the measurements do not separate from a group's first shares
/// its rank. A serializer is left out only where a cell the rule needs was not measured, or where <see cref="Requires"/> says
/// why, and the view names the reason.
/// </summary>
public sealed record UseCaseView(string Id, string Title, string Question, IReadOnlyList<Criterion> Criteria,
    Func<MatrixRow, string?>? Requires = null)
{
    /// <summary>The view's own rule as the page prints it; how its ranks are grouped is <see cref="GroupingRule"/>, stated once a page.</summary>
    public string Rule =>
        $"Ranked by {string.Join(", then ", Criteria.Select(c => c.Name))}, smaller first." + (RequirementText is { } r ? $" {r}" : "");

    /// <summary>How every view groups its ranks, as the pages print it once.</summary>
    public const string GroupingRule = "Sorted by their criteria, a serializer shares the rank of the first of its group "
        + "unless that one is ahead of it, when it starts the next group; ahead means smaller at the first criterion that separates the two: values "
        + "with an interval "
        + "where the 95% interval of their ratio excludes 1, values without one (counts, sizes, a single launch) where they differ.";

    public string? RequirementText { get; init; }

    /// <summary>The library's own warning against the view's use, where it has one: the serializer takes no rank, and the pages quote the
    /// warning whole.</summary>
    public Func<MatrixRow, Serializers.LibraryWarning?>? WarnedAgainst { get; init; }

    /// <summary>Columns shown beside the criteria that take no part in the ranking (an integrity share beside a safety rank).</summary>
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
                    $"{Criteria[absent].Name}: {row.Missing.GetValueOrDefault(Criteria[absent].Column) ?? "not measured"}"));
            else
                candidates.Add((row, values!));
        }
        var sorted = candidates.OrderBy(c => c.Values.Select(v => v.Value), LexicographicComparer.Instance)
            .ThenBy(c => c.Row.Serializer, StringComparer.Ordinal).ToList();
        var libraries = sorted.Where(c => !c.Row.Baseline).ToList();
        var ranks = RatioInterval.GroupRanks(libraries, (leader, other) => Ahead(leader.Values, other.Values));
        var ranked = libraries.Select((c, i) => new RankedEntry(ranks[i], c.Row.Serializer, c.Values) { Shown = ShownOf(c.Row) }).ToList();
        ranked = [.. ranked.Select(e => e with { Label = ranked.Count(o => o.Rank == e.Rank) > 1 ? $"{e.Rank}=" : $"{e.Rank}" })];
        var baselines = sorted.Where(c => c.Row.Baseline)
            .Select(c => new RankedEntry(0, c.Row.Serializer, c.Values) { Label = Baselines.MarkOf(c.Row.Serializer), Shown = ShownOf(c.Row) })
            .ToList();
        return new ViewRanking(this, ranked, excluded) { Baselines = baselines };
    }

    IReadOnlyList<Measured?> ShownOf(MatrixRow row) => [.. Shown.Select(c => c.Value(row))];

    /// <summary>True when <paramref name="a"/> is ahead of <paramref name="b"/>: smaller at the first criterion that separates them.</summary>
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

/// <summary>The views report.html and summary.md print under the matrix, each with its rule.</summary>
public static class UseCaseViews
{
    /// <summary>Ranked by what an attacker's bytes can do to the process (crash it, hang it, make it allocate far beyond the input, nesting
    /// bombs included), then speed. How often random damage comes back as a different object is integrity, not safety: it rewards verbose
    /// text and checked framing, so it is shown beside the ranking and takes no part in it.</summary>
    public static readonly UseCaseView UntrustedInput = new("untrusted-input", "Untrusted network input",
        "Bytes from outside that may be malicious: which deserializer can such bytes neither crash, hang nor make allocate far beyond "
            + "their size, and then which is fastest?",
        [
            new("crashes and hangs on corrupt input", DecisionMatrix.HostileKey, r => r.Hostile is { } h ? new Measured(h.Crashes + h.Hangs) : null),
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

    /// <summary>The untrusted-input view's integrity column: shown, not ranked.</summary>
    public const string IntegrityColumn = "random damage accepted silently (%, integrity, not ranked)";

    public static readonly UseCaseView StartupUnderNativeAot = new("startup-nativeaot", "Startup-critical tool under NativeAOT",
        "A command-line tool or function published with NativeAOT: which serializer works there and starts fastest?",
        [new("first call under NativeAOT (ms, median of the launches)", DecisionMatrix.FirstCallKey(NativeAotRanking.Variant),
            r => r.FirstCallMs.GetValueOrDefault(NativeAotRanking.Variant))],
        NativeAotRanking.Excludes)
    {
        RequirementText = NativeAotRanking.Requirement,
    };

    public static readonly UseCaseView LongLivedStorage = new("long-lived-storage", "Long-lived storage",
        "Data written today and read by next year's types: which serializer survives schema changes without silent damage, then stores smallest?",
        [
            new("versioning cases that lose data or come back wrong", DecisionMatrix.VersioningKey, r =>
                r.Versioning is { } v ? new Measured(v.Silent) : null),
            new("versioning cases that throw", DecisionMatrix.VersioningKey, r => r.Versioning is { } v ? new Measured(v.Throws) : null),
            new("size", DecisionMatrix.Size, r => r.SizeBytes),
        ]);

    public static readonly UseCaseView BulkThroughput = new("bulk-throughput", "Bulk throughput",
        "Many objects per call, over and over: which serializer moves them fastest?",
        [new("serialize + deserialize time", DecisionMatrix.Serialize, r => r.SerializePlusDeserialize)]);

    public static readonly UseCaseView Bandwidth = new("bandwidth", "Bandwidth",
        "Bytes on a compressed wire: which message is smallest after Brotli, then after GZip?",
        [new("size after Brotli", DecisionMatrix.Brotli, r => r.BrotliBytes), new("size after GZip", DecisionMatrix.GZip, r => r.GZipBytes)]);

    public static IReadOnlyList<UseCaseView> All { get; } = [UntrustedInput, StartupUnderNativeAot, LongLivedStorage, BulkThroughput, Bandwidth];

    /// <summary>Every view ranked over the matrix, each exclusion with the reason its missing cell gives.</summary>
    public static IReadOnlyList<ViewRanking> Rank(DecisionMatrix matrix) => [.. All.Select(v => v.Rank(matrix))];
}
