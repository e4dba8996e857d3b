using BenchmarkDotNet.Attributes;
using SerializerTests.Measurement;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Calibration;

/// <summary>
/// BenchmarkDotNet's view of what the host's combined test times: the same adapter, the same BookShelf, the same
/// stream handling (reset, then one call) as the host's steady-state protocol (Protocols/SteadyStateProtocol.cs).
/// </summary>
public class SerializerBenchmarks
{
    /// <summary>Set before the run; BenchmarkDotNet runs in this process, so the parameter sources can read it.</summary>
    public static CalibrationCells Cells { get; set; } = new([], [], 0);

    public static IEnumerable<string> SerializerNames() => Cells.Serializers;

    public static IEnumerable<int> Counts() => Cells.Counts;

    [ParamsSource(nameof(SerializerNames))]
    public string Serializer { get; set; } = "";

    [ParamsSource(nameof(Counts))]
    public int N { get; set; }

    SerializerAdapter _adapter = null!;
    BookShelf _data = null!;
    MemoryStream _output = null!;
    MemoryStream _input = null!;

    [GlobalSetup]
    public void Setup()
    {
        var entry = HostCatalog.Selectable.Single(e => e.Name == Serializer);
        _adapter = entry.Create(new AdapterOptions(ReferenceTracking: false));
        _data = TestDataTypes.BookShelf.Create(N, Cells.PayloadBytes);
        _output = new MemoryStream(MessageBuffer.Capacity(N, Cells.PayloadBytes));
        _adapter.Serialize(_data, _output);
        // A copy, as the host's steady state reads it (SteadyStateProtocol): the same bytes in a buffer of the message's own size.
        _input = MessageBuffer.Snapshot(_output);
    }

    [Benchmark]
    public void Serialize()
    {
        _output.SetLength(0);
        _adapter.Serialize(_data, _output);
    }

    [Benchmark]
    public BookShelf Deserialize()
    {
        _input.Position = 0;
        return _adapter.Deserialize<BookShelf>(_input);
    }
}

public sealed record CalibrationCells(IReadOnlyList<string> Serializers, IReadOnlyList<int> Counts, int PayloadBytes);
