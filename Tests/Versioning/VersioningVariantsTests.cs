using SerializerTests.RunAll.Columns;
using SerializerTests.RunAll.Versioning;
using SerializerTests.Versioning;

namespace SerializerTests.Tests.Versioning;

public class VersioningVariantsTests
{
    static VersioningRow Case(string serializer, string variant, string change, string direction, string outcome) => new()
    {
        Serializer = new(serializer), Runtime = "net10.0", Variant = variant, Change = change, Direction = direction, Outcome = outcome,
    };

    static IEnumerable<VersioningRow> Basic(string serializer, string variant, string removedNewToOld) =>
    [
        Case(serializer, variant, "member-added", "old-to-new", VersioningOutcome.Reads), Case(serializer, variant, "member-added", "new-to-old", VersioningOutcome.Reads),
        Case(serializer, variant, "member-removed", "old-to-new", VersioningOutcome.Reads), Case(serializer, variant, "member-removed", "new-to-old", removedNewToOld),
    ];

    [Fact]
    public void EachVariantHasItsOwnVerdictAndThePageListsWhereTheyDisagree()
    {
        // Hyperion-like: reads everything under the JIT, loses a member under NativeAOT; Steady reads everywhere.
        VersioningRow[] rows =
        [
            .. Basic("Shifty", "JIT", VersioningOutcome.Reads), .. Basic("Shifty", "NativeAOT", VersioningOutcome.Loses),
            .. Basic("Steady", "JIT", VersioningOutcome.Reads), .. Basic("Steady", "NativeAOT", VersioningOutcome.Reads),
        ];

        var verdicts = VersioningVerdicts.Of(rows);
        Assert.Equal((true, false, true, true),
            (verdicts[("Shifty", "net10.0", "JIT")], verdicts[("Shifty", "net10.0", "NativeAOT")], verdicts[("Steady", "net10.0", "JIT")], verdicts[("Steady", "net10.0", "NativeAOT")]));

        var page = VersioningReport.VariantDisagreements(rows).Split('\n', StringSplitOptions.TrimEntries);
        Assert.Contains("1 cases where the variants disagree:", page);
        Assert.Contains("| Shifty | member-removed | new-to-old | reads | loses |", page);
        Assert.DoesNotContain(page, l => l.StartsWith("| Steady", StringComparison.Ordinal));
    }
}
