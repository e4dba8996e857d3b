namespace SerializerTests.Measurement;

/// <param name="Runs">Timed runs per operation; the first is the cold one and is reported apart.</param>
/// <param name="MinRunTime">A steady-state run repeats the operation until it lasts at least this long, so
/// that timer resolution and per-run overhead vanish for tiny N.</param>
/// <param name="QuietJitTime">Untimed warm-up continues until no method has been JIT-compiled (on any thread) for
/// this long: tiered compilation has then installed its final code. Longer than the runtime's 100 ms
/// call-counting delay, so a pending tier-up cannot slip through.</param>
/// <param name="MaxWarmup">Warm-up stops after this long even if the JIT is still busy.</param>
/// <param name="MaxRepetitions">Upper bound on repetitions per run, for operations too fast to matter.</param>
public sealed record MeasurementPolicy(int Runs, TimeSpan MinRunTime, TimeSpan QuietJitTime, TimeSpan MaxWarmup, int MaxRepetitions = 1 << 24)
{
    public static readonly MeasurementPolicy Default = new(5, TimeSpan.FromMilliseconds(20), TimeSpan.FromMilliseconds(250), TimeSpan.FromSeconds(3));

    /// <summary>For tests of the loop itself: no warm-up wait.</summary>
    public static MeasurementPolicy WithoutWarmup(int runs, TimeSpan minRunTime) => new(runs, minRunTime, TimeSpan.Zero, TimeSpan.Zero);
}
