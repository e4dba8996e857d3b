namespace SerializerTests.Serializers;

/// <summary>What a timed call starts from (docs/serializers.md, "What is timed").</summary>
public enum DataModel
{
    YourClasses,

    /// <summary>The library's own model, made before the timed calls; never ranked beside
    /// <see cref="YourClasses"/>.</summary>
    OwnTypes,
}

/// <summary>An adapter on its library's own data model: the model is made outside the timed calls, so the library is
/// timed alone; the conversion back only verifies the round trip.</summary>
public abstract class OwnModelAdapter : SerializerAdapter
{
    /// <summary>Not timed.</summary>
    public abstract object ToModel<T>(T value) where T : class;

    /// <summary>Timed.</summary>
    public abstract void SerializeModel(object model, MemoryStream output);

    /// <summary>Timed: reads as far as the library's users read.</summary>
    public abstract object DeserializeModel<T>(MemoryStream input) where T : class;

    /// <summary>For verification; not timed.</summary>
    public abstract T FromModel<T>(object model) where T : class;

    public sealed override void Serialize<T>(T value, MemoryStream output) => SerializeModel(ToModel(value), output);

    public sealed override T Deserialize<T>(MemoryStream input) => FromModel<T>(DeserializeModel<T>(input));
}
