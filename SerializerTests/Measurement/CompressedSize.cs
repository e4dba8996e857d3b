using System.Buffers;
using System.IO.Compression;

namespace SerializerTests.Measurement;

/// <summary>
/// A message's size after standard compression, for the question "bytes on the wire": GZip at <see cref="CompressionLevel.Optimal"/>
/// (zlib level 6, the default of HTTP servers) and Brotli at quality 4 with its default 22-bit window (what
/// <see cref="CompressionLevel.Optimal"/> means for <see cref="BrotliStream"/>, and a common on-the-fly setting). Both compress
/// 66 MB of JSON in 1-2 s on this project's machine; higher Brotli qualities cost minutes at N = 1,000,000. Computed after the
/// timed runs, never inside them.
/// </summary>
public static class CompressedSize
{
    public const int BrotliQuality = 4;

    public static long GZip(ReadOnlySpan<byte> message)
    {
        var counter = new CountingStream();
        using (var gzip = new GZipStream(counter, CompressionLevel.Optimal, leaveOpen: true))
            gzip.Write(message);
        return counter.Length;
    }

    /// <summary>Through <see cref="BrotliEncoder"/> (the encoder <see cref="BrotliStream"/> drives, called as the stream calls it: the
    /// message, then the final block), which every runtime we build for has; the stream's quality setting came with .NET 9.</summary>
    public static long Brotli(ReadOnlySpan<byte> message)
    {
        using var encoder = new BrotliEncoder(BrotliQuality, BrotliWindow);
        Span<byte> output = stackalloc byte[16 * 1024];
        long length = 0;
        OperationStatus status;
        do
        {
            status = encoder.Compress(message, output, out int consumed, out int written, isFinalBlock: false);
            ThrowIfInvalid(status);
            message = message[consumed..];
            length += written;
        }
        while (status == OperationStatus.DestinationTooSmall || message.Length > 0);
        do
        {
            status = encoder.Compress([], output, out _, out int written, isFinalBlock: true);
            ThrowIfInvalid(status);
            length += written;
        }
        while (status != OperationStatus.Done);
        return length;
    }

    /// <summary>Brotli's default window (2^22 bytes), what <see cref="BrotliStream"/> uses.</summary>
    const int BrotliWindow = 22;

    static void ThrowIfInvalid(OperationStatus status)
    {
        if (status == OperationStatus.InvalidData)
            throw new InvalidOperationException("the Brotli encoder refused its input");
    }

    /// <summary>Counts the compressed bytes instead of keeping them: a large message's compressed copy is never held.</summary>
    sealed class CountingStream : Stream
    {
        long _length;

        public override long Length => _length;
        public override bool CanRead => false;
        public override bool CanSeek => false;
        public override bool CanWrite => true;
        public override long Position { get => _length; set => throw new NotSupportedException(); }

        public override void Write(byte[] buffer, int offset, int count) => _length += count;
        public override void Write(ReadOnlySpan<byte> buffer) => _length += buffer.Length;
        public override void Flush() { }
        public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();
        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
        public override void SetLength(long value) => throw new NotSupportedException();
    }
}
