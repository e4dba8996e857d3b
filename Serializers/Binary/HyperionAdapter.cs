using Hyperion;

namespace SerializerTests.Serializers.Binary;

/// <summary>Akka.NET's Hyperion: a polymorphic field serializer that writes type names and emits IL per type.</summary>
public sealed class HyperionAdapter(bool referenceTracking) : SerializerAdapter
{
    readonly Serializer _serializer = new(SerializerOptions.Default.WithPreserveObjectReferences(referenceTracking));

    public override SerializerInfo Info { get; } = new("Hyperion", "https://github.com/akkadotnet/Hyperion",
        DataFormat.Binary, "Hyperion", typeof(Serializer).Assembly)
    {
        VersioningNotTested = "the stream names the .NET type; the pairs here are two types in one process, so every case would fail on the type name rather than on the change (measuring it needs two builds of one type)",
        Maintenance = Maintenance.MaintenanceMode,
        Insecure = true,
        WritesPrivateMembers = true,
        Notes = "Insecure: the payload names the .NET types to create and, by default, Hyperion creates any type it names except a short deny-list of known gadgets " +
                "(an allow-list needs SerializerOptions.WithTypeFilter); never deserialize untrusted input. Writes fields, so the private Secret too. " +
                "Version tolerance is off by default, so a changed type cannot read old payloads. Emits IL per type. " +
                "With -reftracking, PreserveObjectReferences is on but does not share strings, so ReferenceBookShelf's shared string is written once per entry (TracksReferences is false). Last release 0.12.2 (March 2022).",
    };

    public override void Serialize<T>(T value, MemoryStream output) => _serializer.Serialize(value, output);

    public override T Deserialize<T>(MemoryStream input) => _serializer.Deserialize<T>(input);
}
