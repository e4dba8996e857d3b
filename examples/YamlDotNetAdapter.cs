#:package YamlDotNet@18.1.0

// An adapter of one's own, measured beside the built-in ones: ./RunAll.sh --quick --adapter
// examples/YamlDotNetAdapter.cs (docs/usage.md, "Your own serializer"). The line above names its package as a
// file-based app does.
using YamlDotNet.Serialization;

namespace SerializerTests.Serializers.Examples;

/// <summary>YamlDotNet through one serializer and one deserializer built with the builders' defaults, as its README
/// shows them.</summary>
public sealed class YamlDotNetAdapter : SerializerAdapter
{
    [Serializer("YamlDotNet")]
    public static SerializerAdapter Create(AdapterOptions _) => new YamlDotNetAdapter();

    readonly ISerializer _serializer = new SerializerBuilder().Build();
    readonly IDeserializer _deserializer = new DeserializerBuilder().Build();

    public override SerializerInfo Info { get; } = new("YamlDotNet", "https://github.com/aaubry/YamlDotNet", DataFormat.Text, "Yaml",
        typeof(ISerializer).Assembly)
    {
        Package = "YamlDotNet",
        Path = new("ISerializer.Serialize(TextWriter, value) over a StreamWriter", "IDeserializer.Deserialize<T>(TextReader) over a StreamReader",
            "https://github.com/aaubry/YamlDotNet/blob/master/README.md"),
        VersionedBy = "member names (a member the reader does not know is an error, the builder's default)",
        Notes = "Public properties and fields only: the private Secret is not written.",
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        using var writer = new StreamWriter(output, leaveOpen: true);
        _serializer.Serialize(writer, value);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        using var reader = new StreamReader(input, leaveOpen: true);
        return _deserializer.Deserialize<T>(reader);
    }
}
