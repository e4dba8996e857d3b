using SerializerTests.Serializers;
using SerializerTests.Serializers.Baselines;

namespace SerializerTests;

/// <summary>What this host offers: the serializers of <see cref="SerializerCatalog"/>, and probes that measure the harness
/// rather than a library.</summary>
public static class HostCatalog
{
    /// <summary>What the host runs when no serializer is named.</summary>
    public static IReadOnlyList<SerializerEntry> Current => SerializerCatalog.All;

    /// <summary>Adapters that measure the harness rather than a library: run only when named, never listed or run by default.</summary>
    public static IReadOnlyList<SerializerEntry> Probes { get; } = [new(EmptyAdapter.Name, _ => new EmptyAdapter())];

    /// <summary>The adapters that are not serializers.</summary>
    public static IReadOnlyList<SerializerEntry> Harness => Probes;

    /// <summary>Everything a name can select in the host: <see cref="Current"/>, the paths audit's alternatives and the
    /// <see cref="Probes"/>.</summary>
    public static IReadOnlyList<SerializerEntry> Selectable => [.. Current, .. SerializerCatalog.PathAlternatives, .. Probes];
}
