using System.Collections;

namespace SerializerTests.Measurement;

/// <summary>A row's list of measurements, equal to another of its kind with the same items, so a row read back
/// from the CSV equals the row written.</summary>
public abstract class ValueList<T> : IReadOnlyList<T>, IEquatable<ValueList<T>> where T : IEquatable<T>
{
    readonly T[] _items;

    protected ValueList(T[] items) => _items = items;

    public int Count => _items.Length;

    public T this[int index] => _items[index];

    public IEnumerator<T> GetEnumerator() => ((IEnumerable<T>)_items).GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    public bool Equals(ValueList<T>? other) =>
        other is not null && other.GetType() == GetType() && _items.AsSpan().SequenceEqual(other._items);

    public override bool Equals(object? obj) => Equals(obj as ValueList<T>);

    public override int GetHashCode() => _items.Length == 0 ? 0 : HashCode.Combine(_items.Length, _items[0]);
}
