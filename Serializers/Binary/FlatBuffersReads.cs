using Google.FlatBuffers;
using SerializerTests.TypesToSerialize;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Serializers.Binary;

/// <summary> Every field of a root table read as a FlatBuffers user reads it through flatc's accessors: scalars,
/// strings decoded to <see cref="string"/>, byte vectors as the segment of the buffer the accessor hands out (no copy),
/// nested tables and vectors walked item by item. Nothing is built: the sum of what was read is returned so that no
/// read is dead code.</summary>
public static class FlatBuffersReads
{
    public static long Of<T>(ByteBuffer message) => Of<T>(FlatBuffersAccess.Root(message));

    static long Of<T>(Table root) =>
        typeof(T) == typeof(BookShelf) ? Len(root.String(1))
            + root.Each(0, static b => Len(b.String(0)) + b.Int(1) + Bytes(b, 2))
        : typeof(T) == typeof(BookShelf1) ? Len(root.String(1))
            + root.Each(0, static b => Len(b.String(0)) + b.Int(1) + (long)b.Double(2))
        : typeof(T) == typeof(BookShelf2) ? root.Long(1)
            + root.Each(0, static b => Len(b.String(0)) + b.Long(1) + (b.Bool(2) ? 1 : 0) + Len(b.String(3)))
        : typeof(T) == typeof(LargeBookShelf) ? Len(root.String(1)) + root.Each(0, LargeBook)
        : typeof(T) == typeof(Organization) ? root.Int(0) + Strings(root, 1)
            + root.Each(2, static m =>
                m.Int(0) + Len(m.String(1)) + Len(m.String(2)) + Len(m.String(3)) + (long)m.Double(4) + m.Long(5))
        : typeof(T) == typeof(People)
            ? root.Each(0, static p => Len(p.String(0)) + Len(p.String(1)) + p.Byte(2) + p.Byte(3))
        : typeof(T) == typeof(Vector3[]) ? Vectors(root)
        : typeof(T) == typeof(Employee[]) ? root.Each(0, Employee)
        : typeof(T) == typeof(EmployeeComplex[])
            ? root.Each(0, static e => Employee(e) + e.Each(18, Order) + e.Each(19, Customer) + e.Each(20, Employee))
        : typeof(T) == typeof(ReferenceBookShelf) ? root.Each(0, static entry => entry.Long(0) + Len(entry.String(1)))
        : typeof(T) == typeof(SimpleObject[]) || typeof(T) == typeof(SimpleObjectWithFields[])
            ? root.Each(0, static o => o.Int(0) + Len(o.String(1)) + Len(o.String(2)) + Ints(o, 3))
        : throw new NotSupportedException($"FlatBuffers.OwnTypes reads no {typeof(T).Name}");

    static long LargeBook(Table b)
    {
        long sum = b.Int(0) + Len(b.String(1)) + Len(b.String(2)) + Len(b.String(3)) + b.Long(4) + b.Short(5)
            + b.Byte(6) + (b.Bool(7) ? 1 : 0)
            + (long)b.Double(8) + (long)b.Float(9) + b.Date(10).Ticks + b.Guid(11).GetHashCode() + b.Int(12)
                + Strings(b, 13) + Ints(b, 14)
            + Bytes(b, 15) + (long)(b.DecimalOrNull(17) ?? 0);
        if (b.SubTable(16) is { } p)
            sum += Len(p.String(0)) + Len(p.String(1)) + p.Int(2);
        return sum;
    }

    static long Employee(Table e) =>
        e.Int(0) + Len(e.String(1)) + Len(e.String(2)) + Len(e.String(3)) + Len(e.String(4))
            + (e.DateOrNull(5)?.Ticks ?? 0)
        + (e.DateOrNull(6)?.Ticks ?? 0) + Len(e.String(7)) + Len(e.String(8)) + Len(e.String(9)) + Len(e.String(10))
            + Len(e.String(11))
        + Len(e.String(12)) + Len(e.String(13)) + Bytes(e, 14) + Len(e.String(15)) + (e.IntOrNull(16) ?? 0)
            + Len(e.String(17));

    static long Order(Table o)
    {
        long sum = o.Int(0) + o.Int(2) + (o.DateOrNull(3)?.Ticks ?? 0) + (o.DateOrNull(4)?.Ticks ?? 0)
            + (o.DateOrNull(5)?.Ticks ?? 0)
            + (o.IntOrNull(6) ?? 0) + (long)(o.DecimalOrNull(7) ?? 0);
        for (int id = 8; id <= 13; id++)
            sum += Len(o.String(id));
        return sum + Len(o.String(1));
    }

    static long Customer(Table c)
    {
        long sum = 0;
        for (int id = 0; id <= 10; id++)
            sum += Len(c.String(id));
        return sum;
    }

    static long Each(this Table t, int id, Func<Table, long> read)
    {
        long sum = 0;
        int first = t.Vector(id, out int count);
        for (int i = 0; i < count; i++)
            sum += read(FlatBuffersAccess.Element(t, first + i * sizeof(int)));
        return sum;
    }

    static long Strings(Table t, int id)
    {
        long sum = 0;
        int first = t.Vector(id, out int count);
        for (int i = 0; i < count; i++)
            sum += t.__string(first + i * sizeof(int)).Length;
        return sum;
    }

    static long Ints(Table t, int id)
    {
        long sum = 0;
        int first = t.Vector(id, out int count);
        for (int i = 0; i < count; i++)
            sum += t.bb.GetInt(first + i * sizeof(int));
        return sum;
    }

    static long Vectors(Table t)
    {
        double sum = 0;
        int first = t.Vector(0, out int count);
        for (int p = first, end = first + count * 3 * sizeof(float); p < end; p += sizeof(float))
            sum += t.bb.GetFloat(p);
        return (long)sum;
    }

    static long Bytes(Table t, int id) => t.__vector_as_arraysegment(4 + 2 * id)?.Count ?? 0;

    static long Len(string? s) => s?.Length ?? 0;
}
