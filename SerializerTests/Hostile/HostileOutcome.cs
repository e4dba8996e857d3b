namespace SerializerTests.Hostile;

/// <summary>What a deserializer did with one corrupt input (docs/methodology.md, "Hostile input").</summary>
public static class HostileOutcome
{
    public const string Rejected = "rejected";
    /// <summary>The change hit bytes that carry nothing.</summary>
    public const string AcceptedSame = "accepted-same";
    public const string AcceptedDifferent = "accepted-different";
    public const string Hang = "hang";
    public const string Crash = "crash";
    public const string ExcessiveAllocation = "excessive-allocation";
    /// <summary>Not a verdict: the valid message itself did not round-trip.</summary>
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";

    public static IReadOnlyList<string> Verdicts { get; } =
        [Rejected, AcceptedSame, AcceptedDifferent, ExcessiveAllocation, Hang, Crash];

    public const long ExcessiveBytes = 16L << 20;

    /// <summary>A reader allocating in proportion to its input is no denial-of-service vector.</summary>
    public const long ExcessiveRatio = 1000;

    public static bool IsExcessive(long allocatedBytes, int inputBytes) =>
        allocatedBytes >= ExcessiveBytes && allocatedBytes >= ExcessiveRatio * Math.Max(inputBytes, 1);

    public static string Classify(long allocatedBytes, int inputBytes, Exception? exception, string? difference) =>
        exception is OutOfMemoryException || IsExcessive(allocatedBytes, inputBytes) ? ExcessiveAllocation
        : exception is not null ? Rejected
        : difference is null ? AcceptedSame
        : AcceptedDifferent;
}
