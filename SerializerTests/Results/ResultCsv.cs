using CsvHelper;

namespace SerializerTests.Results;

public static class ResultCsv
{
    public static CsvWriter CreateWriter(TextWriter writer) =>
        CsvWriter.Create(writer, CsvWriterOptions.For<ResultRow>(), leaveOpen: true);

    public static IReadOnlyList<ResultRow> Read(TextReader reader) => TsvFile.Read<ResultRow>(reader);

    /// <summary>The columns of the published reference (SerializerTestResults/reference), the oldest folder read;
    /// those appended since are empty in it.</summary>
    public const int ReferenceColumns = 98;

    public static IReadOnlyList<ResultRow> ReadFile(string path) =>
        TsvFile.Read<ResultRow>(path, minimumColumns: ReferenceColumns);

    public static void WriteFile(string path, IEnumerable<ResultRow> rows) => TsvFile.Write(path, rows);

    public static IReadOnlyList<string> Header { get; } = TsvFile.Header<ResultRow>().Split('\t');
}
