using MathNet.Numerics.Distributions;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// How many times a side by side may judge a cell (docs/methodology.md, "Side by side"): once after the planned
/// rounds, or again after each wave of added rounds, up to <see cref="Looks"/>. Every look's interval is a repeated
/// confidence interval at one constant boundary (Pocock's), so the chance that any of a cell's intervals misses its
/// true ratio stays 5% however often it is looked at, and stopping at the first decisive look keeps every verdict's
/// error rate (docs/history/verdicts.md, "Until decided").
/// </summary>
public sealed record SequentialDesign(int Looks)
{
    public const double Alpha = 0.05;

    public static readonly SequentialDesign Fixed = new(1);

    /// <summary>Up to 38 times the planned rounds, which a first call's cheap launches can afford: at 17 times a noisy
    /// hour's first calls stopped short of the band with time left. A steady state's processes meet the budget
    /// first.</summary>
    public static readonly SequentialDesign UntilDecided = new(10);

    /// <summary>Each look comes at this many times the rounds of the one before: the boundary grows with the number of
    /// looks, not with their reach.</summary>
    public const double Growth = 1.5;

    public bool AddsRounds => Looks > 1;

    public static int RoundsAt(int plannedRounds, int look) =>
        (int)Math.Round(plannedRounds * Math.Pow(Growth, look - 1));

    public int MaxRounds(int plannedRounds) => RoundsAt(plannedRounds, Looks);

    /// <summary>The rounds of the first look after <paramref name="rounds"/>; null past the last.</summary>
    public int? NextLook(int plannedRounds, int rounds) =>
        Enumerable.Range(2, Math.Max(0, Looks - 1)).Select(look => RoundsAt(plannedRounds, look))
            .Where(n => n > rounds).Select(n => (int?)n).FirstOrDefault();

    /// <summary>Whether a cell at <paramref name="rounds"/> stands at one of the design's looks. A last look may come
    /// short of the next one, where the time left ends, and keep the error rate: it is nearer the look before, so
    /// adds less to the chance of a false call than the looks it replaces (docs/methodology.md, "Side by side").
    /// </summary>
    public bool IsLook(int plannedRounds, int rounds) =>
        Enumerable.Range(1, Looks).Any(look => RoundsAt(plannedRounds, look) == rounds);

    /// <summary>The two-sided level of each look's interval: <see cref="Alpha"/> for a single look.</summary>
    public double LookAlpha => Looks == 1 ? Alpha : 2 * Normal.CDF(0, 1, -Boundary(Looks));

    /// <summary>The interval's multiplier of the standard error at <paramref name="degrees"/> degrees of
    /// freedom.</summary>
    public double Quantile(double degrees) => Statistics.StudentT.Quantile(1 - LookAlpha / 2, degrees);

    /// <summary>A look's p-value on the scale of one look's <see cref="Alpha"/>: at most 0.05 exactly when the
    /// look's interval lies wholly beyond the band.</summary>
    public double Adjusted(double p) => Math.Min(1, p * Alpha / LookAlpha);

    static readonly Dictionary<int, double> Boundaries = [];

    /// <summary>The z that a Brownian motion observed at the looks crosses with probability <see cref="Alpha"/>,
    /// by simulation with a fixed seed so every run judges alike.</summary>
    static double Boundary(int looks)
    {
        lock (Boundaries)
        {
            if (Boundaries.TryGetValue(looks, out double known))
                return known;
            const int paths = 200_000;
            var random = new Random(20261203);
            var maxima = new double[paths];
            for (int path = 0; path < paths; path++)
            {
                double sum = 0, information = 0, most = 0;
                for (int look = 1; look <= looks; look++)
                {
                    double step = Math.Pow(Growth, look - 1) - information;
                    sum += Math.Sqrt(step) * Normal.Sample(random, 0, 1);
                    information += step;
                    most = Math.Max(most, Math.Abs(sum) / Math.Sqrt(information));
                }
                maxima[path] = most;
            }
            Array.Sort(maxima);
            return Boundaries[looks] = maxima[(int)((1 - Alpha) * paths)];
        }
    }
}
