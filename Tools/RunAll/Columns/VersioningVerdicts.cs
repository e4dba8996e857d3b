using SerializerTests.Results;
using SerializerTests.Versioning;

namespace SerializerTests.RunAll.Columns;

/// <summary>Column 11, <c>SupportsVersioning</c>, measured in the run itself.</summary>
public static class VersioningVerdicts
{
    /// <summary>From the measurement in the row's own runtime and variant.</summary>
    public static IReadOnlyDictionary<(string Serializer, string Runtime, string Variant),
        bool?> Of(IEnumerable<VersioningRow> rows) =>
        rows.GroupBy(r => (r.Serializer.ToString(), r.Runtime ?? "", r.Variant ?? "")).ToDictionary(g => g.Key, g =>
        {
            var basic = g.Where(r => r.Change is "member-added" or "member-removed").ToList();
            return basic.Count == 4 && basic.All(r => VersioningOutcome.Verdicts.Contains(r.Outcome))
                ? basic.All(r => r.Outcome == VersioningOutcome.Reads)
                : (bool?)null;
        });
}
