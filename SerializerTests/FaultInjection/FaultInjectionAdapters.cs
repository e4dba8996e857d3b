using SerializerTests.Serializers;

namespace SerializerTests.FaultInjection;

/// <summary>
/// Adapters that break the host process on purpose (crash, hang, garbage among the rows, chatter on stdout), so that tests can prove the
/// orchestrator survives them. They exist in the catalog only when <see cref="EnableVariable"/> is 1.
/// </summary>
public static class FaultInjectionAdapters
{
    public const string EnableVariable = "SERIALIZERTESTS_FAULT_INJECTION";

    public static bool Enabled => Environment.GetEnvironmentVariable(EnableVariable) == "1";

    /// <summary>Where the host writes its rows (stdout or the -rows file): FaultGarbage damages that stream.</summary>
    public static TextWriter Rows { get; set; } = Console.Out;

    public static IReadOnlyList<SerializerEntry> Entries { get; } =
    [
        Fault("FaultCrash", () => Environment.FailFast("fault injection: crash")),
        Fault("FaultHang", () => Thread.Sleep(Timeout.Infinite)),
        Fault("FaultGarbage", () =>
        {
            Rows.Write("\u0001garbage, not a result row\n");
            Rows.Flush();
            Environment.Exit(0);
        }),
        new(HostileFault.Name, _ => new HostileFault()),
        new("FaultChatter", _ => new Echo("FaultChatter", onFirstSerialize: () => Console.Out.Write("chatter from a library on stdout\n"))),
        new("FaultShort", _ => new Echo("FaultShort", onTenOrMore: () => Environment.Exit(0))),
    ];

    static SerializerEntry Fault(string name, Action fault) => new(name, _ => new Faulty(name, fault));

    sealed class Faulty(string name, Action fault) : SerializerAdapter
    {
        // VersionedBy: the versioning protocol runs the adapter (and meets its fault) only when it names a mechanism.
        public override SerializerInfo Info { get; } =
            new(name, "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(Faulty).Assembly)
        {
            VersionedBy = "none: it breaks on its first serialize",
        };

        public override void Serialize<T>(T value, MemoryStream output) => fault();

        public override T Deserialize<T>(MemoryStream input) => throw new InvalidOperationException("unreachable");
    }
}

/// <summary>
/// Round-trips by handing back the object it last wrote (so -Verify passes), with one misbehaviour: a line of chatter on stdout
/// before its first row, or a silent exit 0 when asked for ten or more books (the rows of the smaller counts already printed).
/// </summary>
sealed class Echo(string name, Action? onFirstSerialize = null, Action? onTenOrMore = null) : SerializerAdapter
{
    object? _written;

    public override SerializerInfo Info { get; } = new(name, "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(Echo).Assembly);

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (_written is null)
            onFirstSerialize?.Invoke();
        if (value is TypesToSerialize.BookShelf { Books.Count: >= 10 })
            onTenOrMore?.Invoke();
        _written = value;
        output.WriteByte(1);
    }

    public override T Deserialize<T>(MemoryStream input) => (T)_written!;
}

/// <summary>
/// For <c>-test hostile</c>: writes four bytes and reads them back into the object it last wrote, but meets the corrupt inputs
/// with every outcome the orchestrator must survive: the empty input hangs, one byte fails fast, two bytes overflow the
/// stack, a leading 0xFF allocates 32 MB, a zero last byte returns null; anything else other than its own bytes throws.
/// </summary>
sealed class HostileFault : SerializerAdapter
{
    public const string Name = "FaultHostile";
    static readonly byte[] Message = [1, 2, 3, 4];
    object? _written;

    public override SerializerInfo Info { get; } =
        new(Name, "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(HostileFault).Assembly);

    public override void Serialize<T>(T value, MemoryStream output)
    {
        _written = value;
        output.Write(Message);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        var bytes = input.ToArray();
        switch (bytes.Length)
        {
            case 0: Thread.Sleep(Timeout.Infinite); break;
            case 1: Environment.FailFast("fault injection: crash on one byte"); break;
            case 2: _ = Recurse(0); break;
        }
        if (bytes[0] == 0xFF)
            GC.KeepAlive(new byte[32 << 20]);
        if (bytes.AsSpan().SequenceEqual(Message))
            return (T)_written!;
        if (bytes.Length == Message.Length && bytes[^1] == 0)
            return null!;
        throw new FormatException("fault injection: not my bytes");
    }

    /// <summary>Not a tail call (the addition comes after it), so every level takes a stack frame.</summary>
    static int Recurse(int depth) => 1 + Recurse(depth + 1);
}
