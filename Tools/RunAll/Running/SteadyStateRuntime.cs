using SerializerTests.Cli;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// The runtime settings a steady-state child runs with beyond the shipped defaults (docs/methodology.md, "Process settings").
/// Call counting starts at once instead of after the runtime's 100 ms delay (which restarts whenever tier-0 code is
/// still being made), so a child reaches its final tier-1 code, and the warm-up's quiet JIT, sooner. The final code is
/// the same: a paired experiment moved no cell beyond its interval (docs/accuracy.md). First-call children keep every
/// default, since what they measure is what an application's first call pays. Both of calibrate's children get these too,
/// its host's and BenchmarkDotNet's (CalibrateCommand), so that the two sides differ in their measuring loop alone.
/// </summary>
public static class SteadyStateRuntime
{
    public static IReadOnlyDictionary<string, string> Environment { get; } = new Dictionary<string, string>
    {
        ["DOTNET_TC_CallCountingDelayMs"] = "0",
    };

    /// <summary>The environment of a child that runs <paramref name="test"/>, with <paramref name="extra"/> (a profiler's session) on top.</summary>
    public static IReadOnlyDictionary<string, string>? For(TestKind test, IReadOnlyDictionary<string, string>? extra = null) =>
        test is not (TestKind.Combined or TestKind.Serialize or TestKind.Deserialize) ? extra
            : extra is null ? Environment
            : new Dictionary<string, string>(Environment.Concat(extra));
}
