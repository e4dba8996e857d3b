using System.Collections;
using System.Globalization;
using CsvHelper;

namespace SerializerTests.Measurement;

/// <summary>Held at the CSV's six digits, so a row read back computes the same statistics.</summary>
public sealed class Samples : IReadOnlyList<double>, IEquatable<Samples>
{
    readonly double[] _values;

    Samples(double[] values) => _values = values;

    public static Samples None { get; } = new([]);

    public static Samples? Of(IEnumerable<double> values) =>
        values.Select(v => double.Parse(Text(v), CultureInfo.InvariantCulture)).ToArray() is { Length: > 0 } kept
            ? new(kept)
            : null;

    public int Count => _values.Length;

    public double this[int index] => _values[index];

    public IEnumerator<double> GetEnumerator() => ((IEnumerable<double>)_values).GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    public bool Equals(Samples? other) => other is not null && _values.AsSpan().SequenceEqual(other._values);

    public override bool Equals(object? obj) => Equals(obj as Samples);

    public override int GetHashCode() => _values.Length == 0 ? 0 : HashCode.Combine(_values.Length, _values[0]);

    public override string ToString() => string.Join(' ', _values.Select(Text));

    static string Text(double value) => value.ToString("G6", CultureInfo.InvariantCulture);

    /// <exception cref="FormatException">The text is not a list of non-negative numbers.</exception>
    public static Samples? Parse(string? text)
    {
        if (string.IsNullOrWhiteSpace(text))
            return null;
        var values = new List<double>();
        foreach (var part in text.Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            if (!double.TryParse(part, NumberStyles.Float, CultureInfo.InvariantCulture, out double value)
                || !(value >= 0))
                throw new FormatException($"'{part}' is not a time in seconds");
            values.Add(value);
        }
        return new([.. values]);
    }
}

public sealed class SamplesConverter : ICsvConverter<Samples?>
{
    public Samples? Read(CsvReader reader, int index) => Samples.Parse(reader.GetStringOrNull(index));

    public void Write(CsvWriter writer, Samples? value) => writer.WriteField(value?.ToString());
}
