using CsvHelper;

namespace SerializerTests.Results;

/// <summary>Whole-file reading and writing of any <see cref="CsvRecordAttribute"/> type in the dialect its
/// <see cref="CsvOptionsAttribute"/> gives (the result files and the trace extracts).</summary>
public static class TsvFile
{
    public static IReadOnlyList<T> Read<T>(TextReader reader)
    {
        using var csv = CsvReader.Create(reader, CsvReaderOptions.For<T>(), leaveOpen: true);
        return csv.GetRecords<T>().ToList();
    }

    public static IReadOnlyList<T> Read<T>(string path)
    {
        using var reader = new StreamReader(path);
        return Read<T>(reader);
    }

    /// <summary>The header line of <typeparamref name="T"/>'s files, without its line end.</summary>
    public static string Header<T>()
    {
        var text = new StringWriter();
        using (var csv = CsvWriter.Create(text, CsvWriterOptions.For<T>(), leaveOpen: true))
        {
            csv.WriteHeader<T>();
        }
        return text.ToString().TrimEnd('\n');
    }

    /// <summary>A complete file: header, then the rows; written to a temporary name and renamed, so a reader never
    /// sees half a file.</summary>
    public static void Write<T>(string path, IEnumerable<T> rows)
    {
        string temporary = path + ".tmp";
        using (var writer = new StreamWriter(temporary))
        using (var csv = CsvWriter.Create(writer, CsvWriterOptions.For<T>(), leaveOpen: true))
        {
            csv.WriteHeader<T>();
            foreach (var row in rows)
                csv.WriteRecord(row);
        }
        File.Move(temporary, path, overwrite: true);
    }
}
