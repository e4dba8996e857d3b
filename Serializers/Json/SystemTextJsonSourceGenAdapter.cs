using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;
using SerializerTests.TypesToSerialize.Versioning;

namespace SerializerTests.Serializers.Json;

/// <summary>System.Text.Json with generated metadata and serialization code: no reflection at run time.</summary>
/// <param name="path">The default keeps the generated fast path, which the Stream overload leaves once a message
/// outgrows its buffer.</param>
public sealed class SystemTextJsonSourceGenAdapter(bool referenceTracking,
    OutputBuffer path = OutputBuffer.CallerBuffer) : SerializerAdapter
{
    [Serializer("SystemTextJsonSourceGen")]
    public static SerializerAdapter Create(AdapterOptions o) => new SystemTextJsonSourceGenAdapter(o.ReferenceTracking);
    [Serializer("SystemTextJsonSourceGen.LibraryStream", PathAlternative = true)]
    public static SerializerAdapter CreateLibraryStream(AdapterOptions o) =>
        new SystemTextJsonSourceGenAdapter(o.ReferenceTracking, OutputBuffer.LibraryStream);

    readonly JsonSerializerContext _context = referenceTracking
        ? new TestTypesJsonContext(
            new JsonSerializerOptions(TestTypesJsonContext.Default.Options) { ReferenceHandler =
                ReferenceHandler.Preserve })
        : TestTypesJsonContext.Default;

    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor("SystemTextJsonSourceGen", path, OutputBuffer.CallerBuffer),
        "https://learn.microsoft.com/dotnet/standard/serialization/system-text-json/source-generation",
        DataFormat.Text, "Json", typeof(JsonSerializer).Assembly)
    {
        Package = "System.Text.Json",
        VersionedBy = "property names ([JsonPropertyName] keeps a renamed member's name)",
        OutputBuffer = path,
        Path = new(path == OutputBuffer.CallerBuffer
            ? "JsonSerializer.Serialize(Utf8JsonWriter, value, JsonTypeInfo<T>)"
            : "JsonSerializer.Serialize(Stream, value, JsonTypeInfo<T>)",
            "JsonSerializer.Deserialize(ReadOnlySpan<byte>, JsonTypeInfo<T>)",
            "https://learn.microsoft.com/dotnet/standard/serialization/system-text-json/source-generation"),
        Needs = type => type.JsonContext is not null ? null
            : $"needs a JsonSerializerContext for {type.Name} (declare one in the dataset file and give it as "
                + $"JsonContext)",
        Notes = "Skips the private Secret: generated code cannot reach a private [JsonInclude] member, and the "
            + "generator drops it without a warning. With -reftracking, references are preserved for objects but not "
            + "for strings, so ReferenceBookShelf's shared string is still written once per entry (TracksReferences is "
            + "false). IncludeFields is on (public fields are skipped by default), for simpleobjectfields. A null "
            + "byte[] member is not written (the types' [JsonIgnore(Condition = WhenWritingNull)], read back as null; "
            + "SystemTextJson does the same): the generated fast path of System.Text.Json 10.0 writes a null byte[] as "
            + "\"\" (a bug kept in SystemTextJsonSourceGenBugTests), and a null payload would come back empty.",
    };

    readonly Utf8JsonOutput _json = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (path == OutputBuffer.LibraryStream)
        {
            JsonSerializer.Serialize(output, value, TypeInfo<T>());
            return;
        }
        var writer = _json.Over(output);
        JsonSerializer.Serialize(writer, value, TypeInfo<T>());
        writer.Flush();
    }

    public override T Deserialize<T>(MemoryStream input) =>
        JsonSerializer.Deserialize(input.RemainingSpan(), TypeInfo<T>())!;

    JsonTypeInfo<T> TypeInfo<T>() => (JsonTypeInfo<T>)(_context.GetTypeInfo(typeof(T)) ?? _addedTypes.Get(typeof(T)));

    /// <summary>From a dataset file's context; with <c>-reftracking</c> under a copy of its options.</summary>
    readonly PerTypeCache<JsonTypeInfo> _addedTypes = new(type =>
    {
        var context = TestDataTypes.Find(type)?.JsonContext
            ?? throw new NotSupportedException($"No JsonSerializerContext for {type.Name}");
        return referenceTracking
            ? new JsonSerializerOptions(context.Options) { ReferenceHandler =
                ReferenceHandler.Preserve }.GetTypeInfo(type)
            : context.GetTypeInfo(type)
                ?? throw new NotSupportedException(
                    $"{context.GetType().Name} has no [JsonSerializable(typeof({type.Name}))]");
    });
}

[JsonSerializable(typeof(BookShelf))]
[JsonSerializable(typeof(BookShelf1))]
[JsonSerializable(typeof(BookShelf2))]
[JsonSerializable(typeof(LargeBookShelf))]
[JsonSerializable(typeof(ReferenceBookShelf))]
[JsonSerializable(typeof(Organization))]
[JsonSerializable(typeof(People))]
[JsonSerializable(typeof(Vector3[]))]
[JsonSerializable(typeof(Employee[]))]
[JsonSerializable(typeof(EmployeeComplex[]))]
[JsonSerializable(typeof(SimpleObject[]))]
[JsonSerializable(typeof(SimpleObjectWithFields[]))]
// The versioning pairs (SerializerTests -test versioning).
[JsonSerializable(typeof(AddedV1))]
[JsonSerializable(typeof(AddedV2))]
[JsonSerializable(typeof(RemovedV1))]
[JsonSerializable(typeof(RemovedV2))]
[JsonSerializable(typeof(ReorderedV1))]
[JsonSerializable(typeof(ReorderedV2))]
[JsonSerializable(typeof(RenamedV1))]
[JsonSerializable(typeof(RenamedV2))]
[JsonSerializable(typeof(WidenedV1))]
[JsonSerializable(typeof(WidenedV2))]
[JsonSerializable(typeof(NullableV1))]
[JsonSerializable(typeof(NullableV2))]
[JsonSerializable(typeof(EnumV1))]
[JsonSerializable(typeof(EnumV2))]
[JsonSerializable(typeof(ListV1))]
[JsonSerializable(typeof(ListV2))]
// Public fields are skipped by default; simpleobjectfields needs them.
[JsonSourceGenerationOptions(IncludeFields = true)]
internal sealed partial class TestTypesJsonContext : JsonSerializerContext;
