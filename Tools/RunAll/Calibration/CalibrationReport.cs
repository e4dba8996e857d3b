using System.Globalization;

namespace SerializerTests.RunAll.Calibration;

/// <summary>The console table of <c>RunAll calibrate</c>.</summary>
public static class CalibrationReport
{
    public const string WorstDeviationPrefix = "worst deviation: ";

    /// <summary>BenchmarkDotNet's default job stops once the 99.9% confidence interval of the mean is within 2% of
    /// it.</summary>
    public const double BdnTargetErrorPercent = 2.0;

    /// <param name="pooled">Lines on this calibration pooled with earlier ones, after the table.</param>
    public static void Write(TextWriter output, IReadOnlyList<CalibrationCell> cells, IReadOnlyList<string> notes,
        IReadOnlyList<string>? pooled = null)
    {
        foreach (var note in notes)
            output.WriteLine(note);
        output.WriteLine();
        output.WriteLine($"{"Serializer",-24} {"N",7} {"Operation",-11} {"ours ns/op",12} {"MAD%",5} {"BDN ns/op",12} "
            + $"{"±err%",6} {"ours/BDN",8} "
            + $"{"GC/1000 ours",14} {"GC/1000 BDN",14} {"GC calls ours/BDN",17}");
        foreach (var cell in cells)
        {
            output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{cell.Serializer,-24} {cell.Objects,7} {cell.Operation,-11} {cell.OursNs,12:F1} "
                    + $"{cell.OursMadPercent,5:F1} {cell.BdnNs,12:F1} "
                    + $"{cell.BdnErrorPercent,6:F1} {cell.Ratio,8:F3} "
                + $"{Collections(cell.OursGen0PerThousand, cell.OursGen1PerThousand, cell.OursGen2PerThousand),14} "
                + $"{Collections(cell.BdnGen0PerThousand, cell.BdnGen1PerThousand, cell.BdnGen2PerThousand),14} "
                + $"{CollectionCalls(cell),17}"));
        }
        foreach (var line in pooled ?? [])
            output.WriteLine(line);
        if (CollectionsLine(cells) is { } collections)
            output.WriteLine(collections);
        if (NoisyCellsLine(cells) is { } noisy)
            output.WriteLine(noisy);
        output.WriteLine(WorstDeviationLine(CalibrationComparison.WorstDeviation(cells)));
    }

    /// <summary>Names the cells in which BenchmarkDotNet itself missed its error target.</summary>
    public static string? NoisyCellsLine(IReadOnlyList<CalibrationCell> cells)
    {
        var noisy = cells.Where(c => MissedTarget(c.BdnErrorPercent)).ToList();
        return noisy.Count == 0 ? null : string.Create(CultureInfo.InvariantCulture,
            $"machine not steady: BenchmarkDotNet's error above its {BdnTargetErrorPercent:F0}% target in "
                + $"{noisy.Count} of {cells.Count} cells ("
                + $"{string.Join(", ", noisy.Select(c => c.Name))})");
    }

    /// <summary>Whether BenchmarkDotNet's error lies above its target as the table prints it.</summary>
    public static bool MissedTarget(double errorPercent) => Math.Round(errorPercent, 1) > BdnTargetErrorPercent;

    /// <summary>A generation's count is compared where BenchmarkDotNet counted at least this many per 1,000
    /// operations.</summary>
    public const double CollectionsCompared = 5;

    /// <summary>How close our collections per 1,000 operations come to BenchmarkDotNet's MemoryDiagnoser.</summary>
    public const double CollectionsTolerancePercent = 15;

    /// <summary>"gen0 / gen1 / gen2" per 1,000 operations, or "-" where the cell has no counts.</summary>
    static string Collections(double? gen0, double? gen1, double? gen2) =>
        gen0 is { } g0 && gen1 is { } g1 && gen2 is { } g2
        ? string.Create(CultureInfo.InvariantCulture, $"{g0:0.##}/{g1:0.##}/{g2:0.##}") : "-";

    /// <summary>"ours/BenchmarkDotNet's" calls of the window each side counted collections over, "-" for a side
    /// without.</summary>
    static string CollectionCalls(CalibrationCell cell) =>
        $"{cell.OursGcCalls?.ToString("0.#", CultureInfo.InvariantCulture) ?? "-"}/"
            + $"{cell.BdnGcCalls?.ToString(CultureInfo.InvariantCulture) ?? "-"}";

    /// <summary>How many generation counts of at least <see cref="CollectionsCompared"/> per 1,000 ours matches within
    /// <see cref="CollectionsTolerancePercent"/>, and the farthest.</summary>
    public static string? CollectionsLine(IReadOnlyList<IComparedCollections> cells)
    {
        var compared = cells.SelectMany(c =>
            c.Collections().Where(g => g.Bdn >= CollectionsCompared)
                .Select(g => (Cell: c, g.Generation, Ratio: g.Ours / g.Bdn))).ToList();
        if (compared.Count == 0)
            return null;
        int within = compared.Count(g => Math.Abs(g.Ratio - 1) * 100 <= CollectionsTolerancePercent);
        var farthest = compared.MaxBy(g => Math.Abs(Math.Log(Math.Max(g.Ratio, 1e-9))));
        return string.Create(CultureInfo.InvariantCulture,
            $"collections per 1,000 operations: {within} of {compared.Count} counts of at least "
                + $"{CollectionsCompared:0} (BenchmarkDotNet's) "
                + $"within {CollectionsTolerancePercent:0}% of BenchmarkDotNet's; "
            + $"farthest {farthest.Cell.Name} gen{farthest.Generation} "
            + $"{farthest.Ratio:F2}x");
    }

    public static string WorstDeviationLine(double percent) =>
        string.Create(CultureInfo.InvariantCulture, $"{WorstDeviationPrefix}{percent:F1}%");

    /// <summary>X of a <c>worst deviation: X%</c> line, for scripts and tests that read the output back.</summary>
    public static double? ParseWorstDeviation(string line) =>
        line.StartsWith(WorstDeviationPrefix, StringComparison.Ordinal) && line.EndsWith('%')
        && double.TryParse(line[WorstDeviationPrefix.Length..^1], NumberStyles.Float, CultureInfo.InvariantCulture,
        out double value)
            ? value : null;
}
