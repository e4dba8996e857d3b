using SerializerTests.Cli;

namespace SerializerTests.RunAll.Running;

/// <summary>Settings so a steady-state child reaches its final tier-1 code sooner (docs/methodology.md, "Process
/// settings").</summary>
public static class SteadyStateRuntime
{
    public static IReadOnlyDictionary<string, string> Environment { get; } = new Dictionary<string, string>
    {
        ["DOTNET_TC_CallCountingDelayMs"] = "0",
    };

    public static IReadOnlyDictionary<string, string>? For(TestKind test,
        IReadOnlyDictionary<string, string>? extra = null) =>
        test is not (TestKind.Combined or TestKind.Serialize or TestKind.Deserialize) ? extra
            : extra is null ? Environment
            : new Dictionary<string, string>(Environment.Concat(extra));
}
