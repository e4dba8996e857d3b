namespace SerializerTests.RunAll.Planning;

/// <summary>
/// A serializer under test: an adapter of the catalog, measured on the run's own package versions or on one side-by-side pin's build
/// (<see cref="PackagePin"/>). Its text, the Serializer column of its rows and the name of its cells, is written by <see cref="ToString"/>
/// and read back by <see cref="Parse"/>, nowhere else: <c>ProtobufNet</c>, <c>ProtobufNet@3.2.52</c>.
/// </summary>
/// <param name="Adapter">The adapter's name in the catalog, what a child is told to load.</param>
/// <param name="PinLabel">The pin's label (<see cref="PackagePin.Label"/>), or null on the run's own versions.</param>
public readonly record struct SerializerId(string Adapter, string? PinLabel = null)
{
    const char Mark = '@';

    public bool IsPinned => PinLabel is not null;

    /// <summary>The same adapter on the run's own versions.</summary>
    public SerializerId Unpinned => new(Adapter);

    /// <summary>The child's --serializers argument that selects exactly this adapter by name.</summary>
    public string ChildPattern => "#" + Adapter;

    public override string ToString() => PinLabel is null ? Adapter : $"{Adapter}{Mark}{PinLabel}";

    /// <summary>A row's Serializer column (or a cell's name) read back; a name without a pin is the adapter's.</summary>
    public static SerializerId Parse(string text) =>
        text.IndexOf(Mark, StringComparison.Ordinal) is var at and >= 0 ? new(text[..at], text[(at + 1)..]) : new(text);
}
