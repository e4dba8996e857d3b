namespace SerializerTests.RunAll.Planning;

/// <summary>Its text (<c>ProtobufNet@3.2.52</c>) is written by <see cref="ToString"/> and read by <see cref="Parse"/>
/// only.</summary>
public readonly record struct SerializerId(string Adapter, string? PinLabel = null)
{
    const char Mark = '@';

    public bool IsPinned => PinLabel is not null;

    public SerializerId Unpinned => new(Adapter);

    public string ChildPattern => "#" + Adapter;

    public override string ToString() => PinLabel is null ? Adapter : $"{Adapter}{Mark}{PinLabel}";

    public static SerializerId Parse(string text) =>
        text.IndexOf(Mark, StringComparison.Ordinal) is var at and >= 0 ? new(text[..at], text[(at + 1)..]) : new(text);
}
