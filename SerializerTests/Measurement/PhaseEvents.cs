using System.Diagnostics.Tracing;

namespace SerializerTests.Measurement;

/// <summary>
/// Marks the timed calls of a first-call child, so that a trace of it (if anyone records one) can tell the JIT, GC
/// and loading inside the measured first calls from the host's own startup, verification and shutdown. Emitted
/// outside the timed spans; costs one branch when no session listens, and the host never knows whether one does.
/// </summary>
[EventSource(Name = ProviderName)]
public sealed class PhaseEvents : EventSource
{
    public const string ProviderName = "SerializerTests-Phases";
    public const int TimedCallStartId = 1;
    public const int TimedCallStopId = 2;
    public const int MetricsTakenId = 3;

    public static readonly PhaseEvents Log = new();

    PhaseEvents() { }

    [Event(TimedCallStartId, Level = EventLevel.Informational)]
    public void TimedCallStart() => WriteEvent(TimedCallStartId);

    [Event(TimedCallStopId, Level = EventLevel.Informational)]
    public void TimedCallStop() => WriteEvent(TimedCallStopId);

    /// <param name="gcCount">What the process itself counted (<c>GC.CollectionCount(0)</c>) when it took the metrics of its rows.</param>
    [Event(MetricsTakenId, Level = EventLevel.Informational)]
    public void MetricsTaken(int gcCount) => WriteEvent(MetricsTakenId, gcCount);
}
