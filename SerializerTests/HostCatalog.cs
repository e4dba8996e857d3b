using SerializerTests.Serializers;
using SerializerTests.Serializers.Baselines;

namespace SerializerTests;

/// <summary>What this host offers: the catalog's serializers, and probes that measure the harness rather than a
/// library.</summary>
public static class HostCatalog
{
    public static IReadOnlyList<SerializerEntry> Current => SerializerCatalog.All;

    /// <summary>Run only when named, never listed or run by default.</summary>
    public static IReadOnlyList<SerializerEntry> Probes { get; } = [new(EmptyAdapter.Name, _ => new EmptyAdapter())];

    public static IReadOnlyList<SerializerEntry> Selectable =>
        [.. Current, .. SerializerCatalog.PathAlternatives, .. Probes];
}
