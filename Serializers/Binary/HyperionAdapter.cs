using Hyperion;
using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Serializers.Binary;

/// <summary>Akka.NET's Hyperion: a polymorphic field serializer that writes type names and emits IL per type.</summary>
public sealed class HyperionAdapter(bool referenceTracking) : SerializerAdapter
{
    [Serializer("Hyperion")]
    public static SerializerAdapter Create(AdapterOptions o) => new HyperionAdapter(o.ReferenceTracking);

    readonly Serializer _serializer = new(SerializerOptions.Default.WithPreserveObjectReferences(referenceTracking));

    // Known types are written as an index, so both builds' lists hold a type's two versions at the same index.
    Serializer? _oldBuild, _newBuild;

    Serializer For<T>() => Build<T>.Of switch
    {
        VersionBuild.Old => _oldBuild ??= KnownTypes(VersionChanges.OldTypes),
        VersionBuild.New => _newBuild ??= KnownTypes(VersionChanges.NewTypes),
        _ => _serializer,
    };

    enum VersionBuild { None, Old, New }

    /// <summary>Decided once per type, so timed calls pay no lookup.</summary>
    static class Build<T>
    {
        public static readonly VersionBuild Of = VersionChanges.OldTypes.Contains(typeof(T)) ? VersionBuild.Old
            : VersionChanges.NewTypes.Contains(typeof(T)) ? VersionBuild.New
            : VersionBuild.None;
    }

    Serializer KnownTypes(IReadOnlyList<Type> types) =>
        new(SerializerOptions.Default.WithPreserveObjectReferences(referenceTracking).WithKnownTypes(types));

    public override SerializerInfo Info { get; } = new("Hyperion", "https://github.com/akkadotnet/Hyperion",
        DataFormat.Binary, "Hyperion", typeof(Serializer).Assembly)
    {
        Package = "Hyperion",
        Path = new("Serializer.Serialize(value, Stream)", "Serializer.Deserialize<T>(Stream)",
            "https://github.com/akkadotnet/Hyperion#version-tolerance"),
        VersionedBy = "field layout (version tolerance off, the default); the pairs' types go through known types, "
            + "written as an index, so the two versions are one type in two builds",
        Maintenance = Maintenance.MaintenanceMode,
        UntrustedInputWarning =
            new("We've expanded our deserialization safety check to block dangerous types from being deserialized; we "
            + "recommend this method as a best practice to prevent deserialization of untrusted data. [The method: a "
            + "type filter, SerializerOptions.WithTypeFilter, which the default measured here does not set.]",
            "https://github.com/akkadotnet/Hyperion/releases/tag/0.12.0"),
        WritesPrivateMembers = true,
        Notes = "Insecure: the payload names the .NET types to create and, by default, Hyperion creates any type it "
            + "names except a short deny-list " +
                "of known gadgets " +
                "(an allow-list needs SerializerOptions.WithTypeFilter); never deserialize untrusted input. Writes "
                    + "fields, so the private Secret " +
                "too. " +
                "Version tolerance is off by default, so a changed type cannot read old payloads. Emits IL per type. " +
                "With -reftracking, PreserveObjectReferences is on but does not share strings, so "
                    + "ReferenceBookShelf's shared string is written " +
                "once per entry (TracksReferences is false). Last release 0.12.2 (March 2022).",
    };

    public override void Serialize<T>(T value, MemoryStream output) => For<T>().Serialize(value, output);

    public override T Deserialize<T>(MemoryStream input) => For<T>().Deserialize<T>(input);
}
