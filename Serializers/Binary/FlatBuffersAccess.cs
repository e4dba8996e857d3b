using System.Buffers;
using System.Buffers.Binary;
using Google.FlatBuffers;

namespace SerializerTests.Serializers.Binary;

/// <summary>What flatc's generated accessors would do, hand-written over the runtime's own types: Debian's flatc
/// generates code for an older runtime. Fields are addressed by their id in the schema.</summary>
static class FlatBuffersAccess
{
    public static int String(this FlatBufferBuilder b, string? value) => b.CreateString(value).Value;

    public static int Bytes(this FlatBufferBuilder b, byte[]? data) =>
        data is null ? 0 : Scalars(b, data, sizeof(byte));

    public static int Ints(this FlatBufferBuilder b, int[]? data) => data is null ? 0 : Scalars(b, data, sizeof(int));

    static int Scalars<T>(FlatBufferBuilder b, T[] data, int size) where T : struct
    {
        b.StartVector(size, data.Length, size);
        b.Add(data);
        return b.EndVector().Value;
    }

    public static int Strings(this FlatBufferBuilder b, IReadOnlyList<string>? items) =>
        b.Vector(items, static (b, s) => b.String(s));

    /// <summary>Each item is written first, as a vector may not enclose them.</summary>
    public static int Vector<T>(this FlatBufferBuilder b, IReadOnlyList<T>? items, Func<FlatBufferBuilder, T,
        int> write)
    {
        if (items is null)
            return 0;
        var offsets = ArrayPool<int>.Shared.Rent(items.Count);
        for (int i = 0; i < items.Count; i++)
            offsets[i] = write(b, items[i]);
        int vector = b.Vector(offsets.AsSpan(0, items.Count));
        ArrayPool<int>.Shared.Return(offsets);
        return vector;
    }

    public static int Vector(this FlatBufferBuilder b, ReadOnlySpan<int> offsets)
    {
        b.StartVector(sizeof(int), offsets.Length, sizeof(int));
        for (int i = offsets.Length - 1; i >= 0; i--)
            b.AddOffset(offsets[i]);
        return b.EndVector().Value;
    }

    /// <summary>Struct fields are written inline, last member first.</summary>
    public static void AddDecimal(this FlatBufferBuilder b, int id, decimal value)
    {
        Span<int> bits = stackalloc int[4];
        decimal.GetBits(value, bits);
        b.Prep(sizeof(int), 4 * sizeof(int));
        for (int i = 3; i >= 0; i--)
            b.PutInt(bits[i]);
        b.Slot(id);
    }

    public static void AddGuid(this FlatBufferBuilder b, int id, Guid value)
    {
        Span<byte> bytes = stackalloc byte[16];
        value.TryWriteBytes(bytes);
        b.Prep(sizeof(long), 16);
        b.PutLong(BinaryPrimitives.ReadInt64LittleEndian(bytes[8..]));
        b.PutLong(BinaryPrimitives.ReadInt64LittleEndian(bytes));
        b.Slot(id);
    }

    public static Table Root(ByteBuffer bb) => new(bb.Position + bb.GetInt(bb.Position), bb);

    /// <summary>0 when the field is absent.</summary>
    static int At(this Table t, int id) => t.__offset(4 + 2 * id) is var o and not 0 ? t.bb_pos + o : 0;

    public static int Int(this Table t, int id) => t.At(id) is var p and not 0 ? t.bb.GetInt(p) : 0;

    public static int? IntOrNull(this Table t, int id) => t.At(id) is var p and not 0 ? t.bb.GetInt(p) : null;

    public static long Long(this Table t, int id) => t.At(id) is var p and not 0 ? t.bb.GetLong(p) : 0;

    public static short Short(this Table t, int id) => t.At(id) is var p and not 0 ? t.bb.GetShort(p) : (short)0;

    public static byte Byte(this Table t, int id) => t.At(id) is var p and not 0 ? t.bb.Get(p) : (byte)0;

    public static bool Bool(this Table t, int id) => t.Byte(id) != 0;

    public static double Double(this Table t, int id) => t.At(id) is var p and not 0 ? t.bb.GetDouble(p) : 0;

    public static float Float(this Table t, int id) => t.At(id) is var p and not 0 ? t.bb.GetFloat(p) : 0;

    public static DateTime Date(this Table t, int id) => DateTime.FromBinary(t.Long(id));

    public static DateTime? DateOrNull(this Table t, int id) =>
        t.At(id) is var p and not 0 ? DateTime.FromBinary(t.bb.GetLong(p)) : null;

    public static decimal? DecimalOrNull(this Table t, int id) =>
        t.At(id) is var p and not 0
            ? new decimal([t.bb.GetInt(p), t.bb.GetInt(p + 4), t.bb.GetInt(p + 8), t.bb.GetInt(p + 12)]) : null;

    public static Guid Guid(this Table t, int id) =>
        t.At(id) is var p and not 0 ? new Guid(t.bb.ToArraySegment(p, 16)) : default;

    public static string? String(this Table t, int id) => t.At(id) is var p and not 0 ? t.__string(p) : null;

    public static byte[]? Bytes(this Table t, int id) => t.__vector_as_array<byte>(4 + 2 * id);

    public static int[]? Ints(this Table t, int id) => t.__vector_as_array<int>(4 + 2 * id);

    public static Table? SubTable(this Table t, int id) =>
        t.At(id) is var p and not 0 ? new Table(t.__indirect(p), t.bb) : null;

    /// <summary>Position 0 when the vector is absent.</summary>
    public static int Vector(this Table t, int id, out int count)
    {
        int p = t.At(id);
        if (p == 0)
        {
            count = 0;
            return 0;
        }
        p = t.__indirect(p);
        count = t.bb.GetInt(p);
        return p + sizeof(int);
    }

    // Lists are sized from the vector's length bounded by the bytes left, so a hostile length costs no more than the
    // buffer.

    public static T[]? ArrayOf<T>(this Table t, int id, Func<Table, T> read) => t.ListOf(id, read)?.ToArray();

    public static List<T>? ListOf<T>(this Table t, int id, Func<Table, T> read)
    {
        int first = t.Vector(id, out int count);
        if (first == 0)
            return null;
        var items = new List<T>(Capacity(t, first, count));
        for (int i = 0; i < count; i++)
            items.Add(read(Element(t, first + i * sizeof(int))));
        return items;
    }

    public static Table Element(Table t, int position) => new(t.__indirect(position), t.bb);

    public static string[]? Strings(this Table t, int id) => t.StringList(id)?.ToArray();

    public static List<string>? StringList(this Table t, int id)
    {
        int first = t.Vector(id, out int count);
        if (first == 0)
            return null;
        var items = new List<string>(Capacity(t, first, count));
        for (int i = 0; i < count; i++)
            items.Add(t.__string(first + i * sizeof(int)));
        return items;
    }

    static int Capacity(Table t, int first, int count) =>
        Math.Clamp(count, 0, Math.Max(0, (t.bb.Length - first) / sizeof(int)));
}
