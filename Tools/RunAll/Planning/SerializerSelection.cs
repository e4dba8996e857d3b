using System.Collections.Frozen;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Planning;

/// <summary>Which serializers a command runs, from its --serializers patterns.</summary>
public static class SerializerSelection
{
    /// <summary>The serializers --serializers names (all the host has when it names none), including ones that are
    /// known but not available here, which get unsupported rows; or the first pattern that matches nothing.</summary>
    public static (IReadOnlyList<string> Names, string? Unmatched) Select(RunSettings settings) => Select(settings.Serializers);

    /// <summary>As above for any list of patterns; the harness probes (Empty) are selectable by name too. With no pattern: every
    /// adapter, and the serializers whose licence forbids our use, so that their unsupported rows say why in every table.</summary>
    public static (IReadOnlyList<string> Names, string? Unmatched) Select(IReadOnlyList<string> patterns)
    {
        if (patterns.Count == 0)
            return ([.. HostCatalog.Current.Select(e => e.Name), .. Added.Keys, .. SerializerCatalog.LicenceExcluded.Select(e => e.Name)], null);
        var (selected, unmatched) = SerializerCatalog.Select([.. SerializerCatalog.Known, .. AddedEntries, .. HostCatalog.Harness], patterns);
        return (selected.Select(e => e.Name).ToList(), unmatched);
    }

    /// <summary>Each adapter's metadata, made on first use (making an adapter may set up its library).</summary>
    static readonly FrozenDictionary<string, Lazy<SerializerInfo>> Infos =
        HostCatalog.Selectable.ToFrozenDictionary(e => e.Name, e => new Lazy<SerializerInfo>(() => e.Create(new AdapterOptions()).Info));

    /// <summary>The adapters added from files (option adapter), as the host built with them describes them, in the order added.</summary>
    static readonly Dictionary<string, AdapterFacts> Added = new(StringComparer.Ordinal);

    static IEnumerable<SerializerEntry> AddedEntries => Added.Values.Select(f =>
        new SerializerEntry(f.Name, _ => throw new InvalidOperationException($"{f.Name} is made by the host built with its file")));

    /// <summary>The serializers a run measures by default that have an adapter: the catalog's, then those added from files.</summary>
    public static IReadOnlyList<string> AllAdapters => [.. SerializerCatalog.All.Select(e => e.Name), .. Added.Keys];

    /// <summary>Makes <paramref name="facts"/>' serializer selectable and its metadata known (<see cref="FactsOf"/>).</summary>
    public static void Add(AdapterFacts facts) => Added[facts.Name] = facts;

    static readonly FrozenDictionary<string, Lazy<AdapterFacts>> BuiltIn =
        HostCatalog.Selectable.ToFrozenDictionary(e => e.Name, e => new Lazy<AdapterFacts>(() => AdapterFacts.Of(e, InfoOf(e.Name)!)));

    /// <summary>What RunAll knows of the adapter named <paramref name="name"/>, built in or added; null for a name the host has no
    /// adapter for (a serializer whose package is not available here).</summary>
    public static AdapterFacts? FactsOf(string name) => Added.GetValueOrDefault(name) ?? BuiltIn.GetValueOrDefault(name)?.Value;

    /// <summary>The metadata of the adapter named <paramref name="name"/>; null for a name the host has no adapter for (a serializer
    /// whose package is not available here).</summary>
    public static SerializerInfo? InfoOf(string name) => Infos.GetValueOrDefault(name)?.Value;

    /// <summary>The serializers among <paramref name="names"/> that the hostile, versioning and footprint steps measure: an adapter on its
    /// library's own types (<see cref="DataModel.OwnTypes"/>) reads and writes the same bytes with the same library as that library's row
    /// from the C# objects, which those steps measure.</summary>
    public static IReadOnlyList<string> FromYourClasses(IReadOnlyList<string> names) => [.. names.Where(n => !OnOwnTypes(n))];

    /// <summary>The adapter <paramref name="name"/> times its library on the library's own data model.</summary>
    public static bool OnOwnTypes(string name) => FactsOf(name)?.Model == DataModel.OwnTypes;

    /// <summary>The package the adapter <paramref name="name"/> declares (<see cref="SerializerInfo.Package"/>), or null.</summary>
    public static string? PackageOf(string name) => FactsOf(name)?.Package;
}
