namespace SerializerTests.Measurement;

/// <summary>Collections after a forced collection depend on how many calls follow, so a count comparable to
/// BenchmarkDotNet's takes as many calls as its iteration.</summary>
public static class BenchmarkDotNetIteration
{
    public const int UnrollFactor = 16;
    public static readonly TimeSpan Time = TimeSpan.FromMilliseconds(500);

    public static long Calls(double secondsPerCall)
    {
        long calls = UnrollFactor;
        while (calls * secondsPerCall < Time.TotalSeconds && calls < MaxCalls)
            calls *= 2;
        return calls;
    }

    const long MaxCalls = (long)UnrollFactor << 26;
}
