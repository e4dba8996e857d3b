using System.Diagnostics;
using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// Where a run's wall time went, printed as a short table at its end: building, the versioning measurement, hostile input, the quiet check and warm-up, first-call launches, steady state,
/// reporting, the rest, and the slowest cells. Phases are measured by their callers, so a slow spell of the machine
/// shows up where it happened.
/// </summary>
public sealed class TimeBreakdown
{
    readonly Stopwatch _total = Stopwatch.StartNew();
    readonly List<(Cell Cell, TimeSpan Elapsed)> _cells = [];
    TimeSpan _building, _versioning, _hostile, _preparing, _reporting;
    int _built, _reused;

    public void Built(TimeSpan elapsed, bool reused)
    {
        _building += elapsed;
        if (reused)
            _reused++;
        else
            _built++;
    }

    public void CellFinished(Cell cell, TimeSpan elapsed) => _cells.Add((cell, elapsed));

    public void Reported(TimeSpan elapsed) => _reporting += elapsed;

    public void MeasuredVersioning(TimeSpan elapsed) => _versioning += elapsed;

    public void MeasuredHostile(TimeSpan elapsed) => _hostile += elapsed;

    public void Prepared(TimeSpan elapsed) => _preparing += elapsed;

    public IReadOnlyList<string> Lines(int slowest = 3) => Lines(_total.Elapsed, slowest);

    /// <summary>The table for a run that took <paramref name="total"/> in all.</summary>
    public IReadOnlyList<string> Lines(TimeSpan total, int slowest)
    {
        var firstCall = _cells.Where(c => c.Cell.Test == TestKind.FirstCall).ToList();
        var steady = _cells.Where(c => c.Cell.Test != TestKind.FirstCall).ToList();
        TimeSpan Sum(IEnumerable<(Cell, TimeSpan Elapsed)> cells) => cells.Aggregate(TimeSpan.Zero, (sum, c) => sum + c.Elapsed);
        var phases = new (string Name, TimeSpan Elapsed, string Detail)[]
        {
            ("building", _building, $"{_built} built, {_reused} reused"),
            ("versioning", _versioning, "column 11: a child per serializer"),
            ("hostile input", _hostile, "Hostile.csv, SDK runtime JIT"),
            ("quiet and warm-up", _preparing, "build servers, quiet check, file cache"),
            ("first-call launches", Sum(firstCall), $"{firstCall.Count} children"),
            ("steady state", Sum(steady), $"{steady.Count} children"),
            ("reporting", _reporting, "combined CSV, report"),
        };
        var rest = total - phases.Aggregate(TimeSpan.Zero, (sum, p) => sum + p.Elapsed);
        var lines = new List<string> { "Where the time went (wall clock):" };
        lines.AddRange(phases.Append((Name: "other", Elapsed: rest < TimeSpan.Zero ? TimeSpan.Zero : rest, Detail: "orchestrator, environment record"))
            .Append((Name: "total", Elapsed: total, Detail: ""))
            .Select(p => $"  {p.Name,-20} {Format(p.Elapsed),14}  {p.Detail}".TrimEnd()));
        var slowestCells = _cells.OrderByDescending(c => c.Elapsed).Take(slowest).ToList();
        if (slowestCells.Count > 0)
            lines.Add("  slowest cells: " + string.Join("; ", slowestCells.Select(c => $"{c.Cell} {c.Elapsed.TotalSeconds.ToString("F1", CultureInfo.InvariantCulture)} s")));
        return lines;
    }

    /// <summary>"1 h 02 min 05 s", "3 min 07 s", "42.1 s".</summary>
    public static string Format(TimeSpan elapsed) =>
        elapsed.TotalHours >= 1 ? $"{(int)elapsed.TotalHours} h {elapsed.Minutes:00} min {elapsed.Seconds:00} s"
        : elapsed.TotalMinutes >= 1 ? $"{(int)elapsed.TotalMinutes} min {elapsed.Seconds:00} s"
        : $"{elapsed.TotalSeconds.ToString("F1", CultureInfo.InvariantCulture)} s";
}
