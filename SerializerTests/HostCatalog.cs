using SerializerTests.FaultInjection;
using SerializerTests.Serializers;
using SerializerTests.Serializers.Baselines;

namespace SerializerTests;

/// <summary>The serializers this host offers: the catalog, plus the fault-injection adapters when tests switch them on.</summary>
public static class HostCatalog
{
    public static IReadOnlyList<SerializerEntry> Current =>
        FaultInjectionAdapters.Enabled ? [.. SerializerCatalog.All, .. FaultInjectionAdapters.Entries] : SerializerCatalog.All;

    /// <summary>Adapters that measure the harness rather than a library: run only when named, never listed or run by default.</summary>
    public static IReadOnlyList<SerializerEntry> Probes { get; } = [new(EmptyAdapter.Name, _ => new EmptyAdapter())];

    /// <summary>Everything a name can select: <see cref="Current"/> and the <see cref="Probes"/>.</summary>
    public static IReadOnlyList<SerializerEntry> Selectable => [.. Current, .. Probes];
}
