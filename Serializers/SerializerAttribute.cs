namespace SerializerTests.Serializers;

/// <summary>Registers the factory it marks as a serializer: Tools/CatalogGenerator writes
/// <see cref="SerializerCatalog"/> from these, so a serializer is its adapter file and nothing else.</summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
public sealed class SerializerAttribute(string name) : Attribute
{
    public string Name { get; } = name;

    /// <summary>The untrusted-input setting <see cref="AdapterOptions.Hardened"/> switches on.</summary>
    public string? Hardening { get; set; }

    /// <summary>Selected only by exact name (<see cref="SerializerCatalog.PathAlternatives"/>).</summary>
    public bool PathAlternative { get; set; }
}
