using CsvHelper;

namespace SerializerTests.Results;

/// <summary>Flushes each row, so a parent process sees finished rows at once and a child that dies has delivered every
/// row before it.</summary>
public sealed class RowWriter<T>(TextWriter output, bool writeHeader) : IDisposable
{
    CsvWriter? _csv;

    public void WriteHeaderIfWanted()
    {
        if (_csv is not null)
            return;
        _csv = CsvWriter.Create(output, CsvWriterOptions.For<T>(), leaveOpen: true);
        if (writeHeader)
            _csv.WriteHeader<T>();
        Flush();
    }

    public void Write(T row)
    {
        WriteHeaderIfWanted();
        _csv!.WriteRecord(row);
        Flush();
    }

    void Flush()
    {
        _csv!.Flush();
        output.Flush();
    }

    public void Dispose() => _csv?.Dispose();
}
