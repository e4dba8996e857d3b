using System.Globalization;
using CsvHelper;

namespace SerializerTests.Measurement;

/// <summary>A process's canary timings as the CSV holds them: milliseconds and the processor, without the CPU
/// time, so a row read back equals the row written.</summary>
public sealed class CanarySamples : ValueList<CanarySample>
{
    CanarySamples(CanarySample[] samples) : base(samples) { }

    public static CanarySamples? Of(IEnumerable<CanarySample> samples) =>
        samples.Select(s => s with { CpuMilliseconds = null }).ToArray() is { Length: > 0 } kept ? new(kept) : null;

    /// <summary><c>1.234@0 2.5 0.75@1</c>: milliseconds, then the processor where it was known.</summary>
    public override string ToString() => string.Join(' ', this.Select(Text));

    static string Text(CanarySample sample) =>
        sample.Milliseconds.ToString(CultureInfo.InvariantCulture)
            + (sample.Processor is { } cpu ? "@" + cpu.ToString(CultureInfo.InvariantCulture) : "");

    /// <exception cref="FormatException">A part is not a positive time with an optional processor.</exception>
    public static CanarySamples? Parse(string? text)
    {
        var samples = new List<CanarySample>();
        foreach (var part in (text ?? "").Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            var fields = part.Split('@');
            int cpu = 0;
            if (fields.Length > 2
                || !double.TryParse(fields[0], NumberStyles.Float, CultureInfo.InvariantCulture, out double ms)
                || !(ms > 0)
                || fields.Length == 2 && !int.TryParse(fields[1], NumberStyles.None, CultureInfo.InvariantCulture,
                    out cpu))
                throw new FormatException($"'{part}' is not a canary time in milliseconds");
            samples.Add(new CanarySample(ms, null, fields.Length == 2 ? cpu : null));
        }
        return Of(samples);
    }
}

public sealed class CanarySamplesConverter : ICsvConverter<CanarySamples?>
{
    public CanarySamples? Read(CsvReader reader, int index) => CanarySamples.Parse(reader.GetStringOrNull(index));

    public void Write(CsvWriter writer, CanarySamples? value) => writer.WriteField(value?.ToString());
}
