// A test adapter, added to a run with --adapter (Tests/Faults/FaultFiles.cs): it fails fast on its first serialize.
namespace SerializerTests.Serializers.Faults;

public sealed class FaultCrash : SerializerAdapter
{
    [Serializer("FaultCrash")]
    public static SerializerAdapter Create(AdapterOptions _) => new FaultCrash();

    // VersionedBy: the versioning protocol runs an adapter (and meets its fault) only when it names a mechanism.
    public override SerializerInfo Info { get; } =
        new("FaultCrash", "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(FaultCrash).Assembly)
        {
            VersionedBy = "none: it breaks on its first serialize",
        };

    public override void Serialize<T>(T value, MemoryStream output) => Environment.FailFast("fault injection: crash");

    public override T Deserialize<T>(MemoryStream input) => throw new InvalidOperationException("unreachable");
}
