using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Comparison;

/// <summary>
/// How much faster or slower the whole of B ran over the cells of one kind (<see cref="Kind"/>: the steady state, or the first calls
/// of one variant): <see cref="Ratio"/> is the median of the cells' log B/A, <see cref="Low"/> and <see cref="High"/> the
/// distribution-free 95% interval of that median from its order statistics (<see cref="SampleSummary.MedianInterval"/>: each cell
/// lies below the true median with probability ½ whatever the cells' distribution, and the logarithm keeps their order, so the
/// interval of the ratios is that of the log ratios). Two runs cannot tell the machine's state of an hour from a change every
/// serializer shares; both move every cell of a kind alike, so a cell counts as changed only where it moved relative to this.
/// </summary>
/// <param name="Low">Null with fewer cells than <see cref="SampleSummary.MinRunsForInterval"/>, too few for a 95% interval: such a
/// median is too uncertain to divide out, and the cells of its kind are marked on their ratios as measured.</param>
public sealed record RunWideShift(string Kind, int Cells, double Ratio, double? Low, double? High)
{
    /// <summary>The kind of every steady-state cell, whatever its N. Every one is judged relative to the shift, so every one has its
    /// say in it: a median needs no cell to be precise, and the noisier cells of small N move it only as far as they outnumber the
    /// others at its middle. (Repeatability keeps to N ≥ 1000 for another question: which cells a rerun should repeat to ±5%.)</summary>
    public const string SteadyState = "the steady state";

    /// <summary>The kind of the first-call cells of <paramref name="variant"/>: a variant's first calls are mostly loading and JIT
    /// (or none), which an hour of the machine moves otherwise than the steady state and than the other variants.</summary>
    public static string FirstCalls(string variant) => $"first calls under {variant}";

    /// <summary>The kind of the machine's own shift: the canary's B/A over the steady-state rows (ComparisonResult.Machine).</summary>
    public const string Machine = "the machine's canary";

    /// <summary>Whether the steady state's shift is what the machine's explains: each ratio inside the other's interval. Null where
    /// either has no interval.</summary>
    public bool? Follows(RunWideShift machine) =>
        Low is { } low && High is { } high && machine.Low is { } machineLow && machine.High is { } machineHigh
            ? (machine.Ratio >= low && machine.Ratio <= high) || (Ratio >= machineLow && Ratio <= machineHigh)
            : null;

    /// <summary>What B/A is divided by before a cell of this kind is judged: 1 where the shift has no interval.</summary>
    public double Divisor => Low is null ? 1 : Ratio;

    /// <param name="ratios">B/A of every cell of the kind, all positive.</param>
    public static RunWideShift Of(string kind, IReadOnlyList<double> ratios)
    {
        double ratio = Math.Exp(SampleSummary.MedianOf([.. ratios.Select(r => Math.Log(r))]));
        var interval = SampleSummary.MedianInterval(ratios);
        return new RunWideShift(kind, ratios.Count, ratio, interval?.Low, interval?.High);
    }
}
