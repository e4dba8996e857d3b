using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.Serializers;

namespace SerializerTests.Protocols;

/// <summary>One kind of measurement a host process runs (<c>-test</c>): it writes the rows of every serializer it is given.</summary>
public interface IProtocol : IDisposable
{
    /// <summary>Begins a line a protocol writes on stderr to say where it is (the hostile protocol's case markers): progress, not
    /// something the child has to say about a failure.</summary>
    const string ProgressPrefix = "#";

    /// <summary>Runs the serializers in order, writing each row as soon as it is known.</summary>
    void Run(IEnumerable<SerializerEntry> entries);
}

/// <summary>A protocol and its row type, with the rows a child asked for something owes: when the child dies, the orchestrator
/// writes each row owed and not delivered as a <c>failed</c> or <c>timeout</c> row saying why, so that no row goes missing silently.</summary>
public interface IProtocol<TRow> : IProtocol
{
    /// <summary>The rows a child run with <paramref name="asked"/> owes and did not deliver, holding only the columns that tell them
    /// apart (N, root type, case, change and direction); the orchestrator fills in the rest.</summary>
    static abstract IReadOnlyList<TRow> Owed(HostOptions asked, IReadOnlyList<TRow> delivered);
}

/// <summary>What every protocol shares: a row writer on the host's rows stream (stdout, or the <c>-rows</c> file), a header unless
/// <c>-noheader</c>, and one serializer after the other.</summary>
/// <param name="writeHeader">False with <c>-noheader</c>.</param>
/// <param name="headerFirst">False for the first-call protocol: nothing, not even the header, may run before its first timed call.</param>
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

    /// <summary>Writes the rows of one serializer; a failure costs rows (<c>failed</c>), never the process.</summary>
    protected abstract void Run(SerializerEntry entry);

    protected void Write(TRow row) => _writer.Write(row);

    public void Dispose()
    {
        _writer.Dispose();
        GC.SuppressFinalize(this);
    }
}
