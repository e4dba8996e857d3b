using CsvHelper;

namespace SerializerTests.Results;

public static class ResultCsv
{
    public static CsvWriter CreateWriter(TextWriter writer) =>
        CsvWriter.Create(writer, CsvWriterOptions.For<ResultRow>(), leaveOpen: true);

    public static IReadOnlyList<ResultRow> Read(TextReader reader) => TsvFile.Read<ResultRow>(reader);

    /// <summary>Files written before later columns were appended still read.</summary>
    public static IReadOnlyList<ResultRow> ReadFile(string path) => TsvFile.Read<ResultRow>(path, minimumColumns: 12);

    public static void WriteFile(string path, IEnumerable<ResultRow> rows) => TsvFile.Write(path, rows);

    public static IReadOnlyList<string> Header { get; } = TsvFile.Header<ResultRow>().Split('\t');
}
