using System.Text;

namespace InHouse.Codec;

/// <summary>Writes records as little-endian fields: a string is its UTF-8 byte count (−1 for null) and bytes, a list
/// its count first.</summary>
public sealed class RecordWriter(Stream stream) : IDisposable
{
    readonly BinaryWriter _writer = new(stream, Encoding.UTF8, leaveOpen: true);

    public void Write(int value) => _writer.Write(value);

    public void Write(string? value)
    {
        if (value is null)
        {
            _writer.Write(-1);
            return;
        }
        _writer.Write(Encoding.UTF8.GetByteCount(value));
        _writer.Write(Encoding.UTF8.GetBytes(value));
    }

    public void Write(byte[]? value)
    {
        _writer.Write(value?.Length ?? -1);
        if (value is not null)
            _writer.Write(value);
    }

    public void Dispose() => _writer.Dispose();
}

/// <summary>Reads what <see cref="RecordWriter"/> wrote, refusing a length the stream cannot hold.</summary>
public sealed class RecordReader(Stream stream) : IDisposable
{
    readonly BinaryReader _reader = new(stream, Encoding.UTF8, leaveOpen: true);

    public int ReadInt32() => _reader.ReadInt32();

    public string? ReadString() => ReadLength() is var length and >= 0 ? Encoding.UTF8.GetString(_reader.ReadBytes(length)) : null;

    public byte[]? ReadBytes() => ReadLength() is var length and >= 0 ? _reader.ReadBytes(length) : null;

    /// <summary>A count or a length: −1 for null, and never more than the bytes left.</summary>
    public int ReadLength()
    {
        int length = _reader.ReadInt32();
        if (length < -1 || length > stream.Length - stream.Position)
            throw new InvalidDataException($"length {length} at {stream.Position - 4} does not fit the {stream.Length - stream.Position} bytes left");
        return length;
    }

    public void Dispose() => _reader.Dispose();
}
