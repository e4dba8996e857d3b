namespace SerializerTests.Measurement;

/// <param name="Runs">Timed runs per operation at least; the first is the cold one and is reported apart.</param>
/// <param name="MinRunTime">A steady-state run repeats the operation until it lasts at least this long, so
/// that timer resolution and per-run overhead vanish for tiny N.</param>
/// <param name="QuietJitTime">Untimed warm-up continues until no method has been JIT-compiled (on any thread) for
/// this long: tiered compilation has then installed its final code. Longer than the runtime's 100 ms
/// call-counting delay, so a pending tier-up cannot slip through.</param>
/// <param name="MaxWarmup">Warm-up stops after this long even if the JIT is still busy.</param>
/// <param name="CollectionsPerRun">An operation that allocates repeats until a run has used this many gen0 allocation
/// budgets, so each run pays its share of garbage collections as a long-running process would: a forced GC
/// before every run otherwise lets a short run finish before the first collection, and the first collections after
/// a forced GC (a blocking gen2 among them) cost more than later ones, a fixed cost per run that must be diluted.</param>
/// <param name="MaxRunTime">…but a run is not stretched beyond this for the sake of collections (about as long as
/// BenchmarkDotNet's iterations, which aim at 500 ms and land at 450–900 ms).</param>
/// <param name="MinTimedTime">More runs than <paramref name="Runs"/> are taken until the runs after the cold one add up
/// to this long, so that their median spans enough of the machine's time for one slow spell (this machine has
/// spells of 0.1 s and more where the same code runs up to 1.8 times slower) not to decide it.</param>
/// <param name="MaxRuns">…but no more runs than this, cold one included.</param>
/// <param name="MaxRepetitions">Upper bound on repetitions per run, for operations too fast to matter.</param>
public sealed record MeasurementPolicy(int Runs, TimeSpan MinRunTime, TimeSpan QuietJitTime, TimeSpan MaxWarmup,
    int CollectionsPerRun, TimeSpan MaxRunTime, TimeSpan MinTimedTime, int MaxRuns = 101, int MaxRepetitions = 1 << 24)
{
    public static readonly MeasurementPolicy Default = new(5, TimeSpan.FromMilliseconds(20), TimeSpan.FromMilliseconds(250), TimeSpan.FromSeconds(3),
        CollectionsPerRun: 24, MaxRunTime: TimeSpan.FromMilliseconds(600), MinTimedTime: TimeSpan.FromMilliseconds(500));

    /// <summary>For tests of the loop itself: no warm-up wait, no stretching for collections, exactly <paramref name="runs"/> runs.</summary>
    public static MeasurementPolicy WithoutWarmup(int runs, TimeSpan minRunTime) => new(runs, minRunTime, TimeSpan.Zero, TimeSpan.Zero, 0, minRunTime, TimeSpan.Zero);
}
