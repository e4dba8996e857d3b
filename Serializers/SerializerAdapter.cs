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

    /// <summary>
    /// The versioning test: reads a <typeparamref name="T"/> that the other version of the type (<paramref name="writtenAs"/>) wrote.
    /// The same as <see cref="Deserialize{T}"/> for every format that does not name the .NET type in its bytes; one that does is
    /// told that the two are one type in two builds (their names differ here only because both builds live in one process).
    /// </summary>
    public virtual T DeserializeOtherVersion<T>(MemoryStream input, Type writtenAs) where T : class =>
        Deserialize<T>(input);
}
