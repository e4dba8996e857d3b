using SerializerTests.Results;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// The rows a child was asked for and did not deliver, protocol by protocol: RunAll writes each of them as a <c>failed</c> or
/// <c>timeout</c> row saying why (<see cref="HostChildResult{TRow}.WhyMissing"/>), so that no row goes missing silently.
/// </summary>
public static class OwedRows
{
    /// <summary>Steady state: one row per N asked for, counted (the classic sweep asks for N = 1 twice).</summary>
    public static IReadOnlyList<int> Counts(IEnumerable<int> asked, IEnumerable<ResultRow> delivered)
    {
        var missing = asked.ToList();
        foreach (var row in delivered)
            missing.Remove(row.Objects);
        return missing;
    }

    /// <summary>First call: one row per first-call type of the dataset.</summary>
    public static IReadOnlyList<string> FirstCallTypes(IEnumerable<string> asked, IEnumerable<ResultRow> delivered) =>
        [.. asked.Where(t => delivered.All(r => r.RootType != t))];

    /// <summary>Hostile: every case from the child's first to the last, or the first alone while the child has not said how many
    /// there are.</summary>
    public static IReadOnlyList<int> Cases(int from, int? cases, IEnumerable<HostileRow> delivered) =>
        [.. (cases is { } total ? Enumerable.Range(from, total - from + 1) : [from]).Where(c => delivered.All(r => r.Case != c))];

    /// <summary>Versioning: one row for the serializer, unless the child finished cleanly (exit 0, rows, none damaged).</summary>
    public static bool Versioning(HostChildResult<VersioningRow> child) =>
        child.Rows.Count == 0 || child.Outcome.ExitCode != 0 || child.Damaged.Count > 0;
}
