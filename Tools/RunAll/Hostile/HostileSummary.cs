using System.Globalization;
using CsvHelper;
using SerializerTests.Hostile;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Hostile;

/// <summary>One line of HostileSummary.csv: one serializer × setting over every dataset of the run. <see cref="Rank"/> orders by how
/// safely it fails: fewest crashes, then hangs, then excessive allocations, then the smallest share of silently corrupted objects.</summary>
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
    /// <summary>Cases the run owed but could not classify (<c>failed</c> rows after the valid message round-tripped).</summary>
    [CsvColumn("Unclassified")] public int Unclassified { get; init; }
    [CsvColumn("AcceptedDifferentPercent")] public double? AcceptedDifferentPercent { get; init; }
    /// <summary>The most bytes one corrupt case made the reader allocate, and that case.</summary>
    [CsvColumn("LargestAllocationBytes")] public long? LargestAllocationBytes { get; init; }
    [CsvColumn("LargestAllocationCase")] public string? LargestAllocationCase { get; init; }
    /// <summary>The highest ratio of allocated bytes to input bytes over the corrupt cases (usually a near-empty input: a reader's fixed
    /// cost), its bytes and its case.</summary>
    [CsvColumn("HighestRatioAllocationBytes")] public long? HighestRatioAllocationBytes { get; init; }
    [CsvColumn("HighestAllocationRatio")] public double? HighestAllocationRatio { get; init; }
    [CsvColumn("HighestRatioCase")] public string? HighestRatioCase { get; init; }
    [CsvColumn("SlowestMs")] public double? SlowestMs { get; init; }
    [CsvColumn("SlowestCase")] public string? SlowestCase { get; init; }
    /// <summary>The first crash or hang, as dataset, case and kind; empty when there was none.</summary>
    [CsvColumn("FirstCrashOrHang")] public string? FirstCrashOrHang { get; init; }
    /// <summary>Datasets without cases: unsupported, or the valid message did not round-trip, with the reason.</summary>
    [CsvColumn("NotRun")] public string? NotRun { get; init; }
}

public static class HostileSummary
{
    public static IReadOnlyList<HostileSummaryRow> Summarize(IEnumerable<HostileRow> rows)
    {
        var summaries = rows.GroupBy(r => (r.Serializer, r.Setting)).Select(g => Summarize(g.Key.Serializer, g.Key.Setting, g.ToList())).ToList();
        var ranked = summaries.Where(s => s.Cases > 0).OrderBy(s => s.Crash).ThenBy(s => s.Hang).ThenBy(s => s.ExcessiveAllocation)
            .ThenBy(s => s.AcceptedDifferentPercent).ThenBy(s => s.Serializer, StringComparer.Ordinal).ThenBy(s => s.Setting, StringComparer.Ordinal)
                .ToList();
        return [.. ranked.Select((s, i) => s with { Rank = i + 1 }),
            .. summaries.Where(s => s.Cases == 0).OrderBy(s => s.Serializer, StringComparer.Ordinal)];
    }

    static HostileSummaryRow Summarize(string serializer, string setting, IReadOnlyList<HostileRow> rows)
    {
        var corrupt = rows.Where(r => r.Case > 0).ToList();
        int Count(string outcome) => corrupt.Count(r => r.Outcome == outcome);
        var measured = corrupt.Where(r => r.AllocatedBytes is not null).ToList();
        var largest = measured.MaxBy(r => r.AllocatedBytes);
        var highestRatio = measured.MaxBy(r => r.AllocationRatio);
        var slowest = corrupt.Where(r => r.Milliseconds is not null).MaxBy(r => r.Milliseconds);
        var fatal = corrupt.FirstOrDefault(r => r.Outcome is HostileOutcome.Crash or HostileOutcome.Hang);
        var notRun = rows.Where(r => r.Case == 0 && r.Outcome is HostileOutcome.Failed or HostileOutcome.Unsupported).ToList();
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
            NotRun = notRun.Count == 0 ? null : string.Join("; ", notRun.Select(r => $"{r.Dataset}: {r.Outcome}, {r.Detail}")),
        };
    }

    /// <summary>"person #17 truncated@16" — enough to find the row in Hostile.csv.</summary>
    public static string Describe(HostileRow row) =>
        string.Create(CultureInfo.InvariantCulture, $"{row.Dataset} #{row.Case} {row.Kind}{(row.Position is { } p ? $"@{p}" : "")}");
}
