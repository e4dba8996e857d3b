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

    public static long Brotli(ReadOnlySpan<byte> message)
    {
        var counter = new CountingStream();
        using (var brotli = new BrotliStream(counter, new BrotliCompressionOptions { Quality = BrotliQuality }, leaveOpen: true))
            brotli.Write(message);
        return counter.Length;
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
