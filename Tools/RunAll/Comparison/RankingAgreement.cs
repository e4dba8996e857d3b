using System.Globalization;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Comparison;

/// <summary>A ranking is a claim a rerun keeps, so it is counted on the pages' own rankings, not every
/// cell.</summary>
public sealed record RankingAgreement(int Rankings, int Pairs, int Kept, int Tied, int Reversed)
{
    public static RankingAgreement Of(RunAnalysis a, RunAnalysis b)
    {
        int rankings = 0, pairs = 0, kept = 0, tied = 0, reversed = 0;
        foreach (var listA in a.Rankings)
        {
            if (b.Ranking(listA.Measure, listA.Dataset, listA.Variant) is not { } listB)
                continue;
            var placeB = Places(listB);
            var placeA = Places(listA).Where(p => placeB.ContainsKey(p.Key)).ToList();
            if (placeA.Count < 2)
                continue;
            rankings++;
            foreach (var (x, y) in placeA.SelectMany((x, i) => placeA.Skip(i + 1).Select(y => (x, y)))
                .Where(p => p.x.Value != p.y.Value))
            {
                var (ahead, behind) = x.Value < y.Value ? (x.Key, y.Key) : (y.Key, x.Key);
                pairs++;
                int order = placeB[ahead].CompareTo(placeB[behind]);
                if (order < 0)
                    kept++;
                else if (order == 0)
                    tied++;
                else
                    reversed++;
            }
        }
        return new(rankings, pairs, kept, tied, reversed);
    }

    public string Describe() => Pairs == 0
        ? "rankings (analysis.json): no pair that A's rankings separate is in both runs"
        : string.Create(CultureInfo.InvariantCulture,
            $"rankings (analysis.json, the pages' own): of {Pairs} pairs A's {Rankings} rankings put in "
            + $"different places, B keeps {Kept} ({100.0 * Kept / Pairs:F0}%), ties {Tied}, "
            + $"reverses {Reversed} ({100.0 * Reversed / Pairs:F1}%)");

    /// <summary>Baselines take no place.</summary>
    static Dictionary<string, int> Places(RankedList list) =>
        list.Entries.Where(e => e.Place is not null).ToDictionary(e => e.Serializer, e => e.Place!.Value);
}
