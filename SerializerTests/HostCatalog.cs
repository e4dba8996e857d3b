using SerializerTests.Serializers;
using SerializerTests.Serializers.Baselines;

namespace SerializerTests;

public static class HostCatalog
{
    public static IReadOnlyList<SerializerEntry> Current => SerializerCatalog.All;

    public static IReadOnlyList<SerializerEntry> Probes { get; } = [new(EmptyAdapter.Name, _ => new EmptyAdapter())];

    public static IReadOnlyList<SerializerEntry> Harness => Probes;

    public static IReadOnlyList<SerializerEntry> Selectable =>
        [.. Current, .. SerializerCatalog.PathAlternatives, .. Probes];
}
