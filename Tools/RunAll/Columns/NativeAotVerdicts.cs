using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Columns;

/// <summary>Column 42, <c>AotCompatible</c>, measured in the run itself.</summary>
public static class NativeAotVerdicts
{
    static readonly string NativeAot = RuntimeVariant.NameOf(Variant.NativeAot);

    public static IReadOnlyDictionary<(string Serializer, string Runtime), bool> Of(IEnumerable<ResultRow> rows) =>
        Evidence(rows)
        .GroupBy(r => (r.Serializer.ToString(), r.Runtime ?? ""))
        .ToDictionary(g => g.Key, g => g.All(r => r.Status == ResultStatus.Ok));

    /// <summary>The rows a verdict is made of: the NativeAOT ones, less those of types the adapter declares
    /// unsupported. summary.md's "Under NativeAOT" table shows the same rows.</summary>
    public static IEnumerable<ResultRow> Evidence(IEnumerable<ResultRow> rows) =>
        rows.Where(r => r.Variant == NativeAot && (r.Status != ResultStatus.Unsupported || IsRefusal(r)));

    public static bool IsRefusal(ResultRow row) =>
        row.Status == ResultStatus.Unsupported
            && row.Error?.StartsWith(ResultStatus.NativeAotRefusalPrefix, StringComparison.Ordinal) == true;

    /// <summary>Every row gets its serializer's verdict on its runtime, whatever variant the row itself
    /// measured.</summary>
    public static IReadOnlyList<ResultRow> Apply(IReadOnlyList<ResultRow> rows)
    {
        var verdicts = Of(rows);
        return [.. rows.Select(r =>
            r with { AotCompatible = verdicts.TryGetValue((r.Serializer, r.Runtime ?? ""), out bool works) ? works
            : null })];
    }
}
