using System.Buffers;
using MemoryPack;
using MemoryPack.Compression;

namespace SerializerTests.Serializers.Binary;

/// <summary>MemoryPack over the types' source-generated code; optionally Brotli around the same bytes.</summary>
public sealed class MemoryPackAdapter(bool brotli, OutputBuffer path = OutputBuffer.CallerBuffer) : SerializerAdapter
{
    [Serializer("MemoryPack")]
    public static SerializerAdapter Create(AdapterOptions _) => new MemoryPackAdapter(brotli: false);
    [Serializer("MemoryPackBrotli")]
    public static SerializerAdapter CreateBrotli(AdapterOptions _) => new MemoryPackAdapter(brotli: true);
    [Serializer("MemoryPack.ReusedWriter", PathAlternative = true)]
    public static SerializerAdapter CreateReusedWriter(AdapterOptions _) =>
        new MemoryPackAdapter(brotli: false, OutputBuffer.ReusedWriter);

    ArrayBufferWriter<byte>? _buffer;

    public override SerializerInfo Info { get; } =
        new(SerializerInfo.NameFor(brotli ? "MemoryPackBrotli" : "MemoryPack", path, OutputBuffer.CallerBuffer),
        "https://github.com/Cysharp/MemoryPack", DataFormat.Binary, brotli ? "MemoryPack + Brotli" : "MemoryPack",
        typeof(MemoryPackSerializer).Assembly)
    {
        Package = "MemoryPack",
        VersionedBy =
            "declaration order (the default GenerateType.Object; GenerateType.VersionTolerant, which the benchmark "
                + "types do not use, adds tags)",
        OutputBuffer = path,
        Path = new(brotli
            ? "MemoryPackSerializer.Serialize(BrotliCompressor, value), then "
                + "BrotliCompressor.CopyTo(IBufferWriter<byte>)"
            : path == OutputBuffer.CallerBuffer ? "MemoryPackSerializer.Serialize(IBufferWriter<byte>, value)"
                : "MemoryPackSerializer.Serialize(ArrayBufferWriter<byte>, value), copied into the stream",
            brotli ? "MemoryPackSerializer.Deserialize<T>(BrotliDecompressor.Decompress(ReadOnlySpan<byte>))"
                : "MemoryPackSerializer.Deserialize<T>(ReadOnlySpan<byte>)",
            brotli ? "https://github.com/Cysharp/MemoryPack#compression"
                : "https://github.com/Cysharp/MemoryPack#serialize-api"),
        WritesPrivateMembers = true,
        CheckedByFraming = brotli
            ? "Brotli's stream format: its decoder rejects most damaged bytes before MemoryPack reads them" : null,
        Notes =
            "Source-generated formatters, members in declaration order ([MemoryPackInclude] on the private Secret). "
                + "Default layout: adding a member at the end is tolerated, anything else is not (version-tolerant "
                + "mode not used). No reference tracking. The generated static constructors register the formatters "
                + "when a test object is first created, which is before the timed first call."
            + (brotli
                ? " BrotliCompressor with its default level (Fastest) around the MemoryPack bytes. Under NativeAOT on "
                    + "net8.0 it kills the process "
                + "(\"Failed to create generic virtual method implementation\")." : ""),
    };

    // Reset to the caller's stream per call, so the timed call allocates nothing of ours.
    readonly StreamBufferWriter _writer = new();

    public override void Serialize<T>(T value, MemoryStream output)
    {
        if (path == OutputBuffer.CallerBuffer)
        {
            Write(value, _writer.Reset(output));
            return;
        }
        var buffer = _buffer ??= new ArrayBufferWriter<byte>(64 * 1024);
        buffer.ResetWrittenCount();
        Write(value, buffer);
        output.Write(buffer.WrittenSpan);
    }

    /// <summary>Generic over the writer, so its calls to the writer are not interface calls.</summary>
    void Write<T, TWriter>(T value, TWriter output) where TWriter : class, IBufferWriter<byte>
    {
        if (!brotli)
        {
            MemoryPackSerializer.Serialize(output, value);
            return;
        }
        using var compressor = new BrotliCompressor();
        MemoryPackSerializer.Serialize(compressor, value);
        compressor.CopyTo(output);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        if (!brotli)
            return MemoryPackSerializer.Deserialize<T>(input.RemainingSpan())!;
        using var decompressor = new BrotliDecompressor();
        return MemoryPackSerializer.Deserialize<T>(decompressor.Decompress(input.RemainingSpan()))!;
    }
}
