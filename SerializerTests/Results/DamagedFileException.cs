namespace SerializerTests.Results;

/// <summary>Commands catch it at the top, print its one-line message and exit 2.</summary>
public sealed class DamagedFileException(string path, string problem) : Exception($"{path}: {problem}")
{
    public string FilePath { get; } = path;
}
