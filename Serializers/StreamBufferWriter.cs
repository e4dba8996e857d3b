using System.Buffers;

namespace SerializerTests.Serializers;

/// <summary>
/// The caller's <see cref="MemoryStream"/> as an <see cref="IBufferWriter{T}"/>: a library whose fast path writes to a buffer writer
/// fills the stream's own buffer from its position on, with no copy. Handing out memory lengthens the stream, which zero-fills what
/// it hands out (the only public way to lengthen a MemoryStream); the chunks grow with what was written, so that pass covers at most
/// twice the message, in memory the library is about to write anyway. <see cref="Advance"/> leaves the stream's length at the end of
/// what was written, so the stream is whole whenever the library stops.
/// </summary>
public sealed class StreamBufferWriter : IBufferWriter<byte>
{
    const int SmallestChunk = 256;

    MemoryStream _stream = new(0);
    long _start;

    /// <summary>Writes at <paramref name="output"/>'s position from now on: one writer can serve every call, as a library's own would.</summary>
    public StreamBufferWriter Reset(MemoryStream output)
    {
        _stream = output;
        _start = output.Position;
        return this;
    }

    public void Advance(int count)
    {
        long end = _stream.Position + count;
        if (count < 0 || end > _stream.Length)
            throw new ArgumentOutOfRangeException(nameof(count), count, "advanced past the memory handed out");
        _stream.SetLength(end);
        _stream.Position = end;
    }

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        long position = _stream.Position;
        int size = (int)Math.Max(sizeHint, Math.Clamp(position - _start, SmallestChunk, 1 << 20));
        _stream.SetLength(position + size);
        return _stream.GetBuffer().AsMemory((int)position, size);
    }

    public Span<byte> GetSpan(int sizeHint = 0) => GetMemory(sizeHint).Span;
}
