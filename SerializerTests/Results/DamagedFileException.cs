namespace SerializerTests.Results;

/// <summary>A file the tool reads is not what it should be (empty, cut short, binary, another file's header). Commands catch it at
/// the top and print its message, one line naming the file, and exit 2.</summary>
public sealed class DamagedFileException(string path, string problem) : Exception($"{path}: {problem}")
{
    public string FilePath { get; } = path;
}
