using SerializerTests.Results;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Summaries;

/// <summary>The floor a reader compares libraries against, not a choice: never ranked or counted.</summary>
public static class Baselines
{
    public const string Mark = "baseline";

    /// <summary>A reference row too: it starts from other input than every ranked row.</summary>
    public const string OwnTypesMark = "own types";

    public const string Rule = $"Rows and bars marked \"{Mark}\" are the hand-written baselines (the adapters that "
        + "declare Maintenance "
        + "NotASerializer): the floor to compare against, taking no place in a ranking or a count of serializers; a "
            + "table shows them after "
        + $"the ranked serializers. Rows marked \"{OwnTypesMark}\" are a library timed on its own data model (its "
            + "generated messages, made "
        + "before the timing) where every ranked row starts from the same C# objects: shown beside the ranking, never "
            + "in it.";

    public static bool Declares(string? maintenance) => maintenance == nameof(Maintenance.NotASerializer);

    public static string MarkOf(string serializer) =>
        Planning.SerializerSelection.OnOwnTypes(serializer) ? OwnTypesMark : Mark;

    public static bool IsReference(string serializer, string? maintenance) =>
        Declares(maintenance) || Planning.SerializerSelection.OnOwnTypes(serializer);

    public static IReadOnlySet<string> OfAdapters(IEnumerable<string> names) =>
        names.Where(n => Planning.SerializerSelection.FactsOf(n)?.Maintenance == Maintenance.NotASerializer
            || Planning.SerializerSelection.OnOwnTypes(n)).ToHashSet(StringComparer.Ordinal);

    public static IReadOnlySet<string> Of(IEnumerable<ResultRow> rows) =>
        rows.Where(r => IsReference(r.Serializer, r.Maintenance)).Select(r => r.Serializer.ToString())
            .ToHashSet(StringComparer.Ordinal);
}
