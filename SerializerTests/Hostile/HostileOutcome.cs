namespace SerializerTests.Hostile;

/// <summary>What a deserializer did with one corrupt input (docs/methodology.md, "Hostile input").</summary>
public static class HostileOutcome
{
    /// <summary>Threw, without an excessive allocation: the safe way to fail.</summary>
    public const string Rejected = "rejected";
    /// <summary>Returned an object equal to the original: the change hit bytes that carry nothing.</summary>
    public const string AcceptedSame = "accepted-same";
    /// <summary>Returned an object that differs from the original: silent corruption.</summary>
    public const string AcceptedDifferent = "accepted-different";
    /// <summary>Printed nothing for longer than the per-case timeout and was killed.</summary>
    public const string Hang = "hang";
    /// <summary>The process died (stack overflow, fail-fast, access violation).</summary>
    public const string Crash = "crash";
    /// <summary>Allocated at least <see cref="ExcessiveBytes"/> and at least <see cref="ExcessiveRatio"/> times the input, or ran out of
    /// memory under the child's heap limit.</summary>
    public const string ExcessiveAllocation = "excessive-allocation";
    /// <summary>Not a verdict on corrupt input: the valid message itself did not round-trip, so no case was run.</summary>
    public const string Failed = "failed";
    /// <summary>The adapter does not handle the dataset's root type.</summary>
    public const string Unsupported = "unsupported";

    /// <summary>Every verdict on a corrupt input, safest first.</summary>
    public static IReadOnlyList<string> Verdicts { get; } = [Rejected, AcceptedSame, AcceptedDifferent, ExcessiveAllocation, Hang, Crash];

    /// <summary>
    /// 16 MiB: a valid N = 3 message deserializes in well under 1 MiB in every adapter, and the corrupt inputs are a few kilobytes
    /// (the nesting bombs up to 900 KB), so this is an allocation the input cannot justify.
    /// </summary>
    public const long ExcessiveBytes = 16L << 20;

    /// <summary>…and amplified: a reader that allocates in proportion to what it reads (tens of bytes per input byte) is not a
    /// denial-of-service vector; one that allocates a thousand times the input is.</summary>
    public const long ExcessiveRatio = 1000;

    public static bool IsExcessive(long allocatedBytes, int inputBytes) =>
        allocatedBytes >= ExcessiveBytes && allocatedBytes >= ExcessiveRatio * Math.Max(inputBytes, 1);

    /// <summary>The verdict on one deserialize call that returned (<paramref name="difference"/> null when equal) or threw.</summary>
    public static string Classify(long allocatedBytes, int inputBytes, Exception? exception, string? difference) =>
        exception is OutOfMemoryException || IsExcessive(allocatedBytes, inputBytes) ? ExcessiveAllocation
        : exception is not null ? Rejected
        : difference is null ? AcceptedSame
        : AcceptedDifferent;
}
