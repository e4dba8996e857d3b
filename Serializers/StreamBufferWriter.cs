using System.Buffers;
using System.Runtime.CompilerServices;

namespace SerializerTests.Serializers;

/// <summary>The caller's <see cref="MemoryStream"/> as an <see cref="IBufferWriter{T}"/>, so a library fills the
/// stream's own buffer with no copy.</summary>
/// <remarks>SetLength zero-fills the new range, a pass over whatever a library asks for, so <see cref="Advance"/> sets
/// the length field through <see cref="UnsafeAccessorAttribute"/>; StreamBufferWriterTests catch a runtime that renames
/// it.</remarks>
public sealed class StreamBufferWriter : IBufferWriter<byte>
{
    MemoryStream _stream = null!; // set by Reset before any use

    /// <summary>Writes at the end of <paramref name="output"/> from now on, so one writer serves every call.</summary>
    public StreamBufferWriter Reset(MemoryStream output)
    {
        if (output.Position != output.Length)
            throw new ArgumentException("A buffer writer appends: the stream's position must be its end.",
                nameof(output));
        _stream = output;
        return this;
    }

    public void Advance(int count)
    {
        if (count < 0 || _stream.Position + count > _stream.Capacity)
            throw new ArgumentOutOfRangeException(nameof(count), count, "advanced past the memory handed out");
        LengthField(_stream) += count;
        _stream.Position += count;
    }

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        int position = (int)_stream.Position, needed = position + Math.Max(sizeHint, 1);
        if (needed > _stream.Capacity)
            _stream.Capacity = (int)Math.Min(Array.MaxLength, Math.Max(needed, 2L * _stream.Capacity));
        return _stream.GetBuffer().AsMemory(position);
    }

    public Span<byte> GetSpan(int sizeHint = 0) => GetMemory(sizeHint).Span;

    [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_length")]
    static extern ref int LengthField(MemoryStream stream);
}
