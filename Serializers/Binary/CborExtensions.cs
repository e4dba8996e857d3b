using System.Formats.Cbor;

namespace SerializerTests.Serializers.Binary;

/// <summary>Helpers for the hand-mapped CBOR adapter: null is CBOR null, objects are definite-length arrays.</summary>
static class CborExtensions
{
    /// <summary>RFC 9562's UUID tag; <see cref="CborTag"/> has no member for it.</summary>
    const CborTag Uuid = (CborTag)37;

    /// <summary>Straight into the stream's buffer, without the array <c>Encode()</c> would allocate.</summary>
    public static void EncodeTo(this CborWriter writer, MemoryStream output)
    {
        int start = (int)output.Position, end = start + writer.BytesWritten;
        if (output.Length < end)
            output.SetLength(end);
        writer.Encode(output.GetBuffer().AsSpan(start, writer.BytesWritten));
        output.Position = end;
    }

    public static bool TryReadNull(this CborReader reader)
    {
        if (reader.PeekState() != CborReaderState.Null)
            return false;
        reader.ReadNull();
        return true;
    }

    public static void WriteNullable(this CborWriter writer, string? value)
    {
        if (value is null) writer.WriteNull();
        else writer.WriteTextString(value);
    }

    public static string? ReadNullableString(this CborReader reader) =>
        reader.TryReadNull() ? null : reader.ReadTextString();

    public static void WriteNullable(this CborWriter writer, byte[]? value)
    {
        if (value is null) writer.WriteNull();
        else writer.WriteByteString(value);
    }

    public static byte[]? ReadNullableBytes(this CborReader reader) =>
        reader.TryReadNull() ? null : reader.ReadByteString();

    public static void WriteNullable(this CborWriter writer, int? value)
    {
        if (value is { } v) writer.WriteInt32(v);
        else writer.WriteNull();
    }

    public static int? ReadNullableInt32(this CborReader reader) => reader.TryReadNull() ? null : reader.ReadInt32();

    public static void WriteNullable(this CborWriter writer, decimal? value)
    {
        if (value is { } v) writer.WriteDecimal(v);
        else writer.WriteNull();
    }

    public static decimal? ReadNullableDecimal(this CborReader reader) =>
        reader.TryReadNull() ? null : reader.ReadDecimal();

    /// <summary><see cref="DateTime.ToBinary"/>, so every instant comes back exactly (tag 1 is coarser).</summary>
    public static void WriteDateTime(this CborWriter writer, DateTime value) => writer.WriteInt64(value.ToBinary());

    public static DateTime ReadDateTime(this CborReader reader) => DateTime.FromBinary(reader.ReadInt64());

    public static void WriteNullable(this CborWriter writer, DateTime? value)
    {
        if (value is { } v) writer.WriteDateTime(v);
        else writer.WriteNull();
    }

    public static DateTime? ReadNullableDateTime(this CborReader reader) =>
        reader.TryReadNull() ? null : reader.ReadDateTime();

    public static void WriteGuid(this CborWriter writer, Guid value)
    {
        Span<byte> bytes = stackalloc byte[16];
        value.TryWriteBytes(bytes, bigEndian: true, out _);
        writer.WriteTag(Uuid);
        writer.WriteByteString(bytes);
    }

    public static Guid ReadGuid(this CborReader reader)
    {
        Span<byte> bytes = stackalloc byte[16];
        return reader.ReadTag() == Uuid && reader.TryReadByteString(bytes, out int length) && length == bytes.Length
            ? new Guid(bytes, bigEndian: true)
            : throw new CborContentException("Expected a 16-byte UUID (tag 37).");
    }

    public static void WriteList<T>(this CborWriter writer, IReadOnlyCollection<T>? items, Action<CborWriter,
        T> writeItem)
    {
        if (items is null)
        {
            writer.WriteNull();
            return;
        }
        writer.WriteStartArray(items.Count);
        foreach (var item in items)
            writeItem(writer, item);
        writer.WriteEndArray();
    }

    /// <summary>Sized never beyond the bytes left, so a hostile length costs no more than the input itself.</summary>
    public static List<T>? ReadList<T>(this CborReader reader, Func<CborReader, T> readItem)
    {
        if (reader.TryReadNull())
            return null;
        int count = reader.ReadDefiniteLength();
        var items = new List<T>(Math.Min(count, reader.BytesRemaining));
        for (int i = 0; i < count; i++)
            items.Add(readItem(reader));
        reader.ReadEndArray();
        return items;
    }

    public static T[]? ReadArray<T>(this CborReader reader, Func<CborReader, T> readItem) =>
        reader.ReadList(readItem)?.ToArray();

    public static T ReadObject<T>(this CborReader reader, Func<CborReader, T> readMembers)
    {
        reader.ReadStartArray();
        var value = readMembers(reader);
        reader.ReadEndArray();
        return value;
    }

    static int ReadDefiniteLength(this CborReader reader) =>
        reader.ReadStartArray() ?? throw new CborContentException("Expected a definite-length array.");
}
