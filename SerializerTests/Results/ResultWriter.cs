using CsvHelper;

namespace SerializerTests.Results;

/// <summary>Streams rows as they are produced, flushing each so a parent process sees finished rows at once.</summary>
public sealed class ResultWriter(TextWriter output, bool writeHeader) : IDisposable
{
    CsvWriter? _csv;

    public void WriteHeaderIfWanted()
    {
        if (_csv is not null)
            return;
        _csv = ResultCsv.CreateWriter(output);
        if (writeHeader)
            _csv.WriteHeader<ResultRow>();
        Flush();
    }

    public void Write(ResultRow row)
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
