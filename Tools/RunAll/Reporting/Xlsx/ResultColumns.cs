using SerializerTests.Results;

namespace SerializerTests.RunAll.Reporting.Xlsx;

/// <summary>The combined CSV's columns in the CSV's order.</summary>
public static class ResultColumns
{
    public static IReadOnlyList<TypedColumn<ResultRow>> All { get; } =
        [.. TypedColumns.Of<ResultRow>().Where(c => !IsSamples(c.Header))];

    static readonly Dictionary<string,
        int> Indexes = All.Select((c, i) => (c.Header, i)).ToDictionary(c => c.Header, c => c.i);

    public static int IndexOf(string header) =>
        Indexes.TryGetValue(header, out int i) ? i
            : throw new ArgumentException($"no CSV column '{header}'", nameof(header));

    public static bool IsSamples(string header) => header.EndsWith("SamplesS", StringComparison.Ordinal);
}
