using System.Globalization;

namespace SerializerTests.Measurement;

/// <summary>What the OS gave the measuring thread during timed runs.</summary>
public sealed class TimedRunThreads
{
    readonly SortedDictionary<int, int> _processors = [];
    double _wallSeconds, _cpuSeconds;
    bool _cpuUnknown;

    public void Add(double wallSeconds, double? cpuSeconds, int? processor)
    {
        _wallSeconds += wallSeconds;
        if (cpuSeconds is { } cpu)
            _cpuSeconds += cpu;
        else
            _cpuUnknown = true;
        if (processor is { } p)
            _processors[p] = _processors.GetValueOrDefault(p) + 1;
    }

    public void Add(TimedRunThreads other)
    {
        _wallSeconds += other._wallSeconds;
        _cpuSeconds += other._cpuSeconds;
        _cpuUnknown |= other._cpuUnknown;
        foreach (var (processor, runs) in other._processors)
            _processors[processor] = _processors.GetValueOrDefault(processor) + runs;
    }

    public double? CpuPercent =>
        _cpuUnknown || _wallSeconds <= 0 ? null : Math.Round(100 * _cpuSeconds / _wallSeconds, 1);

    /// <summary>"0:31 1:5": timed runs that started on each processor; null when the OS did not say.</summary>
    public string? Processors => Format(_processors);

    public static string? AddProcessors(IEnumerable<string?> texts)
    {
        var total = new SortedDictionary<int, int>();
        foreach (var part in texts.SelectMany(t => (t ?? "").Split(' ', StringSplitOptions.RemoveEmptyEntries)))
        {
            var fields = part.Split(':');
            if (fields.Length == 2 && int.TryParse(fields[0], CultureInfo.InvariantCulture, out int processor)
                && int.TryParse(fields[1], CultureInfo.InvariantCulture, out int runs))
                total[processor] = total.GetValueOrDefault(processor) + runs;
        }
        return Format(total);
    }

    static string? Format(SortedDictionary<int, int> processors) => processors.Count == 0 ? null
        : string.Join(' ', processors.Select(p => string.Create(CultureInfo.InvariantCulture, $"{p.Key}:{p.Value}")));
}
