using System.Diagnostics;
using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Protocols;

/// <summary>Startup cost in a fresh process; creating the adapter counts in the first serialize, so loading and
/// initialisation are measured.</summary>
public sealed class FirstCallProtocol(HostOptions options, TextWriter output, double? timeToMainMs = null)
    : Protocol<ResultRow>(output, !options.NoHeader, headerFirst: false), IProtocol<ResultRow>
{
    readonly RowFactory _rows = new(options, timeToMainMs);
    SerializerAdapter? _adapter;

    protected override void Run(SerializerEntry entry)
    {
        var adapterOptions = new AdapterOptions(options.ReferenceTracking);
        _adapter = null;
        var measured = options.Dataset.FirstCallTypes
            .Select(type => type.Accept(new FirstCall(this, entry, adapterOptions))).ToList();
        var metrics = ProcessMetrics.Capture();
        PhaseEvents.Log.MetricsTaken(metrics.Gen0);
        foreach (var row in measured)
        {
            Write(row with
            {
                JitMethods = metrics.JitMethods, JitMs = metrics.JitMs, Gen0Collections = metrics.Gen0,
                Gen1Collections = metrics.Gen1, Gen2Collections = metrics.Gen2, CpuMs = metrics.CpuMs,
                PeakWorkingSetMB = metrics.PeakWorkingSetMB,
            });
        }
    }

    public static IReadOnlyList<ResultRow> Owed(HostOptions asked, IReadOnlyList<ResultRow> delivered) =>
        [.. asked.Dataset.FirstCallTypes.Where(t => delivered.All(r => r.RootType != t.Name))
            .Select(t => new ResultRow { Objects = 1, RootType = t.Name })];

    sealed class FirstCall(FirstCallProtocol protocol, SerializerEntry entry, AdapterOptions adapterOptions)
        : ITestDataTypeVisitor<ResultRow>
    {
        public ResultRow Visit<T>(TestDataType<T> type) where T : class =>
            protocol.Measure(entry, adapterOptions, type);
    }

    /// <summary>An own-model adapter has its model made while the clock is stopped, as the steady state makes it before
    /// the timing.</summary>
    double FirstSerialize<T>(T data, MemoryStream output, long start) where T : class
    {
        if (_adapter is not OwnModelAdapter own)
        {
            _adapter!.Serialize(data, output);
            return Stopwatch.GetElapsedTime(start).TotalSeconds;
        }
        double creation = Stopwatch.GetElapsedTime(start).TotalSeconds;
        PhaseEvents.Log.TimedCallStop();
        var model = own.ToModel(data);
        PhaseEvents.Log.TimedCallStart();
        long restart = Stopwatch.GetTimestamp();
        own.SerializeModel(model, output);
        return creation + Stopwatch.GetElapsedTime(restart).TotalSeconds;
    }

    ResultRow Measure<T>(SerializerEntry entry, AdapterOptions adapterOptions, TestDataType<T> type) where T : class
    {
        const int Objects = 1;
        T data = type.Create(Objects, options.BookDataSize);
        var output = new MemoryStream(64 * 1024);
        var row = _rows.Create(entry.Name, _adapter?.Info, type, Objects);
        ResultRow Unsupported() =>
            RowFactory.Unsupported(_rows.Create(entry.Name, _adapter!.Info, type, Objects), _adapter.Info, type);
        try
        {
            if (_adapter is not null && !_adapter.Supports(typeof(T)))
                return Unsupported();
            PhaseEvents.Log.TimedCallStart();
            long start = Stopwatch.GetTimestamp();
            if (_adapter is null)
            {
                _adapter = entry.Create(adapterOptions);
                // The first type is timed from before the adapter exists, so only now can it say what it handles.
                if (!_adapter.Supports(typeof(T)))
                {
                    PhaseEvents.Log.TimedCallStop();
                    return Unsupported();
                }
            }
            double serializeSeconds = FirstSerialize(data, output, start);
            PhaseEvents.Log.TimedCallStop();

            row = _rows.Create(entry.Name, _adapter.Info, type, Objects);
            var baseRow = row;
            var input = MessageBuffer.ReadView(output);
            PhaseEvents.Log.TimedCallStart();
            start = Stopwatch.GetTimestamp();
            var own = _adapter as OwnModelAdapter;
            object read = own is null ? _adapter.Deserialize<T>(input) : own.DeserializeModel<T>(input);
            double deserializeSeconds = Stopwatch.GetElapsedTime(start).TotalSeconds;
            PhaseEvents.Log.TimedCallStop();
            T result = own is null ? (T)read : own.FromModel<T>(read);

            row = row with
            {
                SerializeSeconds = serializeSeconds, SerializeFirstSeconds = serializeSeconds,
                SerializeRepetitions = 1, DeserializeSeconds = deserializeSeconds,
                DeserializeFirstSeconds = deserializeSeconds, DeserializeRepetitions = 1,
                SizeBytes = output.Length,
            };
            if (options.Verify && type.Differences(data, result, _adapter.Info.RoundTripRules) is { } difference)
                return RowFactory.VerifyFailed(baseRow, difference);
            return row;
        }
        catch (Exception ex)
        {
            return RowFactory.Failed(row, ex);
        }
    }
}
