// A test adapter, added to a run with --adapter (Tests/Faults/FaultFiles.cs): it hangs on its first serialize.
namespace SerializerTests.Serializers.Faults;

public sealed class FaultHang : SerializerAdapter
{
    [Serializer("FaultHang")]
    public static SerializerAdapter Create(AdapterOptions _) => new FaultHang();

    // VersionedBy: the versioning protocol runs an adapter (and meets its fault) only when it names a mechanism.
    public override SerializerInfo Info { get; } =
        new("FaultHang", "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(FaultHang).Assembly)
        {
            VersionedBy = "none: it breaks on its first serialize",
        };

    public override void Serialize<T>(T value, MemoryStream output) => Thread.Sleep(Timeout.Infinite);

    public override T Deserialize<T>(MemoryStream input) => throw new InvalidOperationException("unreachable");
}
