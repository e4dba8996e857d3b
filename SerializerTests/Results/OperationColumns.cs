using SerializerTests.Measurement;

namespace SerializerTests.Results;

/// <summary>Which operation's block of a result row: the Serialize… or the Deserialize… columns.</summary>
public enum RowOperation { Serialize, Deserialize }

/// <summary>
/// One operation's block of a steady-state row (time, cold call, median, minimum, repetitions, allocation, MAD, outlier runs, runs,
/// interval, samples): what the steady-state protocol writes for each operation of a process and process pooling writes again for the
/// unit, the pairs of column names spelled once (<see cref="ResultRow.Of"/>, <see cref="ResultRow.With"/>).
/// </summary>
public sealed record OperationColumns(double? Seconds, double? FirstSeconds, double? MedianSeconds, double? MinSeconds, int? Repetitions,
    long? AllocatedBytesPerOp, double? MadPercent, int? Outliers, int? Runs, double? IntervalPercent, Samples? Samples,
    CollectionsPerThousand? Collections = null);

public sealed partial record ResultRow
{
    public static IReadOnlyList<RowOperation> Operations { get; } = [RowOperation.Serialize, RowOperation.Deserialize];

    public OperationColumns Of(RowOperation operation) => operation == RowOperation.Serialize
        ? new(SerializeSeconds, SerializeFirstSeconds, SerializeMedianSeconds, SerializeMinSeconds, SerializeRepetitions,
            SerializeAllocatedBytesPerOp,
            SerializeMadPercent, SerializeOutliers, SerializeRuns, SerializeIntervalPercent, SerializeSamples,
            CollectionsOf(SerializeGen0PerThousand, SerializeGen1PerThousand, SerializeGen2PerThousand, SerializeGcWindowCalls))
        : new(DeserializeSeconds, DeserializeFirstSeconds, DeserializeMedianSeconds, DeserializeMinSeconds, DeserializeRepetitions,
            DeserializeAllocatedBytesPerOp,
            DeserializeMadPercent, DeserializeOutliers, DeserializeRuns, DeserializeIntervalPercent, DeserializeSamples,
            CollectionsOf(DeserializeGen0PerThousand, DeserializeGen1PerThousand, DeserializeGen2PerThousand, DeserializeGcWindowCalls));

    static CollectionsPerThousand? CollectionsOf(double? gen0, double? gen1, double? gen2, double? windowCalls) =>
        gen0 is { } g0 && gen1 is { } g1 && gen2 is { } g2 ? new(g0, g1, g2, windowCalls) : null;

    /// <summary>This row with <paramref name="operation"/>'s block replaced by <paramref name="columns"/>.</summary>
    public ResultRow With(RowOperation operation, OperationColumns columns) => operation == RowOperation.Serialize
        ? this with
        {
            SerializeSeconds = columns.Seconds, SerializeFirstSeconds = columns.FirstSeconds, SerializeMedianSeconds = columns.MedianSeconds,
            SerializeMinSeconds = columns.MinSeconds, SerializeRepetitions = columns.Repetitions,
            SerializeAllocatedBytesPerOp = columns.AllocatedBytesPerOp,
            SerializeMadPercent = columns.MadPercent, SerializeOutliers = columns.Outliers, SerializeRuns = columns.Runs,
            SerializeIntervalPercent = columns.IntervalPercent, SerializeSamples = columns.Samples,
            SerializeGen0PerThousand = columns.Collections?.Gen0, SerializeGen1PerThousand = columns.Collections?.Gen1,
            SerializeGen2PerThousand = columns.Collections?.Gen2, SerializeGcWindowCalls = columns.Collections?.WindowCalls,
        }
        : this with
        {
            DeserializeSeconds = columns.Seconds, DeserializeFirstSeconds = columns.FirstSeconds, DeserializeMedianSeconds = columns.MedianSeconds,
            DeserializeMinSeconds = columns.MinSeconds, DeserializeRepetitions = columns.Repetitions,
            DeserializeAllocatedBytesPerOp = columns.AllocatedBytesPerOp,
            DeserializeMadPercent = columns.MadPercent, DeserializeOutliers = columns.Outliers, DeserializeRuns = columns.Runs,
            DeserializeIntervalPercent = columns.IntervalPercent, DeserializeSamples = columns.Samples,
            DeserializeGen0PerThousand = columns.Collections?.Gen0, DeserializeGen1PerThousand = columns.Collections?.Gen1,
            DeserializeGen2PerThousand = columns.Collections?.Gen2, DeserializeGcWindowCalls = columns.Collections?.WindowCalls,
        };
}

public static class RowOperationNames
{
    /// <summary>"serialize", "deserialize": as the rows' texts name them.</summary>
    public static string Name(this RowOperation operation) => operation == RowOperation.Serialize ? "serialize" : "deserialize";
}
