using System.Text.Json;

namespace SerializerTests.Serializers.Json;

/// <summary> One <see cref="Utf8JsonWriter"/> for every call, reset onto the caller's buffer (what
/// <see cref="Utf8JsonWriter.Reset(System.Buffers.IBufferWriter{byte})"/> is for, and what JsonSerializer's Stream
/// overload does with its cached writers), so a call allocates nothing of its own. Single-threaded, as the adapters
/// are.</summary>
sealed class Utf8JsonOutput
{
    readonly StreamBufferWriter _buffer = new();
    Utf8JsonWriter? _writer;

    public Utf8JsonWriter Over(MemoryStream output)
    {
        _buffer.Reset(output);
        if (_writer is null)
            _writer = new Utf8JsonWriter(_buffer);
        else
            _writer.Reset(_buffer);
        return _writer;
    }
}
