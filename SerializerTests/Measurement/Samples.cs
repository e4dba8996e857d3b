using System.Globalization;
using CsvHelper;

namespace SerializerTests.Measurement;

/// <summary>Held at the CSV's six digits, so a row read back computes the same statistics.</summary>
public sealed class Samples : ValueList<double>
{
    Samples(double[] values) : base(values) { }

    public static Samples None { get; } = new([]);

    public static Samples? Of(IEnumerable<double> values) =>
        values.Select(v => double.Parse(Text(v), CultureInfo.InvariantCulture)).ToArray() is { Length: > 0 } kept
            ? new(kept)
            : null;

    public override string ToString() => string.Join(' ', this.Select(Text));

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
