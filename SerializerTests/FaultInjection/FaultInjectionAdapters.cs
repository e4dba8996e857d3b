using SerializerTests.Serializers;

namespace SerializerTests.FaultInjection;

/// <summary>
/// Adapters that break the host process on purpose (crash, hang, garbage on stdout), so that tests can prove the
/// orchestrator survives them. They exist in the catalog only when <see cref="EnableVariable"/> is 1.
/// </summary>
public static class FaultInjectionAdapters
{
    public const string EnableVariable = "SERIALIZERTESTS_FAULT_INJECTION";

    public static bool Enabled => Environment.GetEnvironmentVariable(EnableVariable) == "1";

    public static IReadOnlyList<SerializerEntry> Entries { get; } =
    [
        Fault("FaultCrash", () => Environment.FailFast("fault injection: crash")),
        Fault("FaultHang", () => Thread.Sleep(Timeout.Infinite)),
        Fault("FaultGarbage", () =>
        {
            Console.Out.Write("\u0001garbage, not a result row\n");
            Console.Out.Flush();
            Environment.Exit(0);
        }),
    ];

    static SerializerEntry Fault(string name, Action fault) => new(name, _ => new Faulty(name, fault));

    sealed class Faulty(string name, Action fault) : SerializerAdapter
    {
        public override SerializerInfo Info { get; } = new(name, "https://example.invalid", DataFormat.Binary, "Fault injection", false, typeof(Faulty).Assembly);

        public override void Serialize<T>(T value, MemoryStream output) => fault();

        public override T Deserialize<T>(MemoryStream input) => throw new InvalidOperationException("unreachable");
    }
}
