namespace SerializerTests.Serializers.Json;

/// <summary>What ServiceStack.Text (10.5.0) cannot round-trip, shared by its JSON and JSV adapters.</summary>
static class ServiceStackLimits
{
    /// <summary>
    /// Seen here: it writes a struct through ToString() and, lacking a static Parse, deserializing a Vector3[] throws
    /// NullReferenceException. JsConfig&lt;Vector3&gt;.TreatValueAsRefType makes it write JSON objects, but a single
    /// Vector3 then still reads back as zeros and the array still throws.
    /// </summary>
    public const string Structs = "ServiceStack.Text cannot read structs back (Vector3[] throws NullReferenceException, even with JsConfig<T>.TreatValueAsRefType)";
}
