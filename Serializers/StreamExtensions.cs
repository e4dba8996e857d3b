namespace SerializerTests.Serializers;

/// <summary>The caller's stream in the shapes libraries' fast paths take, without copying its bytes.</summary>
public static class StreamExtensions
{
    public static ReadOnlySpan<byte> RemainingSpan(this MemoryStream stream) =>
        stream.GetBuffer().AsSpan((int)stream.Position, (int)(stream.Length - stream.Position));

    public static ReadOnlyMemory<byte> RemainingMemory(this MemoryStream stream) =>
        stream.GetBuffer().AsMemory((int)stream.Position, (int)(stream.Length - stream.Position));
}
