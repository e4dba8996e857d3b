using System.Globalization;
using System.Text;

namespace SerializerTests.RunAll.Comparison;

/// <summary>A comparison as a console table and as the same content in Markdown (for a pull request or a blog post).</summary>
public static class ComparisonReport
{
    /// <summary>The N from which steady-state cells count for repeatability (smaller N are dominated by per-call noise).</summary>
    public const int RepeatabilityMinimumObjects = 1000;

    /// <summary>The band within which a first call counts as repeated: a first call varies more than a steady-state median
    /// (docs/accuracy.md, "First calls").</summary>
    public const double FirstCallRepeatabilityPercent = 10;

    public static void WriteText(TextWriter output, ComparisonResult result, string nameA, string nameB)
    {
        output.WriteLine($"A: {nameA}");
        output.WriteLine($"B: {nameB}");
        output.WriteLine();
        output.WriteLine($"{"Test",-10} {"Runtime",-8} {"Variant",-10} {"Serializer",-24} {"N",8} {"RootType",-18} {"Operation",-11} {"A s/op",11} {"B s/op",11} {"B/A",7}");
        foreach (var cell in result.Cells)
        {
            output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{cell.Test,-10} {cell.Runtime,-8} {cell.Variant,-10} {cell.Serializer,-24} {cell.Objects,8} {cell.RootType,-18} {cell.Operation,-11} {cell.A,11:G4} {cell.B,11:G4} {cell.Ratio,7:F3} {Mark(cell.Change)}"));
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
        markdown.AppendLine("| Test | Runtime | Variant | Serializer | N | Root type | Operation | A s/op | B s/op | B/A | Change |");
        markdown.AppendLine("|---|---|---|---|--:|---|---|--:|--:|--:|---|");
        foreach (var cell in result.Cells)
        {
            markdown.AppendLine(string.Create(CultureInfo.InvariantCulture,
                $"| {cell.Test} | {cell.Runtime} | {cell.Variant} | {cell.Serializer} | {cell.Objects} | {cell.RootType} | {cell.Operation} | {cell.A:G4} | {cell.B:G4} | {cell.Ratio:F3} | {Mark(cell.Change)} |"));
        }
        AppendList(markdown, "Only in A (no number in B)", result.OnlyInA);
        AppendList(markdown, "Only in B (no number in A)", result.OnlyInB);
        return markdown.ToString();
    }

    public static IEnumerable<string> SummaryLines(ComparisonResult result)
    {
        int faster = result.Cells.Count(c => c.Change == Change.Faster), slower = result.Cells.Count(c => c.Change == Change.Slower);
        yield return string.Create(CultureInfo.InvariantCulture,
            $"{result.Cells.Count} cells paired; noise threshold ±{result.ThresholdPercent:0.#}%: {faster} faster, {slower} slower, {result.Cells.Count - faster - slower} unchanged"
            + $" (a change needs the ratio beyond the threshold and, where both rows carry their runs, a Mann-Whitney test at p < {RunComparison.Alpha})");
        if (result.OnlyInA.Count + result.OnlyInB.Count > 0)
            yield return $"{result.OnlyInA.Count} cells only in A, {result.OnlyInB.Count} only in B";
        var (within, total) = RunComparison.Repeatability(result, RepeatabilityMinimumObjects, result.ThresholdPercent);
        if (total > 0)
        {
            yield return string.Create(CultureInfo.InvariantCulture,
                $"repeatability: {within} of {total} steady-state cells with N ≥ {RepeatabilityMinimumObjects} within ±{result.ThresholdPercent:0.#}% ({100.0 * within / total:F0}%)");
            var (bInsideA, aInsideB, cells) = RunComparison.Coverage(result, RepeatabilityMinimumObjects);
            yield return string.Create(CultureInfo.InvariantCulture,
                $"coverage: {bInsideA + aInsideB} of {2 * cells} ({100.0 * (bInsideA + aInsideB) / (2 * cells):F0}%): B's median inside A's 95% interval in {bInsideA} of {cells} cells, "
                + $"A's inside B's in {aInsideB} of {cells} (steady state, N ≥ {RepeatabilityMinimumObjects}; a cell without an interval counts as a miss)");
            if (RunComparison.RunWideShift(result, RepeatabilityMinimumObjects, result.ThresholdPercent) is ({ } shift, var shiftedWithin, var shiftedTotal))
                yield return string.Create(CultureInfo.InvariantCulture,
                    $"run-wide shift: median B/A {shift:F3} over those cells; {shiftedWithin} of {shiftedTotal} ({100.0 * shiftedWithin / shiftedTotal:F0}%) within ±{result.ThresholdPercent:0.#}% of it "
                    + $"(a machine that ran the whole of one run faster or slower moves every cell alike; so does a change in something every serializer uses)");
        }
        var claims = RunComparison.OrderClaims(result);
        if (claims.Count > 0)
        {
            var all = claims.Select(c => c.Claims).Aggregate(OrderClaims.None, (x, y) => x + y);
            string perN = string.Join(", ", claims.Select(c => string.Create(CultureInfo.InvariantCulture,
                $"N = {c.Objects}: {100 * c.Claims.ResolvingPower:F0}% / {100 * c.Claims.ContradictionRate:F1}%")));
            yield return string.Create(CultureInfo.InvariantCulture,
                $"order claims: resolving power {100 * all.ResolvingPower:F0}% ({all.SeparatedA + all.SeparatedB} of {2 * all.Pairs} serializer pairs, both runs counted, separated by the 95% interval of their ratio), "
                + $"contradiction rate {100 * all.ContradictionRate:F1}% ({all.ReversedA + all.ReversedB} of those claims reversed by the other run's medians); per N: {perN}");
        }
        foreach (var (variant, cells) in RunComparison.FirstCallCellsByVariant(result))
        {
            var a = RunComparison.AgreementOf(cells, FirstCallRepeatabilityPercent);
            yield return string.Create(CultureInfo.InvariantCulture,
                $"first call {variant}: {a.Within} of {a.Cells} cells within ±{FirstCallRepeatabilityPercent:0}% ({100.0 * a.Within / a.Cells:F0}%); "
                + $"coverage {a.BInsideA + a.AInsideB} of {2 * a.Cells} ({100.0 * (a.BInsideA + a.AInsideB) / (2 * a.Cells):F0}%: B in A {a.BInsideA}, A in B {a.AInsideB}); "
                + $"median B/A {a.Shift:F3}, {a.WithinOfShift} of {a.Cells} ({100.0 * a.WithinOfShift / a.Cells:F0}%) within ±{FirstCallRepeatabilityPercent:0}% of it; "
                + $"{a.Changed} marked changed (the launches' runs tested as the steady state's are)");
        }
    }

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
