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
        return line.Length > maxLength ? line[..maxLength] + "…" : line;
    }
}
