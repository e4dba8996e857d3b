namespace SerializerTests.Results;

/// <summary>What a text cell of any result file may hold: one line, printable. The host's protocols and RunAll (which writes
/// reasons and what a child said into rows) use the same rule.</summary>
public static class RowText
{
    /// <summary>The text on one line (CSV cells hold no tabs or line breaks), other control characters written as <c>\u0000</c>
    /// (exception messages quote the bytes they choked on, NUL included, and a results file must stay text), cut after
    /// <paramref name="maxLength"/> characters.</summary>
    public static string OneLine(string text, int maxLength = int.MaxValue)
    {
        string line = string.Join(' ', text.Split(['\r', '\n', '\t'], StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries));
        if (line.Any(char.IsControl))
            line = string.Concat(line.Select(c => char.IsControl(c) ? $"\\u{(int)c:X4}" : c.ToString()));
        return Shorten(line, maxLength);
    }

    /// <summary>The text cut after <paramref name="maxLength"/> characters, an ellipsis marking the cut: what every page and message
    /// shows of a reason whose whole is in the file.</summary>
    public static string Shorten(string text, int maxLength) => text.Length > maxLength ? text[..maxLength] + "…" : text;
}
