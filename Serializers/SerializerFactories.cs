namespace SerializerTests.Serializers;

/// <summary>
/// How each entry of <see cref="SerializerCatalog"/> is made, one method per entry named after it (<c>.</c> spelled <c>_</c>), written by
/// Tools/CatalogGenerator from the adapters' <see cref="SerializerAttribute"/> factories: a NativeAOT app that calls one of them (the
/// footprint apps, <c>Tools/FootprintApp</c>) compiles that adapter and its library alone, where the catalog's list roots every adapter.
/// </summary>
public static partial class SerializerFactories
{
    /// <summary>The name of <paramref name="serializer"/>'s method here.</summary>
    public static string MethodOf(string serializer) => serializer.Replace('.', '_');
}
