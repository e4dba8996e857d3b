// A test adapter for -test hostile, added to a run with --adapter (Tests/Faults/FaultFiles.cs): it writes four bytes
// and reads them back into the object it last wrote, but meets the corrupt inputs with every outcome the orchestrator
// must survive: the empty input hangs, one byte fails fast, two bytes overflow the stack, a leading 0xFF allocates
// 32 MB, a zero last byte returns null; anything else other than its own bytes throws.
namespace SerializerTests.Serializers.Faults;

public sealed class FaultHostile : SerializerAdapter
{
    [Serializer("FaultHostile")]
    public static SerializerAdapter Create(AdapterOptions _) => new FaultHostile();

    static readonly byte[] Message = [1, 2, 3, 4];
    object? _written;

    public override SerializerInfo Info { get; } =
        new("FaultHostile", "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(FaultHostile).Assembly);

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

    // Not a tail call (the addition comes after it), so every level takes a stack frame.
    static int Recurse(int depth) => 1 + Recurse(depth + 1);
}
