using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerializerTests.Serializers.Json;

/// <summary>System.Text.Json with reflection-based metadata, the default way most code uses it.</summary>
/// <param name="path">A <see cref="Utf8JsonWriter"/> over the caller's buffer (the default: measured as fast as the
/// Stream overload for small messages and faster for large ones), or the Stream overload
/// (<c>SystemTextJson.LibraryStream</c>, run only when named; docs/accuracy.md "Paths" has both).</param>
public sealed class SystemTextJsonAdapter(bool referenceTracking, OutputBuffer path = OutputBuffer.CallerBuffer)
    : SerializerAdapter
{
    [Serializer("SystemTextJson")]
    public static SerializerAdapter Create(AdapterOptions o) => new SystemTextJsonAdapter(o.ReferenceTracking);
    [Serializer("SystemTextJson.LibraryStream", PathAlternative = true)]
    public static SerializerAdapter CreateLibraryStream(AdapterOptions o) =>
        new SystemTextJsonAdapter(o.ReferenceTracking, OutputBuffer.LibraryStream);

    readonly JsonSerializerOptions _options =
        new() { ReferenceHandler = referenceTracking ? ReferenceHandler.Preserve : null, IncludeFields = true };

    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor("SystemTextJson", path, OutputBuffer.CallerBuffer),
        "https://learn.microsoft.com/dotnet/standard/serialization/system-text-json/overview",
        DataFormat.Text, "Json", typeof(JsonSerializer).Assembly)
    {
        Package = "System.Text.Json",
        VersionedBy = "property names ([JsonPropertyName] keeps a renamed member's name)",
        WritesPrivateMembers = true,
        OutputBuffer = path,
        Path = new(path == OutputBuffer.LibraryStream ? "JsonSerializer.Serialize(Stream, value, options)"
            : "JsonSerializer.Serialize(Utf8JsonWriter, value, options)",
            "JsonSerializer.Deserialize<T>(ReadOnlySpan<byte>, options)",
            "https://learn.microsoft.com/dotnet/standard/serialization/system-text-json/how-to#serialize-to-utf-8"),
        Notes = "Reflection metadata is disabled under NativeAOT (use the source-generated adapter there). With "
            + "-reftracking, references are preserved for objects but not for strings, so ReferenceBookShelf's shared "
            + "string is still written once per entry (TracksReferences is false). IncludeFields is on (public fields "
            + "are skipped by default), for simpleobjectfields. A null byte[] member is not written (the types' "
            + "[JsonIgnore(Condition = WhenWritingNull)], for the source-generated adapter's sake: the two write the "
            + "same bytes).",
    };

    readonly Utf8JsonOutput _json = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (path == OutputBuffer.LibraryStream)
        {
            JsonSerializer.Serialize(output, value, _options);
            return;
        }
        var writer = _json.Over(output);
        JsonSerializer.Serialize(writer, value, _options);
        writer.Flush();
    }

    public override T Deserialize<T>(MemoryStream input) =>
        JsonSerializer.Deserialize<T>(input.RemainingSpan(), _options)!;
}
