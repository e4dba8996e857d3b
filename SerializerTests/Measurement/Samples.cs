using System.Globalization;

namespace SerializerTests.Measurement;

/// <summary>The text form of a row's steady runs (seconds per operation): invariant, space-separated, six significant digits.</summary>
public static class Samples
{
    public static string? Format(IReadOnlyList<double> values) =>
        values.Count == 0 ? null : string.Join(' ', values.Select(v => v.ToString("G6", CultureInfo.InvariantCulture)));

    /// <summary>Empty for a missing text; null when the text is not such a list.</summary>
    public static IReadOnlyList<double>? Parse(string? text)
    {
        if (string.IsNullOrWhiteSpace(text))
            return [];
        var values = new List<double>();
        foreach (var part in text.Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            if (!double.TryParse(part, NumberStyles.Float, CultureInfo.InvariantCulture, out double value) || !(value >= 0))
                return null;
            values.Add(value);
        }
        return values;
    }
}
