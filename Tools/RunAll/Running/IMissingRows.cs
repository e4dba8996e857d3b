using SerializerTests.Protocols;

namespace SerializerTests.RunAll.Running;

/// <summary>The orchestrator's half of <see cref="IProtocol{TRow}"/>.</summary>
public interface IMissingRows<TRow>
{
    TRow Unavailable(string reason);

    TRow Missing(TRow owed, bool timedOut, string reason);
}
