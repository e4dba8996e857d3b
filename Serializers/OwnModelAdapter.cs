namespace SerializerTests.Serializers;

/// <summary>What a timed call starts from (docs/serializers.md, "What is timed").</summary>
public enum DataModel
{
    /// <summary>The test objects: every library starts from the same C# objects and ends with them.</summary>
    YourClasses,

    /// <summary>The library's own data model (protoc's messages, FlatBuffers' tables), made from the test objects once before the timed
    /// calls; deserialize ends where its users read it. Never ranked beside <see cref="YourClasses"/>, whose rows start elsewhere.</summary>
    OwnTypes,
}

/// <summary>
/// An adapter on its library's own data model: the host makes the model from the test objects outside the timed calls, as
/// BenchmarkDotNet's [GlobalSetup] makes a benchmark's input, and times the library alone. The conversion back runs only to verify the
/// round trip. The other tests (first call aside) go through <see cref="Serialize{T}"/> and <see cref="Deserialize{T}"/>, which convert.
/// </summary>
public abstract class OwnModelAdapter : SerializerAdapter
{
    /// <summary>The test objects in the library's model; not timed.</summary>
    public abstract object ToModel<T>(T value) where T : class;

    /// <summary>Timed: the library writes its model at the stream's position.</summary>
    public abstract void SerializeModel(object model, MemoryStream output);

    /// <summary>Timed: the library reads a <typeparamref name="T"/>'s model from the stream's position, as far as its users read it.</summary>
    public abstract object DeserializeModel<T>(MemoryStream input) where T : class;

    /// <summary>The model read back as test objects, for verification; not timed.</summary>
    public abstract T FromModel<T>(object model) where T : class;

    public sealed override void Serialize<T>(T value, MemoryStream output) => SerializeModel(ToModel(value), output);

    public sealed override T Deserialize<T>(MemoryStream input) => FromModel<T>(DeserializeModel<T>(input));
}
