namespace SerializerTests.RunAll.Running;

/// <summary>What a command says goes to the console and, line for line, to a results folder's console.log
/// (appended, so a resumed run keeps what the first part said).</summary>
public sealed class ConsoleLog(TextWriter output, string path) : IDisposable
{
    /// <summary>The log file alone, for progress output that writes the console its own way.</summary>
    public TextWriter File { get; } = new StreamWriter(path, append: true) { AutoFlush = true };

    public void Say(string line)
    {
        output.WriteLine(line);
        File.WriteLine(line);
    }

    public void Dispose() => File.Dispose();
}
