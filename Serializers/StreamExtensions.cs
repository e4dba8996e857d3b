namespace SerializerTests.Serializers;

/// <summary>Lets span-based libraries read the bytes of the caller's stream without copying them.</summary>
public static class StreamExtensions
{
    public static ReadOnlySpan<byte> RemainingSpan(this MemoryStream stream) =>
        stream.GetBuffer().AsSpan((int)stream.Position, (int)(stream.Length - stream.Position));

    public static ReadOnlyMemory<byte> RemainingMemory(this MemoryStream stream) =>
        stream.GetBuffer().AsMemory((int)stream.Position, (int)(stream.Length - stream.Position));
}
