namespace SerializerTests.Measurement;

public static class MessageBuffer
{
    /// <summary>Generous enough that the buffer does not grow inside a timed run, only in the cold first one.</summary>
    public static int Capacity(int count, int bookDataSize) =>
        (int)Math.Min(Array.MaxLength, 4096L + count * (256L + 2L * bookDataSize));

    public static MemoryStream ReadView(MemoryStream written) =>
        new(written.GetBuffer(), 0, (int)written.Length, writable: false, publiclyVisible: true);

    /// <summary>For a deserialize timed in turns with the serialize that keeps rewriting <paramref
    /// name="written"/>.</summary>
    public static MemoryStream Snapshot(MemoryStream written)
    {
        var copy = written.ToArray();
        return new(copy, 0, copy.Length, writable: false, publiclyVisible: true);
    }
}
