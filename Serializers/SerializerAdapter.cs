namespace SerializerTests.Serializers;

/// <summary>
/// Knows one library: serialize an object into a stream, read it back, describe itself. No timing here.
/// Constructors stay cheap; library objects are created on first use, so first-call costs land in the
/// first timed call.
/// </summary>
public abstract class SerializerAdapter
{
    public abstract SerializerInfo Info { get; }

    public bool Supports(Type rootType) => Info.Supports(rootType);

    /// <summary>Writes <paramref name="value"/> at the stream's position.</summary>
    public abstract void Serialize<T>(T value, MemoryStream output) where T : class;

    /// <summary>Reads one <typeparamref name="T"/> from the stream's position to its end.</summary>
    public abstract T Deserialize<T>(MemoryStream input) where T : class;
}
