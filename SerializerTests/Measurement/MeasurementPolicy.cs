namespace SerializerTests.Measurement;

/// <param name="Runs">Timed runs per operation; the first is the cold one and is reported apart.</param>
/// <param name="MinRunTime">A steady-state run repeats the operation until it lasts at least this long, so
/// that timer resolution and per-run overhead vanish for tiny N.</param>
/// <param name="MaxRepetitions">Upper bound on repetitions per run, for operations too fast to matter.</param>
public sealed record MeasurementPolicy(int Runs, TimeSpan MinRunTime, int MaxRepetitions = 1 << 24)
{
    public static readonly TimeSpan DefaultMinRunTime = TimeSpan.FromMilliseconds(20);
}
