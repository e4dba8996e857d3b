using System.Globalization;
using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Versioning;

/// <summary>What became of one value written by one version of a type and read by the other
/// (docs/versioning.md).</summary>
public static class VersioningOutcome
{
    public const string Reads = "reads";
    /// <summary>A shared member came back empty where it had a value: data the reader could have kept is
    /// gone.</summary>
    public const string Loses = "loses";
    public const string Wrong = "wrong";
    public const string Throws = "throws";
    /// <summary>Not a verdict: the adapter is not run by this test, or failed before the change mattered.</summary>
    public const string Unsupported = "unsupported";
    public const string Failed = "failed";

    public static IReadOnlyList<string> Verdicts { get; } = [Reads, Loses, Wrong, Throws];

    public static (string Outcome, string? Detail) Classify(IVersioned written, IVersioned? read)
    {
        if (read is null)
            return (Wrong, "returned null");
        var expected = written.Members().ToDictionary(m => m.Name, m => m.Value);
        var lost = new List<string>();
        var wrong = new List<string>();
        foreach (var (name, value) in read.Members())
        {
            bool shared = expected.TryGetValue(name, out var original);
            if (shared && Equals(original, value))
                continue;
            if (shared && IsEmpty(value) && !IsEmpty(original))
                lost.Add($"{name}: {Show(original)} → {Show(value)}");
            else if (shared || !IsEmpty(value))
                wrong.Add(shared
                    ? $"{name}: {Show(original)} → {Show(value)}"
                    : $"{name} (new): {Show(value)} instead of its default");
        }
        return wrong.Count > 0 ? (Wrong, string.Join("; ", [.. wrong, .. lost]))
            : lost.Count > 0 ? (Loses, string.Join("; ", lost))
            : (Reads, null);
    }

    static bool IsEmpty(object? value) => value is null or 0L or "";

    static string Show(object? value) => value switch
    {
        null => "(null)",
        string s => $"'{s}'",
        _ => Convert.ToString(value, CultureInfo.InvariantCulture) ?? "",
    };
}
