namespace SerializerTests.Measurement;

/// <summary>The streams a timed serializer writes into and a timed deserializer reads from, the same for every protocol and for
/// calibration's BenchmarkDotNet side.</summary>
public static class MessageBuffer
{
    /// <summary>Generous enough that the buffer does not grow inside a timed run (text formats with payload write ~150 bytes per
    /// book); growth can only happen in the cold first run, which is reported apart.</summary>
    public static int Capacity(int count, int bookDataSize) => (int)Math.Min(Array.MaxLength, 4096L + count * (256L + 2L * bookDataSize));

    /// <summary>What deserialize reads: a read-only view of the written bytes whose buffer adapters may use directly.</summary>
    public static MemoryStream ReadView(MemoryStream written) =>
        new(written.GetBuffer(), 0, (int)written.Length, writable: false, publiclyVisible: true);

    /// <summary>A read view (as <see cref="ReadView"/>) of a copy of the written bytes, for a deserialize timed in turns with the
    /// serialize that keeps rewriting <paramref name="written"/>.</summary>
    public static MemoryStream Snapshot(MemoryStream written)
    {
        var copy = written.ToArray();
        return new(copy, 0, copy.Length, writable: false, publiclyVisible: true);
    }
}
