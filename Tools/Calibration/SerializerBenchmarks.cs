using BenchmarkDotNet.Attributes;
using SerializerTests.Measurement;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Calibration;

/// <summary>What the host's combined test times, with the same stream handling as its steady-state protocol.</summary>
public class SerializerBenchmarks
{
    /// <summary>Set before the run; BenchmarkDotNet runs in this process, so the parameter sources can read
    /// it.</summary>
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
        // A copy in a buffer of the message's own size, as the host's steady state reads it.
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
