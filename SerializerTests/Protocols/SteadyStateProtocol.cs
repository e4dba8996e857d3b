using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Protocols;

/// <summary>A group's timed runs take turns, so a slow spell of the machine costs many cells a run each.</summary>
public sealed class SteadyStateProtocol(HostOptions options, TextWriter output, double? timeToMainMs = null)
    : Protocol<ResultRow>(output, !options.NoHeader), IProtocol<ResultRow>
{
    readonly RowFactory _rows = new(options, timeToMainMs);
    readonly HostOptions _options = options;

    readonly OperationSampler _sampler = new(MeasurementPolicy.Default with
    {
        Runs = options.Runs, TargetPrecision = options.PrecisionPercent / 100,
        MaxSamplingTime = TimeSpan.FromSeconds(options.MaxSeconds),
        CollectionWindowElsewhere = options.NoCollectionWindow,
    }, canary: new CanaryLog());

    protected override void Run(SerializerEntry entry)
    {
        var adapterOptions = new AdapterOptions(_options.ReferenceTracking);
        SerializerAdapter? adapter = null;
        foreach (var counts in MeasurementPolicy.InterleavedGroups(_options.Counts))
        {
            try
            {
                adapter ??= entry.Create(adapterOptions);
            }
            catch (Exception ex)
            {
                foreach (int count in counts)
                    Write(RowFactory.Failed(_rows.Create(entry.Name, null, RootType, count), ex));
                continue;
            }
            foreach (var row in RootType.Accept(new Measurement(this, adapter, counts)))
                Write(row);
        }
    }

    /// <summary>Counted: the classic sweep asks for N = 1 twice.</summary>
    public static IReadOnlyList<ResultRow> Owed(HostOptions asked, IReadOnlyList<ResultRow> delivered)
    {
        var missing = asked.Counts.ToList();
        foreach (var row in delivered)
            missing.Remove(row.Objects);
        return [.. missing.Select(n => new ResultRow { Objects = n })];
    }

    TestDataType RootType =>
        _options.ReferenceTracking ? TestDataTypes.ReferenceBookShelf : _options.Dataset.RootType;

    sealed class Measurement(SteadyStateProtocol protocol, SerializerAdapter adapter, IReadOnlyList<int> counts)
        : ITestDataTypeVisitor<IReadOnlyList<ResultRow>>
    {
        public IReadOnlyList<ResultRow> Visit<T>(TestDataType<T> type) where T : class =>
            protocol.Measure(adapter, type, counts);
    }

    IReadOnlyList<ResultRow> Measure<T>(SerializerAdapter adapter, TestDataType<T> type, IReadOnlyList<int> counts)
        where T : class
    {
        try
        {
            var cells = counts.Select(count =>
                new Cell<T>(this, adapter, type, _rows.Create(adapter.Info.Name, adapter.Info, type, count) with
                {
                    Processes = 1
                })).ToList();
            var canary = _sampler.Canary!;
            int firstSample = canary.Samples.Count;
            canary.Take();
            _sampler.TimeRuns([.. cells.SelectMany(c => c.Operations)]);
            canary.Take();
            return RowsAfterWindows(cells, new MachineDuring([.. canary.Samples.Skip(firstSample)]));
        }
        finally
        {
            GC.Collect();
        }
    }

    /// <summary>The largest N counts its collections beside its own objects only, as BenchmarkDotNet's process for that
    /// N does.</summary>
    ResultRow[] RowsAfterWindows<T>(List<Cell<T>> cells, MachineDuring machine) where T : class
    {
        var rows = new ResultRow[cells.Count];
        foreach (int i in Enumerable.Range(0, cells.Count).OrderBy(i => cells[i].Objects))
        {
            _sampler.CountCollections(cells[i].Operations);
            rows[i] = machine.Stamp(cells[i].Row(), cells[i].Operations);
            cells[i].Release();
        }
        return rows;
    }

    sealed record MachineDuring(IReadOnlyList<CanarySample> Canary)
    {
        public ResultRow Stamp(ResultRow row, IEnumerable<PreparedOperation> operations)
        {
            var threads = new TimedRunThreads();
            foreach (var operation in operations)
                threads.Add(operation.Threads);
            return row with
            {
                CanaryMs = Canary.Count == 0
                    ? null
                    : Math.Round(SampleSummary.MedianOf([.. Canary.Select(s => s.Milliseconds)]), 5),
                CanarySamples = CanarySamples.Of(Canary),
                TimedCpuPercent = threads.CpuPercent,
                TimedRunProcessors = threads.Processors,
            };
        }
    }

    sealed class Cell<T> where T : class
    {
        readonly SteadyStateProtocol _protocol;
        readonly SerializerAdapter _adapter;
        readonly TestDataType<T> _type;
        readonly ResultRow _baseRow;
        readonly ResultRow? _early;
        T? _data;
        readonly OwnModelAdapter? _own;
        object? _model;
        MemoryStream? _output;
        MemoryStream? _input;
        readonly PreparedOperation? _serialize, _deserialize;
        volatile object? _consumed;

        public Cell(SteadyStateProtocol protocol, SerializerAdapter adapter, TestDataType<T> type, ResultRow baseRow)
        {
            (_protocol, _adapter, _type, _baseRow) = (protocol, adapter, type, baseRow);
            if (!adapter.Supports(typeof(T)))
            {
                _early = RowFactory.Unsupported(baseRow, adapter.Info, type);
                return;
            }
            var options = protocol._options;
            try
            {
                _data = type.Create(baseRow.Objects, options.BookDataSize);
                _own = adapter as OwnModelAdapter;
                _model = _own?.ToModel(_data);
                _output = new MemoryStream(MessageBuffer.Capacity(baseRow.Objects, options.BookDataSize));
                // Chosen once, so a timed call of a from-your-classes adapter tests nothing about the other kind.
                Action serialize = _model is null ? Serialize : SerializeModel,
                    deserialize = _model is null ? Deserialize : DeserializeModel;
                if (options.Test == TestKind.Deserialize)
                    serialize();
                else
                    _serialize = protocol._sampler.Prepare(serialize);
                _input = MessageBuffer.Snapshot(_output);
                if (options.Test != TestKind.Serialize)
                    _deserialize = protocol._sampler.Prepare(deserialize);
            }
            catch (Exception ex)
            {
                _early = RowFactory.Failed(baseRow, ex);
            }
        }

        public int Objects => _baseRow.Objects;

        public void Release() => (_data, _model, _output, _input) = (null, null, null, null);

        public IEnumerable<PreparedOperation> Operations =>
            _early is null ? new[] { _serialize, _deserialize }.OfType<PreparedOperation>() : [];

        void Serialize()
        {
            _output!.SetLength(0);
            _adapter.Serialize(_data!, _output);
        }

        void SerializeModel()
        {
            _output!.SetLength(0);
            _own!.SerializeModel(_model!, _output);
        }

        /// <summary>Consumed as BenchmarkDotNet's <c>Consumer</c> does and let go at once, so the next call does not
        /// run beside this graph.</summary>
        void Deserialize()
        {
            _consumed = Read();
            _consumed = null;
        }

        void DeserializeModel()
        {
            _input!.Position = 0;
            _consumed = _own!.DeserializeModel<T>(_input);
            _consumed = null;
        }

        T Read()
        {
            _input!.Position = 0;
            return _adapter.Deserialize<T>(_input);
        }

        public ResultRow Row()
        {
            if (_early is not null)
                return _early;
            try
            {
                return Measured();
            }
            catch (Exception ex)
            {
                return RowFactory.Failed(_baseRow, ex);
            }
        }

        ResultRow Measured()
        {
            if ((_serialize?.Failure ?? _deserialize?.Failure) is { } failure)
                return RowFactory.Failed(_baseRow, failure);
            var row = _baseRow with { SizeBytes = _input!.Length };
            if (_serialize is not null)
                row = row.With(RowOperation.Serialize, Columns(_serialize));
            if (_deserialize is not null)
                row = row.With(RowOperation.Deserialize, Columns(_deserialize));

            var options = _protocol._options;
            if (options.CompressedSizes)
            {
                var message = _input.GetBuffer().AsSpan(0, (int)_input.Length);
                row = row with
                {
                    GZipBytes = CompressedSize.GZip(message), BrotliBytes = CompressedSize.Brotli(message)
                };
            }

            if (options.Verify && _type.Differences(_data!, Read(), _adapter.Info.RoundTripRules) is { } difference)
                return RowFactory.VerifyFailed(_baseRow, difference);
            return row;
        }

        static OperationColumns Columns(PreparedOperation operation)
        {
            var s = operation.Summary;
            return new(s.Mean, s.First, s.Median, s.Min, s.Repetitions, s.AllocatedBytesPerOp, s.MadPercent, s.Outliers,
                s.Runs, s.IntervalPercent, Samples.Of(s.Steady), operation.CollectionsPerThousand, MedianEstimate.Runs);
        }
    }
}
