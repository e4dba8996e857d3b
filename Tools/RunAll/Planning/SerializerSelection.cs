using SerializerTests.RunAll.Cli;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Planning;

/// <summary>Which serializers a command runs, from its --serializers patterns.</summary>
public static class SerializerSelection
{
    /// <summary>The serializers --serializers names (all the host has when it names none), including ones that are
    /// known but not available here, which get unsupported rows; or the first pattern that matches nothing.</summary>
    public static (IReadOnlyList<string> Names, string? Unmatched) Select(RunAllOptions options) => Select(options.Serializers);

    /// <summary>As above for any list of patterns; the harness probes (Empty) are selectable by name too. With no pattern: every
    /// adapter, and the serializers whose licence forbids our use, so that their unsupported rows say why in every table.</summary>
    public static (IReadOnlyList<string> Names, string? Unmatched) Select(IReadOnlyList<string> patterns)
    {
        if (patterns.Count == 0)
            return ([.. HostCatalog.Current.Select(e => e.Name), .. SerializerCatalog.LicenceExcluded.Select(e => e.Name)], null);
        var (selected, unmatched) = SerializerCatalog.Select([.. SerializerCatalog.Known, .. HostCatalog.Harness], patterns);
        return (selected.Select(e => e.Name).ToList(), unmatched);
    }

    static readonly Dictionary<string, SerializerInfo?> Infos = [];

    /// <summary>The metadata of the adapter named <paramref name="serializer"/> (a side-by-side label names its adapter), made once; null
    /// for a name the host has no adapter for (a serializer whose package is not available here).</summary>
    public static SerializerInfo? InfoOf(string serializer)
    {
        string name = PackagePin.AdapterOf(serializer);
        lock (Infos)
        {
            if (!Infos.TryGetValue(name, out var info))
                Infos[name] = info = HostCatalog.Selectable.FirstOrDefault(e => e.Name == name)?.Create(new AdapterOptions()).Info;
            return info;
        }
    }

    /// <summary>The package the adapter <paramref name="serializer"/> declares (<see cref="SerializerInfo.Package"/>), or null.</summary>
    public static string? PackageOf(string serializer) => InfoOf(serializer)?.Package;
}
