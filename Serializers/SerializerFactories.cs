namespace SerializerTests.Serializers;

/// <summary>One factory method per catalog entry (written by Tools/CatalogGenerator), so a NativeAOT app that calls one
/// compiles that adapter alone.</summary>
public static partial class SerializerFactories
{
    public static string MethodOf(string serializer) => serializer.Replace('.', '_');
}
