using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.Serializers;

namespace SerializerTests.Protocols;

public interface IProtocol : IDisposable
{
    /// <summary>Begins a progress line on stderr (the hostile protocol's case markers), not a failure report.</summary>
    const string ProgressPrefix = "#";

    void Run(IEnumerable<SerializerEntry> entries);
}

/// <summary>When the child dies, the orchestrator writes each row owed and not delivered as a failed row, so that no
/// row goes missing silently.</summary>
public interface IProtocol<TRow> : IProtocol
{
    static abstract IReadOnlyList<TRow> Owed(HostOptions asked, IReadOnlyList<TRow> delivered);
}

/// <param name="headerFirst">False for the first-call protocol: nothing may run before its first timed call.</param>
public abstract class Protocol<TRow>(TextWriter output, bool writeHeader, bool headerFirst = true) : IProtocol
    where TRow : class
{
    readonly RowWriter<TRow> _writer = new(output, writeHeader);

    public void Run(IEnumerable<SerializerEntry> entries)
    {
        if (headerFirst)
            _writer.WriteHeaderIfWanted();
        foreach (var entry in entries)
            Run(entry);
        _writer.WriteHeaderIfWanted();
    }

    /// <summary>A failure costs rows (<c>failed</c>), never the process.</summary>
    protected abstract void Run(SerializerEntry entry);

    protected void Write(TRow row) => _writer.Write(row);

    public void Dispose()
    {
        _writer.Dispose();
        GC.SuppressFinalize(this);
    }
}
