using SerializerTests.RunAll.Comparison;

namespace SerializerTests.Tests.RunAll;

/// <summary><c>compare</c> states the machine's own shift (the canary's B/A) beside the steady state's and says which the serializers follow.</summary>
public class MachineShiftTests
{
    /// <summary>Ten serializers at three N: 30 rows a run, enough for a 95% interval of the median.</summary>
    static List<ResultRow> Run(double seconds, double? canaryMs) =>
        [.. Enumerable.Range(0, 10).SelectMany(s => new[] { 1, 1000, 10000 }.Select(n => new ResultRow
        {
            Serializer = new($"S{s}"), Objects = n, Test = "combined", Runtime = "net10.0", Variant = "JIT", Status = ResultStatus.Ok, RootType = "BookShelf",
            // Each cell a little different, as measured ones are; every one moves by the same factor between the runs.
            SerializeMedianSeconds = seconds * (1 + 0.01 * s) * n, DeserializeMedianSeconds = 2 * seconds * (1 + 0.01 * s) * n,
            CanaryMs = canaryMs is { } ms ? ms * (1 + 0.001 * s) : null,
        }))];

    static string Line(ComparisonResult result) => ComparisonReport.SummaryLines(result).Single(l => l.StartsWith("machine:", StringComparison.Ordinal));

    [Fact]
    public void AShiftTheCanarySharesIsTheHour()
    {
        var result = RunComparison.Compare(Run(1.0, 1.0), Run(1.10, 1.10), 5);
        Assert.Equal(1.10, result.Machine!.Ratio, 9);
        Assert.Equal(30, result.Machine.Cells);
        Assert.Equal(true, result.Shifts[0].Follows(result.Machine));
        Assert.Contains("B's machine ran 10.0% slower (canary B/A 1.100", Line(result));
        Assert.EndsWith("the steady state's shift follows the machine's: the hour, not the code", Line(result));
    }

    [Fact]
    public void AShiftTheCanaryDoesNotShareIsNotCalledTheHour()
    {
        var result = RunComparison.Compare(Run(1.0, 1.0), Run(0.95, 1.0), 5);
        Assert.Equal(1.0, result.Machine!.Ratio, 9);
        Assert.Equal(false, result.Shifts[0].Follows(result.Machine));
        Assert.Contains("the serializers ran 5.0% faster than the canary did, a change they share or a state of the machine the canary does not see", Line(result));
    }

    [Fact]
    public void RunsWithoutACanaryHaveNoMachineLine()
    {
        var result = RunComparison.Compare(Run(1.0, null), Run(1.0, 1.0), 5);
        Assert.Null(result.Machine);
        Assert.DoesNotContain(ComparisonReport.SummaryLines(result), l => l.StartsWith("machine:", StringComparison.Ordinal));
    }
}
