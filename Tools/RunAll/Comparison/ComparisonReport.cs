using System.Globalization;
using System.Text;
using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Comparison;

/// <summary>A comparison as a console table and as Markdown (for a pull request or a blog post).</summary>
public static class ComparisonReport
{
    /// <summary>Smaller N are dominated by per-call noise, so they do not count for repeatability.</summary>
    public const int RepeatabilityMinimumObjects = 1000;

    /// <summary>Wider than the steady state's band, since a first call varies more than a median.</summary>
    public const double FirstCallRepeatabilityPercent = 10;

    public const string UnpairedNote =
        "two runs are unpaired, each in its own hour of the machine: whether a new version is faster is measured "
        + "side by side in one run, paired by round (--package <id>=<v1>,<v2>)";

    public static void WriteText(TextWriter output, ComparisonResult result, string nameA, string nameB)
    {
        output.WriteLine($"A: {nameA}");
        output.WriteLine($"B: {nameB}");
        output.WriteLine();
        output.WriteLine($"{"Test",-10} {"Runtime",-8} {"Variant",-10} {"Serializer",-24} {"N",8} {"RootType",-18} "
            + $"{"Operation",-11} "
            + $"{"A s/op",11} {"B s/op",11} {"B/A",7} {"B/A ÷ shift",11}");
        foreach (var cell in result.Cells)
        {
            output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{cell.Test,-10} {cell.Runtime,-8} {cell.Variant,-10} {cell.Serializer,-24} {cell.Objects,8} "
                + $"{cell.RootType,-18} "
                + $"{cell.Operation,-11} {cell.A,11:G4} {cell.B,11:G4} {cell.Ratio,7:F3} {cell.RatioToShift,11:F3} "
                + $"{Mark(cell.Change)}"));
        }
        output.WriteLine();
        foreach (var line in SummaryLines(result))
            output.WriteLine(line);
    }

    public static string Markdown(ComparisonResult result, string nameA, string nameB)
    {
        var markdown = new StringBuilder();
        markdown.AppendLine($"# Comparison: B = `{nameB}` against A = `{nameA}`").AppendLine();
        foreach (var line in SummaryLines(result))
            markdown.AppendLine($"- {line}");
        markdown.AppendLine();
        markdown.AppendLine("| Test | Runtime | Variant | Serializer | N | Root type | Operation "
            + "| A s/op | B s/op | B/A | B/A ÷ shift | Change |");
        markdown.AppendLine("|---|---|---|---|--:|---|---|--:|--:|--:|--:|---|");
        foreach (var cell in result.Cells)
        {
            markdown.AppendLine(string.Create(CultureInfo.InvariantCulture,
                $"| {cell.Test} | {cell.Runtime} | {cell.Variant} | {cell.Serializer} | {cell.Objects} "
                    + $"| {cell.RootType} "
                    + $"| {cell.Operation} "
                    + $"| {cell.A:G4} | {cell.B:G4} | {cell.Ratio:F3} | {cell.RatioToShift:F3} "
                    + $"| {Mark(cell.Change)} |"));
        }
        AppendList(markdown, "Only in A (no number in B)", result.OnlyInA);
        AppendList(markdown, "Only in B (no number in A)", result.OnlyInB);
        return markdown.ToString();
    }

    /// <summary>Repeatability, coverage and first calls are given raw and after the shift; the order claims are made
    /// within each run, which no shift moves, so they are given as they are.</summary>
    public static IEnumerable<string> SummaryLines(ComparisonResult result)
    {
        yield return CountsLine(result);
        if (result.OnlyInA.Count + result.OnlyInB.Count > 0)
            yield return $"{result.OnlyInA.Count} cells only in A, {result.OnlyInB.Count} only in B";
        foreach (var shift in result.Shifts)
            yield return ShiftLine(shift);
        if (MachineLine(result) is { } machine)
            yield return machine;
        yield return UnpairedNote;
        foreach (var line in SteadyStateLines(result))
            yield return line;
        if (OrderClaimsLine(result) is { } claims)
            yield return claims;
        foreach (var (variant, cells) in RunComparison.FirstCallCellsByVariant(result))
            yield return FirstCallLine(variant, cells);
    }

    static string CountsLine(ComparisonResult result)
    {
        int faster = result.Cells.Count(c => c.Change == Change.Faster),
            slower = result.Cells.Count(c => c.Change == Change.Slower);
        return string.Create(CultureInfo.InvariantCulture,
            $"{result.Cells.Count} cells paired; noise threshold ±{result.ThresholdPercent:0.#}%: "
                + $"{faster} faster, {slower} "
                + $"slower, {result.Cells.Count - faster - slower} unchanged"
            + $" relative to the run-wide shift (a change needs B/A ÷ shift beyond the threshold, "
            + $"and beyond it by more than the two rows' intervals"
            + $" where both pool several processes; else, where both carry their runs, "
            + $"a one-sided Mann-Whitney test at p < {RunComparison.Alpha}"
            + $" between A's runs scaled by the threshold and B's divided by the shift)");
    }

    static string ShiftLine(RunWideShift shift) => shift is { Low: { } low, High: { } high }
        ? string.Create(CultureInfo.InvariantCulture,
            $"run-wide shift in {shift.Kind}: B as a whole ran {Direction(shift.Ratio)} "
                + $"(B/A {shift.Ratio:F3}, 95% interval {low:F3}–{high:F3}, "
                + $"over {shift.Cells} cells): "
            + $"the machine's state of that hour, or a change every serializer shares")
        : string.Create(CultureInfo.InvariantCulture,
            $"run-wide shift in {shift.Kind}: median B/A {shift.Ratio:F3} over {shift.Cells} cells, "
                + $"too few for a 95% interval "
                + $"({SampleSummary.MinRunsForInterval} needed); "
            + $"their marks are not adjusted");

    /// <summary>A shift the canary shares is the machine's hour; one it does not may be a change every serializer
    /// shares, or a state of the machine the canary does not see (docs/accuracy.md, "What spoils a process").</summary>
    static string? MachineLine(ComparisonResult result)
    {
        if (result.Machine is not { } machine
            || result.Shifts.FirstOrDefault(s => s.Kind == RunWideShift.SteadyState) is not { } steady)
            return null;
        string measured = machine is { Low: { } low, High: { } high }
            ? string.Create(CultureInfo.InvariantCulture,
                $"B's machine ran {Direction(machine.Ratio)} "
                + $"(canary B/A {machine.Ratio:F3}, 95% interval {low:F3}–{high:F3}, "
                + $"over {machine.Cells} rows)")
            : string.Create(CultureInfo.InvariantCulture,
                $"B's machine: canary B/A {machine.Ratio:F3} over {machine.Cells} rows, too few for a 95% interval");
        string verdict = steady.Follows(machine) switch
        {
            true => "the steady state's shift follows the machine's: the hour, not the code",
            false =>
                $"the steady state's shift does not follow the machine's: "
                + $"the serializers ran {Direction(steady.Ratio / machine.Ratio)} than the "
                + "canary did, "
                + "a change they share or a state of the machine the canary does not see "
                + "(it missed the slow processes of a noisy hour, "
                + "docs/accuracy.md)",
            null => "too few cells to tell whose shift the steady state's is",
        };
        return $"machine: {measured}; {verdict}";
    }

    static string Direction(double ratio)
    {
        double percent = 100 * (ratio - 1);
        if (Math.Abs(percent) < 0.05)
            return "as fast as A";
        return string.Create(CultureInfo.InvariantCulture,
            $"{Math.Abs(percent):F1}% {(percent < 0 ? "faster" : "slower")}");
    }

    static IEnumerable<string> SteadyStateLines(ComparisonResult result)
    {
        var (within, total) = RunComparison.Repeatability(result, RepeatabilityMinimumObjects, result.ThresholdPercent);
        if (total == 0)
            yield break;
        var (shiftedWithin, _) = RunComparison.Repeatability(
            result, RepeatabilityMinimumObjects, result.ThresholdPercent, relativeToShift: true);
        yield return string.Create(CultureInfo.InvariantCulture,
            $"repeatability: {within} of {total} steady-state cells with N ≥ {RepeatabilityMinimumObjects} "
                + $"within ±{result.ThresholdPercent:0.#}% "
                + $"({Percent(within, total)}); "
            + $"after the shift {shiftedWithin} of {total} ({Percent(shiftedWithin, total)})");
        var (bInsideA, aInsideB, cells) = RunComparison.Coverage(result, RepeatabilityMinimumObjects);
        var (shiftedBInsideA, shiftedAInsideB, _) =
            RunComparison.Coverage(result, RepeatabilityMinimumObjects, relativeToShift: true);
        yield return string.Create(CultureInfo.InvariantCulture,
            $"coverage: {bInsideA + aInsideB} of {2 * cells} ({Percent(bInsideA + aInsideB, 2 * cells)}): "
                + $"B's median inside A's 95% interval "
                + $"in {bInsideA} of {cells} cells, "
            + $"A's inside B's in {aInsideB} of {cells}; after the shift (B's median ÷ "
            + $"shift) {CoverageCounts(shiftedBInsideA, shiftedAInsideB, cells)} "
            + $"(steady state, N ≥ {RepeatabilityMinimumObjects}; a cell without an interval counts as a miss)");
    }

    static string? OrderClaimsLine(ComparisonResult result)
    {
        var claims = RunComparison.OrderClaims(result);
        if (claims.Count == 0)
            return null;
        var all = claims.Select(c => c.Claims).Aggregate(OrderClaims.None, (x, y) => x + y);
        string perN = string.Join(", ", claims.Select(c => string.Create(CultureInfo.InvariantCulture,
            $"N = {c.Objects}: {100 * c.Claims.ResolvingPower:F0}% / {100 * c.Claims.ContradictionRate:F1}%")));
        return string.Create(CultureInfo.InvariantCulture,
            $"order claims: resolving power {100 * all.ResolvingPower:F0}% "
            + $"({all.SeparatedA + all.SeparatedB} of {2 * all.Pairs} serializer pairs, "
            + $"both runs counted, separated by the 95% interval of their ratio), "
            + $"contradiction rate {100 * all.ContradictionRate:F1}% "
            + $"({all.ReversedA + all.ReversedB} of those claims reversed by the other run's "
            + $"medians); per N: {perN}");
    }

    static string FirstCallLine(string variant, IReadOnlyList<ComparedCell> cells)
    {
        var raw = RunComparison.AgreementOf(cells, FirstCallRepeatabilityPercent);
        var shifted =
            RunComparison.AgreementOf([.. cells.Select(c => c.RelativeToShift)], FirstCallRepeatabilityPercent);
        int changed = cells.Count(c => c.Change != Change.Unchanged);
        return string.Create(CultureInfo.InvariantCulture,
            $"first call {variant}: {raw.Within} of {raw.Cells} cells within ±{FirstCallRepeatabilityPercent:0}% "
            + $"({Percent(raw.Within, raw.Cells)}), "
            + $"after the shift {shifted.Within} of {shifted.Cells} ({Percent(shifted.Within, shifted.Cells)}); "
            + $"coverage {CoverageCounts(raw.BInsideA, raw.AInsideB, raw.Cells)}, after the "
            + $"shift {CoverageCounts(shifted.BInsideA, shifted.AInsideB, shifted.Cells)}; "
            + $"{changed} marked changed relative to the shift (the launches' runs tested as the steady state's are)");
    }

    static string CoverageCounts(int bInsideA, int aInsideB, int cells) => string.Create(CultureInfo.InvariantCulture,
        $"{bInsideA + aInsideB} of {2 * cells} ({Percent(bInsideA + aInsideB, 2 * cells)}: "
        + $"B in A {bInsideA}, A in B {aInsideB})");

    static string Percent(int count, int total) =>
        string.Create(CultureInfo.InvariantCulture, $"{100.0 * count / total:F0}%");

    static string Mark(Change change) => change switch
    {
        Change.Faster => "faster",
        Change.Slower => "SLOWER",
        _ => "",
    };

    static void AppendList(StringBuilder markdown, string title, IReadOnlyList<string> cells)
    {
        if (cells.Count == 0)
            return;
        markdown.AppendLine().AppendLine($"## {title}").AppendLine();
        foreach (var cell in cells)
            markdown.AppendLine($"- {cell}");
    }
}
