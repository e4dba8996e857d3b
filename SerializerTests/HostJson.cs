using System.Text.Json.Serialization;
using SerializerTests.Serializers;

namespace SerializerTests;

/// <summary>Generated, so that the NativeAOT host needs no reflection for <c>-describe</c>.</summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(AdapterFacts))]
public sealed partial class HostJson : JsonSerializerContext;
