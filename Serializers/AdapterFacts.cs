namespace SerializerTests.Serializers;

/// <summary>
/// What the orchestrator needs to know of an adapter besides its rows, as text: RunAll reads it from its own copy of the
/// catalog, and for an adapter it adds from a file (RunAll's option adapter), which only the host it builds contains,
/// from that host's <c>-describe</c>.
/// </summary>
/// <param name="Source">The file whose <see cref="SerializerAttribute"/> factory registered the adapter.</param>
/// <param name="LibraryAssembly">The simple name of <see cref="SerializerInfo.Library"/>.</param>
public sealed record AdapterFacts(string Name, string Source, string LibraryAssembly, string LibraryVersion)
{
    public string? Package { get; init; }
    public DataModel Model { get; init; }
    public Maintenance Maintenance { get; init; }
    public string? ConversionInTimedCall { get; init; }
    public LibraryWarning? UntrustedInputWarning { get; init; }
    public string? CheckedByFraming { get; init; }
    public string? Hardening { get; init; }

    /// <summary>The facts of <paramref name="entry"/>, whose adapter describes itself as <paramref name="info"/>.</summary>
    public static AdapterFacts Of(SerializerEntry entry, SerializerInfo info)
    {
        return new(entry.Name, entry.Source, info.Library.GetName().Name ?? "", info.LibraryVersion)
        {
            Package = info.Package,
            Model = info.Model,
            Maintenance = info.Maintenance,
            ConversionInTimedCall = info.ConversionInTimedCall,
            UntrustedInputWarning = info.UntrustedInputWarning,
            CheckedByFraming = info.CheckedByFraming,
            Hardening = entry.Hardening,
        };
    }
}
