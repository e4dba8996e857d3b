using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>A serializer whose own documentation warns against deserializing untrusted input with it takes no place in the untrusted-input
/// view: it is listed as not for that, in the library's words (<see cref="SerializerInfo.UntrustedInputWarning"/>).</summary>
public static class UntrustedInputWarnings
{
    public const string Requirement =
        "A serializer whose library's own documentation warns against untrusted input takes no rank; the line under the table quotes it.";

    /// <summary>The library's warning, for a row that declares itself insecure.</summary>
    public static LibraryWarning? Of(MatrixRow row) =>
        row.Insecure is true ? Planning.SerializerSelection.FactsOf(row.Serializer)?.UntrustedInputWarning : null;

    /// <summary>A row declared insecure whose adapter is not here to quote (a folder from another build).</summary>
    public static string? Excludes(MatrixRow row) => row.Insecure is true ? "not for untrusted input: its adapter declares it insecure" : null;
}
