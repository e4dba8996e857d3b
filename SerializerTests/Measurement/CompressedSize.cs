using System.Buffers;
using System.IO.Compression;

namespace SerializerTests.Measurement;

/// <summary>Computed after the timed runs, never inside them; higher Brotli qualities would cost minutes at large
/// N.</summary>
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

    /// <summary>Through <see cref="BrotliEncoder"/>: the stream's quality setting came with .NET 9.</summary>
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

    const int BrotliWindow = 22;

    static void ThrowIfInvalid(OperationStatus status)
    {
        if (status == OperationStatus.InvalidData)
            throw new InvalidOperationException("the Brotli encoder refused its input");
    }

    /// <summary>Counts instead of keeping, so a large message's compressed copy is never held.</summary>
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
