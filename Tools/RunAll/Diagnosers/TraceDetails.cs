namespace SerializerTests.RunAll.Diagnosers;

/// <summary>Everything extracted from one trace: the summary numbers and the lists behind them.</summary>
/// <param name="GcsBeforeMetrics">GCs from process start until the host took its metrics.</param>
public sealed record TraceDetails(
    TraceMetrics Metrics,
    IReadOnlyList<string> Assemblies,
    IReadOnlyList<NamedCount> ExceptionTypes,
    IReadOnlyList<JittedMethod> FirstCallJitted,
    IReadOnlyList<NamedCount> TopCpuMethods,
    int? GcsBeforeMetrics)
{
    public static TraceDetails Empty(TraceMetrics metrics) => new(metrics, [], [], [], [], null);
}

public sealed record NamedCount(string Name, int Count);

/// <param name="Ms">Time from MethodJittingStarted to the method's load event.</param>
public sealed record JittedMethod(string Name, string Tier, double Ms);
