using System.Diagnostics;
using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.Hostile;
using SerializerTests.Results;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Protocols;

/// <summary>A marker goes to <paramref name="progress"/> before each case, so the orchestrator can name the case a
/// dying child died on.</summary>
public sealed class HostileProtocol(HostOptions options, TextWriter output, TextWriter progress)
    : Protocol<HostileRow>(output, !options.NoHeader), IProtocol<HostileRow>
{
    public const string CaseMarker = IProtocol.ProgressPrefix + "case\t";

    public static readonly IReadOnlyList<string> ForeignSerializers =
        ["SystemTextJson", "MessagePack", "DataContract", "ProtobufNet"];

    public static IReadOnlyList<HostileRow> Owed(HostOptions asked, IReadOnlyList<HostileRow> delivered)
    {
        int from = asked.FromCase;
        int? cases = delivered.Select(r => r.Cases).FirstOrDefault(c => c is not null);
        var owed = cases is { } total ? Enumerable.Range(from, total - from + 1) : [from];
        return [.. owed.Where(c => delivered.All(r => r.Case != c))
            .Select(c => new HostileRow { Case = c, Cases = cases })];
    }

    int Objects => options.Counts.Count > 0 ? options.Counts[0] : 3;

    protected override void Run(SerializerEntry entry)
    {
        var row = new HostileRow
        {
            Serializer = new(entry.Name),
            Setting = options.Hardened ? "hardened" : "default",
            Dataset = options.Dataset.Name,
            RootType = options.Dataset.RootType.Name,
            Objects = Objects,
            Runtime = MachineInfo.Runtime,
            Seed = options.Seed,
            Case = 0,
            Kind = HostileCases.Valid,
        };
        SerializerAdapter adapter;
        try
        {
            adapter = entry.Create(new AdapterOptions(Hardened: options.Hardened));
        }
        catch (Exception ex)
        {
            Write(row with
            {
                Outcome = HostileOutcome.Failed, Exception = ex.GetType().Name, Detail = OneLine(ex.Message)
            });
            return;
        }
        options.Dataset.RootType.Accept(new Cases(this, adapter, row with { FileVersion = adapter.Info.FileVersion }));
    }

    sealed class Cases(HostileProtocol protocol, SerializerAdapter adapter, HostileRow row) : ITestDataTypeVisitor<bool>
    {
        public bool Visit<T>(TestDataType<T> type) where T : class
        {
            protocol.RunCases(adapter, type, row);
            return true;
        }
    }

    void RunCases<T>(SerializerAdapter adapter, TestDataType<T> type, HostileRow row) where T : class
    {
        if (!adapter.Supports(typeof(T)))
        {
            Write(row with
            {
                Outcome = HostileOutcome.Unsupported,
                Detail = $"{adapter.Info.Name} does not handle {type.Name}: {adapter.Info.WhyUnsupported(typeof(T))}"
            });
            return;
        }
        T original = type.Create(Objects, options.BookDataSize);
        byte[] valid;
        IReadOnlyList<HostileCase> cases;
        try
        {
            valid = Serialize(adapter, original);
            cases = HostileCases.Generate(valid, adapter.Info.FormatDetails, Foreign(adapter.Info, original),
                options.Seed, options.MaxPositions);
        }
        catch (Exception ex)
        {
            Write(row with { Outcome = HostileOutcome.Failed, Exception = ex.GetType().Name,
                Detail = OneLine("serializing the valid message failed: " + ex.Message) });
            return;
        }

        // Always run first: the baseline, and it takes the JIT and first-call work out of the first corrupt case.
        var caseRow = row with { Cases = cases.Count };
        var baseline = Deserialize(
            adapter, type, original, new HostileCase(0, HostileCases.Valid, null, valid), caseRow);
        if (baseline.Outcome != HostileOutcome.AcceptedSame)
        {
            Write(caseRow with
            {
                Outcome = HostileOutcome.Failed, InputBytes = valid.Length, Exception = baseline.Exception,
                Detail = OneLine($"the valid message does not round-trip ({baseline.Outcome}): {baseline.Detail}"),
            });
            return;
        }
        if (options.FromCase == 0)
            Write(baseline);
        foreach (var hostileCase in cases.Where(c => c.Index >= Math.Max(options.FromCase, 1)))
            Write(Deserialize(adapter, type, original, hostileCase, caseRow));
    }

    /// <summary>Everything the call throws is a verdict, never the end of the process.</summary>
    HostileRow Deserialize<T>(
        SerializerAdapter adapter, TestDataType<T> type, T original, HostileCase input, HostileRow row)
        where T : class
    {
        progress.WriteLine(
            string.Create(CultureInfo.InvariantCulture,
                $"{CaseMarker}{input.Index}\t{input.Kind}\t{input.Position}\t{input.Bytes.Length}"));
        progress.Flush();
        var stream = new MemoryStream(input.Bytes, 0, input.Bytes.Length, writable: false, publiclyVisible: true);
        T? result = null;
        Exception? error = null;
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        long start = Stopwatch.GetTimestamp();
        try
        {
            result = adapter.Deserialize<T>(stream);
        }
        catch (Exception ex)
        {
            error = ex;
        }
        double milliseconds = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
        long allocated = GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
        string? difference = error is not null ? null : Difference(type, original, result, adapter.Info.RoundTripRules);
        string outcome = HostileOutcome.Classify(allocated, input.Bytes.Length, error, difference);
        result = null;
        if (allocated >= HostileOutcome.ExcessiveBytes)
            GC.Collect();
        return row with
        {
            Case = input.Index, Kind = input.Kind, Position = input.Position, InputBytes = input.Bytes.Length,
            Outcome = outcome, Milliseconds = milliseconds, AllocatedBytes = allocated,
            AllocationRatio = (double)allocated / Math.Max(input.Bytes.Length, 1),
            Exception = error?.GetType().Name, Detail = error is not null ? OneLine(error.Message) : difference,
        };
    }

    /// <summary>A comparer tripping over what came back is a difference too.</summary>
    static string? Difference<T>(TestDataType<T> type, T original, T? result, RoundTripRules rules) where T : class
    {
        if (result is null)
            return "returned null";
        try
        {
            return type.Differences(original, result, rules) is { } difference ? OneLine(difference) : null;
        }
        catch (Exception ex)
        {
            return OneLine($"unlike the original, comparing it threw {ex.GetType().Name}: {ex.Message}");
        }
    }

    static byte[] Serialize<T>(SerializerAdapter adapter, T value) where T : class
    {
        var output = new MemoryStream();
        adapter.Serialize(value, output);
        return output.ToArray();
    }

    static IReadOnlyList<(string, byte[])> Foreign<T>(SerializerInfo self, T value) where T : class
    {
        var messages = new List<(string, byte[])>();
        foreach (var entry in SerializerCatalog.All
            .Where(e => ForeignSerializers.Contains(e.Name) && e.Name != self.Name))
        {
            var adapter = entry.Create(new AdapterOptions());
            if (adapter.Info.FormatDetails == self.FormatDetails || !adapter.Supports(typeof(T)))
                continue;
            try
            {
                messages.Add((entry.Name, Serialize(adapter, value)));
            }
            catch (Exception ex) when (ex is not OutOfMemoryException)
            {
                // No wrong-format case from this one.
            }
        }
        return messages;
    }

    static string OneLine(string text) => RowText.OneLine(text, maxLength: 300);
}
