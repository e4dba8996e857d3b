using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.Reporting;

namespace SerializerTests.RunAll.MachineSpeed;

/// <summary>One point of the machine's speed: a ratio to the series' own middle (1 = as usual, 1.5 = half as
/// fast).</summary>
public sealed record SpeedPoint(double Minutes, double Ratio, string Label);

/// <summary>
/// The machine's speed over a run, by the canary and by each process against its unit: the second is what the
/// serializers met, which can scatter while the canary stays flat (docs/methodology.md, "The machine's speed").
/// </summary>
public sealed record SpeedOverRun(
    IReadOnlyList<(string Processor, IReadOnlyList<SpeedPoint> Points)> Canary, IReadOnlyList<SpeedPoint> Processes)
{
    /// <summary>A process this far from its unit, either way, counts as off it.</summary>
    public const double OffFactor = 1.15;

    public bool IsEmpty => Canary.Count == 0 && Processes.Count == 0;

    /// <param name="raw">First calls and processes alone in their unit are left out.</param>
    public static SpeedOverRun Of(IReadOnlyList<SpeedSample> samples, IReadOnlyList<ResultRow> raw)
    {
        var processes = ProcessLevels(raw);
        var times = samples.Select(s => Time(s.Time)).OfType<DateTime>().Concat(processes.Select(p => p.Time)).ToList();
        if (times.Count == 0)
            return new([], []);
        var start = times.Min();
        double Minutes(DateTime time) => (time - start).TotalMinutes;

        var canary = samples.Where(s => s.CanaryMs > 0 && Time(s.Time) is not null).GroupBy(s => s.Processor)
            .OrderBy(g => g.Key)
            .Select(g =>
            {
                double median = SampleSummary.MedianOf([.. g.Select(s => s.CanaryMs)]);
                IReadOnlyList<SpeedPoint> points = [.. g.Select(s => new SpeedPoint(
                    Minutes(Time(s.Time)!.Value), s.CanaryMs / median,
                    $"{s.Time[11..19]} UTC, before {s.Next}: {Units.Milliseconds(s.CanaryMs)}"))];
                return (MachineSpeedLog.ProcessorName(g.Key), points);
            }).ToList();
        return new(canary, [.. processes.OrderBy(p => p.Time).Select(p => new SpeedPoint(Minutes(p.Time), p.Level,
            string.Create(CultureInfo.InvariantCulture, $"{p.Time:HH:mm:ss} UTC, {p.Name}: {p.Level:F2}x its unit")))]);
    }

    /// <summary>"The orchestrator timed its canary 96 times …; 5 of 48 steady-state processes were 1.15x or more off
    /// their unit".</summary>
    public string Describe()
    {
        var probes = Canary.SelectMany(c => c.Points).ToList();
        string canary = probes.Count == 0
            ? "This run has no machine-speed.tsv (a run made before the canary, or an OS that cannot time it)."
            : $"The orchestrator timed its canary {probes.Count} times between children, "
              + $"on {string.Join(" and ", Canary.Select(c => c.Processor))}; "
              + $"{probes.Count(p => p.Ratio >= MachineSpeedLog.SlowFactor)} of them "
              + $"{MachineSpeedLog.SlowFactor.ToString(CultureInfo.InvariantCulture)}x "
              + $"their processor's median or slower.";
        string processes = Processes.Count == 0
            ? " No unit has two steady-state processes to set against each other."
            : $" {Processes.Count(p => p.Ratio >= OffFactor || p.Ratio <= 1 / OffFactor)} of {Processes.Count} "
              + $"steady-state processes were "
              + $"{OffFactor.ToString(CultureInfo.InvariantCulture)}x or more off the other processes of their unit.";
        return canary + processes;
    }

    sealed record ProcessLevel(string Name, DateTime Time, double Level);

    static List<ProcessLevel> ProcessLevels(IReadOnlyList<ResultRow> raw)
    {
        var steady = raw.Where(r =>
            r.Test != TestKind.FirstCall.Name() && r.Status == ResultStatus.Ok && r.Launch is not null).ToList();
        var levels = new List<ProcessLevel>();
        foreach (var unit in steady.GroupBy(r =>
            (r.Serializer, r.Test, r.Runtime, r.Variant, r.Dataset, r.RootType, r.PayloadBytes)))
        {
            var processes = unit.GroupBy(r => r.Launch!.Value).ToDictionary(g => g.Key, g => g.ToList());
            if (processes.Count < 2)
                continue;
            // A cell is a position in the lists, not an N: the classic sweep measures N = 1 twice.
            var logs = processes.ToDictionary(p => p.Key, _ => new List<double>());
            int positions = processes.Values.Min(p => p.Count);
            for (int i = 0; i < positions; i++)
            {
                foreach (var operation in ResultRow.Operations)
                {
                    var medians = processes.ToDictionary(p => p.Key, p => p.Value[i].Of(operation).MedianSeconds);
                    if (medians.Values.Any(m => m is not > 0))
                        continue;
                    double middle = SampleSummary.MedianOf([.. medians.Values.Select(m => m!.Value)]);
                    foreach (var (launch, median) in medians)
                        logs[launch].Add(Math.Log(median!.Value / middle));
                }
            }
            foreach (var (launch, rows) in processes)
            {
                if (logs[launch].Count > 0 && rows.Select(r => Time(r.Timestamp)).Min() is { } time)
                    levels.Add(new($"{unit.Key.Serializer} {unit.Key.Runtime} {unit.Key.Variant} process {launch}",
                        time, Math.Exp(logs[launch].Average())));
            }
        }
        return levels;
    }

    static DateTime? Time(string? text) =>
        DateTime.TryParse(text, CultureInfo.InvariantCulture,
            DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal, out var time) ? time
            : null;
}
