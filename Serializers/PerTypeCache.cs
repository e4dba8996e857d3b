namespace SerializerTests.Serializers;

/// <summary> One library object (an XmlSerializer, a DataContractSerializer…) per root type, created on first use as an
/// application would cache it. Single-threaded by design: the host measures one call at a time.</summary>
public sealed class PerTypeCache<TValue>(Func<Type, TValue> create)
{
    readonly Dictionary<Type, TValue> _items = [];

    public TValue Get(Type type)
    {
        if (!_items.TryGetValue(type, out var value))
            _items.Add(type, value = create(type));
        return value;
    }
}
