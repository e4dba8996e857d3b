using CsvHelper;

namespace SerializerTests.Results;

/// <summary>Reads and writes result rows in the contract's dialect (see <see cref="ResultRow"/>).</summary>
public static class ResultCsv
{
    public static CsvWriter CreateWriter(TextWriter writer) => CsvWriter.Create(writer, CsvWriterOptions.For<ResultRow>(), leaveOpen: true);

    public static IReadOnlyList<ResultRow> Read(TextReader reader)
    {
        using var csv = CsvReader.Create(reader, CsvReaderOptions.For<ResultRow>(), leaveOpen: true);
        return csv.GetRecords<ResultRow>().ToList();
    }

    public static IReadOnlyList<ResultRow> ReadFile(string path)
    {
        using var reader = new StreamReader(path);
        return Read(reader);
    }

    /// <summary>A complete file: header, then the rows.</summary>
    public static void WriteFile(string path, IEnumerable<ResultRow> rows)
    {
        using var writer = new StreamWriter(path);
        using var csv = CreateWriter(writer);
        csv.WriteHeader<ResultRow>();
        foreach (var row in rows)
            csv.WriteRecord(row);
    }

    public static IReadOnlyList<string> Header { get; } = ReadHeader();

    static IReadOnlyList<string> ReadHeader()
    {
        var text = new StringWriter();
        using (var csv = CreateWriter(text))
        {
            csv.WriteHeader<ResultRow>();
        }
        return text.ToString().TrimEnd('\n').Split('\t');
    }
}
