using SerializerTests.FaultInjection;
using SerializerTests.Serializers;

namespace SerializerTests;

/// <summary>The serializers this host offers: the catalog, plus the fault-injection adapters when tests switch them on.</summary>
public static class HostCatalog
{
    public static IReadOnlyList<SerializerEntry> Current =>
        FaultInjectionAdapters.Enabled ? [.. SerializerCatalog.All, .. FaultInjectionAdapters.Entries] : SerializerCatalog.All;
}
