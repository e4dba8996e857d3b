namespace SerializerTests.Results;

public static class RowText
{
    /// <summary>Control characters are escaped: exception messages quote the bytes they choked on, and a results file
    /// must stay text.</summary>
    public static string OneLine(string text, int maxLength = int.MaxValue)
    {
        string line = string.Join(' ',
            text.Split(['\r', '\n', '\t'], StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries));
        if (line.Any(char.IsControl))
            line = string.Concat(line.Select(c => char.IsControl(c) ? $"\\u{(int)c:X4}" : c.ToString()));
        return Shorten(line, maxLength);
    }

    public static string Shorten(string text, int maxLength) =>
        text.Length > maxLength ? text[..maxLength] + "…" : text;
}
