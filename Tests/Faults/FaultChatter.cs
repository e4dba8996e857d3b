// A test adapter, added to a run with --adapter (Tests/Faults/FaultFiles.cs): it round-trips by handing back the object
// it last wrote (so -Verify passes), and writes a line of chatter on stdout
// before its first row, as a library might.
namespace SerializerTests.Serializers.Faults;

public sealed class FaultChatter : SerializerAdapter
{
    [Serializer("FaultChatter")]
    public static SerializerAdapter Create(AdapterOptions _) => new FaultChatter();

    object? _written;

    public override SerializerInfo Info { get; } =
        new("FaultChatter", "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(FaultChatter).Assembly);

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (_written is null)
            Console.Out.Write("chatter from a library on stdout\n");
        _written = value;
        output.WriteByte(1);
    }

    public override T Deserialize<T>(MemoryStream input) => (T)_written!;
}
