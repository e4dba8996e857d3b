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

    /// <summary>A measurement a results folder may lack (Versioning.csv, HostileSummary.csv): its rows, none when the file is absent;
    /// <paramref name="minimumColumns"/> as for <see cref="Read{T}(string, int?)"/>.</summary>
    /// <exception cref="DamagedFileException">The file is there and damaged.</exception>
    public static IReadOnlyList<T> ReadIfPresent<T>(string path, int? minimumColumns = null) =>
        File.Exists(path) ? Read<T>(path, minimumColumns) : [];

    /// <summary>A whole file, checked before it is trusted: text, <typeparamref name="T"/>'s header (or, for files written before later
    /// columns were appended, its first <paramref name="minimumColumns"/> or more columns), every line a complete row.</summary>
    /// <exception cref="DamagedFileException">Anything else, with what is wrong in one line.</exception>
    public static IReadOnlyList<T> Read<T>(string path, int? minimumColumns = null)
    {
        string text;
        try
        {
            text = File.ReadAllText(path);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            throw new DamagedFileException(path, $"cannot be read ({ex.Message})");
        }
        if (text.Length == 0)
            throw new DamagedFileException(path, "is empty");
        if (text.Contains('\0'))
            throw new DamagedFileException(path, "is not text (it holds NUL bytes)");
        var expected = Header<T>().Split('\t');
        var records = Records(text).ToList();
        var header = records[0].Text.Split('\t');
        bool prefix = header.Length <= expected.Length && header.SequenceEqual(expected.Take(header.Length));
        if (!prefix || header.Length < (minimumColumns ?? expected.Length))
            throw new DamagedFileException(path, $"does not start with the {typeof(T).Name} header (its first line: {Shorten(records[0].Text)})");
        if (records.Skip(1).Select((r, i) => (r.Fields, Line: i + 2)).FirstOrDefault(r => r.Fields != header.Length) is { Line: > 0 } bad)
            throw new DamagedFileException(path, $"row {bad.Line} has {bad.Fields} fields where the header has {header.Length} (cut short?)");
        if (!text.EndsWith('\n'))
            throw new DamagedFileException(path, "does not end with a line end (cut short?)");
        try
        {
            return Read<T>(new StringReader(text));
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            throw new DamagedFileException(path, $"has a row that cannot be read ({Shorten(ex.Message)})");
        }
    }

    /// <summary>The records of a tab-separated text and their field counts; quoted fields may hold tabs and line breaks.</summary>
    public static IEnumerable<(string Text, int Fields)> Records(string text)
    {
        int start = 0, fields = 1;
        bool quoted = false;
        for (int i = 0; i < text.Length; i++)
        {
            switch (text[i])
            {
                case '"': quoted = !quoted; break;
                case '\t' when !quoted: fields++; break;
                case '\n' when !quoted:
                    yield return (text[start..i], fields);
                    (start, fields) = (i + 1, 1);
                    break;
            }
        }
        if (start < text.Length)
            yield return (text[start..], fields);
    }

    static string Shorten(string text)
    {
        string line = text.Split('\n')[0].Trim();
        return RowText.Shorten(line, 80);
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
