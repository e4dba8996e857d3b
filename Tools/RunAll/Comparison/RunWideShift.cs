using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Comparison;

/// <summary>
/// How much the whole of B moved over the cells of one kind: the median of the cells' log B/A with its
/// distribution-free interval. Two runs cannot tell the machine's hour from a change every serializer shares, so a
/// cell counts as changed only where it moved relative to this.
/// </summary>
/// <param name="Low">Null with too few cells for a 95% interval: such a median is too uncertain to divide out.</param>
public sealed record RunWideShift(string Kind, int Cells, double Ratio, double? Low, double? High)
{
    /// <summary>Every steady-state cell, whatever its N, has its say: a median needs no cell to be precise.</summary>
    public const string SteadyState = "the steady state";

    /// <summary>A variant's first calls are mostly loading and JIT, which an hour of the machine moves otherwise than
    /// the steady state.</summary>
    public static string FirstCalls(string variant) => $"first calls under {variant}";

    /// <summary>The canary's B/A over the steady-state rows.</summary>
    public const string Machine = "the machine's canary";

    /// <summary>Whether each ratio is inside the other's interval; null where either has no interval.</summary>
    public bool? Follows(RunWideShift machine) =>
        Low is { } low && High is { } high && machine.Low is { } machineLow && machine.High is { } machineHigh
            ? (machine.Ratio >= low && machine.Ratio <= high) || (Ratio >= machineLow && Ratio <= machineHigh)
            : null;

    /// <summary>1 where the shift has no interval.</summary>
    public double Divisor => Low is null ? 1 : Ratio;

    /// <param name="ratios">B/A of every cell of the kind, all positive.</param>
    public static RunWideShift Of(string kind, IReadOnlyList<double> ratios)
    {
        double ratio = Math.Exp(SampleSummary.MedianOf([.. ratios.Select(r => Math.Log(r))]));
        var interval = SampleSummary.MedianInterval(ratios);
        return new RunWideShift(kind, ratios.Count, ratio, interval?.Low, interval?.High);
    }
}
