using System.Globalization;
using CsvHelper;
using SerializerTests.Hostile;
using SerializerTests.Results;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Hostile;

/// <summary>One line of HostileSummary.csv: one serializer × setting over every dataset of the run.</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record HostileSummaryRow
{
    [CsvColumn("Rank")] public int? Rank { get; init; }
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Setting")] public string Setting { get; init; } = "";
    [CsvColumn("Datasets")] public string Datasets { get; init; } = "";
    [CsvColumn("Cases")] public int Cases { get; init; }
    [CsvColumn("Rejected")] public int Rejected { get; init; }
    [CsvColumn("AcceptedSame")] public int AcceptedSame { get; init; }
    [CsvColumn("AcceptedDifferent")] public int AcceptedDifferent { get; init; }
    [CsvColumn("ExcessiveAllocation")] public int ExcessiveAllocation { get; init; }
    [CsvColumn("Hang")] public int Hang { get; init; }
    [CsvColumn("Crash")] public int Crash { get; init; }
    /// <summary>Cases the run owed but could not classify.</summary>
    [CsvColumn("Unclassified")] public int Unclassified { get; init; }
    [CsvColumn("AcceptedDifferentPercent")] public double? AcceptedDifferentPercent { get; init; }
    /// <summary>The most bytes one corrupt case made the reader allocate, and that case.</summary>
    [CsvColumn("LargestAllocationBytes")] public long? LargestAllocationBytes { get; init; }
    [CsvColumn("LargestAllocationCase")] public string? LargestAllocationCase { get; init; }
    /// <summary>The highest ratio of allocated bytes to input bytes over the corrupt cases, its bytes and its
    /// case.</summary>
    [CsvColumn("HighestRatioAllocationBytes")] public long? HighestRatioAllocationBytes { get; init; }
    [CsvColumn("HighestAllocationRatio")] public double? HighestAllocationRatio { get; init; }
    [CsvColumn("HighestRatioCase")] public string? HighestRatioCase { get; init; }
    [CsvColumn("SlowestMs")] public double? SlowestMs { get; init; }
    [CsvColumn("SlowestCase")] public string? SlowestCase { get; init; }
    /// <summary>The first crash or hang, as dataset, case and kind.</summary>
    [CsvColumn("FirstCrashOrHang")] public string? FirstCrashOrHang { get; init; }
    /// <summary>Datasets without cases: unsupported, or the valid message did not round-trip, with the
    /// reason.</summary>
    [CsvColumn("NotRun")] public string? NotRun { get; init; }
    /// <summary>Why a serializer with cases has no rank.</summary>
    [CsvColumn("NotRanked")] public string? NotRanked { get; init; }
}

public static class HostileSummary
{
    public const string RankRule =
        "Rank: fewest crashes, then hangs, then excessive allocations: what bytes an attacker chose can do to the "
        + "process; serializers equal on all three share a rank (the decision matrix's untrusted-input view separates "
        + "them by deserialize time, "
        + "with its interval). The share of accepted-different (silently corrupted) objects is integrity, not "
        + "safety (verbose text and checked framing keep it low), and takes no part in the rank. A serializer whose "
        + "library's documentation "
        + "warns against untrusted input takes no rank (NotRanked quotes it).";

    /// <param name="warnings">The library's own warning against untrusted input, by serializer.</param>
    public static IReadOnlyList<HostileSummaryRow> Summarize(IEnumerable<HostileRow> rows, Func<string,
        LibraryWarning?>? warnings = null)
    {
        warnings ??= s => Planning.SerializerSelection.FactsOf(s)?.UntrustedInputWarning;
        var summaries = rows.GroupBy(r => (r.Serializer, r.Setting))
            .Select(g => Summarize(g.Key.Serializer, g.Key.Setting, g.ToList()))
            .Select(s => s.Cases > 0 && warnings(s.Serializer) is { } w ? s with { NotRanked = NotFor(w) } : s)
            .ToList();
        // Counts only: a timing here would be one measurement without an interval, and would order the same run
        // differently twice.
        var ranked = summaries.Where(s => s.Cases > 0 && s.NotRanked is null)
            .OrderBy(s => s.Crash).ThenBy(s => s.Hang).ThenBy(s => s.ExcessiveAllocation)
            .ThenBy(s => s.Serializer, StringComparer.Ordinal).ThenBy(s => s.Setting, StringComparer.Ordinal).ToList();
        return [.. ranked.Select(s => s with { Rank = 1 + ranked.Count(o => Ahead(o, s)) }),
            .. summaries.Where(s => s.NotRanked is not null).OrderBy(s => s.Serializer, StringComparer.Ordinal),
            .. summaries.Where(s => s.Cases == 0).OrderBy(s => s.Serializer, StringComparer.Ordinal)];
    }

    static bool Ahead(HostileSummaryRow a, HostileSummaryRow b) =>
        (a.Crash, a.Hang, a.ExcessiveAllocation).CompareTo((b.Crash, b.Hang, b.ExcessiveAllocation)) < 0;

    /// <summary>The line a serializer that is not for untrusted input gets in place of a rank, on every page.</summary>
    public static string NotFor(LibraryWarning warning) =>
        $"not for untrusted input, in its library's words: \"{warning.Quote}\" ({warning.Document})";

    static HostileSummaryRow Summarize(string serializer, string setting, IReadOnlyList<HostileRow> rows)
    {
        var corrupt = rows.Where(r => r.Case > 0).ToList();
        int Count(string outcome) => corrupt.Count(r => r.Outcome == outcome);
        var measured = corrupt.Where(r => r.AllocatedBytes is not null).ToList();
        var largest = measured.MaxBy(r => r.AllocatedBytes);
        var highestRatio = measured.MaxBy(r => r.AllocationRatio);
        var slowest = corrupt.Where(r => r.Milliseconds is not null).MaxBy(r => r.Milliseconds);
        var fatal = corrupt.FirstOrDefault(r => r.Outcome is HostileOutcome.Crash or HostileOutcome.Hang);
        var notRun =
            rows.Where(r => r.Case == 0 && r.Outcome is HostileOutcome.Failed or HostileOutcome.Unsupported).ToList();
        int different = Count(HostileOutcome.AcceptedDifferent);
        return new HostileSummaryRow
        {
            Serializer = serializer,
            Setting = setting,
            Datasets = string.Join(",", rows.Select(r => r.Dataset).Distinct()),
            Cases = corrupt.Count,
            Rejected = Count(HostileOutcome.Rejected),
            AcceptedSame = Count(HostileOutcome.AcceptedSame),
            AcceptedDifferent = different,
            ExcessiveAllocation = Count(HostileOutcome.ExcessiveAllocation),
            Hang = Count(HostileOutcome.Hang),
            Crash = Count(HostileOutcome.Crash),
            Unclassified = Count(HostileOutcome.Failed),
            AcceptedDifferentPercent = corrupt.Count == 0 ? null : Math.Round(100.0 * different / corrupt.Count, 1),
            LargestAllocationBytes = largest?.AllocatedBytes,
            LargestAllocationCase = largest is null ? null : Describe(largest),
            HighestRatioAllocationBytes = highestRatio?.AllocatedBytes,
            HighestAllocationRatio = highestRatio?.AllocationRatio is { } ratio ? Math.Round(ratio, 1) : null,
            HighestRatioCase = highestRatio is null ? null : Describe(highestRatio),
            SlowestMs = slowest?.Milliseconds,
            SlowestCase = slowest is null ? null : Describe(slowest),
            FirstCrashOrHang = fatal is null ? null : $"{fatal.Outcome} at {Describe(fatal)}: {fatal.Detail}",
            NotRun = notRun.Count == 0 ? null
                : string.Join("; ", notRun.Select(r => $"{r.Dataset}: {r.Outcome}, {r.Detail}")),
        };
    }

    /// <summary>"person #17 truncated@16" — enough to find the row in Hostile.csv.</summary>
    public static string Describe(HostileRow row) =>
        string.Create(CultureInfo.InvariantCulture,
            $"{row.Dataset} #{row.Case} {row.Kind}{(row.Position is { } p ? $"@{p}" : "")}");
}
