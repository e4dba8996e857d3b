using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>
/// Who is ranked under NativeAOT, decided here for every ranking of it (the startup-critical view and the cheapest NativeAOT first
/// call): a serializer whose NativeAOT verdict (the matrix's "NativeAOT works") is no is not, even where each first-call type's
/// calls in the all-in-one host were ok (Avro's own app fails its round trip while the host's first calls pass).
/// </summary>
public static class NativeAotRanking
{
    public static readonly string Variant = RuntimeVariant.NameOf(Planning.Variant.NativeAot);

    /// <summary>The rule as the pages state it.</summary>
    public const string Requirement = "Only serializers that work under NativeAOT are ranked: their own app's round trip where the run has it "
        + "(Footprint.csv), else every NativeAOT row of the all-in-one host.";

    /// <summary>Why the row is not ranked under NativeAOT; null where it may be (works, or not measured).</summary>
    public static string? Excludes(MatrixRow? row) => row?.NativeAotWorks == false
        ? $"NativeAOT works: no ({(row.NativeAotEvidence == AotEvidence.App ? "its own NativeAOT app's round trip failed"
            : "a NativeAOT row of the all-in-one host failed or the library refused the mode")})"
        : null;

    /// <summary>Why a first-call cost is not ranked: under NativeAOT, what <see cref="Excludes(MatrixRow?)"/> says of its row.</summary>
    public static string? Excludes(FirstCallCost cost, DecisionMatrix matrix) =>
        cost.Variant == Variant ? Excludes(matrix.Row(cost.Serializer)) : null;
}
