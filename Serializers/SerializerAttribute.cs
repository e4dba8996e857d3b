namespace SerializerTests.Serializers;

/// <summary>
/// Registers the static factory it marks (<c>static SerializerAdapter Create(AdapterOptions o)</c>, in the adapter's own
/// file) as the serializer <paramref name="name"/>: Tools/CatalogGenerator writes <see cref="SerializerCatalog"/>'s
/// entries and <see cref="SerializerFactories"/> from these, so that a serializer is its adapter file and nothing else
/// of ours.
/// </summary>
/// <param name="name">The serializer's identity everywhere (the host's <c>-serializer</c>, RunAll's
/// <c>--serializers</c>, the CSVs' <c>Serializer</c> column); the adapter's <see cref="SerializerInfo.Name"/> equals
/// it.</param>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
public sealed class SerializerAttribute(string name) : Attribute
{
    public string Name { get; } = name;

    /// <summary>The library's setting for untrusted input that <see cref="AdapterOptions.Hardened"/> switches on, where
    /// the adapter does not use it by default (the hostile test runs both).</summary>
    public string? Hardening { get; set; }

    /// <summary>One of the paths audit's alternatives (<see cref="SerializerCatalog.PathAlternatives"/>): selected only
    /// by exact name.</summary>
    public bool PathAlternative { get; set; }
}
