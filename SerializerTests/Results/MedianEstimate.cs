using CsvHelper;

namespace SerializerTests.Results;

/// <summary>What a row's median column is the center of, since a child's row, a first call's launches and a steady
/// state's processes each have their own (docs/csv-format.md, columns 100-101).</summary>
public enum MedianEstimate
{
    /// <summary>One process: the median of its timed runs after the first.</summary>
    Runs,
    /// <summary>A first call: the median over the child's launches.</summary>
    Launches,
    /// <summary>Several processes: Huber's M-estimate of their medians, the run's shared between-process SD its
    /// scale.</summary>
    ProcessesHuber,
    /// <summary>Several processes in a run too small to share an SD: the median of their medians.</summary>
    ProcessesMedian,
}

public static class MedianEstimates
{
    static readonly string[] Texts = ["runs", "launches", "processes-huber", "processes-median"];

    public static string Text(this MedianEstimate estimate) => Texts[(int)estimate];

    /// <exception cref="FormatException">Not one of the names <see cref="Text"/> writes.</exception>
    public static MedianEstimate? Parse(string? text) =>
        string.IsNullOrEmpty(text) ? null
        : Array.IndexOf(Texts, text) is >= 0 and var i ? (MedianEstimate)i
        : throw new FormatException($"'{text}' is not a median estimate ({string.Join(", ", Texts)})");
}

public sealed class MedianEstimateConverter : ICsvConverter<MedianEstimate?>
{
    public MedianEstimate? Read(CsvReader reader, int index) => MedianEstimates.Parse(reader.GetStringOrNull(index));

    public void Write(CsvWriter writer, MedianEstimate? value) => writer.WriteField(value?.Text());
}
