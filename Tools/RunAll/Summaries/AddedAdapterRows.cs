using SerializerTests.Results;

namespace SerializerTests.RunAll.Summaries;

public static class AddedAdapterRows
{
    public static string? Line(IEnumerable<ResultRow> rows)
    {
        var added = rows.Where(r => r.AdapterSource is { Length: > 0 } source && source != ResultRow.BuiltIn)
            .Select(r => $"{r.Serializer} ({r.AdapterSource})").Distinct(StringComparer.Ordinal)
                .Order(StringComparer.Ordinal).ToList();
        return added.Count == 0 ? null
            : $"Added from a file with --adapter, not one of the suite's adapters: {string.Join("; ", added)}. "
                + "Measured, verified and ranked "
                + "by the same rules as the others; what it times is what that file's adapter calls.";
    }
}
