using SerializerTests.Protocols;

namespace SerializerTests.RunAll.Running;

/// <summary>How a protocol's rows say that they were not measured: the orchestrator's half of <see cref="IProtocol{TRow}"/>.</summary>
public interface IMissingRows<TRow>
{
    /// <summary>The one row of a serializer no child can run (not in this build, or its host failed to build).</summary>
    TRow Unavailable(string reason);

    /// <summary>A row the child owed (holding only the columns <see cref="IProtocol{TRow}.Owed"/> fills) and did not deliver.</summary>
    /// <param name="timedOut">The child was killed for time, which some row types tell apart from a failure.</param>
    TRow Missing(TRow owed, bool timedOut, string reason);
}
