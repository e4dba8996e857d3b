using System.Diagnostics;
using System.Globalization;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Preparation;

namespace SerializerTests.RunAll.MachineSpeed;

/// <summary>
/// The machine's speed as the orchestrator sees it between children, kept in machine-speed.tsv; the file is rewritten
/// whole after each probe, so a resumed run keeps the lines before it.
/// </summary>
public sealed class MachineSpeedLog
{
    /// <summary>Short first-call launches get a probe only now and then; a steady-state process always gets
    /// one.</summary>
    public static readonly TimeSpan Interval = TimeSpan.FromSeconds(1);

    readonly string _path;
    readonly List<SpeedSample> _samples;
    readonly Func<IReadOnlyList<(int? Processor, CanarySample Sample)>> _probe;
    readonly Stopwatch _sinceProbe = new();
    SystemActivityProbe.StatTicks? _lastStat;

    /// <param name="probe">Times the canary; tests pass their own.</param>
    public MachineSpeedLog(string path, Func<IReadOnlyList<(int? Processor, CanarySample Sample)>>? probe = null)
    {
        _path = path;
        _probe = probe ?? SpeedProbe.Sample;
        _samples = [.. TsvFile.ReadIfPresent<SpeedSample>(path)];
    }

    public IReadOnlyList<SpeedSample> Samples => _samples;

    public void ProbeIfDue(string step, string next, bool always = false)
    {
        if (!always && _sinceProbe.IsRunning && _sinceProbe.Elapsed < Interval)
            return;
        var stat = SystemActivityProbe.ReadStat();
        var (busy, steal) = Cores(_lastStat, stat);
        string time = DateTime.UtcNow.ToString("yyyy-MM-ddTHH:mm:ss.fffZ", CultureInfo.InvariantCulture);
        foreach (var (processor, sample) in _probe())
            _samples.Add(new SpeedSample
            {
                Time = time, Step = step, Next = next, Processor = processor, CanaryMs = sample.Milliseconds,
                CanaryCpuMs = sample.CpuMilliseconds, BusyCores = busy, StealCores = steal,
            });
        _lastStat = stat;
        _sinceProbe.Restart();
        TsvFile.Write(_path, _samples);
    }

    static (double? Busy, double? Steal) Cores(
        SystemActivityProbe.StatTicks? before, SystemActivityProbe.StatTicks? after)
    {
        if (before is not { } b || after is not { } a || a.Total <= b.Total)
            return (null, null);
        double share = Environment.ProcessorCount / (a.Total - b.Total);
        return (Math.Round((a.Busy - b.Busy) * share, 3), Math.Round((a.Steal - b.Steal) * share, 3));
    }

    /// <summary>One line for console.log about the samples of <paramref name="step"/>; null without samples.</summary>
    public string? Describe(string step)
    {
        var mine = _samples.Where(s => s.Step == step).ToList();
        if (mine.Count == 0)
            return null;
        double median = SampleSummary.MedianOf([.. mine.Select(s => s.CanaryMs)]);
        var perProcessor = mine.GroupBy(s => s.Processor).OrderBy(g => g.Key)
            .Select(g =>
                string.Create(CultureInfo.InvariantCulture,
                    $"{ProcessorName(g.Key)} {SampleSummary.MedianOf([.. g.Select(s => s.CanaryMs)]):F2}"));
        int slow = mine.Count(s => s.CanaryMs >= SlowFactor * median);
        var slowest = mine.MaxBy(s => s.CanaryMs)!;
        return string.Create(CultureInfo.InvariantCulture,
            $"Machine speed during {step}: canary median {median:F2} ms ({string.Join(", ", perProcessor)}); "
                + $"{slow} of {mine.Count} samples at "
                + $"{SlowFactor}x the median or slower; "
                + $"slowest {slowest.CanaryMs:F2} ms on {ProcessorName(slowest.Processor)} "
                + $"at {slowest.Time[11..19]} UTC.");
    }

    public const double SlowFactor = 1.3;

    internal static string ProcessorName(int? processor) =>
        processor is { } p ? "cpu" + p.ToString(CultureInfo.InvariantCulture) : "unpinned";
}
