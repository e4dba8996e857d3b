using SerializerTests.Protocols;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Running;

/// <summary>A crash's message lines, without stack frames or progress lines.</summary>
public static class StderrSummary
{
    const int Lines = 3;

    public static string Of(string stderr, int maxLength = 500)
    {
        var said = stderr.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Where(l =>
                !l.StartsWith("at ", StringComparison.Ordinal)
                && !l.StartsWith(IProtocol.ProgressPrefix, StringComparison.Ordinal))
            .ToList();
        string summary = string.Join(" | ", said.Take(Lines)) + (said.Count > Lines ? " | …" : "");
        return RowText.OneLine(summary, maxLength);
    }
}
