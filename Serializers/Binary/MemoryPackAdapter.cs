using System.Buffers;
using MemoryPack;
using MemoryPack.Compression;

namespace SerializerTests.Serializers.Binary;

/// <summary>
/// MemoryPack over the types' source-generated <c>[MemoryPackable]</c> code (the types are partial for it); optionally
/// its Brotli compressor around the same bytes.
/// </summary>
public sealed class MemoryPackAdapter(bool brotli) : SerializerAdapter
{
    // MemoryPack writes to an IBufferWriter; one reused buffer, copied into the caller's stream, avoids a byte[] per call.
    readonly ArrayBufferWriter<byte> _buffer = new(64 * 1024);

    public override SerializerInfo Info { get; } = new(brotli ? "MemoryPackBrotli" : "MemoryPack", "https://github.com/Cysharp/MemoryPack",
        DataFormat.Binary, brotli ? "MemoryPack + Brotli" : "MemoryPack", typeof(MemoryPackSerializer).Assembly)
    {
        VersionedBy = "declaration order (the default GenerateType.Object; GenerateType.VersionTolerant, which the benchmark types do not use, adds tags)",
        OutputBuffer = OutputBuffer.ReusedWriter,
        WritesPrivateMembers = true,
        Notes = "Source-generated formatters, members in declaration order ([MemoryPackInclude] on the private Secret). Default layout: adding a member "
            + "at the end is tolerated, anything else is not (version-tolerant mode not used). No reference tracking. The generated static constructors "
            + "register the formatters when a test object is first created, which is before the timed first call."
            + (brotli ? " BrotliCompressor with its default level (Fastest) around the MemoryPack bytes. Under NativeAOT on net8.0 it kills the process "
                + "(\"Failed to create generic virtual method implementation\")." : ""),
    };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        _buffer.ResetWrittenCount();
        if (brotli)
        {
            using var compressor = new BrotliCompressor();
            MemoryPackSerializer.Serialize(compressor, value);
            compressor.CopyTo(_buffer);
        }
        else
        {
            MemoryPackSerializer.Serialize(_buffer, value);
        }
        output.Write(_buffer.WrittenSpan);
    }

    public override T Deserialize<T>(MemoryStream input)
    {
        if (!brotli)
            return MemoryPackSerializer.Deserialize<T>(input.RemainingSpan())!;
        using var decompressor = new BrotliDecompressor();
        return MemoryPackSerializer.Deserialize<T>(decompressor.Decompress(input.RemainingSpan()))!;
    }
}
