using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Protocols;

/// <summary>
/// Steady state (tests serialize, deserialize and combined): for each N, build the data once, time the
/// serializer over it, optionally verify the round trip, write one row. A failure costs one row, never the run.
/// </summary>
public sealed class CombinedProtocol(HostOptions options, TextWriter output, double? timeToMainMs = null)
    : Protocol<ResultRow>(output, !options.NoHeader), IProtocol<ResultRow>
{
    readonly RowFactory _rows = new(options, timeToMainMs);

    readonly OperationSampler _sampler = new(MeasurementPolicy.Default with
    {
        Runs = options.Runs, TargetPrecision = options.PrecisionPercent / 100, MaxSamplingTime = TimeSpan.FromSeconds(options.MaxSeconds),
    });

    protected override void Run(SerializerEntry entry)
    {
        var adapterOptions = new AdapterOptions(options.ReferenceTracking);
        SerializerAdapter? adapter = null;
        foreach (int count in options.Counts)
        {
            try
            {
                adapter ??= entry.Create(adapterOptions);
            }
            catch (Exception ex)
            {
                Write(RowFactory.Failed(_rows.Create(entry.Name, null, RootType, count), ex));
                continue;
            }
            Write(RootType.Accept(new Measurement(this, adapter, count)));
        }
    }

    /// <summary>One row per N asked for, counted (the classic sweep asks for N = 1 twice).</summary>
    public static IReadOnlyList<ResultRow> Owed(HostOptions asked, IReadOnlyList<ResultRow> delivered)
    {
        var missing = asked.Counts.ToList();
        foreach (var row in delivered)
            missing.Remove(row.Objects);
        return [.. missing.Select(n => new ResultRow { Objects = n })];
    }

    TestDataType RootType => options.ReferenceTracking ? TestDataTypes.ReferenceBookShelf : options.Dataset.RootType;

    sealed class Measurement(CombinedProtocol protocol, SerializerAdapter adapter, int count) : ITestDataTypeVisitor<ResultRow>
    {
        public ResultRow Visit<T>(TestDataType<T> type) where T : class => protocol.Measure(adapter, type, count);
    }

    ResultRow Measure<T>(SerializerAdapter adapter, TestDataType<T> type, int count) where T : class
    {
        var row = _rows.Create(adapter.Info.Name, adapter.Info, type, count) with { Processes = 1 };
        if (!adapter.Supports(typeof(T)))
            return RowFactory.Unsupported(row, adapter.Info, type);
        try
        {
            return MeasureSupported(adapter, type, count, row);
        }
        catch (Exception ex)
        {
            return RowFactory.Failed(row, ex);
        }
        finally
        {
            // Release the large object graphs of this N before the next one is built.
            GC.Collect();
        }
    }

    ResultRow MeasureSupported<T>(SerializerAdapter adapter, TestDataType<T> type, int count, ResultRow baseRow) where T : class
    {
        var row = baseRow;
        T data = type.Create(count, options.BookDataSize);
        var output = new MemoryStream(MessageBuffer.Capacity(count, options.BookDataSize));
        void Serialize()
        {
            output.SetLength(0);
            adapter.Serialize(data, output);
        }

        SampleSummary? serialize = null;
        if (options.Test == TestKind.Deserialize)
            Serialize();
        else
        {
            serialize = _sampler.Measure(Serialize);
            row = row with
            {
                SerializeSeconds = serialize.Mean, SerializeFirstSeconds = serialize.First, SerializeMedianSeconds = serialize.Median,
                SerializeMinSeconds = serialize.Min, SerializeRepetitions = serialize.Repetitions, SerializeAllocatedBytesPerOp = serialize.AllocatedBytesPerOp,
                SerializeMadPercent = serialize.MadPercent, SerializeOutliers = serialize.Outliers, SerializeRuns = serialize.Runs,
                SerializeIntervalPercent = serialize.IntervalPercent, SerializeSamples = Samples.Format(serialize.Steady),
            };
        }
        row = row with { SizeBytes = output.Length };

        var input = MessageBuffer.ReadView(output);
        T? result = null;
        void Deserialize()
        {
            input.Position = 0;
            result = adapter.Deserialize<T>(input);
        }

        if (options.Test != TestKind.Serialize)
        {
            var deserialize = _sampler.Measure(Deserialize);
            row = row with
            {
                DeserializeSeconds = deserialize.Mean, DeserializeFirstSeconds = deserialize.First, DeserializeMedianSeconds = deserialize.Median,
                DeserializeMinSeconds = deserialize.Min, DeserializeRepetitions = deserialize.Repetitions, DeserializeAllocatedBytesPerOp = deserialize.AllocatedBytesPerOp,
                DeserializeMadPercent = deserialize.MadPercent, DeserializeOutliers = deserialize.Outliers, DeserializeRuns = deserialize.Runs,
                DeserializeIntervalPercent = deserialize.IntervalPercent, DeserializeSamples = Samples.Format(deserialize.Steady),
            };
        }

        if (options.CompressedSizes)
        {
            var message = output.GetBuffer().AsSpan(0, (int)output.Length);
            row = row with { GZipBytes = CompressedSize.GZip(message), BrotliBytes = CompressedSize.Brotli(message) };
        }

        if (options.Verify)
        {
            if (result is null)
                Deserialize();
            if (type.Differences(data, result!, adapter.Info.RoundTripRules) is { } difference)
                return RowFactory.VerifyFailed(baseRow, difference);
        }
        return row;
    }
}
