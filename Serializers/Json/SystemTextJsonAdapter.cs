using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerTests.Serializers.Json;

/// <summary>System.Text.Json with reflection-based metadata, the default way most code uses it.</summary>
public sealed class SystemTextJsonAdapter(bool referenceTracking) : SerializerAdapter
{
    readonly JsonSerializerOptions _options = new() { ReferenceHandler = referenceTracking ? ReferenceHandler.Preserve : null, IncludeFields = true };

    public override SerializerInfo Info { get; } = new("SystemTextJson", "https://learn.microsoft.com/dotnet/standard/serialization/system-text-json/overview",
        DataFormat.Text, "Json", typeof(JsonSerializer).Assembly)
    {
        VersionedBy = "property names ([JsonPropertyName] keeps a renamed member's name)",
        WritesPrivateMembers = true,
        Notes = "Reflection metadata is disabled under NativeAOT (use the source-generated adapter there). With -reftracking, references are preserved for objects but not for strings, so ReferenceBookShelf's shared string is still written once per entry (TracksReferences is false). IncludeFields is on (public fields are skipped by default), for simpleobjectfields.",
    };

    public override void Serialize<T>(T value, MemoryStream output) => JsonSerializer.Serialize(output, value, _options);

    public override T Deserialize<T>(MemoryStream input) => JsonSerializer.Deserialize<T>(input.RemainingSpan(), _options)!;
}
