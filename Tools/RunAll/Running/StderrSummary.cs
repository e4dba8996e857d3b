using SerializerTests.Protocols;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Running;

/// <summary>What a child said on stderr, on one line for a row's Error or Detail column: the message lines of a crash ("Unhandled
/// exception. …", "Process terminated. …", "Stack overflow."), without stack frames or a protocol's progress lines.</summary>
public static class StderrSummary
{
    const int Lines = 3;

    public static string Of(string stderr, int maxLength = 500)
    {
        var said = stderr.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Where(l => !l.StartsWith("at ", StringComparison.Ordinal) && !l.StartsWith(IProtocol.ProgressPrefix, StringComparison.Ordinal))
            .ToList();
        string summary = string.Join(" | ", said.Take(Lines)) + (said.Count > Lines ? " | …" : "");
        return RowText.OneLine(summary, maxLength);
    }
}
