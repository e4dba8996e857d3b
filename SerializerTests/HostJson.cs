using System.Text.Json.Serialization;
using SerializerTests.Serializers;

namespace SerializerTests;

/// <summary>The host's own JSON (<c>-describe</c>), generated so that the NativeAOT host needs no reflection for it.</summary>
[JsonSourceGenerationOptions(UseStringEnumConverter = true)]
[JsonSerializable(typeof(AdapterFacts))]
public sealed partial class HostJson : JsonSerializerContext;
