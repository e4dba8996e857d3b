using MathNet.Numerics;
using MathNet.Numerics.Statistics;
using SerializerTests.Measurement;

namespace SerializerTests.RunAll.Statistics;

/// <summary>What a run's cells say about a cell's between-process variance before its own processes are seen, per
/// group of cells, and how many degrees of freedom that prior is worth.</summary>
public sealed record VariancePrior(double DegreesOfFreedom, IReadOnlyDictionary<string, double> Variance)
{
    /// <summary>Every cell stands on its own processes.</summary>
    public static readonly VariancePrior None = new(0, new Dictionary<string, double>());

    public double? VarianceOf(string group) => Variance.TryGetValue(group, out double v) ? v : null;
}

/// <summary>
/// Empirical-Bayes moderated variances as in limma's <c>squeezeVar</c> (Smyth 2004): a cell's variance from a few
/// processes borrows strength from the run's other cells. MathNet.Numerics has no trigamma or its inverse, so they are
/// written here.
/// </summary>
public static class ModeratedVariance
{
    /// <summary>Degrees of freedom above this count as infinite: the prior is then the whole story.</summary>
    const double InfiniteDegrees = 1e4;

    /// <param name="cells">Cells with fewer than two log medians, or all equal, are skipped.</param>
    public static VariancePrior Fit(IEnumerable<(string Group, IReadOnlyList<double> LogMedians)> cells) =>
        Fit(cells.Where(c => c.LogMedians.Count >= 2)
            .Select(c => (c.Group, c.LogMedians.Count - 1, c.LogMedians.Variance())));

    /// <param name="cells">Each cell's variance and its degrees of freedom; a variance of 0 is skipped.</param>
    public static VariancePrior Fit(IEnumerable<(string Group, int Degrees, double Variance)> cells)
    {
        var observed = cells.Where(c => c.Degrees >= 1 && c.Variance > 0).ToList();
        if (observed.Count < 3)
            return VariancePrior.None;
        // e's mean gives s₀² and its excess variance d₀ (limma's fitFDist).
        var e = observed.Select(c =>
            Math.Log(c.Variance) - SpecialFunctions.DiGamma(c.Degrees / 2.0) + Math.Log(c.Degrees / 2.0)).ToList();
        var groups = observed.Select((c, i) => (c.Group, E: e[i])).GroupBy(c => c.Group)
            .ToDictionary(g => g.Key, g => g.Average(c => c.E));
        int freedom = observed.Count - groups.Count;
        if (freedom < 2)
            return VariancePrior.None;
        double residual = observed.Select((c, i) => Math.Pow(e[i] - groups[c.Group], 2)).Sum() / freedom;
        double excess = residual - observed.Average(c => Trigamma(c.Degrees / 2.0));
        double d0 = excess > 0 ? Math.Min(2 * TrigammaInverse(excess), InfiniteDegrees) : InfiniteDegrees;
        double shift = d0 >= InfiniteDegrees ? 0 : SpecialFunctions.DiGamma(d0 / 2) - Math.Log(d0 / 2);
        return new VariancePrior(d0, groups.ToDictionary(g => g.Key, g => Math.Exp(g.Value + shift)));
    }

    /// <summary>The moderated variance and the degrees of freedom its t quantile takes.</summary>
    public static (double Variance, double Degrees) Moderate(
        double variance, int degrees, double priorVariance, double priorDegrees) =>
        priorDegrees <= 0 ? (variance, degrees)
        : priorDegrees >= InfiniteDegrees ? (priorVariance, InfiniteDegrees)
        : ((priorDegrees * priorVariance + degrees * variance) / (priorDegrees + degrees), priorDegrees + degrees);

    /// <summary>Huber's M-estimate of location with a known scale, so one process far out moves it by at most
    /// <see cref="HuberK"/>·<paramref name="scale"/>.</summary>
    public static double HuberLocation(IReadOnlyList<double> values, double scale)
    {
        double estimate = values.Count == 0 ? double.NaN : SampleSummary.MedianOf(values);
        if (!(scale > 0))
            return estimate;
        double limit = HuberK * scale;
        for (int i = 0; i < 100; i++)
        {
            double weighted = 0, weights = 0;
            foreach (double v in values)
            {
                double w = Math.Abs(v - estimate) <= limit ? 1 : limit / Math.Abs(v - estimate);
                (weighted, weights) = (weighted + w * v, weights + w);
            }
            double next = weighted / weights;
            if (Math.Abs(next - estimate) < 1e-12 * Math.Max(1, Math.Abs(estimate)))
                return next;
            estimate = next;
        }
        return estimate;
    }

    /// <summary>Huber's tuning constant for 95% efficiency at the normal.</summary>
    public const double HuberK = 1.345;

    /// <summary>ψ'(x) for x &gt; 0, by recurrence up to x ≥ 6, then the asymptotic series.</summary>
    public static double Trigamma(double x)
    {
        double sum = 0;
        for (; x < 6; x++)
            sum += 1 / (x * x);
        double x2 = 1 / (x * x);
        return sum + 1 / x + x2 / 2 + 1 / (x * x * x) * (1.0 / 6 - x2 * (1.0 / 30 - x2 * (1.0 / 42 - x2 / 30)));
    }

    /// <summary>The x with ψ'(x) = <paramref name="y"/> &gt; 0, by limma's Newton iteration on 1/ψ'.</summary>
    public static double TrigammaInverse(double y)
    {
        if (y > 1e7)
            return 1 / Math.Sqrt(y);
        if (y < 1e-6)
            return 1 / y;
        double x = 0.5 + 1 / y;
        for (int i = 0; i < 50; i++)
        {
            double t = Trigamma(x);
            double step = t * (1 - t / y) / Tetragamma(x);
            x += step;
            if (-step / x < 1e-8)
                break;
        }
        return x;
    }

    /// <summary>ψ''(x), negative, by the same recurrence and series.</summary>
    static double Tetragamma(double x)
    {
        double sum = 0;
        for (; x < 6; x++)
            sum -= 2 / (x * x * x);
        double x2 = 1 / (x * x);
        return sum - x2 - 1 / (x * x * x) - x2 * x2 * (0.5 - x2 * (1.0 / 6 - x2 * (1.0 / 6 - x2 * 0.3)));
    }
}
