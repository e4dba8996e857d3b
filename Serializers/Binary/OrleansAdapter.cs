using Microsoft.Extensions.DependencyInjection;
using Orleans;
using Orleans.Serialization;
using SerializerTests.TypesToSerialize;

// Orleans' source generator writes the codecs for TypesToSerialize's [GenerateSerializer] types into this assembly.
[assembly: GenerateCodeForDeclaringAssembly(typeof(Book))]

namespace SerializerTests.Serializers.Binary;

/// <summary>Orleans' serializer without a silo: source-generated, version-tolerant codecs.</summary>
public sealed class OrleansAdapter(OutputBuffer path = OutputBuffer.LibraryStream) : SerializerAdapter
{
    [Serializer("Orleans")]
    public static SerializerAdapter Create(AdapterOptions _) => new OrleansAdapter();
    [Serializer("Orleans.CallerBuffer", PathAlternative = true)]
    public static SerializerAdapter CreateCallerBuffer(AdapterOptions _) =>
        new OrleansAdapter(OutputBuffer.CallerBuffer);

    readonly Lazy<Serializer> _serializer =
        new(() => new ServiceCollection().AddSerializer().BuildServiceProvider().GetRequiredService<Serializer>());

    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor("Orleans", path, OutputBuffer.LibraryStream),
        "https://learn.microsoft.com/dotnet/orleans/host/configuration-guide/serialization",
        DataFormat.Binary, "Orleans", typeof(Serializer).Assembly)
    {
        Package = "Microsoft.Orleans.Serialization",
        VersionedBy = "field ids ([Id(n)])",
        TracksReferences = true,
        OutputBuffer = path,
        Path = new(path == OutputBuffer.LibraryStream ? "Serializer.Serialize(value, Stream)"
            : "Serializer.Serialize(value, IBufferWriter<byte>)",
            "Serializer.Deserialize<T>(ReadOnlyMemory<byte>)",
            "https://learn.microsoft.com/dotnet/orleans/host/configuration-guide/serialization"),
        Notes = "Codecs generated at build time from [GenerateSerializer]/[Id]; the serializer comes from a "
            + "dependency-injection container built on first use. The private Secret, although it carries an [Id], "
            + "comes back null. Tracks references within each message: every string, byte array, list and object of a "
            + "class without [SuppressReferenceTracking] goes into a table made per call (a scan of up to 64 entries, "
            + "then a dictionary). The attribute is the library's only opt-out and works when the codec is generated "
            + "at build time, so one type cannot be measured both ways; the documentation presents the tracking "
            + "(object identity preserved) as the default, which is what is measured.",
    };

    // Reset to the caller's stream per call, so the timed call allocates nothing of ours.
    readonly StreamBufferWriter _writer = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (path == OutputBuffer.LibraryStream)
            _serializer.Value.Serialize(value, output);
        else
            _serializer.Value.Serialize(value, _writer.Reset(output));
    }

    public override T Deserialize<T>(MemoryStream input) => _serializer.Value.Deserialize<T>(input.RemainingMemory())!;
}
