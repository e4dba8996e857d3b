namespace SerializerTests.Serializers;

/// <summary>What RunAll needs of an adapter besides its rows, as text, so an adapter added from a file can tell it
/// through <c>-describe</c>.</summary>
public sealed record AdapterFacts(string Name, string Source, string LibraryAssembly, string LibraryVersion)
{
    public string? Package { get; init; }
    public DataModel Model { get; init; }
    public Maintenance Maintenance { get; init; }
    public string? ConversionInTimedCall { get; init; }
    public LibraryWarning? UntrustedInputWarning { get; init; }
    public string? CheckedByFraming { get; init; }
    public string? Hardening { get; init; }

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
