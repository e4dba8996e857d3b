using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>Listed as not for untrusted input, in the library's own words.</summary>
public static class UntrustedInputWarnings
{
    public const string Requirement =
        "A serializer whose library's own documentation warns against untrusted input takes no rank; the line under "
            + "the table quotes it.";

    public static LibraryWarning? Of(MatrixRow row) =>
        row.Insecure is true ? Planning.SerializerSelection.FactsOf(row.Serializer)?.UntrustedInputWarning : null;

    /// <summary>For an insecure row whose adapter is not here to quote.</summary>
    public static string? Excludes(MatrixRow row) =>
        row.Insecure is true ? "not for untrusted input: its adapter declares it insecure" : null;
}
