namespace SerializerTests.Serializers.Baselines;

/// <summary> Does nothing: serialize writes no byte, deserialize returns null (so -Verify reports it as failed). Timed
/// by the same loop as the real adapters, it shows what the harness itself costs per operation (docs/accuracy.md).
/// Never part of a default run; select it by name.</summary>
public sealed class EmptyAdapter : SerializerAdapter
{
    public const string Name = "Empty";

    public override SerializerInfo Info { get; } = new(Name, "https://github.com/Alois-xx/SerializerTests",
        DataFormat.Binary, "Nothing (harness overhead probe)", typeof(EmptyAdapter).Assembly)
    {
        VersioningNotTested = "not a serializer: it writes nothing",
        Maintenance = Maintenance.NotASerializer,
        Notes = "Harness probe, not a serializer: writes nothing and reads nothing; its times are the harness's own "
            + "cost.",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
    }

    public override T Deserialize<T>(MemoryStream input) => default!;
}
