namespace SerializerTests.Serializers.Baselines;

/// <summary>Null-aware helpers for the hand-written baseline: a length of -1 stands for null.</summary>
static class BinaryWriterExtensions
{
    public static void WriteNullable(this BinaryWriter writer, string? value)
    {
        writer.Write(value is not null);
        if (value is not null)
            writer.Write(value);
    }

    public static string? ReadNullableString(this BinaryReader reader) =>
        reader.ReadBoolean() ? reader.ReadString() : null;

    public static void WriteNullable(this BinaryWriter writer, byte[]? value)
    {
        writer.Write(value?.Length ?? -1);
        if (value is not null)
            writer.Write(value);
    }

    public static byte[]? ReadNullableBytes(this BinaryReader reader)
    {
        int length = reader.ReadInt32();
        return length < 0 ? null : reader.ReadBytes(length);
    }

    public static void WriteNullable(this BinaryWriter writer, int? value)
    {
        writer.Write(value.HasValue);
        if (value is { } v)
            writer.Write(v);
    }

    public static int? ReadNullableInt32(this BinaryReader reader) => reader.ReadBoolean() ? reader.ReadInt32() : null;

    public static void WriteNullable(this BinaryWriter writer, DateTime? value)
    {
        writer.Write(value.HasValue);
        if (value is { } v)
            writer.Write(v.ToBinary());
    }

    public static DateTime? ReadNullableDateTime(this BinaryReader reader) =>
        reader.ReadBoolean() ? DateTime.FromBinary(reader.ReadInt64()) : null;

    public static void WriteList<T>(this BinaryWriter writer, IReadOnlyCollection<T>? items, Action<BinaryWriter,
        T> writeItem)
    {
        writer.Write(items?.Count ?? -1);
        foreach (var item in items ?? [])
            writeItem(writer, item);
    }

    public static List<T>? ReadList<T>(this BinaryReader reader, Func<BinaryReader, T> readItem)
    {
        int count = reader.ReadInt32();
        if (count < 0)
            return null;
        var items = new List<T>(count);
        for (int i = 0; i < count; i++)
            items.Add(readItem(reader));
        return items;
    }

    public static T[]? ReadArray<T>(this BinaryReader reader, Func<BinaryReader, T> readItem)
    {
        int count = reader.ReadInt32();
        if (count < 0)
            return null;
        var items = new T[count];
        for (int i = 0; i < items.Length; i++)
            items[i] = readItem(reader);
        return items;
    }
}
