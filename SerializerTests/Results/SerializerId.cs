using CsvHelper;

namespace SerializerTests.Results;

/// <summary>A serializer under test, with its pin. Its text (<c>ProtobufNet@3.2.52</c>) is written by
/// <see cref="ToString"/> and read by <see cref="SerializerIdConverter"/> only, where a CSV is read.</summary>
public readonly record struct SerializerId : IComparable<SerializerId>
{
    const char Mark = '@';
    readonly string? _adapter;

    /// <exception cref="ArgumentException">The adapter name holds the pin's mark: a label given for a name.</exception>
    public SerializerId(string adapter, string? pinLabel = null)
    {
        if (adapter.Contains(Mark, StringComparison.Ordinal))
            throw new ArgumentException($"'{adapter}' is a label, not an adapter's name", nameof(adapter));
        (_adapter, PinLabel) = (adapter, pinLabel);
    }

    public string Adapter => _adapter ?? "";

    public string? PinLabel { get; }

    public bool IsPinned => PinLabel is not null;

    public SerializerId Unpinned => new(Adapter);

    public string ChildPattern => "#" + Adapter;

    public override string ToString() => PinLabel is null ? Adapter : $"{Adapter}{Mark}{PinLabel}";

    /// <summary>Orders as its label does, so tables keep the order they had when the column was text.</summary>
    public int CompareTo(SerializerId other) => Comparer<string>.Default.Compare(ToString(), other.ToString());

    public static implicit operator string(SerializerId id) => id.ToString();

    internal static SerializerId Parse(string text) =>
        text.IndexOf(Mark, StringComparison.Ordinal) is var at and >= 0 ? new(text[..at], text[(at + 1)..]) : new(text);
}

public sealed class SerializerIdConverter : ICsvConverter<SerializerId>
{
    public SerializerId Read(CsvReader reader, int index) => SerializerId.Parse(reader.GetStringOrNull(index) ?? "");

    public void Write(CsvWriter writer, SerializerId value) => writer.WriteField(value.ToString());
}
