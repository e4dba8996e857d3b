using System.Diagnostics;
using System.Globalization;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Running;

/// <summary>Each step is timed, so a slow spell shows up where it happened.</summary>
public sealed class TimeBreakdown
{
    /// <summary><c>publish</c> finds the table by this line.</summary>
    public const string Heading = "Where the time went (wall clock):";

    readonly Stopwatch _total = Stopwatch.StartNew();
    readonly List<(Cell Cell, TimeSpan Elapsed)> _cells = [];
    readonly List<(string Name, TimeSpan Elapsed, string Detail)> _steps = [];

    public void Step(string name, TimeSpan elapsed, string detail) => _steps.Add((name, elapsed, detail));

    public IEnumerable<(string Name, TimeSpan Elapsed)> Steps => _steps.Select(s => (s.Name, s.Elapsed));

    public void CellFinished(Cell cell, TimeSpan elapsed) => _cells.Add((cell, elapsed));

    /// <summary>What a child of <paramref name="child"/>'s took on average in this session; null before one ran.
    /// </summary>
    public TimeSpan? MeanOf(Cell child) =>
        _cells.Where(c => c.Cell with { Launch = 0 } == child with { Launch = 0 }).Select(c => c.Elapsed).ToList()
            is { Count: > 0 } times ? times.Aggregate(TimeSpan.Zero, (sum, t) => sum + t) / times.Count : null;

    readonly List<(RuntimeVariant Target, TimeSpan Elapsed)> _builds = [];

    public void BuildFinished(RuntimeVariant target, TimeSpan elapsed) => _builds.Add((target, elapsed));

    public IReadOnlyList<string> Lines(int slowest = 3) => Lines(_total.Elapsed, slowest);

    public IReadOnlyList<string> Lines(TimeSpan total, int slowest)
    {
        var rest = total - _steps.Aggregate(TimeSpan.Zero, (sum, p) => sum + p.Elapsed);
        var lines = new List<string> { Heading };
        lines.AddRange(
            _steps.Append((Name: "other", Elapsed: rest < TimeSpan.Zero ? TimeSpan.Zero : rest,
                Detail: "orchestrator, environment record"))
            .Append((Name: "total", Elapsed: total, Detail: ""))
            .Select(p => $"  {p.Name,-20} {Format(p.Elapsed),14}  {p.Detail}".TrimEnd()));
        lines.AddRange(SideBySideCosts());
        var slowestCells = _cells.OrderByDescending(c => c.Elapsed).Take(slowest).ToList();
        if (slowestCells.Count > 0)
            lines.Add("  slowest cells: "
                + string.Join("; ",
                    slowestCells.Select(c =>
                    $"{c.Cell} {c.Elapsed.TotalSeconds.ToString("F1", CultureInfo.InvariantCulture)} s")));
        return lines;
    }

    IEnumerable<string> SideBySideCosts() =>
        _builds.Select(b => b.Target.Pin).Concat(_cells.Select(c => c.Cell.Target.Pin)).OfType<PackagePin>().Distinct()
            .Select(pin =>
        {
            var builds = _builds.Where(b => b.Target.Pin == pin).ToList();
            var cells = _cells.Where(c => c.Cell.Target.Pin == pin).ToList();
            return $"  side by side {pin}: {Count(builds.Count, "build")} "
                + $"{Format(Sum(builds.Select(b => b.Elapsed)))}, "
                + $"{Count(cells.Count, "child", "children")} {Format(Sum(cells.Select(c => c.Elapsed)))}";
        });

    static string Count(int count, string one, string? many = null) =>
        $"{count} {(count == 1 ? one : many ?? one + "s")}";

    static TimeSpan Sum(IEnumerable<TimeSpan> spans) => spans.Aggregate(TimeSpan.Zero, (sum, s) => sum + s);

    public static string Format(TimeSpan elapsed) =>
        elapsed.TotalHours >= 1 ? $"{(int)elapsed.TotalHours} h {elapsed.Minutes:00} min {elapsed.Seconds:00} s"
        : elapsed.TotalMinutes >= 1 ? $"{(int)elapsed.TotalMinutes} min {elapsed.Seconds:00} s"
        : $"{elapsed.TotalSeconds.ToString("F1", CultureInfo.InvariantCulture)} s";
}
