using SerializerTests.Results;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Summaries;

/// <summary>
/// The hand-written baselines (AllocPerf, BinaryWriter: adapters that declare <see cref="Maintenance.NotASerializer"/>): the floor a
/// reader compares the libraries against, not a choice. Every ranking on the pages leaves them out of its places and shows them after
/// the ranked serializers as reference rows, marked <see cref="Mark"/>; no count of serializers counts them.
/// </summary>
public static class Baselines
{
    /// <summary>A reference row's rank cell.</summary>
    public const string Mark = "baseline";

    /// <summary>The rule as the pages state it, once.</summary>
    public const string Rule = $"Rows and bars marked \"{Mark}\" are the hand-written baselines (the adapters that declare Maintenance "
        + "NotASerializer): the floor to compare against, taking no place in a ranking or a count of serializers; a table shows them after "
        + "the ranked serializers.";

    public static bool Declares(string? maintenance) => maintenance == nameof(Maintenance.NotASerializer);

    /// <summary>The adapters among <paramref name="names"/> that declare themselves baselines (for pages of rows that do not carry the
    /// declaration, such as Footprint.csv's).</summary>
    public static IReadOnlySet<string> OfAdapters(IEnumerable<string> names) =>
        names.Where(n => Planning.SerializerSelection.InfoOf(n)?.Maintenance == Maintenance.NotASerializer).ToHashSet(StringComparer.Ordinal);

    /// <summary>The serializers whose rows declare themselves baselines.</summary>
    public static IReadOnlySet<string> Of(IEnumerable<ResultRow> rows) =>
        rows.Where(r => Declares(r.Maintenance)).Select(r => r.Serializer).ToHashSet(StringComparer.Ordinal);
}
