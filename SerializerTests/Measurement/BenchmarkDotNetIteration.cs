namespace SerializerTests.Measurement;

/// <summary>
/// How many calls one of BenchmarkDotNet 0.15.8's iterations holds under its default job: its pilot starts at the unroll factor (16)
/// and doubles the invocations until an iteration lasts its iteration time (500 ms) — the pilot lines of every calibrate bdn.log read
/// 16, 32, 64, 128 … — and its MemoryDiagnoser counts collections over one more iteration of that many calls, after a forced full
/// collection (<c>Engine.GetExtraStats</c>, <c>GcStats.ReadInitial</c>). Collections counted after a forced collection depend on
/// how many calls follow it (the first ones come late, a gen2 among them), so a count that means what BenchmarkDotNet's means is
/// taken over the same number of calls (docs/methodology.md, "Collections per 1,000 calls").
/// </summary>
public static class BenchmarkDotNetIteration
{
    public const int UnrollFactor = 16;
    public static readonly TimeSpan Time = TimeSpan.FromMilliseconds(500);

    /// <summary>The fewest calls, 16 doubled as often as needed, that last <see cref="Time"/> at <paramref name="secondsPerCall"/>.</summary>
    public static long Calls(double secondsPerCall)
    {
        long calls = UnrollFactor;
        while (calls * secondsPerCall < Time.TotalSeconds && calls < MaxCalls)
            calls *= 2;
        return calls;
    }

    /// <summary>A bound for calls that take no measurable time (the Empty adapter): 16 doubled 26 times.</summary>
    const long MaxCalls = (long)UnrollFactor << 26;
}
