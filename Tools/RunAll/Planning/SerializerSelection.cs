using System.Collections.Frozen;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Planning;

public static class SerializerSelection
{
    /// <summary>Known serializers not available here are included: they get unsupported rows.</summary>
    public static (IReadOnlyList<string> Names, string? Unmatched) Select(RunSettings settings) =>
        Select(settings.Serializers);

    /// <summary>Licence-forbidden serializers are included, so their rows say why.</summary>
    public static (IReadOnlyList<string> Names, string? Unmatched) Select(IReadOnlyList<string> patterns)
    {
        if (patterns.Count == 0)
            return ([.. HostCatalog.Current.Select(e => e.Name), .. Added.Keys,
                .. SerializerCatalog.LicenceExcluded.Select(e => e.Name)], null);
        var (selected, unmatched) = SerializerCatalog.Select(
            [.. SerializerCatalog.Known, .. AddedEntries, .. HostCatalog.Probes], patterns);
        return (selected.Select(e => e.Name).ToList(), unmatched);
    }

    /// <summary>Lazy: making an adapter may set up its library.</summary>
    static readonly FrozenDictionary<string, Lazy<SerializerInfo>> Infos =
        HostCatalog.Selectable.ToFrozenDictionary(e => e.Name, e =>
            new Lazy<SerializerInfo>(() => e.Create(new AdapterOptions()).Info));

    static readonly Dictionary<string, AdapterFacts> Added = new(StringComparer.Ordinal);

    static IEnumerable<SerializerEntry> AddedEntries => Added.Values.Select(f =>
        new SerializerEntry(f.Name, _ =>
            throw new InvalidOperationException($"{f.Name} is made by the host built with its file")));

    public static IReadOnlyList<string> AllAdapters => [.. SerializerCatalog.All.Select(e => e.Name), .. Added.Keys];

    public static void Add(AdapterFacts facts) => Added[facts.Name] = facts;

    static readonly FrozenDictionary<string, Lazy<AdapterFacts>> BuiltIn =
        HostCatalog.Selectable.ToFrozenDictionary(e => e.Name, e =>
            new Lazy<AdapterFacts>(() => AdapterFacts.Of(e, InfoOf(e.Name)!)));

    public static AdapterFacts? FactsOf(string name) =>
        Added.GetValueOrDefault(name) ?? BuiltIn.GetValueOrDefault(name)?.Value;

    public static SerializerInfo? InfoOf(string name) => Infos.GetValueOrDefault(name)?.Value;

    /// <summary>An adapter on its library's own types writes the bytes of that library's row, already
    /// measured.</summary>
    public static IReadOnlyList<string> FromYourClasses(IReadOnlyList<string> names) =>
        [.. names.Where(n => !OnOwnTypes(n))];

    public static bool OnOwnTypes(string name) => FactsOf(name)?.Model == DataModel.OwnTypes;

    public static string? PackageOf(string name) => FactsOf(name)?.Package;
}
