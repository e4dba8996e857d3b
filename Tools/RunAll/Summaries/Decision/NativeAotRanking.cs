using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>Not a serializer whose NativeAOT verdict is no, even where the host's first calls were ok.</summary>
public static class NativeAotRanking
{
    public static readonly string Variant = RuntimeVariant.NameOf(Planning.Variant.NativeAot);

    public const string Requirement = "Only serializers that work under NativeAOT are ranked: their own app's round "
        + "trip where the run has it "
        + "(Footprint.csv), else every NativeAOT row of the all-in-one host.";

    public static string? Excludes(MatrixRow? row) => row?.NativeAotWorks == false
        ? $"NativeAOT works: no ({(row.NativeAotEvidence == AotEvidence.App
            ? "its own NativeAOT app's round trip failed"
            : "a NativeAOT row of the all-in-one host failed or the library refused the mode")})"
        : null;

    public static string? Excludes(FirstCallCost cost, DecisionMatrix matrix) =>
        cost.Variant == Variant ? Excludes(matrix.Row(cost.Serializer)) : null;
}
