using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace SerializerTests.Calibration;

/// <summary>One line per benchmark case as it starts and ends: BenchmarkDotNet's own log goes to a file, and its
/// default job takes tens of seconds per case, so the console needs to say where it is.</summary>
sealed class ProgressPrinter(TextWriter output) : EventProcessor
{
    int _total;
    int _started;

    public override void OnStartRunStage() => _started = 0;

    public override void OnStartRunBenchmarksInType(Type type, IReadOnlyList<BenchmarkCase> benchmarks) =>
        _total = benchmarks.Count;

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase) =>
        output.WriteLine($"BenchmarkDotNet [{++_started}/{_total}] {Describe(benchmarkCase)} …");

    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report) =>
        output.WriteLine(report.ResultStatistics is { } statistics
            ? $"BenchmarkDotNet [{_started}/{_total}] {Describe(benchmarkCase)}: median {statistics.Median:F1} ns over "
                + $"{statistics.N} iterations"
            : $"BenchmarkDotNet [{_started}/{_total}] {Describe(benchmarkCase)}: no result (see bdn.log)");

    static string Describe(BenchmarkCase benchmarkCase) =>
        $"{benchmarkCase.Parameters[nameof(SerializerBenchmarks.Serializer)]} "
            + $"N={benchmarkCase.Parameters[nameof(SerializerBenchmarks.N)]} "
            + $"{benchmarkCase.Descriptor.WorkloadMethod.Name}";
}
