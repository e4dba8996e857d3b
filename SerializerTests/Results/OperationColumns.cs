using SerializerTests.Measurement;

namespace SerializerTests.Results;

public enum RowOperation { Serialize, Deserialize }

/// <summary>One operation's block of a steady-state row, so the pairs of column names are spelled once
/// (<see cref="ResultRow.Of"/>, <see cref="ResultRow.With"/>).</summary>
public sealed record OperationColumns(
    double? Seconds, double? FirstSeconds, double? MedianSeconds, double? MinSeconds, int? Repetitions,
    long? AllocatedBytesPerOp, double? MadPercent, int? Outliers, int? Runs, double? IntervalPercent, Samples? Samples,
    CollectionsPerThousand? Collections = null, MedianEstimate? MedianOf = null);

public sealed partial record ResultRow
{
    public static IReadOnlyList<RowOperation> Operations { get; } = [RowOperation.Serialize, RowOperation.Deserialize];

    public OperationColumns Of(RowOperation operation) => operation == RowOperation.Serialize
        ? new(SerializeSeconds, SerializeFirstSeconds, SerializeMedianSeconds, SerializeMinSeconds,
            SerializeRepetitions, SerializeAllocatedBytesPerOp,
            SerializeMadPercent, SerializeOutliers, SerializeRuns, SerializeIntervalPercent, SerializeSamples,
            CollectionsOf(
                SerializeGen0PerThousand, SerializeGen1PerThousand, SerializeGen2PerThousand, SerializeGcWindowCalls),
            SerializeMedianOf)
        : new(DeserializeSeconds, DeserializeFirstSeconds, DeserializeMedianSeconds, DeserializeMinSeconds,
            DeserializeRepetitions, DeserializeAllocatedBytesPerOp,
            DeserializeMadPercent, DeserializeOutliers, DeserializeRuns, DeserializeIntervalPercent, DeserializeSamples,
            CollectionsOf(
                DeserializeGen0PerThousand, DeserializeGen1PerThousand, DeserializeGen2PerThousand,
                DeserializeGcWindowCalls),
            DeserializeMedianOf);

    static CollectionsPerThousand? CollectionsOf(double? gen0, double? gen1, double? gen2, double? windowCalls) =>
        gen0 is { } g0 && gen1 is { } g1 && gen2 is { } g2 ? new(g0, g1, g2, windowCalls) : null;

    public ResultRow With(RowOperation operation, OperationColumns columns) => operation == RowOperation.Serialize
        ? this with
        {
            SerializeSeconds = columns.Seconds, SerializeFirstSeconds = columns.FirstSeconds,
            SerializeMedianSeconds = columns.MedianSeconds,
            SerializeMinSeconds = columns.MinSeconds, SerializeRepetitions = columns.Repetitions,
            SerializeAllocatedBytesPerOp = columns.AllocatedBytesPerOp,
            SerializeMadPercent = columns.MadPercent, SerializeOutliers = columns.Outliers,
            SerializeRuns = columns.Runs,
            SerializeIntervalPercent = columns.IntervalPercent, SerializeSamples = columns.Samples,
            SerializeGen0PerThousand = columns.Collections?.Gen0, SerializeGen1PerThousand = columns.Collections?.Gen1,
            SerializeGen2PerThousand = columns.Collections?.Gen2,
            SerializeGcWindowCalls = columns.Collections?.WindowCalls, SerializeMedianOf = columns.MedianOf,
        }
        : this with
        {
            DeserializeSeconds = columns.Seconds, DeserializeFirstSeconds = columns.FirstSeconds,
            DeserializeMedianSeconds = columns.MedianSeconds,
            DeserializeMinSeconds = columns.MinSeconds, DeserializeRepetitions = columns.Repetitions,
            DeserializeAllocatedBytesPerOp = columns.AllocatedBytesPerOp,
            DeserializeMadPercent = columns.MadPercent, DeserializeOutliers = columns.Outliers,
            DeserializeRuns = columns.Runs,
            DeserializeIntervalPercent = columns.IntervalPercent, DeserializeSamples = columns.Samples,
            DeserializeGen0PerThousand = columns.Collections?.Gen0,
            DeserializeGen1PerThousand = columns.Collections?.Gen1,
            DeserializeGen2PerThousand = columns.Collections?.Gen2,
            DeserializeGcWindowCalls = columns.Collections?.WindowCalls, DeserializeMedianOf = columns.MedianOf,
        };
}

public static class RowOperationNames
{
    public static string Name(this RowOperation operation) =>
        operation == RowOperation.Serialize ? "serialize" : "deserialize";
}
