namespace SerializerTests.RunAll.Running;

/// <summary>Console output, also appended to console.log so a resumed run keeps the first part.</summary>
public sealed class ConsoleLog(TextWriter output, string path) : IDisposable
{
    public TextWriter File { get; } = new StreamWriter(path, append: true) { AutoFlush = true };

    public void Say(string line)
    {
        output.WriteLine(line);
        File.WriteLine(line);
    }

    public void Dispose() => File.Dispose();
}
