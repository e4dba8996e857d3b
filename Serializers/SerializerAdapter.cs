namespace SerializerTests.Serializers;

/// <summary>Knows one library. Constructors stay cheap: library objects are created on first use, so first-call costs
/// land in the first timed call.</summary>
public abstract class SerializerAdapter
{
    public abstract SerializerInfo Info { get; }

    public bool Supports(Type rootType) => Info.Supports(rootType);

    public abstract void Serialize<T>(T value, MemoryStream output) where T : class;

    public abstract T Deserialize<T>(MemoryStream input) where T : class;

    /// <summary>Reads what the other version of the type wrote; a format that names .NET types is told the two are one
    /// type in two builds.</summary>
    public virtual T DeserializeOtherVersion<T>(MemoryStream input, Type writtenAs) where T : class =>
        Deserialize<T>(input);
}
