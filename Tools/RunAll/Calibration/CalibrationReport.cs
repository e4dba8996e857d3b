using System.Globalization;

namespace SerializerTests.RunAll.Calibration;

/// <summary>
/// The console table of <c>RunAll calibrate</c>. Plain text, one line per cell, so that logs and scripts can read it;
/// the last line is always <c>worst deviation: X%</c>.
/// </summary>
public static class CalibrationReport
{
    public const string WorstDeviationPrefix = "worst deviation: ";

    /// <summary>BenchmarkDotNet's default job stops once the 99.9% confidence interval of the mean is within 2% of it;
    /// a cell still wider after its 100 iterations was measured while the machine was not steady.</summary>
    public const double BdnTargetErrorPercent = 2.0;

    /// <param name="pooled">Lines on this calibration pooled with earlier ones (<see cref="CalibrationHistory"/>), after the table.</param>
    public static void Write(TextWriter output, IReadOnlyList<CalibrationCell> cells, IReadOnlyList<string> notes, IReadOnlyList<string>? pooled = null)
    {
        foreach (var note in notes)
            output.WriteLine(note);
        output.WriteLine();
        output.WriteLine($"{"Serializer",-24} {"N",7} {"Operation",-11} {"ours ns/op",12} {"MAD%",5} {"BDN ns/op",12} {"±err%",6} {"ours/BDN",8}");
        foreach (var cell in cells)
        {
            output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{cell.Serializer,-24} {cell.Objects,7} {cell.Operation,-11} {cell.OursNs,12:F1} {cell.OursMadPercent,5:F1} {cell.BdnNs,12:F1} {cell.BdnErrorPercent,6:F1} {cell.Ratio,8:F3}"));
        }
        foreach (var line in pooled ?? [])
            output.WriteLine(line);
        if (NoisyCellsLine(cells) is { } noisy)
            output.WriteLine(noisy);
        output.WriteLine(WorstDeviationLine(CalibrationComparison.WorstDeviation(cells)));
    }

    /// <summary>Names the cells in which BenchmarkDotNet itself missed its error target, so that a large deviation there
    /// is read as the machine's noise, not as a difference between the two harnesses; null when there is none.</summary>
    public static string? NoisyCellsLine(IReadOnlyList<CalibrationCell> cells)
    {
        // As the table prints it: a cell that stopped at the target shows 2.0, whatever its last digits.
        var noisy = cells.Where(c => Math.Round(c.BdnErrorPercent, 1) > BdnTargetErrorPercent).ToList();
        return noisy.Count == 0 ? null : string.Create(CultureInfo.InvariantCulture,
            $"machine not steady: BenchmarkDotNet's error above its {BdnTargetErrorPercent:F0}% target in {noisy.Count} of {cells.Count} cells ({string.Join(", ", noisy.Select(c => $"{c.Serializer} N={c.Objects} {c.Operation}"))})");
    }

    public static string WorstDeviationLine(double percent) => string.Create(CultureInfo.InvariantCulture, $"{WorstDeviationPrefix}{percent:F1}%");

    /// <summary>X of a <c>worst deviation: X%</c> line, for scripts and tests that read the output back.</summary>
    public static double? ParseWorstDeviation(string line) =>
        line.StartsWith(WorstDeviationPrefix, StringComparison.Ordinal) && line.EndsWith('%')
        && double.TryParse(line[WorstDeviationPrefix.Length..^1], NumberStyles.Float, CultureInfo.InvariantCulture, out double value)
            ? value : null;
}
