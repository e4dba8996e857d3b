using CsvHelper;

namespace SerializerTests.Results;

public static class TsvFile
{
    public static IReadOnlyList<T> Read<T>(TextReader reader)
    {
        using var csv = CsvReader.Create(reader, CsvReaderOptions.For<T>(), leaveOpen: true);
        return csv.GetRecords<T>().ToList();
    }

    /// <summary>For a measurement a results folder may lack: none when the file is absent.</summary>
    /// <exception cref="DamagedFileException">The file is there and damaged.</exception>
    public static IReadOnlyList<T> ReadIfPresent<T>(string path) => File.Exists(path) ? Read<T>(path) : [];

    /// <summary>Checked before it is trusted; <paramref name="minimumColumns"/> admits a file that lacks only the
    /// columns appended since the oldest folder read.</summary>
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
        if (!prefix || minimumColumns is null && header.Length < expected.Length)
            throw new DamagedFileException(path,
                $"does not start with the {typeof(T).Name} header (its first line: {Shorten(records[0].Text)})");
        if (header.Length < minimumColumns)
            throw new DamagedFileException(path,
                $"is too old for this RunAll: {header.Length} of its {expected.Length} columns, where the oldest "
                    + $"folder read has {minimumColumns}");
        if (records.Skip(1).Select((r, i) => (r.Fields, Line: i + 2))
            .FirstOrDefault(r => r.Fields != header.Length) is { Line: > 0 } bad)
            throw new DamagedFileException(path,
                $"row {bad.Line} has {bad.Fields} fields where the header has {header.Length} (cut short?)");
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

    /// <summary>Quoted fields may hold tabs and line breaks.</summary>
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

    public static string Header<T>()
    {
        var text = new StringWriter();
        using (var csv = CsvWriter.Create(text, CsvWriterOptions.For<T>(), leaveOpen: true))
        {
            csv.WriteHeader<T>();
        }
        return text.ToString().TrimEnd('\n');
    }

    /// <summary>Written to a temporary name and renamed, so a reader never sees half a file.</summary>
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
