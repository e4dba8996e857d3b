using System.Diagnostics.Tracing;

namespace SerializerTests.Measurement;

/// <summary>Marks a first-call child's timed calls, so a trace can tell the work inside them from the host's
/// own.</summary>
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

    [Event(MetricsTakenId, Level = EventLevel.Informational)]
    public void MetricsTaken(int gcCount) => WriteEvent(MetricsTakenId, gcCount);
}
