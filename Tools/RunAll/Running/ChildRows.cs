using SerializerTests.Results;

namespace SerializerTests.RunAll.Running;

/// <summary>A damaged line is set aside and reported, and costs no other row.</summary>
public static class ChildRows
{
    public sealed record Parsed<T>(IReadOnlyList<T> Rows, IReadOnlyList<string> Damaged);

    public static Parsed<T> Parse<T>(string written)
    {
        string header = TsvFile.Header<T>();
        int columns = header.Split('\t').Length;
        var rows = new List<T>();
        var damaged = new List<string>();
        // A damaged line with an unbalanced quote must not swallow the rows after it.
        foreach (var line in written.Split('\n'))
        {
            if (line.Length == 0 || line == header)
                continue;
            if (TsvFile.Records(line).Single().Fields == columns && TryRead<T>(header, line) is { } row)
                rows.Add(row);
            else
                damaged.Add(line);
        }
        return new Parsed<T>(rows, damaged);
    }

    static T? TryRead<T>(string header, string line)
    {
        try
        {
            return TsvFile.Read<T>(new StringReader(header + "\n" + line + "\n")) is [var row] ? row : default;
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return default;
        }
    }

    public static string Describe(IReadOnlyList<string> damaged) =>
        $"{damaged.Count} unreadable line{(damaged.Count == 1 ? "" : "s")} among the rows, the first: "
            + $"{RowText.OneLine(damaged[0], maxLength: 120)}";
}
