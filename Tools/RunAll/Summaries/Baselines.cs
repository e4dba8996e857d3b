using SerializerTests.Results;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Summaries;

/// <summary>
/// The hand-written baselines (AllocPerf, BinaryWriter, Cbor: codecs of ours over a reader and writer, adapters that declare
/// <see cref="Maintenance.NotASerializer"/>): the floor a reader compares the libraries against, not a choice. Every ranking on the
/// pages leaves them out of its places and shows them after the ranked serializers as reference rows, marked <see cref="Mark"/>; no
/// count of serializers counts them.
/// </summary>
public static class Baselines
{
    /// <summary>A reference row's rank cell.</summary>
    public const string Mark = "baseline";

    /// <summary>The rank cell of a library timed on its own data model (<see cref="DataModel.OwnTypes"/>): a reference row too, since it
    /// starts from other input than every ranked row.</summary>
    public const string OwnTypesMark = "own types";

    /// <summary>The rule as the pages state it, once.</summary>
    public const string Rule = $"Rows and bars marked \"{Mark}\" are the hand-written baselines (the adapters that declare Maintenance "
        + "NotASerializer): the floor to compare against, taking no place in a ranking or a count of serializers; a table shows them after "
        + $"the ranked serializers. Rows marked \"{OwnTypesMark}\" are a library timed on its own data model (its generated messages, made "
        + "before the timing) where every ranked row starts from the same C# objects: shown beside the ranking, never in it.";

    public static bool Declares(string? maintenance) => maintenance == nameof(Maintenance.NotASerializer);

    /// <summary>A reference row's rank cell: <see cref="OwnTypesMark"/> or <see cref="Mark"/>.</summary>
    public static string MarkOf(string serializer) => Planning.SerializerSelection.OnOwnTypes(serializer) ? OwnTypesMark : Mark;

    /// <summary>A row that is shown and never ranked: a baseline, or a library on its own types.</summary>
    public static bool IsReference(string serializer, string? maintenance) =>
        Declares(maintenance) || Planning.SerializerSelection.OnOwnTypes(serializer);

    /// <summary>The adapters among <paramref name="names"/> that declare themselves baselines (for pages of rows that do not carry the
    /// declaration, such as Footprint.csv's).</summary>
    public static IReadOnlySet<string> OfAdapters(IEnumerable<string> names) =>
        names.Where(n => Planning.SerializerSelection.FactsOf(n)?.Maintenance == Maintenance.NotASerializer
            || Planning.SerializerSelection.OnOwnTypes(n)).ToHashSet(StringComparer.Ordinal);

    /// <summary>The serializers whose rows declare themselves baselines.</summary>
    public static IReadOnlySet<string> Of(IEnumerable<ResultRow> rows) =>
        rows.Where(r => IsReference(r.Serializer, r.Maintenance)).Select(r => r.Serializer).ToHashSet(StringComparer.Ordinal);
}
